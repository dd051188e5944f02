import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { approveOrder, decideSandboxOrder, openOrder } from "../../test/checkout-requests.ts";
import {
  bearer,
  createDirectoryMember,
  createStaff,
  renewalPayload,
  signIn,
  signInEachRole,
} from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { pdfPageTexts, readPdf } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { mailBounces, outbox } from "../mail/mail.schema.ts";
import { members } from "../members/members.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { nationalPlans } from "../plans/plans.schema.ts";
import { officeActionRoles } from "../policy/policy.ts";
import { purgeOldReminderTasks } from "./reminder-tasks.service.ts";
import { reminderLog, reminderTasks, renewalLinks } from "./reminders.schema.ts";

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

/** A task as the office follows it, once the job has finished it. */
async function finished(id: string, token = tokens.staff) {
  let task = (await get(`/api/v1/office/reminders/tasks/${id}`, token)).json();
  await waitFor(async () => {
    task = (await get(`/api/v1/office/reminders/tasks/${id}`, token)).json();
    return task.status === "done" || task.status === "failed";
  }, 20_000);
  return task as { id: string; status: string; result: Record<string, unknown> | null; error: string | null };
}

/** POST /office/reminders/run, waited for: the run's counts. */
async function runNow(token = tokens.staff) {
  const started = await post("/api/v1/office/reminders/run", undefined, token);
  expect(started.statusCode).toBe(202);
  const task = await finished(started.json().id, token);
  expect(task.status).toBe("done");
  return task.result as { date: string; emailed: number; letters: number };
}

/** The letters' or labels' PDF of a date, started, waited for and fetched; or the task that failed. */
async function printed(kind: "letters" | "labels", date: string, token = tokens.staff) {
  const started = await post(`/api/v1/office/reminders/${kind}`, { date }, token);
  expect(started.statusCode).toBe(202);
  const task = await finished(started.json().id, token);
  return { task, file: () => get(`/api/v1/office/reminders/tasks/${task.id}/file`, token) };
}

/** Moves the clock on, and signs another staff member in: an office session lapses when left idle that long. */
async function later(moment: string) {
  t.clock.now = new Date(moment);
  return signIn(t.app, (await createStaff(t.database.db)).email);
}

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
      (token?: string) => post("/api/v1/office/reminders/letters", { date: "2026-11-27" }, token),
      (token?: string) => post("/api/v1/office/reminders/labels", { date: "2026-11-27" }, token),
      (token?: string) => get(`/api/v1/office/reminders/tasks/${randomUUID()}`, token),
      (token?: string) => get(`/api/v1/office/reminders/tasks/${randomUUID()}/file`, token),
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
    for (const kind of ["letters", "labels"]) {
      for (const payload of [{}, { date: "26/11/2026" }]) {
        const reply = await post(`/api/v1/office/reminders/${kind}`, payload, tokens.staff);
        expect(reply.statusCode).toBe(400);
        expect(reply.json().errors).toHaveProperty("date");
      }
    }
  });

  it("refuses a task id that is not one, naming the id", async () => {
    for (const url of ["/api/v1/office/reminders/tasks/12", "/api/v1/office/reminders/tasks/12/file"]) {
      const reply = await get(url, tokens.staff);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors).toHaveProperty("id");
    }
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
    expect((await runNow()).emailed).toBeGreaterThanOrEqual(1);
    expect(await runNow()).toMatchObject({ emailed: 0, letters: 0 });
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.memberId, due.id));
    expect(mail).toHaveLength(1);
    // The 60-day step, caught up on 26 November: the mail says how it stands that day.
    expect(mail[0]?.subject).toContain("expires in 35 days");
    expect(mail[0]?.text).toMatch(/http:\/\/portal\.test\/renew\/[\w-]{40,}/);
    const logged = await t.database.db.select().from(reminderLog).where(eq(reminderLog.memberId, due.id));
    expect(logged).toMatchObject([{ step: "before:60", channel: "email", runOn: "2026-11-26" }]);
    expect((await preview("2026-11-26")).reminders.some((row) => row.memberId === due.id)).toBe(false);
  });

  // Two whole runs through the API, side by side: their own time limit on a busy machine (issue 41).
  it("two runs at once still send one reminder per member", { timeout: 90_000 }, async () => {
    const due = await member("AtOnce");
    await Promise.all([runNow(tokens.staff), runNow(tokens.admin)]);
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.memberId, due.id));
    expect(mail).toHaveLength(1);
  });
});

async function mailedLink(memberId: number) {
  await runNow();
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
  it("fails the task, saying why, when no member on paper has a reminder due that day", async () => {
    const { task, file } = await printed("letters", "2026-06-15");
    expect(task).toMatchObject({ status: "failed", error: "No renewal letters are due on June 15, 2026." });
    expect((await file()).statusCode).toBe(404);
  });

  it("prints the office's postal address for cheques from the settings on each letter", async () => {
    const settings = await t.app.inject({
      method: "PUT",
      url: "/api/v1/office/settings",
      headers: bearer(tokens.admin),
      payload: {
        contact: {
          office_email: "info@classiccarclub.org",
          office_phone: "(847) 390-0443",
          contact_url: "https://www.classiccarclub.org/contact",
          office_address: "PO Box 346\nMadison, NJ 07940",
        },
      },
    });
    expect(settings.statusCode).toBe(200);
    await member("Chequebook", { paper: true });

    const pages = await pdfPageTexts((await (await printed("letters", "2026-11-26")).file()).rawPayload);

    const page = pages.find((text) => text.includes("Dear Ada Chequebook,"));
    expect(page).toMatch(
      /Post this slip and your cheque to:\s*Classic Car Club of America\s*PO Box 346\s*Madison, NJ 07940/,
    );
  });

  it("prints one letter per member on paper, with a short link that opens their renewal, and their labels", async () => {
    const inkwell = await member("Inkwell", { paper: true });
    const quill = await member("Quill", { paper: true });
    await member("Screen");
    const letters = await (await printed("letters", "2026-11-26")).file();
    expect(letters.statusCode).toBe(200);
    expect(letters.headers["content-type"]).toBe("application/pdf");
    expect(letters.headers["content-disposition"]).toContain("renewal-letters-2026-11-26.pdf");
    expect(Number(letters.headers["content-length"])).toBe(letters.rawPayload.length);
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

    const labels = await (await printed("labels", "2026-11-26")).file();
    expect(labels.statusCode).toBe(200);
    const labelText = (await pdfPageTexts(labels.rawPayload)).join("\n");
    expect(labelText).toContain("Ada Inkwell");
    expect(labelText).toContain("Ada Quill");
    expect(labelText).not.toContain("Ada Screen");
    expect(quill.id).not.toBe(inkwell.id);
  });

  it("keeps a letter in the day's batch after the run logged it", async () => {
    const paper = await member("Logged", { paper: true });
    expect((await runNow()).letters).toBeGreaterThanOrEqual(1);
    const logged = await t.database.db
      .select()
      .from(reminderLog)
      .where(and(eq(reminderLog.memberId, paper.id), inArray(reminderLog.channel, ["letter"])));
    expect(logged).toHaveLength(1);
    expect((await (await printed("letters", "2026-11-26")).file()).statusCode).toBe(200);
  });
});

describe("the run, the letters and the labels as tasks (issue 24)", () => {
  const letterCodes = (pages: string[]) =>
    pages.map((text) => /portal\.test\/r\/([A-Z0-9]{10})/.exec(text)?.[1]).sort();
  const linkCount = async () => (await t.database.db.select().from(renewalLinks)).length;

  it("answers at once, tells the run's progress and its counts", async () => {
    await member("Progress");
    await member("ProgressPaper", { paper: true });
    const due = (await preview(today.slice(0, 10))).reminders;
    const started = await post("/api/v1/office/reminders/run", undefined, tokens.staff);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ kind: "run", date: "2026-11-26", fileName: null });
    expect(["queued", "running", "done"]).toContain(started.json().status);

    const task = await finished(started.json().id);
    const letters = due.filter((row) => row.channel === "letter").length;
    expect(task).toMatchObject({
      status: "done",
      progress: { done: due.length, total: due.length },
      result: { date: "2026-11-26", emailed: due.length - letters, letters },
      fileName: null,
      error: null,
    });
    const file = await get(`/api/v1/office/reminders/tasks/${task.id}/file`, tokens.staff);
    expect(file.statusCode).toBe(404);
  });

  it("prints the letters: started, followed, then fetched, a page per member on paper", async () => {
    await member("Folio", { paper: true });
    await member("Quarto", { paper: true });
    const letters = (await preview("2026-11-26")).reminders.filter((row) => row.channel === "letter");
    const { task, file } = await printed("letters", "2026-11-26");
    expect(task).toMatchObject({
      kind: "letters",
      status: "done",
      progress: { done: letters.length, total: letters.length },
      fileName: "renewal-letters-2026-11-26.pdf",
    });
    const pdf = await file();
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain("renewal-letters-2026-11-26.pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await readPdf(pdf.rawPayload)).numPages).toBe(letters.length);

    const labels = await printed("labels", "2026-11-26");
    expect(labels.task).toMatchObject({ status: "done", fileName: "mailing-labels-2026-11-26.pdf" });
    const labelsPdf = await labels.file();
    expect(labelsPdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await readPdf(labelsPdf.rawPayload)).numPages).toBe(Math.ceil(letters.length / 30));
  });

  it("prints the same renewal links again: a second download makes no new link", async () => {
    await member("Reprint", { paper: true });
    const first = await pdfPageTexts((await (await printed("letters", "2026-11-26")).file()).rawPayload);
    const links = await linkCount();
    const second = await pdfPageTexts((await (await printed("letters", "2026-11-26")).file()).rawPayload);
    expect(await linkCount()).toBe(links);
    expect(letterCodes(second)).toEqual(letterCodes(first));

    // A code with under two weeks left is not posted again: the letters get new ones.
    const token = await later("2026-12-14T15:00:00Z");
    const late = await pdfPageTexts(
      (await (await printed("letters", "2026-11-26", token)).file()).rawPayload,
    );
    expect(await linkCount()).toBe(links + late.length);
    expect(letterCodes(late).some((code) => letterCodes(first).includes(code))).toBe(false);
  });

  it("answers 404 to a guessed id, and 409 for a file not written yet", async () => {
    for (const url of [`/tasks/${randomUUID()}`, `/tasks/${randomUUID()}/file`]) {
      const reply = await get(`/api/v1/office/reminders${url}`, tokens.staff);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().errors).toHaveProperty("id");
    }
    const id = randomUUID();
    await t.database.db.insert(reminderTasks).values({
      id,
      kind: "letters",
      date: "2026-11-26",
      status: "running",
      createdAt: t.clock.now,
      updatedAt: t.clock.now,
    });
    const early = await get(`/api/v1/office/reminders/tasks/${id}/file`, tokens.staff);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors.id[0]).toContain("not ready");
    await t.database.db.delete(reminderTasks).where(eq(reminderTasks.id, id));
  });

  it("keeps a file a day, then deletes it", async () => {
    await member("Daylong", { paper: true });
    const { task } = await printed("labels", "2026-11-26");
    const token = await later("2026-11-27T15:01:00Z");
    expect((await get(`/api/v1/office/reminders/tasks/${task.id}`, token)).statusCode).toBe(404);
    expect((await get(`/api/v1/office/reminders/tasks/${task.id}/file`, token)).statusCode).toBe(404);
    await purgeOldReminderTasks(jobContextOn(t.database.db, t.clock));
    const kept = await t.database.db.select().from(reminderTasks).where(eq(reminderTasks.id, task.id));
    expect(kept).toEqual([]);
  });

  it("refuses office staff whose policy does not allow the reminders, even a file started by another", async () => {
    await member("Guarded", { paper: true });
    const { task } = await printed("letters", "2026-11-26");
    const roles = officeActionRoles as Record<string, string>;
    roles.runReminders = "office_admin";
    try {
      const calls = [
        post("/api/v1/office/reminders/run", undefined, tokens.staff),
        post("/api/v1/office/reminders/letters", { date: "2026-11-26" }, tokens.staff),
        post("/api/v1/office/reminders/labels", { date: "2026-11-26" }, tokens.staff),
        get(`/api/v1/office/reminders/tasks/${task.id}`, tokens.staff),
        get(`/api/v1/office/reminders/tasks/${task.id}/file`, tokens.staff),
      ];
      for (const reply of await Promise.all(calls)) expect(reply.statusCode).toBe(403);
      expect((await get(`/api/v1/office/reminders/tasks/${task.id}/file`, tokens.admin)).statusCode).toBe(
        200,
      );
    } finally {
      roles.runReminders = "office_staff";
    }
  });
});
