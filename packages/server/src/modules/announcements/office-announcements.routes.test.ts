import { announcementMessages } from "@club/domain/announcement.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createDirectoryMember,
  createStaff,
  signIn,
  signInEachRole,
  stamped,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, pinClock, yearEnd } from "../../test/test-clock.ts";
import { waitFor } from "../../test/wait-for.ts";
import { events, registrations } from "../events/events.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { mailBounces, outbox } from "../mail/mail.schema.ts";
import { members } from "../members/members.schema.ts";
import { announcementRecipients, announcements } from "./announcements.schema.ts";

let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInEachRole>>["tokens"];
let staffId: number;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInEachRole(t.app, t.database.db);
  tokens = signedIn.tokens;
  staffId = signedIn.ids.staff;
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: object, token = tokens.staff) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: token ? bearer(token) : {}, payload });

const fieldsOf = (reply: { json(): { errors: Record<string, string[]> } }) =>
  Object.keys(reply.json().errors);

/** A draft as the office's form sends it (snake_case), to all active members unless told. */
function draft(changes: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    subject: `Spring Tour ${sequence}`,
    body: "Dear friends of the club,\n\nThe Spring Tour leaves from Elgin on 12 May.",
    segment: { kind: "active" },
    ...changes,
  };
}

interface Announcement {
  id: number;
  subject: string;
  status: string;
  audience: string;
  progress: { total: number; sent: number; skipped: number; pending: number };
}

async function addDraft(changes: Record<string, unknown> = {}, token = tokens.staff) {
  const reply = await call("POST", "/announcements", draft(changes), token);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as Announcement & { body: string };
}

const statusOf = async (id: number) =>
  ((await call("GET", `/announcements/${id}`)).json() as Announcement).status;

/** Sends the draft and waits for the delivery job (asked for at once) to finish it. */
async function sendAndFinish(id: number, token = tokens.staff) {
  const reply = await call("POST", `/announcements/${id}/send`, undefined, token);
  expect(reply.statusCode, reply.body).toBe(200);
  await waitFor(
    async () => (await call("GET", `/announcements/${id}`, undefined, token)).json().status === "sent",
  );
  return (await call("GET", `/announcements/${id}`, undefined, token)).json() as Announcement;
}

interface Recipient {
  memberId: number;
  status: string;
  reason: string | null;
  email: string;
  sentAt: string | null;
}

/** Every recipient of the log, page after page. */
async function allRecipients(id: number, token = tokens.staff) {
  const all: Recipient[] = [];
  for (let page = 1; ; page += 1) {
    const body = (await call("GET", `/announcements/${id}/recipients?page=${page}`, undefined, token)).json();
    all.push(...body.results);
    if (page * body.pageSize >= body.total) return all;
  }
}

const byMember = (recipients: Recipient[]) => new Map(recipients.map((row) => [row.memberId, row]));

async function regionId(code: string) {
  const [row] = await t.database.db.select({ id: regions.id }).from(regions).where(eq(regions.code, code));
  return row?.id as number;
}

async function addEvent(title: string) {
  sequence += 1;
  const [row] = await t.database.db
    .insert(events)
    .values({
      title,
      formId: `announcement-event-${sequence}`,
      dateStart: daysFrom(t.clock.now, 30),
      dateEnd: daysFrom(t.clock.now, 30),
    })
    .returning({ id: events.id });
  return row?.id as number;
}

async function register(eventId: number, memberId: number) {
  sequence += 1;
  await t.database.db
    .insert(registrations)
    .values({ submissionId: `SUB-ANN-${sequence}`, memberId, eventId, createdAt: t.clock.now });
}

const trail = async () =>
  (await call("GET", `/audit?actor_id=${staffId}`)).json().results as {
    action: string;
    memberId: number | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

describe("the office's announcements are for office roles only", () => {
  it.each([
    ["GET", "/announcements"],
    ["GET", "/announcements/segment_options"],
    ["POST", "/announcements"],
    ["POST", "/announcements/preview"],
    ["GET", "/announcements/1"],
    ["PUT", "/announcements/1"],
    ["DELETE", "/announcements/1"],
    ["GET", "/announcements/1/recipients"],
    ["POST", "/announcements/1/test"],
    ["POST", "/announcements/1/send"],
  ] as const)(
    "%s %s: 401 without a token, 403 for a member and a regional administrator",
    async (method, url) => {
      const body = method === "POST" || method === "PUT" ? draft() : undefined;
      expect((await call(method, url, body, "")).statusCode).toBe(401);
      expect((await call(method, url, body, tokens.member)).statusCode).toBe(403);
      expect((await call(method, url, body, tokens.regionalAdmin)).statusCode).toBe(403);
    },
  );
});

describe("POST /api/v1/office/announcements", () => {
  it("writes a draft, in the audit trail", async () => {
    const reply = await call("POST", "/announcements", draft({ subject: "  Annual Meeting news  " }));
    expect(reply.statusCode).toBe(201);
    const announcement = reply.json();
    expect(announcement).toEqual({
      id: expect.any(Number),
      subject: "Annual Meeting news",
      body: "Dear friends of the club,\n\nThe Spring Tour leaves from Elgin on 12 May.",
      segment: { kind: "active" },
      audience: "All active members",
      status: "draft",
      progress: { total: 0, sent: 0, skipped: 0, pending: 0 },
      createdByName: expect.stringMatching(/^Otto Office/),
      createdAt: t.clock.now.toISOString(),
      updatedAt: t.clock.now.toISOString(),
      sendStartedAt: null,
      sentAt: null,
    });
    expect((await trail())[0]).toMatchObject({
      action: "announcement_created",
      memberId: null,
      after: {
        announcementId: announcement.id,
        subject: "Annual Meeting news",
        audience: "All active members",
      },
    });
  });

  it.each([
    [{ subject: " " }, "subject", announcementMessages.subjectRequired],
    [{ subject: "x".repeat(201) }, "subject", announcementMessages.subjectTooLong],
    [{ body: undefined }, "body", announcementMessages.bodyRequired],
    [{ body: "x".repeat(20_001) }, "body", announcementMessages.bodyTooLong],
    [{ segment: undefined }, "segment", announcementMessages.segmentRequired],
    [{ segment: { kind: "everyone" } }, "segment.kind", announcementMessages.segmentRequired],
    [{ segment: { kind: "region" } }, "segment.regionId", announcementMessages.regionRequired],
    [{ segment: { kind: "lapsed", months: 0 } }, "segment.months", announcementMessages.monthsRange],
    [{ segment: { kind: "lapsed", months: 61 } }, "segment.months", announcementMessages.monthsRange],
    [{ segment: { kind: "lapsed", months: 2.5 } }, "segment.months", announcementMessages.monthsRange],
    [{ segment: { kind: "event", event_id: "x" } }, "segment.eventId", announcementMessages.eventRequired],
  ])("refuses %o with 400 naming %s", async (changes, field, message) => {
    const reply = await call("POST", "/announcements", draft(changes));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ errors: { [field]: [message] } });
  });

  it("refuses a region or an event that does not exist, with 422 naming it", async () => {
    const region = await call(
      "POST",
      "/announcements",
      draft({ segment: { kind: "region", region_id: 99_999 } }),
    );
    expect(region.statusCode).toBe(422);
    expect(region.json()).toEqual({ errors: { "segment.regionId": [announcementMessages.regionUnknown] } });
    const event = await call(
      "POST",
      "/announcements",
      draft({ segment: { kind: "event", event_id: 99_999 } }),
    );
    expect(event.statusCode).toBe(422);
    expect(event.json()).toEqual({ errors: { "segment.eventId": [announcementMessages.eventUnknown] } });
  });
});

describe("GET /api/v1/office/announcements and /announcements/:id", () => {
  it("lists the announcements newest first, each with its audience and counts", async () => {
    const gi = await regionId("GI");
    const older = await addDraft({ segment: { kind: "region", region_id: gi } });
    const newer = await addDraft({ segment: { kind: "lapsed", months: 6 } });

    const list = (await call("GET", "/announcements")).json().results as (Announcement & { body?: string })[];
    const ids = list.map((row) => row.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((row) => row.id === older.id)).toMatchObject({
      audience: "Active members of Greater Illinois Region",
      status: "draft",
      progress: { total: 0, sent: 0, skipped: 0, pending: 0 },
    });
    expect(list.find((row) => row.id === newer.id)?.audience).toBe(
      "Members whose membership ended in the last 6 months",
    );
    expect(list[0]).not.toHaveProperty("body");

    const one = await call("GET", `/announcements/${older.id}`);
    expect(one.json()).toMatchObject({
      id: older.id,
      body: older.body,
      segment: { kind: "region", regionId: gi },
    });
  });

  it("answers 404 for no such announcement and 400 for a bad id", async () => {
    expect((await call("GET", "/announcements/999999")).statusCode).toBe(404);
    expect(fieldsOf(await call("GET", "/announcements/abc"))).toEqual(["id"]);
  });

  it("lists the regions and events a segment may name", async () => {
    const eventId = await addEvent("Glidden Tour");
    const options = (await call("GET", "/announcements/segment_options")).json();
    expect(options.regions).toContainEqual({ id: await regionId("GI"), name: "Greater Illinois Region" });
    expect(options.events).toContainEqual({
      id: eventId,
      title: "Glidden Tour",
      dateStart: daysFrom(t.clock.now, 30),
    });
  });
});

describe("PUT and DELETE /api/v1/office/announcements/:id", () => {
  it("changes a draft, in the trail; the same again writes nothing", async () => {
    const announcement = await addDraft();
    const body = draft({ subject: "Rewritten", segment: { kind: "lapsed", months: 3 } });
    const reply = await call("PUT", `/announcements/${announcement.id}`, body);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      subject: "Rewritten",
      segment: { kind: "lapsed", months: 3 },
      audience: "Members whose membership ended in the last 3 months",
    });
    const [entry] = await trail();
    expect(entry).toMatchObject({
      action: "announcement_changed",
      before: {
        announcementId: announcement.id,
        subject: announcement.subject,
        audience: "All active members",
      },
      after: { announcementId: announcement.id, subject: "Rewritten" },
    });
    expect((await call("PUT", `/announcements/${announcement.id}`, body)).statusCode).toBe(200);
    expect((await trail())[0]).toEqual(entry);

    const edited = await call("PUT", `/announcements/${announcement.id}`, { ...body, body: "Another text" });
    expect((await trail())[0]).toMatchObject({ after: { messageChanged: true } });
    expect(edited.json().body).toBe("Another text");
  });

  it("names the bad field, 404 for no such announcement", async () => {
    const announcement = await addDraft();
    expect(fieldsOf(await call("PUT", `/announcements/${announcement.id}`, draft({ body: "" })))).toEqual([
      "body",
    ]);
    expect((await call("PUT", "/announcements/999999", draft())).statusCode).toBe(404);
    expect((await call("DELETE", "/announcements/999999")).statusCode).toBe(404);
    expect(fieldsOf(await call("DELETE", "/announcements/0"))).toEqual(["id"]);
  });

  it("deletes a draft, in the trail", async () => {
    const announcement = await addDraft();
    expect((await call("DELETE", `/announcements/${announcement.id}`)).statusCode).toBe(204);
    expect((await call("GET", `/announcements/${announcement.id}`)).statusCode).toBe(404);
    expect((await trail())[0]).toMatchObject({
      action: "announcement_deleted",
      before: { announcementId: announcement.id, subject: announcement.subject },
      after: null,
    });
  });

  it("refuses to change or delete an announcement once it is being sent (409), and keeps it as it was", async () => {
    await createDirectoryMember(t.database.db);
    const announcement = await addDraft();
    await sendAndFinish(announcement.id);
    const change = await call("PUT", `/announcements/${announcement.id}`, draft({ subject: "Too late" }));
    expect(change.statusCode).toBe(409);
    expect(change.json()).toEqual({ errors: { base: [announcementMessages.notDraft] } });
    expect((await call("DELETE", `/announcements/${announcement.id}`)).statusCode).toBe(409);
    expect((await call("POST", `/announcements/${announcement.id}/send`)).statusCode).toBe(409);
    expect((await call("GET", `/announcements/${announcement.id}`)).json()).toMatchObject({
      subject: announcement.subject,
      status: "sent",
    });
  });
});

describe("POST /api/v1/office/announcements/preview", () => {
  it("counts a member with no e-mail address (imported, written to by post) as skipped, never as a recipient", async () => {
    const regionDues = [{ code: "MI", duesExpire: yearEnd(t.clock.now, 1) }];
    await createDirectoryMember(t.database.db, { regions: regionDues });
    await createDirectoryMember(t.database.db, { member: { email: "" }, regions: regionDues });

    const reply = await call("POST", "/announcements/preview", {
      subject: "Michigan tour",
      body: "Maps attached.",
      segment: { kind: "region", region_id: await regionId("MI") },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      recipients: 1,
      skipped: { noEmail: 1, unsubscribed: 0, bouncing: 0 },
    });
  });

  it("counts who would get it and who is skipped and why, names the first few, and shows the e-mail", async () => {
    const upperMidwest = await regionId("UM");
    const regionDues = [{ code: "UM", duesExpire: yearEnd(t.clock.now, 1) }];
    await createDirectoryMember(t.database.db, {
      member: { firstName: "Harold", lastName: "Aaberg" },
      regions: regionDues,
    });
    await createDirectoryMember(t.database.db, {
      member: { firstName: "Ruth", lastName: "Zimmer" },
      regions: regionDues,
    });
    const optedOut = await createDirectoryMember(t.database.db, { regions: regionDues });
    await t.database.db
      .update(members)
      .set({ bulkMailOptOutAt: t.clock.now })
      .where(eq(members.id, optedOut.id));
    const bouncing = await createDirectoryMember(t.database.db, { regions: regionDues });
    await t.database.db
      .insert(mailBounces)
      .values({ address: bouncing.email.toLowerCase(), reason: "550 no such user", bouncedAt: t.clock.now });

    const reply = await call("POST", "/announcements/preview", {
      subject: "Upper Midwest picnic",
      body: "Bring a chair.",
      segment: { kind: "region", region_id: upperMidwest },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const preview = reply.json();
    expect(preview).toMatchObject({
      audience: "Active members of Upper Midwest Region",
      recipients: 2,
      skipped: { unsubscribed: 1, bouncing: 1 },
      sample: ["Harold Aaberg", "Ruth Zimmer"],
      message: { subject: "Upper Midwest picnic" },
    });
    expect(preview.message.text).toMatch(/^Dear Harold Aaberg,\n\nBring a chair\.\n/);
    expect(preview.message.text).toContain(
      "because you are a member of the Classic Car Club of America's Upper Midwest Region",
    );
    expect(preview.message.text).toContain("http://portal.test/unsubscribe/example-link");
    expect(preview.message.text).toContain(
      "Renewal reminders and messages about your payments will still come.",
    );
    // Nothing was written: a preview is not a draft.
    const list = (await call("GET", "/announcements")).json().results as Announcement[];
    expect(list.some((row) => row.subject === "Upper Midwest picnic")).toBe(false);
  });

  it("names the bad field", async () => {
    expect(fieldsOf(await call("POST", "/announcements/preview", draft({ subject: "" })))).toEqual([
      "subject",
    ]);
    const unknown = await call(
      "POST",
      "/announcements/preview",
      draft({ segment: { kind: "event", event_id: 424242 } }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(fieldsOf(unknown)).toEqual(["segment.eventId"]);
  });
});

describe("POST /api/v1/office/announcements/:id/test", () => {
  it("sends the e-mail now to the signed-in staff member, its subject marked [Test]", async () => {
    const staff = await createStaff(t.database.db);
    const token = await signIn(t.app, staff.email);
    const announcement = await addDraft({ subject: "Concours entries open" }, token);
    const reply = await call("POST", `/announcements/${announcement.id}/test`, undefined, token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ to: staff.email });
    await waitFor(() => t.sentMail.some((mail) => mail.to === staff.email));
    const mail = t.sentMail.find((sent) => sent.to === staff.email);
    expect(mail?.subject).toBe("[Test] Concours entries open");
    expect(mail?.text).toContain(`Dear ${staff.firstName} ${staff.lastName},`);
    expect(mail?.text).toContain(announcement.body);
    expect(mail?.headers ?? {}).not.toHaveProperty("List-Unsubscribe");
    // A test changes nothing about the announcement.
    expect(await statusOf(announcement.id)).toBe("draft");
    expect((await call("POST", "/announcements/999999/test")).statusCode).toBe(404);
  });
});

describe("POST /api/v1/office/announcements/:id/send", () => {
  it("fixes the recipients, is audited, and the job sends each their own e-mail with one-click unsubscribe", async () => {
    const eventId = await addEvent("Pebble Beach Tour");
    const first = await createDirectoryMember(t.database.db, {
      member: { firstName: "Alma", lastName: "Brandt" },
    });
    const second = await createDirectoryMember(t.database.db, {
      member: { firstName: "Carl", lastName: "Dorsey" },
    });
    await register(eventId, first.id);
    await register(eventId, second.id);
    const announcement = await addDraft({
      subject: "Tour details",
      segment: { kind: "event", event_id: eventId },
    });

    const reply = await call("POST", `/announcements/${announcement.id}/send`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: "sending",
      sendStartedAt: t.clock.now.toISOString(),
      progress: { total: 2 },
    });
    expect((await trail())[0]).toMatchObject({
      action: "announcement_sent",
      after: {
        announcementId: announcement.id,
        audience: "Members registered for Pebble Beach Tour",
        recipients: 2,
        skipped: 0,
      },
    });

    await waitFor(async () => (await statusOf(announcement.id)) === "sent");
    const sent = (await call("GET", `/announcements/${announcement.id}`)).json();
    expect(sent).toMatchObject({
      progress: { total: 2, sent: 2, skipped: 0, pending: 0 },
      sentAt: expect.any(String),
    });

    const log = (await call("GET", `/announcements/${announcement.id}/recipients`)).json();
    expect(log).toEqual({
      results: [
        {
          memberId: first.id,
          memberNo: first.memberNo,
          firstName: "Alma",
          lastName: "Brandt",
          email: first.email,
          status: "sent",
          reason: null,
          sentAt: t.clock.now.toISOString(),
        },
        expect.objectContaining({ memberId: second.id, status: "sent" }),
      ],
      page: 1,
      pageSize: 50,
      total: 2,
    });

    const rows = await t.database.db.select().from(outbox).where(eq(outbox.subject, "Tour details"));
    expect(rows.map((row) => row.memberId).sort()).toEqual([first.id, second.id].sort());
    for (const row of rows) {
      const [, token] =
        /\/api\/v1\/unsubscribe\/([A-Za-z0-9_-]+)>$/.exec(row.headers?.["List-Unsubscribe"] ?? "") ?? [];
      expect(token).toBeDefined();
      expect(row.headers).toEqual({
        "List-Unsubscribe": `<http://portal.test/api/v1/unsubscribe/${token}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(row.text).toContain(`http://portal.test/unsubscribe/${token}`);
      expect(row.text).toContain("because you registered for Pebble Beach Tour");
    }
    await waitFor(() => t.sentMail.filter((mail) => mail.subject === "Tour details").length === 2);
    expect(t.sentMail.find((mail) => mail.subject === "Tour details")?.headers).toHaveProperty(
      "List-Unsubscribe-Post",
      "List-Unsubscribe=One-Click",
    );
  });

  it("refuses a segment nobody in it can receive (422) and leaves the draft as it was", async () => {
    const eventId = await addEvent("Empty Rally");
    const announcement = await addDraft({ segment: { kind: "event", event_id: eventId } });
    const reply = await call("POST", `/announcements/${announcement.id}/send`);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ errors: { base: [announcementMessages.nobodyToSend] } });
    expect(await statusOf(announcement.id)).toBe("draft");
    const rows = await t.database.db
      .select()
      .from(announcementRecipients)
      .where(eq(announcementRecipients.announcementId, announcement.id));
    expect(rows).toEqual([]);
    expect((await trail())[0]?.action).not.toBe("announcement_sent");
  });

  it("answers 404 for no such announcement", async () => {
    expect((await call("POST", "/announcements/999999/send")).statusCode).toBe(404);
    expect((await call("GET", "/announcements/999999/recipients")).statusCode).toBe(404);
  });
});

describe("who is in a segment", () => {
  it("all active members: lifelong ones too; never lapsed, deceased, resigned or merged; opted-out and bouncing skipped", async () => {
    const active = await createDirectoryMember(t.database.db);
    const lifelong = await createDirectoryMember(t.database.db, {
      nationalPlan: "LIFE Member (USA)",
      duesExpire: "2001-12-31",
    });
    const lapsed = await createDirectoryMember(t.database.db, { duesExpire: daysFrom(t.clock.now, -1) });
    const deceased = await createDirectoryMember(t.database.db, { member: { deceasedOn: "2025-01-01" } });
    const resigned = await createDirectoryMember(t.database.db, { member: { resignedOn: "2025-01-01" } });
    const merged = await createDirectoryMember(t.database.db);
    await t.database.db.update(members).set({ mergedIntoId: active.id }).where(eq(members.id, merged.id));
    const optedOut = await createDirectoryMember(t.database.db, {
      member: { bulkMailOptOutAt: t.clock.now },
    });
    const bouncing = await createDirectoryMember(t.database.db);
    await t.database.db.insert(mailBounces).values({
      address: bouncing.email.toLowerCase(),
      reason: "550 mailbox unavailable",
      bouncedAt: t.clock.now,
    });

    const announcement = await addDraft();
    await sendAndFinish(announcement.id);
    const log = byMember(await allRecipients(announcement.id));
    expect(log.get(active.id)).toMatchObject({ status: "sent", reason: null });
    expect(log.get(lifelong.id)).toMatchObject({ status: "sent" });
    for (const out of [lapsed, deceased, resigned, merged]) expect(log.has(out.id)).toBe(false);
    expect(log.get(optedOut.id)).toMatchObject({ status: "skipped", reason: "unsubscribed", sentAt: null });
    expect(log.get(bouncing.id)).toMatchObject({ status: "skipped", reason: "bouncing" });

    const skipped = (await call("GET", `/announcements/${announcement.id}/recipients?status=skipped`)).json();
    expect(skipped.results.map((row: Recipient) => row.memberId)).toEqual(
      expect.arrayContaining([optedOut.id, bouncing.id]),
    );
    expect(skipped.results.every((row: Recipient) => row.status === "skipped")).toBe(true);
    expect(fieldsOf(await call("GET", `/announcements/${announcement.id}/recipients?status=lost`))).toEqual([
      "status",
    ]);
    const outboxRows = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, announcement.subject));
    expect(outboxRows.map((row) => row.to)).not.toContain(optedOut.email);
    expect(outboxRows.map((row) => row.to)).not.toContain(bouncing.email);
  });

  it("a region: its active members whose regional membership runs to today or later", async () => {
    const az = await regionId("AZ");
    const current = [{ code: "AZ", duesExpire: yearEnd(t.clock.now) }];
    const member = await createDirectoryMember(t.database.db, { regions: current });
    const regionLapsed = await createDirectoryMember(t.database.db, {
      regions: [{ code: "AZ", duesExpire: daysFrom(t.clock.now, -1) }],
    });
    const nationalLapsed = await createDirectoryMember(t.database.db, {
      duesExpire: daysFrom(t.clock.now, -1),
      regions: current,
    });
    const elsewhere = await createDirectoryMember(t.database.db, {
      regions: [{ code: "CO", duesExpire: yearEnd(t.clock.now) }],
    });
    const announcement = await addDraft({ segment: { kind: "region", region_id: az } });
    await sendAndFinish(announcement.id);
    const log = byMember(await allRecipients(announcement.id));
    expect([...log.keys()]).toEqual([member.id]);
    for (const out of [regionLapsed, nationalLapsed, elsewhere]) expect(log.has(out.id)).toBe(false);
  });

  it("an event: the members registered for it, but not one since marked deceased", async () => {
    const eventId = await addEvent("Grand Classic");
    const registered = await createDirectoryMember(t.database.db, {
      duesExpire: daysFrom(t.clock.now, -100),
    });
    const deceased = await createDirectoryMember(t.database.db, { member: { deceasedOn: "2026-01-01" } });
    const other = await createDirectoryMember(t.database.db);
    await register(eventId, registered.id);
    await register(eventId, deceased.id);
    const announcement = await addDraft({ segment: { kind: "event", event_id: eventId } });
    await sendAndFinish(announcement.id);
    const log = byMember(await allRecipients(announcement.id));
    expect([...log.keys()]).toEqual([registered.id]);
    expect(log.has(other.id)).toBe(false);
  });

  it("lapsed in the last N months: dues that ran out from the same day N months ago up to yesterday", async () => {
    // 31 March less one month is 28 February: the window's first day. Years after the other tests' dues dates.
    pinClock(t.clock, "2031-03-31T12:00:00Z");
    const staff = await createStaff(t.database.db);
    const token = await signIn(t.app, staff.email);
    const dues = async (duesExpire: string, options: Parameters<typeof createDirectoryMember>[1] = {}) =>
      createDirectoryMember(t.database.db, { ...options, duesExpire });
    const firstDay = await dues("2031-02-28");
    const dayBefore = await dues("2031-02-27");
    const yesterday = await dues("2031-03-30");
    const today = await dues("2031-03-31");
    const lifelong = await dues("2031-03-01", { nationalPlan: "LIFE Member (USA)" });
    const resigned = await dues("2031-03-01", { member: { resignedOn: "2031-03-02" } });
    const optedOut = await dues("2031-03-15", { member: { bulkMailOptOutAt: stamped.createdAt } });

    const body = draft({ segment: { kind: "lapsed", months: 1 } });
    const preview = (await call("POST", "/announcements/preview", body, token)).json();
    expect(preview).toMatchObject({ recipients: 2, skipped: { unsubscribed: 1, bouncing: 0 } });

    const created = await call("POST", "/announcements", body, token);
    const id = created.json().id as number;
    await sendAndFinish(id, token);
    const log = byMember(await allRecipients(id, token));
    expect([...log.keys()].sort()).toEqual([firstDay.id, yesterday.id, optedOut.id].sort());
    expect(log.get(optedOut.id)).toMatchObject({ status: "skipped", reason: "unsubscribed" });
    for (const out of [dayBefore, today, lifelong, resigned]) expect(log.has(out.id)).toBe(false);
    const [row] = await t.database.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({ status: "sent", total: 3 });
  });
});

describe("control characters (issue 23)", () => {
  it("refuses a line break or a control character in the subject, naming it; the body keeps its lines and tabs", async () => {
    for (const subject of ["Spring Tour\nBcc: everyone@example.net", "Spring Tour\r\n", "Spring\u0007Tour"]) {
      const reply = await call("POST", "/announcements", draft({ subject }));
      expect(reply.statusCode, JSON.stringify(subject)).toBe(400);
      expect(fieldsOf(reply)).toEqual(["subject"]);
    }
    const bell = await call("POST", "/announcements", draft({ body: "Dear friends,\n\nRing\u0007" }));
    expect(bell.statusCode).toBe(400);
    expect(fieldsOf(bell)).toEqual(["body"]);
    const body = "Dear friends,\r\n\r\nThe tour:\n\tSaturday, Elgin";
    expect((await addDraft({ body })).body).toBe(body);
  });
});
