import { archiveMessages } from "@club/domain/archive.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archivePdf, scannedWords } from "../../test/archive-pdf.ts";
import {
  bearer,
  createDirectoryMember,
  createTestAppSignedIn,
  type RoleTokens,
  signIn,
} from "../../test/factories.ts";
import type { TestApp } from "../../test/test-app.ts";
import { testClockStart } from "../../test/test-app.ts";
import { yearEnd } from "../../test/test-clock.ts";
import { waitFor } from "../../test/wait-for.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";
import { archiveMentions } from "./archive.schema.ts";
import { forgetArchiveReader, ownArchiveData } from "./archive-member-data.service.ts";
import { closeReadingThread } from "./archive-threads.ts";

// Issue 45, through the API: the office uploads an issue (one page of text, one a scan of words), the job reads it
// (the text layer, OCR for the scan), members search it to the word, and the page naming a car's serial is linked
// to the car once confirmed.

let t: TestApp;
let tokens: RoleTokens;
const start = testClockStart();

beforeAll(async () => {
  ({ t, tokens } = await createTestAppSignedIn());
}, 60_000);
afterAll(async () => {
  await t.close();
  await closeReadingThread();
});

function call(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  token: string | null,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function uploadForm(file: Buffer, fields: Record<string, string> = {}, fileName = "issue.pdf") {
  const body = new FormData();
  const facts = {
    publication: "The Classic Car",
    title: "Spring 1968",
    volume: "XVI",
    number: "1",
    issue_date: "1968-03-01",
    members_only: "true",
    ...fields,
  };
  for (const [key, value] of Object.entries(facts)) body.append(key, value);
  body.append("file", new Blob([new Uint8Array(file)], { type: "application/pdf" }), fileName);
  return body;
}

async function upload(file: Buffer, fields: Record<string, string> = {}) {
  const reply = await call("POST", "/office/archive/issues", tokens.staff, uploadForm(file, fields));
  expect(reply.statusCode, reply.body).toBe(202);
  return reply.json() as { id: number; status: string; progress: { done: number; total: number } };
}

async function readWhole(id: number) {
  let last: { status: string; progress: { done: number; total: number }; ocrPages: number } | undefined;
  await waitFor(async () => {
    last = (await call("GET", `/office/archive/issues/${id}`, tokens.staff)).json();
    return last?.status === "ready" || last?.status === "failed";
  }, 60_000);
  return last;
}

const textPage =
  "The 1930 Duesenberg Model J owned by Harriet Lindqvist, serial number 2405, returned to Pebble Beach after its restoration. Beside it stood the 1932 Packard Deluxe Eight of Walter Brennan.";

let issueId: number;
let owner: { id: number; token: string };
let carId: number;
let packardId: number;

describe("an issue uploaded and read", () => {
  beforeAll(async () => {
    const created = await createDirectoryMember(t.database.db, {
      member: { firstName: "Harriet", lastName: "Lindqvist" },
      duesExpire: yearEnd(start, 1),
      cars: [{ year: 1930, make: "Duesenberg", model: "Model J" }],
    });
    owner = { id: created.id, token: await signIn(t.app, created.email) };
    const [car] = await t.database.db.select().from(vehicles).where(eq(vehicles.memberId, created.id));
    carId = car?.id as number;
    await t.database.db
      .update(vehicles)
      .set({ serialNumber: "2405", showNumbers: false })
      .where(eq(vehicles.id, carId));
    const brennan = await createDirectoryMember(t.database.db, {
      member: { firstName: "Walter", lastName: "Brennan" },
      duesExpire: yearEnd(start, 1),
      cars: [{ year: 1932, make: "Packard", model: "Deluxe Eight" }],
    });
    const [packard] = await t.database.db.select().from(vehicles).where(eq(vehicles.memberId, brennan.id));
    packardId = packard?.id as number;
    const issue = await upload(await archivePdf([{ text: textPage }, { image: scannedWords }]));
    expect(issue).toMatchObject({ status: "queued", progress: { done: 0, total: 2 } });
    issueId = issue.id;
    const read = await readWhole(issueId);
    expect(read).toMatchObject({ status: "ready", progress: { done: 2, total: 2 }, ocrPages: 1 });
  }, 90_000);

  it("finds each page by a word of its own, the scan's read by OCR, with the words marked in the snippet", async () => {
    const fromText = (await call("GET", "/archive/search?q=Pebble", tokens.member)).json();
    expect(fromText.total).toBe(1);
    expect(fromText.results[0]).toMatchObject({
      issue: { id: issueId, publication: "The Classic Car" },
      page: 1,
    });
    expect(fromText.results[0].snippet).toContainEqual({ text: "Pebble", hit: true });
    expect(fromText.results[0].thumbnailUrl).toMatch(
      /^\/api\/v1\/archive\/page_images\/\d+\/1\/thumbnail\?expires=/,
    );

    const fromScan = (await call("GET", "/archive/search?q=Hershey", tokens.member)).json();
    expect(fromScan.results.map((row: { page: number }) => row.page)).toEqual([2]);
    expect(fromScan.results[0].snippet).toContainEqual({ text: "Hershey", hit: true });
  });

  it("stems the words and searches a phrase; an odd spelling finds the archive's own", async () => {
    expect((await call("GET", "/archive/search?q=restored", tokens.member)).json().total).toBe(1);
    const phrase = (
      await call("GET", `/archive/search?q=${encodeURIComponent('"touring car"')}`, tokens.member)
    ).json();
    expect(phrase.results.map((row: { page: number }) => row.page)).toEqual([2]);
    const misspelt = (await call("GET", "/archive/search?q=Dusenberg", tokens.member)).json();
    expect(misspelt).toMatchObject({ total: 1, spelledAs: "duesenberg" });
  });

  it("filters by publication and years, and names a bad filter", async () => {
    expect(
      (await call("GET", "/archive/search?q=Pebble&publication=Bulletin", tokens.member)).json().total,
    ).toBe(0);
    expect(
      (await call("GET", "/archive/search?q=Pebble&year_from=1960&year_to=1970", tokens.member)).json().total,
    ).toBe(1);
    expect((await call("GET", "/archive/search?q=Pebble&year_from=1970", tokens.member)).json().total).toBe(
      0,
    );
    const reversed = await call("GET", "/archive/search?q=Pebble&year_from=1970&year_to=1960", tokens.member);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.yearFrom).toEqual([archiveMessages.yearsOrder]);
  });

  it("keeps a members-only issue from the signed-out: not in their search, not found by its address", async () => {
    expect((await call("GET", "/archive/search?q=Pebble", null)).json().total).toBe(0);
    expect((await call("GET", `/archive/issues/${issueId}`, null)).statusCode).toBe(404);
    expect((await call("GET", `/archive/issues/${issueId}/pages/1`, null)).statusCode).toBe(404);
    const page = await call("GET", `/archive/issues/${issueId}/pages/2`, tokens.member);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ page: 2, ocr: true, issue: { pageCount: 2 } });
    expect(page.json().text).toContain("Chassis number 2071485");
    const image = await t.app.inject({ method: "GET", url: page.json().imageUrl });
    expect(image.headers["content-type"]).toBe("image/webp");
    const pdf = await t.app.inject({ method: "GET", url: page.json().pdfUrl.replace(/#.*$/, "") });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("opens a public issue to everyone", async () => {
    const patched = await call("PATCH", `/office/archive/issues/${issueId}`, tokens.staff, {
      members_only: false,
    });
    expect(patched.json().membersOnly).toBe(false);
    expect((await call("GET", "/archive/search?q=Pebble", null)).json().total).toBe(1);
    await call("PATCH", `/office/archive/issues/${issueId}`, tokens.staff, { members_only: true });
  });

  it("links the page with the car's serial to the car; the owner confirms it, and others see it only as the numbers are shown", async () => {
    const [mention] = await t.database.db
      .select()
      .from(archiveMentions)
      .where(eq(archiveMentions.vehicleId, carId));
    expect(mention).toMatchObject({ issueId, pageNo: 1, foundBy: "serial", status: "pending" });
    const mentionId = mention?.id as number;

    // Waiting: the owner sees it with the decision theirs; another member does not see it.
    const ownView = (await call("GET", `/vehicles/${carId}/history`, owner.token)).json();
    expect(ownView.archivePages).toMatchObject([
      { id: mentionId, page: 1, status: "pending", canDecide: true },
    ]);
    expect((await call("GET", `/vehicles/${carId}/history`, tokens.member)).json().archivePages).toEqual([]);

    // Someone else's car is not theirs to decide.
    expect((await call("POST", `/archive/mentions/${mentionId}/confirm`, tokens.member)).statusCode).toBe(
      404,
    );
    const confirmed = await call("POST", `/archive/mentions/${mentionId}/confirm`, owner.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "confirmed", canDecide: false });
    expect((await call("POST", `/archive/mentions/${mentionId}/dismiss`, owner.token)).statusCode).toBe(409);

    // The owner hides the numbers: a page found by the serial would tell it.
    expect((await call("GET", `/vehicles/${carId}/history`, tokens.member)).json().archivePages).toEqual([]);
    expect((await call("GET", `/archive/issues/${issueId}/pages/1`, tokens.member)).json().cars).toEqual([]);
    await t.database.db.update(vehicles).set({ showNumbers: true }).where(eq(vehicles.id, carId));
    expect(
      (await call("GET", `/vehicles/${carId}/history`, tokens.member)).json().archivePages,
    ).toMatchObject([{ id: mentionId, status: "confirmed", canDecide: false }]);
    expect((await call("GET", `/archive/issues/${issueId}/pages/1`, tokens.member)).json().cars).toEqual([
      { vehicleId: carId, car: "1930 Duesenberg Model J" },
    ]);

    // History points to the issue: it is not deleted.
    const refused = await call("DELETE", `/office/archive/issues/${issueId}`, tokens.staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.base).toEqual([archiveMessages.historyPointsHere]);
  });

  it("finds a car by its year, make and model with its owner's name, and takes a member's suggestion", async () => {
    const found = await t.database.db
      .select()
      .from(archiveMentions)
      .where(eq(archiveMentions.foundBy, "description"));
    // The Duesenberg's page is linked once, by its serial: one link per page and car.
    expect(found).toMatchObject([{ vehicleId: packardId, pageNo: 1 }]);
    const suggested = await call("POST", "/archive/mentions", tokens.member, {
      vehicle_id: carId,
      issue_id: issueId,
      page: 2,
    });
    expect(suggested.statusCode, suggested.body).toBe(201);
    expect(suggested.json()).toMatchObject({ foundBy: "suggested", status: "pending", canDecide: false });
    const again = await call("POST", "/archive/mentions", tokens.member, {
      vehicle_id: carId,
      issue_id: issueId,
      page: 2,
    });
    expect(again.statusCode).toBe(409);
    const noPage = await call("POST", "/archive/mentions", tokens.member, {
      vehicle_id: carId,
      issue_id: issueId,
      page: 9,
    });
    expect(noPage.statusCode).toBe(404);
    expect(Object.keys(noPage.json().errors)).toEqual(["page"]);

    // The office's list counts the issue's links by their state: one confirmed, two waiting.
    const listed = (await call("GET", "/office/archive/issues", tokens.staff)).json();
    expect(listed.results.find((row: { id: number }) => row.id === issueId).mentions).toEqual({
      pending: 2,
      confirmed: 1,
    });
    const queue = (await call("GET", "/office/archive/mentions", tokens.staff)).json();
    expect(queue.results.map((row: { foundBy: string }) => row.foundBy).sort()).toEqual([
      "description",
      "suggested",
    ]);
    const dismissed = await call(
      "POST",
      `/office/archive/mentions/${suggested.json().id}/dismiss`,
      tokens.staff,
    );
    expect(dismissed.json()).toMatchObject({ status: "dismissed" });
  });
});

describe("a member's suggestions", () => {
  it("are limited to those waiting, counted under a lock: two at the limit at once, one is refused", async () => {
    const collector = await createDirectoryMember(t.database.db, {
      duesExpire: yearEnd(start, 1),
      cars: Array.from({ length: 11 }, (_, index) => ({ year: 1920 + index, make: "Packard", model: "Six" })),
    });
    const token = await signIn(t.app, collector.email);
    const cars = await t.database.db.select().from(vehicles).where(eq(vehicles.memberId, collector.id));
    // Nineteen waiting already; the issue of two pages gives each car two pages to suggest.
    await t.database.db.insert(archiveMentions).values(
      cars
        .flatMap((car) => [1, 2].map((pageNo) => ({ issueId, pageNo, vehicleId: car.id })))
        .slice(0, 19)
        .map((row) => ({
          ...row,
          foundBy: "suggested" as const,
          suggestedBy: collector.id,
          createdAt: start,
        })),
    );
    const free = cars
      .flatMap((car) => [1, 2].map((page) => ({ vehicle_id: car.id, issue_id: issueId, page })))
      .slice(19);
    const replies = await Promise.all(
      free.slice(0, 2).map((body) => call("POST", "/archive/mentions", token, body)),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 422]);
    const refused = replies.find((reply) => reply.statusCode === 422);
    expect(refused?.json().errors.base).toEqual([archiveMessages.tooManySuggestions]);
  });
});

describe("cars registered after an issue was read", () => {
  it("find their pages when the office asks the issue to be matched again", async () => {
    // The scan of page 2 prints "Chassis number 2071485": a car given that serial after the issue was read.
    const later = await createDirectoryMember(t.database.db, {
      duesExpire: yearEnd(start, 1),
      cars: [{ year: 1929, make: "Pierce-Arrow", model: "Model 133" }],
    });
    const [car] = await t.database.db.select().from(vehicles).where(eq(vehicles.memberId, later.id));
    await t.database.db
      .update(vehicles)
      .set({ serialNumber: "2071485" })
      .where(eq(vehicles.id, car?.id as number));
    const linksOf = () =>
      t.database.db
        .select()
        .from(archiveMentions)
        .where(eq(archiveMentions.vehicleId, car?.id as number));
    expect(await linksOf()).toEqual([]);

    expect((await call("POST", "/office/archive/issues/999999/find_cars", tokens.staff)).statusCode).toBe(
      404,
    );
    expect(
      (await call("POST", `/office/archive/issues/${issueId}/find_cars`, tokens.member)).statusCode,
    ).toBe(403);
    const asked = await call("POST", `/office/archive/issues/${issueId}/find_cars`, tokens.staff);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().findingCars).toEqual({ done: 0, total: 2 });
    await waitFor(
      async () =>
        (await call("GET", `/office/archive/issues/${issueId}`, tokens.staff)).json().findingCars === null,
      30_000,
    );
    expect(await linksOf()).toMatchObject([{ issueId, pageNo: 2, foundBy: "serial", status: "pending" }]);
  }, 60_000);
});

describe("a member's data, and leaving the club", () => {
  it("lists the pages they suggested and the links they decided, and forgets who they were when they leave", async () => {
    const suggester = await createDirectoryMember(t.database.db, { duesExpire: yearEnd(start, 1) });
    const token = await signIn(t.app, suggester.email);
    const [other] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, packardId));
    const made = await call("POST", "/archive/mentions", token, {
      vehicle_id: other?.id,
      issue_id: issueId,
      page: 2,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await ownArchiveData({ db: t.database.db }, suggester.id)).toEqual([
      expect.objectContaining({
        car: "1932 Packard Deluxe Eight",
        page: 2,
        suggested: true,
        status: "pending",
      }),
    ]);
    await forgetArchiveReader({ db: t.database.db }, suggester.id);
    expect(await ownArchiveData({ db: t.database.db }, suggester.id)).toEqual([]);
    // The link stays with the car, waiting for its owner, unsigned.
    const [kept] = await t.database.db
      .select()
      .from(archiveMentions)
      .where(eq(archiveMentions.id, made.json().id));
    expect(kept).toMatchObject({ status: "pending", suggestedBy: null });
  });
});

describe("ranking", () => {
  it("puts the page that says the words most first, and pages through the results", async () => {
    const issue = await upload(
      await archivePdf([
        { text: "A Cord 810 was shown at the spring meet in Auburn." },
        { text: "The Cord L-29 and the Cord 812: Cord owners say a Cord drives like no other." },
        { text: "Nothing about that make here." },
      ]),
      { publication: "Bulletin", title: "May 1975", issue_date: "1975-05-01" },
    );
    expect(await readWhole(issue.id)).toMatchObject({ status: "ready", ocrPages: 0 });
    const found = (await call("GET", "/archive/search?q=cord", tokens.member)).json();
    expect(found.results.map((row: { page: number }) => row.page)).toEqual([2, 1]);
    expect(found.publications).toEqual(["Bulletin", "The Classic Car"]);
    const second = (await call("GET", "/archive/search?q=cord&page=2", tokens.member)).json();
    expect(second).toMatchObject({ results: [], total: 0, page: 2 });
  }, 60_000);
});

describe("uploads refused", () => {
  it("refuses a file that is not a PDF, naming the file", async () => {
    const reply = await call(
      "POST",
      "/office/archive/issues",
      tokens.staff,
      uploadForm(Buffer.from("just words")),
    );
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({ file: [archiveMessages.notPdf] });
  });

  it("names each missing fact", async () => {
    const reply = await call(
      "POST",
      "/office/archive/issues",
      tokens.staff,
      uploadForm(await archivePdf([{ text: "A page." }]), { publication: "", issue_date: "1968-02-31" }),
    );
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().errors).sort()).toEqual(["issueDate", "publication"]);
  });

  it("keeps the archive's office routes from members and the signed-out", async () => {
    for (const [method, url] of [
      ["GET", "/office/archive/issues"],
      ["GET", "/office/archive/mentions"],
      ["DELETE", "/office/archive/issues/1"],
    ] as const) {
      expect((await call(method, url, null)).statusCode).toBe(401);
      expect((await call(method, url, tokens.member)).statusCode).toBe(403);
    }
    expect(
      (await call("POST", "/archive/mentions", null, { vehicle_id: 1, issue_id: 1, page: 1 })).statusCode,
    ).toBe(401);
  });

  it("audits the upload and the change", async () => {
    const actions = (await t.database.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["archive_issue_uploaded", "archive_issue_changed"]));
  });
});
