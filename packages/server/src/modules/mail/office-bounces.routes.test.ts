import type { BounceList } from "@club/domain/mail-bounce.schema";
import type { AuditEntry, OfficeMemberRecord } from "@club/domain/office.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signInEachRole } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { reminderLog } from "../reminders/reminders.schema.ts";
import { mailBounces, outbox } from "./mail.schema.ts";

// Issue 15: the office sees which addresses bounce (an SMTP 5xx), on a list and on the member's record, and clears
// a bounce once the member confirms a working address; the record's Mail tab also lists the renewal reminders.

let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInEachRole>>["tokens"];
let staffId: number;
let member: Awaited<ReturnType<typeof createDirectoryMember>>;
const hoursAgo = (hours: number) => new Date(t.clock.now.getTime() - hours * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  const roles = await signInEachRole(t.app, t.database.db);
  tokens = roles.tokens;
  staffId = roles.ids.staff;
  member = await createDirectoryMember(t.database.db, {
    member: { firstName: "Bounced", lastName: "Benz", email: "Bounced.Benz@example.org" },
  });
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, payload?: object, token: string | null = tokens.staff) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: token ? bearer(token) : {}, payload });
const clear = (address: unknown, token?: string | null) =>
  call("POST", "/bounces/clear", address === undefined ? {} : { address }, token);
const recordOf = async (id: number) => (await call("GET", `/members/${id}`)).json() as OfficeMemberRecord;

async function bounce(address: string, reason: string, bouncedAt: Date) {
  await t.database.db.insert(mailBounces).values({ address, reason, bouncedAt, outboxId: null });
}

describe("who may see and clear bounces", () => {
  it.each([
    ["GET", "/bounces"],
    ["POST", "/bounces/clear"],
  ] as const)(
    "%s %s: 401 without a token, 403 for a member and a regional administrator",
    async (method, url) => {
      const body = method === "POST" ? { address: "someone@example.org" } : undefined;
      expect((await call(method, url, body, null)).statusCode).toBe(401);
      expect((await call(method, url, body, tokens.member)).statusCode).toBe(403);
      expect((await call(method, url, body, tokens.regionalAdmin)).statusCode).toBe(403);
    },
  );

  it("is open to office staff and office administrators alike", async () => {
    expect((await call("GET", "/bounces", undefined, tokens.staff)).statusCode).toBe(200);
    expect((await call("GET", "/bounces", undefined, tokens.admin)).statusCode).toBe(200);
  });
});

describe("the bouncing addresses", () => {
  it("lists them, the latest first, with the member whose address it is", async () => {
    await bounce("bounced.benz@example.org", "550 5.1.1 User unknown", hoursAgo(1));
    await bounce("old-address@example.org", "550 5.1.2 Domain not found", hoursAgo(48));
    const reply = await call("GET", "/bounces");
    expect(reply.statusCode).toBe(200);
    const list = reply.json() as BounceList;
    expect(list).toMatchObject({ page: 1, pageSize: 50, total: 2 });
    expect(list.results).toEqual([
      {
        address: "bounced.benz@example.org",
        reason: "550 5.1.1 User unknown",
        bouncedAt: hoursAgo(1).toISOString(),
        member: { id: member.id, memberNo: member.memberNo, name: "Bounced Benz" },
      },
      {
        address: "old-address@example.org",
        reason: "550 5.1.2 Domain not found",
        bouncedAt: hoursAgo(48).toISOString(),
        member: null,
      },
    ]);
    // A page past the last still counts them.
    expect((await call("GET", "/bounces?page=2")).json()).toMatchObject({ results: [], total: 2 });
    expect((await call("GET", "/bounces?page=0")).statusCode).toBe(400);
  });

  it("shows the bounce on the member's record", async () => {
    expect((await recordOf(member.id)).mailBounce).toEqual({
      reason: "550 5.1.1 User unknown",
      bouncedAt: hoursAgo(1).toISOString(),
    });
  });

  it("refuses to clear without an address, or with one that is not an address (400, naming it)", async () => {
    for (const address of [undefined, "", "not-an-address", 42]) {
      const reply = await clear(address);
      expect(reply.statusCode).toBe(400);
      expect(Object.keys(reply.json().errors)).toEqual(["address"]);
    }
    expect((await call("GET", "/bounces")).json()).toMatchObject({ total: 2 });
  });

  it("answers 404 for an address that does not bounce", async () => {
    const reply = await clear("nobody@example.org");
    expect(reply.statusCode).toBe(404);
    expect(reply.json().errors.address).toEqual([
      "This address is not bouncing: its bounce may have been cleared already",
    ]);
  });

  it("clears a bounce, whatever the case typed, in the member's audit trail", async () => {
    const reply = await clear("BOUNCED.Benz@example.org");
    expect(reply.statusCode).toBe(204);
    const list = (await call("GET", "/bounces")).json() as BounceList;
    expect(list.results.map((row) => row.address)).toEqual(["old-address@example.org"]);
    expect((await recordOf(member.id)).mailBounce).toBeNull();

    const audit = (await call("GET", `/audit?member_id=${member.id}`)).json() as { results: AuditEntry[] };
    expect(audit.results[0]).toMatchObject({
      action: "mail_bounce_cleared",
      actorId: staffId,
      memberId: member.id,
      before: {
        address: "bounced.benz@example.org",
        reason: "550 5.1.1 User unknown",
        bouncedAt: hoursAgo(1).toISOString(),
      },
    });
    // Cleared already: nothing to clear.
    expect((await clear("bounced.benz@example.org")).statusCode).toBe(404);
  });

  it("clears the bounce of an address no member has, audited without a member", async () => {
    expect((await clear("old-address@example.org")).statusCode).toBe(204);
    const audit = (await call("GET", `/audit?actor_id=${staffId}`)).json() as { results: AuditEntry[] };
    expect(audit.results[0]).toMatchObject({ action: "mail_bounce_cleared", memberId: null });
    expect((await call("GET", "/bounces")).json()).toEqual({ results: [], page: 1, pageSize: 50, total: 0 });
  });
});

describe("the Mail tab of the member's record", () => {
  it("lists the member's mail by member and, for older mail, by address, bounced included", async () => {
    const other = await createDirectoryMember(t.database.db);
    const mail = (values: Partial<typeof outbox.$inferInsert>) =>
      t.database.db
        .insert(outbox)
        .values({ to: member.email, subject: "A message", text: "…", createdAt: hoursAgo(1), ...values });
    await mail({ subject: "Before the member was named", memberId: null, to: "bounced.BENZ@example.org" });
    await mail({ subject: "To an address since changed", memberId: member.id, to: "earlier@example.org" });
    await mail({ subject: "Refused", memberId: member.id, status: "bounced", createdAt: hoursAgo(2) });
    await mail({ subject: "Someone else's", memberId: other.id, to: other.email });

    const { mails } = await recordOf(member.id);
    // The latest first (the same moment: the later written first).
    expect(mails.map((row) => [row.subject, row.status])).toEqual([
      ["To an address since changed", "pending"],
      ["Before the member was named", "pending"],
      ["Refused", "bounced"],
    ]);
  });

  it("lists the renewal reminders sent, the latest first", async () => {
    const cycle = daysFrom(t.clock.now, 20);
    const sent = (step: string, channel: "email" | "letter", daysAgo: number) => ({
      memberId: member.id,
      cycle,
      step,
      channel,
      runOn: daysFrom(t.clock.now, -daysAgo),
      createdAt: t.clock.now,
    });
    await t.database.db
      .insert(reminderLog)
      .values([sent("window_open", "email", 40), sent("before:30", "letter", 10)]);
    expect((await recordOf(member.id)).reminders).toEqual([
      { step: "before:30", channel: "letter", runOn: daysFrom(t.clock.now, -10), cycle },
      { step: "window_open", channel: "email", runOn: daysFrom(t.clock.now, -40), cycle },
    ]);
  });
});
