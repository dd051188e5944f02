import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { hashToken } from "../../lib/tokens.ts";
import { createDirectoryMember, createStaff } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { testClockStart } from "../../test/test-app.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { events, registrations } from "../events/events.schema.ts";
import { mailBounces, outbox } from "../mail/mail.schema.ts";
import { mailDeliveryJob } from "../mail/mail.service.ts";
import { members } from "../members/members.schema.ts";
import { deliverAnnouncements } from "./announcement-delivery.service.ts";
import { announcementRecipients, announcements } from "./announcements.schema.ts";
import { createAnnouncement, startSending } from "./announcements.service.ts";

// The job `announcement-delivery` run by hand on a database of its own (no app, so no schedule runs it meanwhile):
// a minute of the announcements' pace per run, less the mail waiting; the runs that follow, two runs at once, and
// the member's choice at the moment of sending. `deliverPending` plays the mail server taking the outbox.

/** ANNOUNCEMENT_MAIL_PER_SECOND=0.1: six e-mails in a minute, so six a run. */
const cap = 6;
let database: Database;
let context: AppContext;
let authorId: number;
let sequence = 0;
const clock = { now: testClockStart() };
const jobRequests = vi.fn(async (_name: string) => undefined);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demo: false, now: clock.now });
  context = jobContextOn(database.db, clock, {
    env: { ANNOUNCEMENT_MAIL_PER_SECOND: "0.1" },
    jobs: { send: jobRequests },
  });
  authorId = (await createStaff(database.db)).id;
});
afterAll(() => database.close());
// Each test starts with nothing waiting in the outbox.
beforeEach(() => context.mailer.deliverPending());

/**
 * An announcement to the registrants of an event of its own (so each test has its own recipients), being sent;
 * `before` changes the registrants before the sending starts.
 */
async function sendingTo(count: number, before?: (registrants: Member[]) => Promise<unknown>) {
  sequence += 1;
  const [event] = await database.db
    .insert(events)
    .values({
      title: `Rally ${sequence}`,
      formId: `delivery-${sequence}`,
      dateStart: "2027-06-01",
      dateEnd: "2027-06-01",
    })
    .returning({ id: events.id });
  const eventId = event?.id as number;
  const registrants = [];
  for (let index = 0; index < count; index += 1) {
    const member = await createDirectoryMember(database.db);
    await database.db.insert(registrations).values({
      submissionId: `SUB-DELIVERY-${sequence}-${index}`,
      memberId: member.id,
      eventId,
      createdAt: clock.now,
    });
    registrants.push(member);
  }
  await before?.(registrants);
  const announcement = await createAnnouncement(context, authorId, {
    subject: `Rally news ${sequence}`,
    body: "The rally starts at nine.",
    segment: { kind: "event", eventId },
  });
  await database.db.transaction((tx) => startSending({ ...context, db: tx }, announcement.id));
  return { id: announcement.id, subject: announcement.subject, registrants };
}

type Member = Awaited<ReturnType<typeof createDirectoryMember>>;

const recipientsOf = (id: number) =>
  database.db.select().from(announcementRecipients).where(eq(announcementRecipients.announcementId, id));

const mailFor = (subject: string) => database.db.select().from(outbox).where(eq(outbox.subject, subject));

const statusOf = async (id: number) =>
  (await database.db.select().from(announcements).where(eq(announcements.id, id)))[0]?.status;

describe("announcement delivery", () => {
  it("queues a minute of the pace a run; the next runs continue; the announcement is sent when none is left", async () => {
    const { id, subject, registrants } = await sendingTo(14);
    jobRequests.mockClear();

    expect(await deliverAnnouncements(context)).toBe(cap);
    expect((await mailFor(subject)).length).toBe(cap);
    expect((await recipientsOf(id)).filter((row) => row.status === "pending")).toHaveLength(8);
    expect(await statusOf(id)).toBe("sending");
    // The mailer is asked for a delivery run of what was queued.
    expect(jobRequests).toHaveBeenCalledWith(mailDeliveryJob);

    await context.mailer.deliverPending();
    expect(await deliverAnnouncements(context)).toBe(cap);
    expect(await statusOf(id)).toBe("sending");
    await context.mailer.deliverPending();
    expect(await deliverAnnouncements(context)).toBe(2);
    expect(await statusOf(id)).toBe("sent");

    jobRequests.mockClear();
    expect(await deliverAnnouncements(context)).toBe(0);
    expect(jobRequests).not.toHaveBeenCalled();

    const mail = await mailFor(subject);
    expect(mail.map((row) => row.memberId).sort()).toEqual(registrants.map((member) => member.id).sort());
    const [row] = await database.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row?.sentAt?.toISOString()).toBe(clock.now.toISOString());
  });

  it("queues no more while the mail server has not taken what is waiting, whatever mail it is", async () => {
    const { id } = await sendingTo(8);
    expect(await deliverAnnouncements(context)).toBe(cap);
    // The next minute's run, the server having sent nothing yet.
    expect(await deliverAnnouncements(context)).toBe(0);
    await context.mailer.deliverPending();
    for (const to of ["a@example.org", "b@example.org", "c@example.org", "d@example.org", "e@example.org"])
      await context.mailer.enqueue({ to, subject: "Reset your password", text: "http://portal.test/reset" });
    // Five password resets wait: one announcement e-mail fits in the minute.
    expect(await deliverAnnouncements(context)).toBe(1);
    await context.mailer.deliverPending();
    expect(await deliverAnnouncements(context)).toBe(1);
    expect(await statusOf(id)).toBe("sent");
  });

  it("gives each member a link of their own, of which only the hash is kept", async () => {
    const { id, subject } = await sendingTo(2);
    await deliverAnnouncements(context);
    const recipients = await recipientsOf(id);
    const tokens = new Set<string>();
    for (const mail of await mailFor(subject)) {
      const header = mail.headers?.["List-Unsubscribe"] ?? "";
      const token = /^<http:\/\/portal\.test\/api\/v1\/unsubscribe\/([A-Za-z0-9_-]{43})>$/.exec(
        header,
      )?.[1] as string;
      expect(token).toBeDefined();
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.text).toContain(`http://portal.test/unsubscribe/${token}`);
      const recipient = recipients.find((row) => row.memberId === mail.memberId);
      expect(recipient).toMatchObject({
        status: "sent",
        outboxId: mail.id,
        unsubscribeTokenHash: hashToken(token),
      });
      tokens.add(token);
    }
    expect(tokens.size).toBe(2);
  });

  it("never sends a member twice when two runs go at once", async () => {
    const { id, subject, registrants } = await sendingTo(5);
    const [first, second] = await Promise.all([deliverAnnouncements(context), deliverAnnouncements(context)]);
    expect((first ?? 0) + (second ?? 0)).toBe(5);
    expect(Math.max(first ?? 0, second ?? 0)).toBeLessThanOrEqual(cap);
    expect(await deliverAnnouncements(context)).toBe(0);
    const mail = await mailFor(subject);
    expect(mail).toHaveLength(5);
    expect(new Set(mail.map((row) => row.memberId)).size).toBe(5);
    expect(mail.map((row) => row.memberId).sort()).toEqual(registrants.map((member) => member.id).sort());
    expect(await statusOf(id)).toBe("sent");
  });

  it("skips a member who unsubscribed, or whose address began to bounce, after the sending started", async () => {
    const { id, subject, registrants } = await sendingTo(3);
    const [stays, unsubscribed, bouncing] = registrants as [
      (typeof registrants)[number],
      (typeof registrants)[number],
      (typeof registrants)[number],
    ];
    await database.db
      .update(members)
      .set({ bulkMailOptOutAt: clock.now })
      .where(eq(members.id, unsubscribed.id));
    await database.db
      .insert(mailBounces)
      .values({ address: bouncing.email.toLowerCase(), reason: "550 user unknown", bouncedAt: clock.now });

    expect(await deliverAnnouncements(context)).toBe(1);
    const byMember = new Map((await recipientsOf(id)).map((row) => [row.memberId, row]));
    expect(byMember.get(stays.id)).toMatchObject({ status: "sent" });
    expect(byMember.get(unsubscribed.id)).toMatchObject({
      status: "skipped",
      reason: "unsubscribed",
      outboxId: null,
    });
    expect(byMember.get(bouncing.id)).toMatchObject({
      status: "skipped",
      reason: "bouncing",
      outboxId: null,
    });
    expect((await mailFor(subject)).map((row) => row.memberId)).toEqual([stays.id]);
    expect(await statusOf(id)).toBe("sent");
  });

  it("skips a member with no e-mail address (an imported member the club writes to by post): no mail to ''", async () => {
    const { id, subject, registrants } = await sendingTo(2, ([, byPost]) =>
      database.db
        .update(members)
        .set({ email: "" })
        .where(eq(members.id, (byPost as Member).id)),
    );
    const [stays, byPost] = registrants as [Member, Member];
    expect((await recipientsOf(id)).find((row) => row.memberId === byPost.id)).toMatchObject({
      status: "skipped",
      reason: "no_email",
    });

    expect(await deliverAnnouncements(context)).toBe(1);
    expect((await mailFor(subject)).map((row) => row.memberId)).toEqual([stays.id]);
    expect((await database.db.select().from(outbox).where(eq(outbox.to, ""))).length).toBe(0);
    expect(await statusOf(id)).toBe("sent");
  });

  it("leaves drafts alone", async () => {
    const draft = await createAnnouncement(context, authorId, {
      subject: "Still a draft",
      body: "Not yet.",
      segment: { kind: "active" },
    });
    await deliverAnnouncements(context);
    expect(await statusOf(draft.id)).toBe("draft");
    expect(await recipientsOf(draft.id)).toEqual([]);
    expect(await mailFor("Still a draft")).toEqual([]);
  });
});
