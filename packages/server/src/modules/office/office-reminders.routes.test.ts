import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  mailBounces,
  members,
  nationalMemberships,
  nationalPlans,
  outbox,
  reminderLog,
} from "../../db/schema.ts";
import { approveOrder, decideSandboxOrder, openOrder } from "../../test/checkout-requests.ts";
import { bearer, createDirectoryMember, renewalPayload, signInEachRole } from "../../test/factories.ts";
import { pdfPageTexts } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const today = "2026-11-26T15:00:00Z";
let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInEachRole>>["tokens"];

beforeAll(async () => {
  t = await createTestApp();
  // One calendar situation: 26 November 2026, 35 days before the year's dues date, inside the renewal window.
  t.clock.now = new Date(today);
  ({ tokens } = await signInEachRole(t.app, t.database.db));
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts from no reminders sent; the members of earlier tests stay, with their dues.
  await t.database.db.delete(reminderLog);
  t.clock.now = new Date(today);
});

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: token ? bearer(token) : {} });

async function member(
  lastName: string,
  options: { duesExpire?: string; renewalDate?: string; paper?: boolean; plan?: string } = {},
) {
  const created = await createDirectoryMember(t.database.db, {
    member: {
      lastName,
      publicationPreferences: options.paper ? 0 : 1,
      addressLine1: "1 Main Street",
      city: "Dayton",
    },
    duesExpire: options.duesExpire ?? "2026-12-31",
    nationalPlan: options.plan,
  });
  if (options.renewalDate)
    await t.database.db
      .update(nationalMemberships)
      .set({ renewalDate: options.renewalDate })
      .where(eq(nationalMemberships.memberId, created.id));
  return created;
}

async function preview(date: string) {
  const reply = await get(`/api/v1/office/reminders/preview?date=${date}`, tokens.staff);
  expect(reply.statusCode).toBe(200);
  return reply.json() as {
    reminders: { memberId: number; step: string; channel: string; stepLabel: string }[];
    skipped: Record<string, number>;
  };
}

describe("who may use the reminders", () => {
  it("answers 401 without a token and 403 to a member or a regional administrator", async () => {
    const calls = [
      (token?: string) => get("/api/v1/office/reminders/preview?date=2026-11-27", token),
      (token?: string) => post("/api/v1/office/reminders/run", undefined, token),
      (token?: string) => get("/api/v1/office/reminders/settings", token),
      (token?: string) => get("/api/v1/office/reminders/letters.pdf?date=2026-11-27", token),
      (token?: string) => get("/api/v1/office/reminders/labels.pdf?date=2026-11-27", token),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      expect((await call(tokens.member)).statusCode).toBe(403);
      expect((await call(tokens.regionalAdmin)).statusCode).toBe(403);
    }
  });

  it("lets only an office administrator change the schedule", async () => {
    const body = { schedule: { before_expiry_days: [45], window_opening: false, after_lapse_days: [14] } };
    const put = (token: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/v1/office/reminders/settings",
        headers: bearer(token),
        payload: body,
      });
    expect((await put(tokens.staff)).statusCode).toBe(403);
    const reply = await put(tokens.admin);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().schedule).toEqual({
      beforeExpiryDays: [45],
      windowOpening: false,
      afterLapseDays: [14],
    });
    const reset = {
      schedule: { before_expiry_days: [60, 30, 7], window_opening: true, after_lapse_days: [7, 30, 90] },
    };
    await t.app.inject({
      method: "PUT",
      url: "/api/v1/office/reminders/settings",
      headers: bearer(tokens.admin),
      payload: reset,
    });
  });
});

describe("bad input names the field", () => {
  it("refuses a date that is not YYYY-MM-DD", async () => {
    const reply = await get("/api/v1/office/reminders/preview?date=26/11/2026", tokens.staff);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toHaveProperty("date");
    expect((await get("/api/v1/office/reminders/letters.pdf", tokens.staff)).json().errors).toHaveProperty(
      "date",
    );
  });

  it("refuses a template with an unknown placeholder or without the renewal link, and keeps the old one", async () => {
    const before = (await get("/api/v1/office/reminders/settings", tokens.admin)).json().templates;
    const templates = {
      ...before,
      before_expiry: { subject: "Hello {{nmae}}", body: "Please renew" },
    };
    const reply = await t.app.inject({
      method: "PUT",
      url: "/api/v1/office/reminders/settings",
      headers: bearer(tokens.admin),
      payload: { templates },
    });
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().errors)).toEqual(
      expect.arrayContaining(["templates.beforeExpiry.subject", "templates.beforeExpiry.body"]),
    );
    expect((await get("/api/v1/office/reminders/settings", tokens.admin)).json().templates).toEqual(before);
  });

  it("refuses a schedule with a day twice or out of range", async () => {
    const reply = await t.app.inject({
      method: "PUT",
      url: "/api/v1/office/reminders/settings",
      headers: bearer(tokens.admin),
      payload: { schedule: { before_expiry_days: [30, 30], window_opening: true, after_lapse_days: [0] } },
    });
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().errors)).toEqual(
      expect.arrayContaining(["schedule.beforeExpiryDays", "schedule.afterLapseDays.0"]),
    );
  });
});

describe("the preview and the run", () => {
  it("previews who gets which reminder, leaving out lifetime, deceased, renewed and bouncing members", async () => {
    const due = await member("Due");
    const paper = await member("Paper", { paper: true });
    const lapsed = await member("Lapsed", { duesExpire: "2026-11-18" });
    const renewed = await member("Renewed", { duesExpire: "2027-12-31", renewalDate: "2026-10-20" });
    const lifetime = await member("Lifetime", { plan: "LIFE Member (USA)" });
    const deceased = await member("Deceased");
    await t.database.db.update(members).set({ deceasedOn: "2026-11-01" }).where(eq(members.id, deceased.id));
    const bouncing = await member("Bouncing");
    await t.database.db
      .insert(mailBounces)
      .values({ address: bouncing.email.toLowerCase(), reason: "550 no such user", bouncedAt: t.clock.now });

    const { reminders, skipped } = await preview("2026-11-27");
    const byMember = new Map(reminders.map((row) => [row.memberId, row]));
    expect(byMember.get(due.id)).toMatchObject({
      step: "before:60",
      channel: "email",
      stepLabel: "60 days before expiry",
    });
    expect(byMember.get(paper.id)).toMatchObject({ step: "before:60", channel: "letter" });
    expect(byMember.get(lapsed.id)).toMatchObject({ step: "lapsed:7", channel: "email" });
    for (const left of [renewed, lifetime, deceased, bouncing]) expect(byMember.has(left.id)).toBe(false);
    expect(skipped).toMatchObject({ renewed: 1, deceased: 1, bouncing: 1 });
    const [lifelong] = await t.database.db
      .select()
      .from(nationalPlans)
      .where(eq(nationalPlans.lifelong, true));
    if (lifelong) expect(skipped.lifelong).toBeGreaterThanOrEqual(1);
  });

  it("sends each reminder once: a second run the same day sends nothing", async () => {
    const due = await member("Twice");
    const first = await post("/api/v1/office/reminders/run", undefined, tokens.staff);
    expect(first.statusCode).toBe(200);
    expect(first.json().emailed).toBeGreaterThanOrEqual(1);
    const second = await post("/api/v1/office/reminders/run", undefined, tokens.staff);
    expect(second.json()).toMatchObject({ emailed: 0, letters: 0 });
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.memberId, due.id));
    expect(mail).toHaveLength(1);
    // The 60-day step, caught up on 26 November: the mail says how it stands that day.
    expect(mail[0]?.subject).toContain("expires in 35 days");
    expect(mail[0]?.text).toMatch(/http:\/\/portal\.test\/renew\/[\w-]{40,}/);
    const logged = await t.database.db.select().from(reminderLog).where(eq(reminderLog.memberId, due.id));
    expect(logged).toMatchObject([{ step: "before:60", channel: "email", runOn: "2026-11-26" }]);
    expect((await preview("2026-11-26")).reminders.some((row) => row.memberId === due.id)).toBe(false);
  });

  it("two runs at once still send one reminder per member", async () => {
    const due = await member("AtOnce");
    await Promise.all([
      post("/api/v1/office/reminders/run", undefined, tokens.staff),
      post("/api/v1/office/reminders/run", undefined, tokens.admin),
    ]);
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.memberId, due.id));
    expect(mail).toHaveLength(1);
  });
});

async function mailedLink(memberId: number) {
  await post("/api/v1/office/reminders/run", undefined, tokens.staff);
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.memberId, memberId));
  const link = /\/renew\/([\w-]+)/.exec(mail?.text ?? "")?.[1];
  if (!link) throw new Error("no renewal link in the reminder");
  return link;
}

const exchange = (token: unknown) => post("/api/v1/members/renewal_link", { token });

describe("the one-click renewal link", () => {
  it("signs the member in without a password, opens the renewal prefilled, and stops working once paid", async () => {
    const renewing = await member("Renewing");
    const token = await mailedLink(renewing.id);
    const signedIn = await exchange(token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: renewing.id, lastName: "Renewing" });
    const session = (signedIn.headers.authorization as string).replace("Bearer ", "");

    const renewData = (await get("/api/v1/members/renew_data", session)).json();
    expect(renewData.renewButton.enabled).toBe(true);
    expect(renewData.selections.nationalPlan).toBeGreaterThan(0);

    const renew = await t.app.inject({
      method: "PUT",
      url: "/api/v1/members/renew",
      headers: bearer(session),
      payload: renewalPayload({ national_plan: renewData.selections.nationalPlan }),
    });
    expect(renew.statusCode).toBe(201);
    const orderId = renew.json().params.orderId as string;
    const providerOrderId = await openOrder(t, orderId);
    await decideSandboxOrder(t, providerOrderId, "approve");
    expect((await approveOrder(t, orderId, providerOrderId)).statusCode).toBe(200);
    const [dues] = await t.database.db
      .select({ duesExpire: nationalMemberships.duesExpire })
      .from(nationalMemberships)
      .where(eq(nationalMemberships.memberId, renewing.id));
    expect(dues?.duesExpire).toBe("2027-12-31");

    const used = await exchange(token);
    expect(used.statusCode).toBe(410);
    expect(used.json().errors.token[0]).toContain("already been renewed");
  });

  it("refuses a forged link and names the token", async () => {
    const forged = await exchange("x".repeat(43));
    expect(forged.statusCode).toBe(404);
    expect(forged.json().errors).toHaveProperty("token");
    expect(forged.headers.authorization).toBeUndefined();
    expect((await exchange("")).json().errors).toHaveProperty("token");
    expect((await exchange(undefined)).statusCode).toBe(400);
  });

  it("refuses a link after its 30 days", async () => {
    const late = await member("Late");
    const token = await mailedLink(late.id);
    t.clock.now = new Date("2026-12-27T15:00:00Z");
    const expired = await exchange(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors.token[0]).toContain("expired");
  });

  it("works for that member only: the session is theirs", async () => {
    const [one, other] = [await member("One"), await member("Other")];
    const token = await mailedLink(one.id);
    const reply = await exchange(token);
    expect(reply.json().id).toBe(one.id);
    expect(reply.json().id).not.toBe(other.id);
  });
});

describe("letters and labels", () => {
  it("answers 404 naming the date when no member on paper has a reminder due", async () => {
    const reply = await get("/api/v1/office/reminders/letters.pdf?date=2026-06-15", tokens.staff);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().errors).toHaveProperty("date");
  });

  it("prints one letter per member on paper, with a short link that opens their renewal, and their labels", async () => {
    const inkwell = await member("Inkwell", { paper: true });
    const quill = await member("Quill", { paper: true });
    await member("Screen");
    const letters = await get("/api/v1/office/reminders/letters.pdf?date=2026-11-26", tokens.staff);
    expect(letters.statusCode).toBe(200);
    expect(letters.headers["content-type"]).toBe("application/pdf");
    expect(letters.headers["content-disposition"]).toContain("renewal-letters-2026-11-26.pdf");
    const pages = await pdfPageTexts(letters.rawPayload);
    const pageOf = (name: string) => pages.filter((text) => text.includes(`Dear Ada ${name},`));
    expect(pageOf("Inkwell")).toHaveLength(1);
    expect(pageOf("Quill")).toHaveLength(1);
    expect(pages.some((text) => text.includes("Screen"))).toBe(false);
    expect(pages).toHaveLength(new Set(pages).size);

    const code = /portal\.test\/r\/([A-Z0-9]{10})/.exec(pageOf("Inkwell")[0] ?? "")?.[1];
    expect(code).toBeDefined();
    const signedIn = await exchange(code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().id).toBe(inkwell.id);
    expect((await exchange(code?.toLowerCase().replace(/(.{5})/, "$1-"))).json().id).toBe(inkwell.id);

    const labels = await get("/api/v1/office/reminders/labels.pdf?date=2026-11-26", tokens.staff);
    expect(labels.statusCode).toBe(200);
    const labelText = (await pdfPageTexts(labels.rawPayload)).join("\n");
    expect(labelText).toContain("Ada Inkwell");
    expect(labelText).toContain("Ada Quill");
    expect(labelText).not.toContain("Ada Screen");
    expect(quill.id).not.toBe(inkwell.id);
  });

  it("keeps a letter in the day's batch after the run logged it", async () => {
    const paper = await member("Logged", { paper: true });
    const run = await post("/api/v1/office/reminders/run", undefined, tokens.staff);
    expect(run.json().letters).toBeGreaterThanOrEqual(1);
    const logged = await t.database.db
      .select()
      .from(reminderLog)
      .where(and(eq(reminderLog.memberId, paper.id), inArray(reminderLog.channel, ["letter"])));
    expect(logged).toHaveLength(1);
    expect((await get("/api/v1/office/reminders/letters.pdf?date=2026-11-26", tokens.staff)).statusCode).toBe(
      200,
    );
  });
});
