import { announcementMessages } from "@club/domain/announcement.schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signInEachRole } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, pinClock } from "../../test/test-clock.ts";
import { waitFor } from "../../test/wait-for.ts";
import { events, registrations } from "../events/events.schema.ts";
import { outbox } from "../mail/mail.schema.ts";
import { members } from "../members/members.schema.ts";

let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInEachRole>>["tokens"];
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  tokens = (await signInEachRole(t.app, t.database.db)).tokens;
});
afterAll(() => t.close());

const office = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: bearer(tokens.staff), payload });

type Member = Awaited<ReturnType<typeof createDirectoryMember>>;

/** An event of its own with these members registered: an announcement to its registrants reaches only them. */
async function eventOf(...registrants: Member[]) {
  sequence += 1;
  const [event] = await t.database.db
    .insert(events)
    .values({
      title: `Meet ${sequence}`,
      formId: `unsubscribe-${sequence}`,
      dateStart: daysFrom(t.clock.now, 20),
      dateEnd: daysFrom(t.clock.now, 20),
    })
    .returning({ id: events.id });
  for (const member of registrants) {
    sequence += 1;
    await t.database.db.insert(registrations).values({
      submissionId: `SUB-UNSUB-${sequence}`,
      memberId: member.id,
      eventId: event?.id as number,
      createdAt: t.clock.now,
    });
  }
  return event?.id as number;
}

/** Sends an announcement to the event's registrants and waits until the job has sent it; its id. */
async function announce(eventId: number) {
  sequence += 1;
  const created = await office("POST", "/announcements", {
    subject: `Club news ${sequence}`,
    body: "The museum opens on Saturdays.",
    segment: { kind: "event", event_id: eventId },
  });
  const id = created.json().id as number;
  expect((await office("POST", `/announcements/${id}/send`)).statusCode).toBe(200);
  await waitFor(async () => (await office("GET", `/announcements/${id}`)).json().status === "sent");
  return { id, subject: created.json().subject as string };
}

/** The token of the member's one-click link, read from the List-Unsubscribe header of their e-mail. */
async function tokenOf(member: Member, subject: string) {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.memberId, member.id), eq(outbox.subject, subject)));
  return /\/api\/v1\/unsubscribe\/([A-Za-z0-9_-]+)>$/.exec(
    mail?.headers?.["List-Unsubscribe"] ?? "",
  )?.[1] as string;
}

const optOutOf = async (member: Member) =>
  (await t.database.db.select().from(members).where(eq(members.id, member.id)))[0]?.bulkMailOptOutAt ?? null;

const unsubscribeUrl = (token: string) => `/api/v1/unsubscribe/${token}`;

describe("GET /api/v1/unsubscribe/:token", () => {
  it("says whose link it is, the address masked, without a sign-in", async () => {
    const member = await createDirectoryMember(t.database.db, {
      member: { email: "eleanor.hayes@example.org" },
    });
    const { subject } = await announce(await eventOf(member));
    const token = await tokenOf(member, subject);
    const reply = await t.app.inject({ url: unsubscribeUrl(token) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ email: "el•••@example.org", unsubscribed: false });
    expect(reply.headers["cache-control"]).toBe("no-store");
  });

  it("answers 404 naming the token for a link that is not ours", async () => {
    for (const token of ["not-a-real-token", "example-link"]) {
      const reply = await t.app.inject({ url: unsubscribeUrl(token) });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ errors: { token: [announcementMessages.tokenUnknown] } });
      expect((await t.app.inject({ method: "POST", url: unsubscribeUrl(token) })).statusCode).toBe(404);
    }
  });
});

describe("POST /api/v1/unsubscribe/:token", () => {
  it("one-click (RFC 8058): the mail program's form stops the announcements, once, and the next one skips the member", async () => {
    const member = await createDirectoryMember(t.database.db);
    const other = await createDirectoryMember(t.database.db);
    const eventId = await eventOf(member, other);
    const { subject } = await announce(eventId);
    const token = await tokenOf(member, subject);

    const reply = await t.app.inject({
      method: "POST",
      url: unsubscribeUrl(token),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ email: expect.stringMatching(/•••@example\.net$/), unsubscribed: true });
    const at = t.clock.now.toISOString();
    expect((await optOutOf(member))?.toISOString()).toBe(at);
    expect((await t.app.inject({ url: unsubscribeUrl(token) })).json().unsubscribed).toBe(true);

    // The office's record says so, and the member's history has it.
    const record = (await office("GET", `/members/${member.id}`)).json();
    expect(record.bulkMailOptOutAt).toBe(at);
    expect(record.audit[0]).toMatchObject({
      action: "bulk_mail_opt_out",
      actorId: member.id,
      memberId: member.id,
    });

    // A second click changes nothing: the first date stays.
    pinClock(t.clock, new Date(t.clock.now.getTime() + 3_600_000).toISOString());
    const again = await t.app.inject({
      method: "POST",
      url: unsubscribeUrl(token),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(again.statusCode).toBe(200);
    expect((await optOutOf(member))?.toISOString()).toBe(at);

    // Issue 30: the member's consent log has the opt-out once, as given by the link.
    expect((await office("GET", `/members/${member.id}/consents`)).json()).toEqual([
      {
        kind: "announcements",
        choice: { receive: false },
        how: "unsubscribe_link",
        actor: `Ada ${member.lastName}`,
        at,
      },
    ]);

    // The next announcement to the same members skips them.
    const preview = await office("POST", "/announcements/preview", {
      subject: "Next",
      body: "More news.",
      segment: { kind: "event", event_id: eventId },
    });
    expect(preview.json()).toMatchObject({ recipients: 1, skipped: { unsubscribed: 1, bouncing: 0 } });
    const next = await announce(eventId);
    const log = (await office("GET", `/announcements/${next.id}/recipients`)).json().results;
    expect(log).toContainEqual(
      expect.objectContaining({ memberId: member.id, status: "skipped", reason: "unsubscribed" }),
    );
    expect(log).toContainEqual(expect.objectContaining({ memberId: other.id, status: "sent" }));
    expect(await tokenOf(member, next.subject)).toBeUndefined();
  });

  it("takes the portal page's empty JSON body, and a multipart form", async () => {
    const first = await createDirectoryMember(t.database.db);
    const second = await createDirectoryMember(t.database.db);
    const { subject } = await announce(await eventOf(first, second));

    const page = await t.app.inject({
      method: "POST",
      url: unsubscribeUrl(await tokenOf(first, subject)),
      payload: {},
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(await optOutOf(first)).not.toBeNull();

    const boundary = "----club-boundary";
    const multipart = await t.app.inject({
      method: "POST",
      url: unsubscribeUrl(await tokenOf(second, subject)),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect(await optOutOf(second)).not.toBeNull();
  });

  it("leaves receipts alone: an unsubscribed member's payment is still confirmed by e-mail", async () => {
    const member = await createDirectoryMember(t.database.db, { duesExpire: daysFrom(t.clock.now, -30) });
    const { subject } = await announce(await eventOf(member));
    const unsubscribed = await t.app.inject({
      method: "POST",
      url: unsubscribeUrl(await tokenOf(member, subject)),
    });
    expect(unsubscribed.statusCode).toBe(200);

    const quote = (await office("GET", `/members/${member.id}/payment_quote`)).json();
    const paid = await office("POST", `/members/${member.id}/payments`, {
      method: "cash",
      reference: "Paid at the club night",
      amount: quote.total,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await waitFor(() => t.sentMail.some((mail) => mail.to === member.email && /receipt/i.test(mail.subject)));
  });
});
