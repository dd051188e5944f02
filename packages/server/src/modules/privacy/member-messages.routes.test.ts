import { clubMoment, defaultClubTimeZone } from "@club/domain/club-clock";
import { memberMessageMessages, memberMessageTextMax } from "@club/domain/member-message.schema";
import { directoryMessages } from "@club/domain/messages";
import { choicesAtJoin, type PrivacyChoices } from "@club/domain/privacy.rules";
import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn, stamped } from "../../test/factories.ts";
import { createTestApp, type TestApp, testClockStart } from "../../test/test-app.ts";
import { yearEnd } from "../../test/test-clock.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { outbox } from "../mail/mail.schema.ts";
import { privacyChoices, relayedMessages } from "./privacy.schema.ts";

// Issue 30: the message relay. Members run to the end of next year, so moving the clock 30 days keeps them listed.

let t: TestApp;
const start = testClockStart();
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  t.clock.now = start;
});
afterAll(() => t.close());

async function member(options: Parameters<typeof createDirectoryMember>[1] = {}) {
  const created = await createDirectoryMember(t.database.db, { duesExpire: yearEnd(start, 1), ...options });
  return { ...created, token: await signIn(t.app, created.email) };
}

function send(
  token: string | null,
  memberNo: number,
  payload: Record<string, unknown> = { message: "Hello" },
) {
  return t.app.inject({
    method: "POST",
    url: `/api/v1/members/${memberNo}/message`,
    headers: token ? bearer(token) : {},
    payload,
  });
}

/** The member's privacy choices, as their profile saves them. */
async function choose(memberId: number, choices: PrivacyChoices) {
  await t.database.db.insert(privacyChoices).values({ memberId, ...choices, ...stamped });
}

const hours = (count: number) => new Date(t.clock.now.getTime() + count * 3_600_000);

describe("who may write, and to whom", () => {
  it("asks for a sign-in", async () => {
    const recipient = await member();
    expect((await send(null, recipient.memberNo)).statusCode).toBe(401);
  });

  it("refuses a member not in good standing as the directory does", async () => {
    const lapsed = await member({ duesExpire: "2000-12-31" });
    const recipient = await member();
    const response = await send(lapsed.token, recipient.memberNo);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: { membership: [directoryMessages.lapsed] } });
  });

  it("does not find an unknown member number, a member hidden from the directory or one it does not list", async () => {
    const sender = await member();
    const hidden = await member();
    await choose(hidden.id, { ...choicesAtJoin, showInDirectory: false });
    const lapsed = await member({ duesExpire: "2000-12-31" });
    for (const memberNo of [99_999_999, hidden.memberNo, lapsed.memberNo]) {
      const response = await send(sender.token, memberNo);
      expect(response.statusCode, String(memberNo)).toBe(404);
    }
    expect(
      await t.database.db.select().from(relayedMessages).where(eq(relayedMessages.senderId, sender.id)),
    ).toEqual([]);
  });

  it("reaches a member who hides only their e-mail", async () => {
    const sender = await member();
    const recipient = await member();
    await choose(recipient.id, choicesAtJoin);
    expect((await send(sender.token, recipient.memberNo)).statusCode).toBe(202);
  });

  it("says when the club has no e-mail address for the member (an imported roster's)", async () => {
    const sender = await member();
    const recipient = await createDirectoryMember(t.database.db, { member: { email: "" } });
    const response = await send(sender.token, recipient.memberNo);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { base: [memberMessageMessages.noAddress] } });
  });

  it("refuses a message to oneself", async () => {
    const sender = await member();
    const response = await send(sender.token, sender.memberNo);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { base: [memberMessageMessages.toYourself] } });
  });
});

describe("the message", () => {
  it("needs a text of 1 to 2,000 characters and a one-line subject of at most 120", async () => {
    const sender = await member();
    const recipient = await member();
    const refusals = [
      [{ message: "  " }, { message: [memberMessageMessages.messageRequired] }],
      [{ subject: "Hello" }, { message: [memberMessageMessages.messageRequired] }],
      [
        { message: "x".repeat(memberMessageTextMax + 1) },
        { message: [memberMessageMessages.messageTooLong] },
      ],
      [{ message: "Hi", subject: "x".repeat(121) }, { subject: [memberMessageMessages.subjectTooLong] }],
    ] as const;
    for (const [payload, errors] of refusals) {
      const response = await send(sender.token, recipient.memberNo, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toMatchObject(errors);
    }
    const lineBreak = await send(sender.token, recipient.memberNo, { message: "Hi", subject: "One\nTwo" });
    expect(lineBreak.statusCode).toBe(400);
    expect(Object.keys(lineBreak.json().errors)).toEqual(["subject"]);
  });

  it("goes to the recipient from the club, Reply-To the sender, and the reply says nothing of the recipient", async () => {
    const sender = await member({ member: { firstName: "Walter", lastName: "Sender" } });
    const recipient = await member({ member: { firstName: "Rita", lastName: "Recipient" } });
    const response = await send(sender.token, recipient.memberNo, {
      subject: "Your 1931 Cord L-29",
      message: "Would you show me its transmission?\nI am restoring one.",
    });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ sent: true });
    expect(response.body).not.toContain(recipient.email);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.memberId, recipient.id));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ to: recipient.email, headers: { "Reply-To": sender.email } });
    expect(mail?.subject).toBe(`Message from Walter Sender (member ${sender.memberNo}): Your 1931 Cord L-29`);
    expect(mail?.text).toContain(`Walter Sender (member ${sender.memberNo}) wrote to you`);
    expect(mail?.text).toContain("Would you show me its transmission?\nI am restoring one.");
    expect(mail?.text).toContain("reply to this e-mail: your reply goes straight to Walter Sender");
    expect(mail?.text).toContain("the club did not give Walter your e-mail address");

    const relayed = await t.database.db
      .select()
      .from(relayedMessages)
      .where(eq(relayedMessages.senderId, sender.id));
    expect(relayed).toEqual([expect.objectContaining({ recipientId: recipient.id, sentAt: t.clock.now })]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, sender.id))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ memberId: recipient.id, action: "member_message_sent" });
    expect(JSON.stringify(entry)).not.toContain("transmission");
  });
});

describe("the limits", () => {
  it("lets a member send 5 messages in 24 hours, says when the sixth may go, and lets it go then", async () => {
    const sender = await member();
    const recipient = await member();
    const first = t.clock.now;
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await send(sender.token, recipient.memberNo)).statusCode).toBe(202);
      t.clock.now = hours(1);
    }

    const refused = await send(sender.token, recipient.memberNo);
    expect(refused.statusCode).toBe(429);
    const writeAgain = new Date(first.getTime() + 24 * 3_600_000);
    expect(refused.json()).toEqual({
      errors: {
        base: [memberMessageMessages.tooMany(5, "24 hours", clubMoment(writeAgain, defaultClubTimeZone))],
      },
    });
    expect(Number(refused.headers["retry-after"])).toBe(19 * 3600);

    t.clock.now = writeAgain;
    const token = await signIn(t.app, sender.email);
    expect((await send(token, recipient.memberNo)).statusCode).toBe(202);
    expect((await send(token, recipient.memberNo)).statusCode).toBe(429);
  });

  it("lets a member send 20 messages in 30 days", async () => {
    const sender = await member();
    const recipient = await member();
    for (let day = 0; day < 4; day += 1) {
      const token = await signIn(t.app, sender.email);
      for (let sent = 0; sent < 5; sent += 1)
        expect((await send(token, recipient.memberNo)).statusCode).toBe(202);
      t.clock.now = hours(24);
    }
    const refused = await send(await signIn(t.app, sender.email), recipient.memberNo);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors.base[0]).toContain("20 messages in the last 30 days");
  });

  it("counts two messages sent at once one after the other: at the limit, only one goes", async () => {
    const sender = await member();
    const recipient = await member();
    for (let sent = 0; sent < 4; sent += 1) await send(sender.token, recipient.memberNo);
    const replies = await Promise.all([
      send(sender.token, recipient.memberNo),
      send(sender.token, recipient.memberNo),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([202, 429]);
    const relayed = await t.database.db
      .select()
      .from(relayedMessages)
      .where(eq(relayedMessages.senderId, sender.id));
    expect(relayed).toHaveLength(5);
  });
});
