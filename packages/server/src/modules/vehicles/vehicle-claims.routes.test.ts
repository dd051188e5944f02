import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { makes } from "../makes/makes.schema.ts";
import { vehicles } from "./vehicles.schema.ts";

// Issue 27: one identity per car. A member whose car is already in the registry claims it with papers; the office
// approves (the car moves to their garage, its history goes on) or rejects.

let t: TestApp;
let packard: number;
let tokens: { staff: string; admin: string };
let sequence = 0;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

beforeAll(async () => {
  t = await createTestApp();
  const [make] = await t.database.db.select().from(makes).where(eq(makes.name, "Packard"));
  packard = make?.id as number;
  const staff = await createStaff(t.database.db);
  const admin = await createStaff(t.database.db, "office_admin");
  tokens = { staff: await signIn(t.app, staff.email), admin: await signIn(t.app, admin.email) };
});
afterAll(() => t.close());

async function member(lastName: string) {
  const created = await createDirectoryMember(t.database.db, { member: { firstName: "Clara", lastName } });
  return { ...created, token: await signIn(t.app, created.email) };
}

async function registerCar(token: string, serial: string) {
  const body = new FormData();
  const values = {
    owned_by_associate: "false",
    year: "1934",
    make_id: String(packard),
    model: "Twelve",
    number_of_cylinders: "12",
    serial_number: serial,
    senior_category: "None",
    authentic: "true",
  };
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  return t.app.inject({ method: "POST", url: "/api/v1/vehicles", headers: bearer(token), payload: body });
}

function claimForm(note: string, files: { name: string; data: Buffer; type: string }[] = []) {
  const body = new FormData();
  body.append("note", note);
  for (const file of files)
    body.append("documents", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return body;
}

const claim = (token: string | null, vehicleId: number, body: FormData) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/vehicles/${vehicleId}/claims`,
    headers: token ? bearer(token) : {},
    payload: body,
  });
const office = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: token ? bearer(token) : {}, payload });
const garage = async (token: string) =>
  ((await t.app.inject({ url: "/api/v1/vehicles", headers: bearer(token) })).json() as { id: number }[]).map(
    (car) => car.id,
  );
const mailTo = (email: string, subject: RegExp) =>
  t.sentMail.filter((mail) => mail.to === email && subject.test(mail.subject));
const history = async (token: string, car: number) =>
  (await t.app.inject({ url: `/api/v1/vehicles/${car}/history`, headers: bearer(token) })).json() as {
    ownerships: { memberNo: number | null; source: string }[];
  };
const registryStatus = async (id: number) =>
  (await t.database.db.select({ status: vehicles.status }).from(vehicles).where(eq(vehicles.id, id)))[0]
    ?.status;

/** An owner with a car, and a second member whose registration of the same serial number answered 409. */
async function disputedCar() {
  sequence += 1;
  const owner = await member(`Owner${sequence}`);
  const claimant = await member(`Claimant${sequence}`);
  const serial = `CLM-${sequence}-${Date.now()}`;
  const car = (await registerCar(owner.token, serial)).json().id as number;
  const refused = await registerCar(claimant.token, serial);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().existing).toEqual({ id: car, claimPath: `/api/v1/vehicles/${car}/claims` });
  return { owner, claimant, car };
}

describe("POST /api/v1/vehicles/{id}/claims", () => {
  it("files a claim with papers; the car is disputed and the claimant sees the claim", async () => {
    const { owner, claimant, car } = await disputedCar();
    expect((await claim(null, car, claimForm("Mine"))).statusCode).toBe(401);

    const filed = await claim(
      claimant.token,
      car,
      claimForm("Bought from the estate in 1988; the bill of sale is attached.", [
        { name: "../../bill of sale.pdf", data: pdf, type: "application/pdf" },
      ]),
    );
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({
      vehicleId: car,
      car: "1934 Packard Twelve",
      status: "pending",
      documents: [{ fileName: "bill of sale.pdf" }],
    });
    expect(await registryStatus(car)).toBe("disputed");
    const mine = (
      await t.app.inject({ url: "/api/v1/vehicle_claims", headers: bearer(claimant.token) })
    ).json();
    expect(mine.claims.map((row: { id: number }) => row.id)).toEqual([filed.json().id]);
    expect(
      (await t.app.inject({ url: "/api/v1/vehicle_claims", headers: bearer(owner.token) })).json().claims,
    ).toEqual([]);

    // Once at a time; never one's own car; never a car that is not there.
    expect((await claim(claimant.token, car, claimForm("Again"))).statusCode).toBe(409);
    expect((await claim(owner.token, car, claimForm("Mine"))).statusCode).toBe(422);
    expect((await claim(claimant.token, 999_999, claimForm("Mine"))).statusCode).toBe(404);
  });

  it("refuses a missing note, a paper that is not a PDF or picture, and more than five papers, keeping nothing", async () => {
    const { claimant, car } = await disputedCar();
    const noNote = await claim(claimant.token, car, claimForm(""));
    expect(noNote.statusCode).toBe(400);
    expect(Object.keys(noNote.json().errors)).toEqual(["note"]);

    const script = Buffer.from("<html><script>alert(1)</script></html>");
    const hostile = await claim(
      claimant.token,
      car,
      claimForm("Papers", [{ name: "x.pdf", data: script, type: "application/pdf" }]),
    );
    expect(hostile.statusCode).toBe(422);
    expect(Object.keys(hostile.json().errors)).toEqual(["documents"]);

    const six = Array.from({ length: 6 }, (_, i) => ({
      name: `${i}.pdf`,
      data: pdf,
      type: "application/pdf",
    }));
    const many = await claim(claimant.token, car, claimForm("Papers", six));
    expect(many.statusCode).toBe(422);
    expect(Object.keys(many.json().errors)).toEqual(["documents"]);

    expect(
      (await t.app.inject({ url: "/api/v1/vehicle_claims", headers: bearer(claimant.token) })).json().claims,
    ).toEqual([]);
    expect(await registryStatus(car)).toBe("active");
  });
});

describe("a claim paper's file name (issue 39)", () => {
  it("keeps a name in any script and sends it as RFC 6266 filename* (a name outside Latin-1 was a 500)", async () => {
    const { claimant, car } = await disputedCar();
    const names = ["Fahrzeugbrief €.pdf", "車検証.pdf"];
    const filed = await claim(
      claimant.token,
      car,
      claimForm(
        "Papers in two languages",
        names.map((name) => ({ name, data: pdf, type: "application/pdf" })),
      ),
    );
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().documents.map((row: { fileName: string }) => row.fileName)).toEqual(names);

    const queue = (await office("GET", "/vehicle_claims", tokens.staff)).json();
    const listed = queue.claims.find((row: { id: number }) => row.id === filed.json().id);
    const [euro, kanji] = listed.documents as { fileName: string; url: string }[];
    const paper = await t.app.inject({ url: euro?.url as string });
    expect(paper.statusCode, paper.body).toBe(200);
    expect(paper.headers["content-disposition"]).toBe(
      "attachment; filename=\"Fahrzeugbrief__.pdf\"; filename*=UTF-8''Fahrzeugbrief%20%E2%82%AC.pdf",
    );
    expect(paper.rawPayload.equals(pdf)).toBe(true);
    const other = await t.app.inject({ url: kanji?.url as string });
    expect(other.statusCode).toBe(200);
    expect(other.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("車検証.pdf")}`,
    );
  });
});

describe("the office's queue of claims", () => {
  it("is for office roles; deciding is an office administrator's", async () => {
    const { claimant, car } = await disputedCar();
    const id = (await claim(claimant.token, car, claimForm("Mine"))).json().id as number;
    expect((await office("GET", "/vehicle_claims")).statusCode).toBe(401);
    expect((await office("GET", "/vehicle_claims", claimant.token)).statusCode).toBe(403);
    expect((await office("GET", "/vehicle_claims?status=maybe", tokens.staff)).statusCode).toBe(400);
    expect((await office("POST", `/vehicle_claims/${id}/approve`, tokens.staff, {})).statusCode).toBe(403);
    expect(
      (await office("POST", `/vehicle_claims/${id}/reject`, claimant.token, { reason: "No" })).statusCode,
    ).toBe(403);
    expect((await office("POST", "/vehicle_claims/999999/approve", tokens.admin, {})).statusCode).toBe(404);
  });

  it("approves a claim: the car moves to the claimant's garage with its history, its numbers verified", async () => {
    const { owner, claimant, car } = await disputedCar();
    const filed = await claim(
      claimant.token,
      car,
      claimForm("Factory record enclosed", [{ name: "record.pdf", data: pdf, type: "application/pdf" }]),
    );
    const id = filed.json().id as number;

    const queue = (await office("GET", "/vehicle_claims", tokens.staff)).json();
    const listed = queue.claims.find((row: { id: number }) => row.id === id);
    expect(listed).toMatchObject({
      claimant: { memberNo: claimant.memberNo, name: `Clara ${claimant.lastName}` },
      currentOwner: { memberNo: owner.memberNo, name: `Clara ${owner.lastName}` },
    });
    expect(queue.counts.pending).toBeGreaterThanOrEqual(1);

    // The paper by its signed link: the bytes sent, as an attachment that runs nothing; a forged link is refused.
    const link = listed.documents[0].url as string;
    const paper = await t.app.inject({ url: link });
    expect(paper.statusCode).toBe(200);
    expect(paper.headers["content-type"]).toBe("application/pdf");
    expect(paper.headers["content-security-policy"]).toBe("sandbox");
    expect(paper.rawPayload.equals(pdf)).toBe(true);
    expect(
      (await t.app.inject({ url: link.replace(/signature=[^&]+/, "signature=forged") })).statusCode,
    ).toBe(403);

    const approved = await office("POST", `/vehicle_claims/${id}/approve`, tokens.admin, {
      reason: "Papers match",
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", reason: "Papers match" });
    expect(await garage(claimant.token)).toEqual([car]);
    expect(await garage(owner.token)).toEqual([]);
    expect(await registryStatus(car)).toBe("active");

    const record = (
      await t.app.inject({ url: `/api/v1/vehicles/${car}/history`, headers: bearer(claimant.token) })
    ).json();
    expect(
      record.ownerships.map((row: { memberNo: number; source: string }) => [row.memberNo, row.source]),
    ).toEqual([
      [owner.memberNo, "registered"],
      [claimant.memberNo, "claim"],
    ]);
    expect(record.numbers.sources.serialNumber).toMatchObject({ source: "documents" });

    // Decided is decided: a second decision, from another tab, is a conflict.
    expect(
      (await office("POST", `/vehicle_claims/${id}/reject`, tokens.admin, { reason: "Late" })).statusCode,
    ).toBe(409);
    const audit = (await office("GET", `/audit?member_id=${claimant.id}`, tokens.admin)).json().results as {
      action: string;
    }[];
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["vehicle_claimed", "vehicle_claim_approved"]),
    );
  });

  it("rejects a claim with a reason: the car stays, no longer disputed, and the claimant reads why", async () => {
    const { owner, claimant, car } = await disputedCar();
    const id = (await claim(claimant.token, car, claimForm("Mine"))).json().id as number;
    const noReason = await office("POST", `/vehicle_claims/${id}/reject`, tokens.admin, {});
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().errors)).toEqual(["reason"]);

    const rejected = await office("POST", `/vehicle_claims/${id}/reject`, tokens.admin, {
      reason: "The serial number on the papers differs",
    });
    expect(rejected.statusCode).toBe(200);
    expect(await garage(owner.token)).toEqual([car]);
    expect(await registryStatus(car)).toBe("active");
    const mine = (
      await t.app.inject({ url: "/api/v1/vehicle_claims", headers: bearer(claimant.token) })
    ).json();
    expect(mine.claims[0]).toMatchObject({
      status: "rejected",
      reason: "The serial number on the papers differs",
    });
  });
});

describe("two claims on one car (issue 39)", () => {
  /** A car its owner registered, claimed by two other members; the claims' ids. */
  async function claimedTwice() {
    const { owner, claimant, car } = await disputedCar();
    const rival = await member(`Rival${sequence}`);
    const first = (await claim(claimant.token, car, claimForm("Mine: the title is in my name"))).json()
      .id as number;
    const second = (await claim(rival.token, car, claimForm("Mine: I bought it in 1990"))).json()
      .id as number;
    return { owner, claimant, rival, car, first, second };
  }
  const approve = (id: number) => office("POST", `/vehicle_claims/${id}/approve`, tokens.admin, {});

  it("one after another: the first approval moves the car, the other claim is closed and its claimant told why", async () => {
    const { owner, claimant, rival, car, first, second } = await claimedTwice();
    expect((await approve(first)).statusCode).toBe(200);

    const late = await approve(second);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors.base).toEqual([
      "This claim was closed when the office approved another member's claim on this car",
    ]);
    expect(await garage(claimant.token)).toEqual([car]);
    expect(await garage(rival.token)).toEqual([]);
    expect(await garage(owner.token)).toEqual([]);
    expect(await registryStatus(car)).toBe("active");
    expect((await history(claimant.token, car)).ownerships.map((row) => row.memberNo)).toEqual([
      owner.memberNo,
      claimant.memberNo,
    ]);

    const rivals = (
      await t.app.inject({ url: "/api/v1/vehicle_claims", headers: bearer(rival.token) })
    ).json();
    expect(rivals.claims[0]).toMatchObject({
      id: second,
      status: "closed",
      reason: "The club office approved another member's claim on this car, with their papers",
    });
    await waitFor(() => mailTo(rival.email, /Your claim on the 1934 Packard Twelve was closed/).length === 1);
    expect(mailTo(rival.email, /was closed/)[0]?.text).toContain("another member's claim on this car");
    const closed = (await office("GET", "/vehicle_claims?status=closed", tokens.staff)).json();
    expect(closed.claims.map((row: { id: number }) => row.id)).toContain(second);
    // A closed claim is decided: it cannot be rejected either.
    expect(
      (await office("POST", `/vehicle_claims/${second}/reject`, tokens.admin, { reason: "No" })).statusCode,
    ).toBe(409);
  });

  it("at once: exactly one approval succeeds and the car moves once", async () => {
    const { owner, claimant, rival, car, first, second } = await claimedTwice();
    const replies = await Promise.all([approve(first), approve(second)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const winner = replies[0]?.statusCode === 200 ? claimant : rival;
    expect(await garage(winner.token)).toEqual([car]);
    expect(await garage(owner.token)).toEqual([]);
    expect((await history(winner.token, car)).ownerships.map((row) => row.memberNo)).toEqual([
      owner.memberNo,
      winner.memberNo,
    ]);
    const statuses = (await office("GET", "/vehicle_claims?status=approved", tokens.staff))
      .json()
      .claims.filter((row: { vehicleId: number }) => row.vehicleId === car);
    expect(statuses).toHaveLength(1);
  });

  it("refuses to approve a claim made against an owner who no longer has the car", async () => {
    const { owner, claimant, car } = await disputedCar();
    const id = (await claim(claimant.token, car, claimForm("Mine"))).json().id as number;
    const sold = await t.app.inject({
      method: "POST",
      url: `/api/v1/vehicles/${car}/transfer`,
      headers: bearer(owner.token),
      payload: { buyer_name: "Hans Gruber" },
    });
    expect(sold.statusCode, sold.body).toBe(201);

    const refused = await approve(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.base).toEqual([
      "The car changed hands after this claim was made: reject it, and the member may claim the car again",
    ]);
    expect(await garage(claimant.token)).toEqual([]);
  });
});

describe("hidden serials, and claims for members in good standing only (issue 39)", () => {
  async function unpaidJoiner() {
    const joiner = await createMember(t.database.db, { firstName: "Jonas", lastName: `Joiner${sequence}` });
    return { ...joiner, token: await signIn(t.app, joiner.email) };
  }
  async function lapsedMember() {
    const lapsed = await createDirectoryMember(t.database.db, {
      member: { firstName: "Lena", lastName: `Lapsed${sequence}` },
      duesExpire: "2000-12-31",
    });
    return { ...lapsed, token: await signIn(t.app, lapsed.email) };
  }

  it("the 409 of a serial already in the registry names no car, and offers a claim only in good standing", async () => {
    const { owner, car } = await disputedCar();
    const [serial] = (
      await t.database.db.select({ serial: vehicles.serialNumber }).from(vehicles).where(eq(vehicles.id, car))
    ).map((row) => row.serial as string);

    // Adding a car is for members in good standing (the registry's dealings): an unpaid joiner or a lapsed member is
    // refused before the serial is looked at, so the answer cannot even say that the serial is known.
    for (const outsider of [await unpaidJoiner(), await lapsedMember()]) {
      const refused = await registerCar(outsider.token, serial as string);
      expect(refused.statusCode).toBe(403);
      expect(Object.keys(refused.json().errors)).toEqual(["membership"]);
      expect(refused.body).not.toMatch(/Packard|Twelve|1934|Clara|Owner|serial|registry/);
    }

    const inGoodStanding = await registerCar((await member(`Good${sequence}`)).token, serial as string);
    expect(inGoodStanding.json().existing).toEqual({ id: car, claimPath: `/api/v1/vehicles/${car}/claims` });
    expect(inGoodStanding.json().errors.serialNumber).toEqual([
      "A car with this serial number is already in the club's registry. If it is yours, you may claim it: the " +
        "club office will look at your papers.",
    ]);
    expect(inGoodStanding.body).not.toMatch(/Packard|Twelve|1934|Clara|Owner/);
    expect(await garage(owner.token)).toEqual([car]);
  });

  it("refuses a claim, and its papers, from an unpaid joiner or a lapsed member, under membership", async () => {
    const { car } = await disputedCar();
    const papers = Array.from({ length: 5 }, (_, i) => ({
      name: `${i}.pdf`,
      data: pdf,
      type: "application/pdf",
    }));
    const joiner = await unpaidJoiner();
    const unpaid = await claim(joiner.token, car, claimForm("Mine", papers));
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().errors.membership).toEqual([
      "Claiming a car is for members in good standing. Your membership has not started yet because its payment " +
        "has not been received: please pay your membership dues first.",
    ]);
    const lapsed = await lapsedMember();
    const expired = await claim(lapsed.token, car, claimForm("Mine", papers));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().errors.membership).toEqual([
      "Claiming a car is for members in good standing. Your membership has lapsed because its dues have expired: " +
        "please renew your membership first.",
    ]);
    for (const outsider of [joiner, lapsed])
      expect(
        (await t.app.inject({ url: "/api/v1/vehicle_claims", headers: bearer(outsider.token) })).json()
          .claims,
      ).toEqual([]);
    expect(await registryStatus(car)).toBe("active");
  });
});

describe("the owner is told of a claim and may answer it (issue 39)", () => {
  const answer = (token: string | null, id: number, payload: object) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/vehicle_claims/${id}/answer`,
      headers: token ? bearer(token) : {},
      payload,
    });

  it("mails the owner, lists the claim on their cars, and shows their answer to the office before it decides", async () => {
    const { owner, claimant, car } = await disputedCar();
    const id = (await claim(claimant.token, car, claimForm("Mine since 1988"))).json().id as number;
    await waitFor(() => mailTo(owner.email, /Someone has claimed your 1934 Packard Twelve/).length === 1);
    // The owner reads that the car is claimed, not who claims it.
    expect(mailTo(owner.email, /claimed/)[0]?.text).not.toContain(claimant.lastName);

    const mine = (await t.app.inject({ url: "/api/v1/vehicle_claims", headers: bearer(owner.token) })).json();
    expect(mine.onYourCars).toEqual([
      {
        id,
        vehicleId: car,
        car: "1934 Packard Twelve",
        createdAt: expect.any(String),
        answer: null,
        answeredAt: null,
      },
    ]);
    expect(JSON.stringify(mine.onYourCars)).not.toContain(claimant.lastName);

    expect((await answer(null, id, { answer: "No" })).statusCode).toBe(401);
    expect((await answer(claimant.token, id, { answer: "No" })).statusCode).toBe(404);
    const stranger = await member(`Stranger${sequence}`);
    expect((await answer(stranger.token, id, { answer: "No" })).statusCode).toBe(404);
    expect((await answer(owner.token, 999_999, { answer: "No" })).statusCode).toBe(404);
    const blank = await answer(owner.token, id, { answer: "  " });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors)).toEqual(["answer"]);
    expect((await answer(owner.token, "x" as unknown as number, { answer: "No" })).statusCode).toBe(400);

    const answered = await answer(owner.token, id, {
      answer: "I bought it in 2004: the title is in my name.",
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ id, answer: "I bought it in 2004: the title is in my name." });

    const queue = (await office("GET", "/vehicle_claims", tokens.staff)).json();
    expect(queue.claims.find((row: { id: number }) => row.id === id).ownerAnswer).toEqual({
      text: "I bought it in 2004: the title is in my name.",
      answeredAt: t.clock.now.toISOString(),
    });

    expect(
      (await office("POST", `/vehicle_claims/${id}/reject`, tokens.admin, { reason: "Papers differ" }))
        .statusCode,
    ).toBe(200);
    expect((await answer(owner.token, id, { answer: "Too late" })).statusCode).toBe(409);
    expect(
      (await t.app.inject({ url: "/api/v1/vehicle_claims", headers: bearer(owner.token) })).json().onYourCars,
    ).toEqual([]);
  });

  it("gives the office the car's history on the claim card", async () => {
    const { owner, claimant, car } = await disputedCar();
    const id = (await claim(claimant.token, car, claimForm("Mine"))).json().id as number;
    expect((await office("GET", `/vehicle_claims/${id}/history`)).statusCode).toBe(401);
    expect((await office("GET", `/vehicle_claims/${id}/history`, claimant.token)).statusCode).toBe(403);
    expect((await office("GET", "/vehicle_claims/999999/history", tokens.staff)).statusCode).toBe(404);
    expect((await office("GET", "/vehicle_claims/x/history", tokens.staff)).statusCode).toBe(400);
    const record = await office("GET", `/vehicle_claims/${id}/history`, tokens.staff);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).toMatchObject({
      vehicleId: car,
      car: "1934 Packard Twelve",
      ownerships: [{ memberNo: owner.memberNo, source: "registered" }],
      awards: [],
    });
    expect(record.json().numbers.serialNumber).toMatch(/^CLM-/);
  });
});
