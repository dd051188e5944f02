import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppContext } from "../../lib/app-context.ts";
import {
  bearer,
  createDirectoryMember,
  createMember,
  createStaff,
  signIn,
  stamped,
} from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { expectedQrModules, qrModulesDrawn } from "../../test/pdf-qr.ts";
import { pdfPageTexts, readPdf } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { sessions } from "../auth/auth.schema.ts";
import { importRows, imports } from "../imports/imports.schema.ts";
import { outbox } from "../mail/mail.schema.ts";
import { claimLinks } from "./claims.schema.ts";
import { sendClaimInvitations } from "./claims.service.ts";

// Issue 16: the office invites the members an import created to claim their accounts; e-mails go out a number per
// hour (the job `claim-invitations`), members without e-mail get a printed letter, and the office sees who claimed.

const hourMs = 3_600_000;
let t: TestApp;
/** Remembered sessions (30 days): the tests move the clock by hours. */
const tokens = { member: "", regionalAdmin: "", staff: "", admin: "" };
/** The job's work run by hand, on the app's database and clock (the app runs the same on its schedule). */
let jobContext: AppContext;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const accounts = {
    member: await createDirectoryMember(db),
    regionalAdmin: await createDirectoryMember(db, { administers: ["GI"] }),
    staff: await createStaff(db, "office_staff"),
    admin: await createStaff(db, "office_admin"),
  };
  for (const role of ["member", "regionalAdmin", "staff", "admin"] as const)
    tokens[role] = await signIn(t.app, accounts[role].email, undefined, true);
  jobContext = jobContextOn(t.database.db, t.clock);
});
afterAll(() => t.close());
beforeEach(() => {
  // Each test in an hour of its own: the hourly allowance counts every e-mail sent in the last hour.
  t.clock.now = new Date(t.clock.now.getTime() + 2 * hourMs);
});

const invite = (importId: number, payload: object | undefined, token?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/office/imports/${importId}/invitations`,
    payload,
    headers: token ? bearer(token) : {},
  });
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

/** An import as its commit leaves it: the members it created (and one it only matched), each with its row. */
async function committedImport(
  people: { lastName: string; email?: string; created?: boolean }[],
  status: "committed" | "previewed" = "committed",
) {
  const db = t.database.db;
  const [row] = await db
    .insert(imports)
    .values({ fileName: "roster.xlsx", status, columns: ["Name"], mapping: { Name: "fullName" }, ...stamped })
    .returning({ id: imports.id });
  if (!row) throw new Error("import not created");
  const created = [];
  for (const [index, person] of people.entries()) {
    const member = await createMember(db, {
      lastName: person.lastName,
      ...(person.email === undefined ? {} : { email: person.email }),
      passwordHash: "!imported",
    });
    await db.insert(importRows).values({
      importId: row.id,
      sheet: "members",
      rowNo: index + 2,
      cells: { Name: `Ada ${person.lastName}` },
      outcome: person.created === false ? "matched" : "new",
      memberId: member.id,
      created: person.created !== false,
    });
    created.push(member);
  }
  return { importId: row.id, members: created };
}

const linksOf = (importId: number) =>
  t.database.db.select().from(claimLinks).where(eq(claimLinks.importId, importId));

const sentCount = async (importId: number) =>
  (
    await t.database.db
      .select({ id: claimLinks.id })
      .from(claimLinks)
      .where(and(eq(claimLinks.importId, importId), isNotNull(claimLinks.sentAt)))
  ).length;

describe("who may invite", () => {
  it("answers 401 without a token, 403 to a member, a regional administrator and office staff", async () => {
    const { importId } = await committedImport([{ lastName: "Guarded" }]);
    const calls = [
      (token?: string) => invite(importId, { per_hour: 10 }, token),
      (token?: string) => get(`/api/v1/office/imports/${importId}/claim_letters.pdf`, token),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      for (const token of [tokens.member, tokens.regionalAdmin, tokens.staff])
        expect((await call(token)).statusCode).toBe(403);
    }
    const list = (token?: string) => get(`/api/v1/office/imports/${importId}/claims`, token);
    expect((await list()).statusCode).toBe(401);
    // Who claimed an imported account is the administrators' to read (issue 23), like the invitations.
    for (const token of [tokens.member, tokens.regionalAdmin, tokens.staff])
      expect((await list(token)).statusCode).toBe(403);
    expect((await linksOf(importId)).length).toBe(0);
  });

  it("refuses a bad rate (400), an unknown import (404) and one not committed (422), each naming the field", async () => {
    const token = tokens.admin;
    const { importId } = await committedImport([{ lastName: "Early" }], "previewed");
    for (const perHour of [0, -3, 5001, 2.5, "ten"]) {
      const reply = await invite(importId, { per_hour: perHour }, token);
      expect(reply.statusCode, String(perHour)).toBe(400);
      expect(reply.json().errors).toHaveProperty("perHour");
    }
    const unknown = await invite(999_999, { per_hour: 10 }, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toHaveProperty("import");
    const early = await invite(importId, { per_hour: 10 }, token);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toHaveProperty("import");
    expect((await linksOf(importId)).length).toBe(0);
  });
});

describe("inviting an import's members", () => {
  it("queues e-mails for the members it created, letters for those without e-mail, and no one twice", async () => {
    const token = tokens.admin;
    const { importId, members } = await committedImport([
      { lastName: "Mailable" },
      { lastName: "Paper", email: "" },
      { lastName: "Matched", created: false },
      { lastName: "Already" },
    ]);
    const [mailable, paper, matched, already] = members;
    // A member who signed in (a session) is not invited.
    await t.database.db.insert(sessions).values({
      memberId: already?.id as number,
      tokenHash: `test-${already?.id}`,
      rememberMe: false,
      expiresAt: new Date(t.clock.now.getTime() + hourMs),
      lastUsedAt: t.clock.now,
      createdAt: t.clock.now,
    });

    const reply = await invite(importId, { per_hour: 50 }, token);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ queued: 1, letters: 1 });

    const links = await linksOf(importId);
    expect(links.map((link) => [link.memberId, link.channel]).sort()).toEqual(
      [
        [mailable?.id, "email"],
        [paper?.id, "letter"],
      ].sort(),
    );
    const letter = links.find((link) => link.channel === "letter");
    expect(letter?.sentAt?.toISOString()).toBe(t.clock.now.toISOString());
    expect(letter?.expiresAt?.getTime()).toBe(t.clock.now.getTime() + 30 * 86_400_000);
    expect(letter?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(links.some((link) => link.memberId === matched?.id)).toBe(false);

    // The job, asked for at once, mails the link.
    await waitFor(async () => (await sentCount(importId)) === 2);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.memberId, mailable?.id as number));
    expect(mail?.to).toBe(mailable?.email);
    expect(mail?.subject).toBe("Claim your account at the Classic Car Club of America");
    expect(mail?.text).toMatch(/^Dear Ada Mailable,/);
    expect(mail?.text).toMatch(/http:\/\/portal\.test\/claim\/[\w-]{43}\n/);
    const emailLink = (await linksOf(importId)).find((link) => link.channel === "email");
    expect(emailLink?.expiresAt?.getTime()).toBe((emailLink?.sentAt?.getTime() ?? 0) + 30 * 86_400_000);
    expect(emailLink?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(mail?.text).not.toContain(emailLink?.tokenHash as string);

    const again = await invite(importId, { per_hour: 50 }, token);
    expect(again.json()).toEqual({ queued: 0, letters: 0 });
    expect((await linksOf(importId)).length).toBe(2);
  });

  it("sends at most per_hour e-mails an hour, and the rest in the hours after", async () => {
    const token = tokens.admin;
    const names = ["Ames", "Baird", "Coles", "Drake", "Ennis"];
    const { importId } = await committedImport(names.map((lastName) => ({ lastName })));
    expect((await invite(importId, { per_hour: 2 }, token)).json()).toEqual({ queued: 5, letters: 0 });

    await waitFor(async () => (await sentCount(importId)) === 2);
    // Later in the same hour: nothing more goes.
    t.clock.now = new Date(t.clock.now.getTime() + 40 * 60_000);
    expect(await sendClaimInvitations(jobContext)).toBe(0);
    expect(await sentCount(importId)).toBe(2);
    // An hour after the first ones: two more.
    t.clock.now = new Date(t.clock.now.getTime() + 21 * 60_000);
    await sendClaimInvitations(jobContext);
    expect(await sentCount(importId)).toBe(4);
    t.clock.now = new Date(t.clock.now.getTime() + 30 * 60_000);
    await sendClaimInvitations(jobContext);
    expect(await sentCount(importId)).toBe(4);
    t.clock.now = new Date(t.clock.now.getTime() + 31 * 60_000);
    await sendClaimInvitations(jobContext);
    expect(await sentCount(importId)).toBe(5);
    expect(await sendClaimInvitations(jobContext)).toBe(0);

    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, "Claim your account at the Classic Car Club of America"));
    const mine = mails.filter((mail) => names.some((name) => mail.text.startsWith(`Dear Ada ${name},`)));
    expect(mine).toHaveLength(5);
  });
});

describe("claim letters", () => {
  it("answers 404 naming the import when it has no member without e-mail", async () => {
    const token = tokens.admin;
    const { importId } = await committedImport([{ lastName: "Online" }]);
    await invite(importId, { per_hour: 10 }, token);
    const reply = await get(`/api/v1/office/imports/${importId}/claim_letters.pdf`, token);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().errors).toHaveProperty("import");
    expect((await get("/api/v1/office/imports/999999/claim_letters.pdf", token)).statusCode).toBe(404);
  });

  it("prints one page per member without e-mail, each with a fresh code that replaces the last", async () => {
    const token = tokens.admin;
    const { importId, members } = await committedImport([
      { lastName: "Inkwell", email: "" },
      { lastName: "Quill", email: "" },
      { lastName: "Screen" },
    ]);
    await invite(importId, { per_hour: 10 }, token);
    const letters = await get(`/api/v1/office/imports/${importId}/claim_letters.pdf`, token);
    expect(letters.statusCode).toBe(200);
    expect(letters.headers["content-type"]).toBe("application/pdf");
    expect(letters.headers["content-disposition"]).toContain(`claim-letters-${importId}.pdf`);
    const pages = await pdfPageTexts(letters.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("Dear Ada Inkwell,");
    expect(pages[1]).toContain("Dear Ada Quill,");
    expect(pages.join("\n")).not.toContain("Screen");
    expect(pages[0]).toContain("http://portal.test/claim");
    expect(pages[0]).toMatch(/[2-9A-HJKMNP-Z]{5} [2-9A-HJKMNP-Z]{5}/);
    // The QR code is drawn as squares that open the page of the printed code.
    const code = /([2-9A-HJKMNP-Z]{5}) ([2-9A-HJKMNP-Z]{5})/
      .exec(pages[0] ?? "")
      ?.slice(1)
      .join("");
    const expected = expectedQrModules(`http://portal.test/claim/${code}`);
    expect(await qrModulesDrawn(await readPdf(letters.rawPayload), 1, expected.length)).toEqual(expected);

    const before = (await linksOf(importId)).find((link) => link.memberId === members[0]?.id)?.codeHash;
    await get(`/api/v1/office/imports/${importId}/claim_letters.pdf`, token);
    const after = (await linksOf(importId)).find((link) => link.memberId === members[0]?.id)?.codeHash;
    expect(after).toMatch(/^[0-9a-f]{64}$/);
    expect(after).not.toBe(before);
  });
});

describe("who has claimed", () => {
  it("lists the import's invitations with how and when, by last name, a page at a time", async () => {
    const token = tokens.admin;
    const { importId, members } = await committedImport([
      { lastName: "Zeller" },
      { lastName: "Abbott", email: "" },
    ]);
    await invite(importId, { per_hour: 10 }, token);
    await waitFor(async () => (await sentCount(importId)) === 2);
    const claimedAt = t.clock.now;
    await t.database.db
      .update(claimLinks)
      .set({ claimedAt })
      .where(eq(claimLinks.memberId, members[0]?.id as number));

    const reply = await get(`/api/v1/office/imports/${importId}/claims`, tokens.admin);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: 2 });
    expect(body.results).toEqual([
      {
        memberId: members[1]?.id,
        memberNo: members[1]?.memberNo,
        name: "Ada Abbott",
        email: "",
        channel: "letter",
        sentAt: expect.any(String),
        expiresAt: expect.any(String),
        claimedAt: null,
      },
      {
        memberId: members[0]?.id,
        memberNo: members[0]?.memberNo,
        name: "Ada Zeller",
        email: members[0]?.email,
        channel: "email",
        sentAt: expect.any(String),
        expiresAt: expect.any(String),
        claimedAt: claimedAt.toISOString(),
      },
    ]);
    const second = (await get(`/api/v1/office/imports/${importId}/claims?page=2`, tokens.admin)).json();
    expect(second).toMatchObject({ results: [], page: 2, total: 2 });
    expect((await get(`/api/v1/office/imports/${importId}/claims?page=0`, tokens.admin)).statusCode).toBe(
      400,
    );
    expect((await get("/api/v1/office/imports/999999/claims", tokens.admin)).statusCode).toBe(404);
  });
});
