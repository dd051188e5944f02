import { setImmediate, setTimeout } from "node:timers/promises";
import { convenienceFeeName } from "@club/domain/checkout.rules";
import { isoDay, spelledDay } from "@club/domain/days";
import { fullName } from "@club/domain/member-name.rules";
import { formatCents } from "@club/domain/money";
import { officePageSize } from "@club/domain/office.schema";
import {
  duesDatesWithStepDue,
  type ReminderDecision,
  type ReminderKind,
  type ReminderPreview,
  type ReminderRow,
  type ReminderStep,
  type ReminderTemplate,
  type ReminderTemplates,
  type ReminderValues,
  reminderDays,
  reminderDue,
  reminderStepLabel,
  renderTemplate,
  templateKeyOf,
} from "@club/domain/reminder-schedule.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { getRenewalWindowSetting } from "../memberships/memberships.service.ts";
import {
  type PricedRenewal,
  priceRenewals,
  type RenewalPriceList,
  readRenewalPriceList,
} from "../memberships/renewal.service.ts";
import { getReminderSettings } from "../settings/settings.service.ts";
import {
  deleteReminderLogOf,
  findLetterMembersOn,
  findReminderCandidates,
  insertReminderLogs,
  type ReminderCandidate,
  setReminderOutboxes,
} from "./reminders.repository.ts";
import { createMailedLinks } from "./renewal-links.service.ts";

// Issue 15: the daily run of renewal reminders, the office's preview of a day's run, and what a letter says.
// Who gets which step is the domain's rule (reminder-schedule.rules.ts); this module reads the members, sends the
// mail, and logs each step once per member and membership year (the log's unique index).

interface Decided {
  candidate: ReminderCandidate;
  decision: ReminderDecision;
}

// Members read and decided between two looks at the requests waiting (issue 41): on PGlite the database runs on the
// thread that answers members, and a run that read and decided its 3,000 members at once held it 0.2-0.5 s at load
// 7-8 before its first set; a page of 100 takes 15-65 ms there. The preview and a day's letters are an office
// request waiting for the whole list, and each page sorts what is left: 20,000 members took 5.3-6.5 s in pages of
// 100 against 1.9-3.2 s at once, and 1.9-2.1 s in pages of 2,000 (load 11).
const candidatePages = { run: 100, list: 2_000 };

/**
 * Every member near their dues date (with `letters`, only those a letter may be for), with the reminder (or the
 * reason for none) due on `date`, a page at a time. With `dueOnly` (the run), only the members whose dues date has a
 * step current that day are read and decided (issue 41): the others would all be "nothing due".
 */
async function decide(
  context: AppContext,
  date: string,
  options: { letters?: boolean; dueOnly?: boolean } = {},
) {
  const [{ schedule }, windowSetting] = await Promise.all([
    getReminderSettings(context),
    getRenewalWindowSetting(context),
  ]);
  const duesDates = options.dueOnly ? duesDatesWithStepDue(date, schedule, windowSetting) : undefined;
  const pageSize = options.dueOnly ? candidatePages.run : candidatePages.list;
  const decided: Decided[] = [];
  let page: ReminderCandidate[] = [];
  do {
    page = await findReminderCandidates(context.db, date, {
      letters: options.letters,
      duesDates,
      after: page.at(-1),
      limit: pageSize,
    });
    for (const candidate of page) {
      const decision = reminderDue(
        {
          standing: candidate.standing,
          duesExpire: candidate.duesExpire,
          renewalDate: candidate.renewalDate,
          complimentary: candidate.complimentary,
          onPaper: candidate.onPaper,
          bouncing: candidate.bouncing,
          sentSteps: candidate.sentSteps,
        },
        date,
        schedule,
        windowSetting,
      );
      decided.push({ candidate, decision });
    }
    // The requests that came in meanwhile go first, after the last page too: a run's first set follows it. A timer,
    // not an immediate: with immediates between pages, a 10 ms timer was seen not to fire across three pages.
    await setTimeout(0);
  } while (page.length === pageSize);
  return decided;
}

function toRow(candidate: ReminderCandidate, step: ReminderStep, channel: "email" | "letter"): ReminderRow {
  return {
    memberId: candidate.memberId,
    memberNo: candidate.memberNo,
    name: fullName(candidate),
    email: candidate.email,
    step: step.id,
    stepLabel: reminderStepLabel(step.id),
    channel,
    duesExpire: candidate.duesExpire,
  };
}

/** Who would get which reminder on that day, every one by name, and who is left out, why. */
export async function previewReminders(context: AppContext, date: string) {
  const reminders: ReminderRow[] = [];
  const skipped: Record<string, number> = {};
  for (const { candidate, decision } of await decide(context, date)) {
    if (decision.due) reminders.push(toRow(candidate, decision.due, decision.channel));
    else if (decision.reason !== "nothing_due")
      skipped[decision.reason] = (skipped[decision.reason] ?? 0) + 1;
  }
  return { date, reminders, skipped };
}

/**
 * GET /office/reminders/preview?date=&page=: one page of the day's reminders, with the whole day's counts. The
 * rules decide every member near their dues date whichever page is asked, so the page is cut from the whole list.
 */
export async function previewRemindersPage(
  context: AppContext,
  query: { date: string; page: number },
): Promise<ReminderPreview> {
  const { date, reminders, skipped } = await previewReminders(context, query.date);
  const email = reminders.filter((row) => row.channel === "email").length;
  const offset = (query.page - 1) * officePageSize;
  return {
    date,
    reminders: reminders.slice(offset, offset + officePageSize),
    page: query.page,
    pageSize: officePageSize,
    total: reminders.length,
    channels: { email, letter: reminders.length - email },
    skipped,
  };
}

/** What renewing costs: the lines and `total` by cheque (no convenience fee), and the total the checkout asks online. */
export type RenewalPrice = {
  lines: { description: string; amount: number }[];
  total: number;
  totalOnline: number;
} | null;

/** What renewing costs the member, by plan, by cheque and online; null when it cannot be priced. */
function renewalPrice(
  context: AppContext,
  memberId: number,
  priced: PricedRenewal | undefined,
): RenewalPrice {
  if (priced && "price" in priced) {
    const { items, totalByCheque, totalOnline } = priced.price;
    return { lines: items, total: totalByCheque, totalOnline };
  }
  // An inactive plan, a regional plan withdrawn: the letter and the mail say to ask the office instead.
  context.log.warn({ err: priced?.error, memberId }, "a reminder's renewal could not be priced");
  return null;
}

/**
 * What renewing costs each of these members, keyed by member: their choices read in one statement, each priced from
 * `priceList`, read once per run or day's letters (issue 41; it was a read of the member's details per member, and of
 * the plans and the settings per choice).
 */
export async function renewalPrices(context: AppContext, memberIds: number[], priceList: RenewalPriceList) {
  const priced = await priceRenewals(context, memberIds, priceList);
  return new Map(
    memberIds.map((memberId) => [memberId, renewalPrice(context, memberId, priced.get(memberId))]),
  );
}

/** The total the checkout will ask, online (its convenience fee included) and by cheque: one amount when there is no fee. */
function statedAmount(price: NonNullable<RenewalPrice>): string {
  const byCheque = formatCents(price.total);
  if (price.totalOnline === price.total) return byCheque;
  return `${formatCents(price.totalOnline)} if you pay online (the ${convenienceFeeName.toLowerCase()} included), or ${byCheque} by cheque`;
}

function templateValues(
  context: AppContext,
  candidate: ReminderCandidate,
  step: ReminderStep,
  price: RenewalPrice,
  renewLink: string,
): ReminderValues {
  return {
    name: fullName(candidate),
    plan: candidate.planTitle,
    amount: price ? statedAmount(price) : "the amount the club office will confirm",
    expiry: spelledDay(candidate.duesExpire),
    renew_link: renewLink,
    days: reminderDays(step, candidate.duesExpire, isoDay(context.now())),
    club: context.config.club.clubName,
  };
}

interface Due {
  candidate: ReminderCandidate;
  step: ReminderStep;
  channel: "email" | "letter";
}

// Members a run writes at once: a few multi-row statements per set instead of several per member (issue 24), each
// set its own short transaction, so that on the embedded database (one connection) a member's request waits behind
// one set at most (issue 41). 50 members: at load 8-11 a set of 100 held the embedded database 20-120 ms and at
// times 280-370 ms, a set of 50 9-75 ms (a run of 3,000 in sets of 100 left a 10 ms timer 250-270 ms late in one
// run of three, in sets of 50 under 200 ms in three of three).
export const runSetSize = 50;

/**
 * One set of a run, in one transaction: every step logged first (a second run, or instance, that reaches a member
 * logs nothing and so sends nothing), then the mailed ones' renewal links, their mails and the mails' ids in the
 * log. Letters are only logged: the office prints the day's letters.
 */
async function sendSet(
  context: AppContext,
  set: Due[],
  date: string,
  templates: ReminderTemplates,
  priceList: RenewalPriceList,
) {
  const mails = set.filter((due) => due.channel === "email");
  const prices = await renewalPrices(
    context,
    mails.map(({ candidate }) => candidate.memberId),
    priceList,
  );
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    // In member order, as every run writes them, so two runs at once wait for each other instead of deadlocking.
    const byMember = [...set].sort((a, b) => a.candidate.memberId - b.candidate.memberId);
    const logged = await insertReminderLogs(
      tx,
      byMember.map(({ candidate, step, channel }) => ({
        memberId: candidate.memberId,
        cycle: candidate.duesExpire,
        step: step.id,
        channel,
        runOn: date,
        createdAt: context.now(),
      })),
    );
    const logIds = new Map(logged.map((row) => [row.memberId, row.id]));
    const toMail = mails.filter(({ candidate }) => logIds.has(candidate.memberId));
    const links = await createMailedLinks(
      inTransaction,
      toMail.map(({ candidate }) => ({ memberId: candidate.memberId, cycle: candidate.duesExpire })),
    );
    const queued = await context.mailer.enqueueMany(
      toMail.map(({ candidate, step }) => {
        const values = templateValues(
          context,
          candidate,
          step,
          prices.get(candidate.memberId) ?? null,
          links.get(candidate.memberId) ?? "",
        );
        const template = templates[templateKeyOf[step.kind]];
        return {
          to: candidate.email,
          subject: renderTemplate(template.subject, values),
          text: renderTemplate(template.body, values),
          memberId: candidate.memberId,
          bulk: true,
        };
      }),
      tx,
    );
    await setReminderOutboxes(
      tx,
      queued.flatMap(({ id, memberId }) => {
        const logId = memberId === null ? undefined : logIds.get(memberId);
        return logId === undefined ? [] : [{ id: logId, outboxId: id }];
      }),
    );
    return { emailed: toMail.length, letters: logged.length - toMail.length };
  });
}

/** Told after each set of a run: how many of the members due are done. */
export type RunProgress = (done: number, total: number) => Promise<void>;

/**
 * POST /office/reminders/run (through its task) and the daily job: sends the reminders due on `date` (today), each
 * step once per member and year, in sets; a member on paper gets a letter, logged here and printed from the day's
 * letters.
 */
export async function runReminders(
  context: AppContext,
  options: { actorId: number | null; onProgress?: RunProgress },
) {
  const date = isoDay(context.now());
  const [decided, { templates }, priceList] = await Promise.all([
    decide(context, date, { dueOnly: true }),
    getReminderSettings(context),
    readRenewalPriceList(context),
  ]);
  const due = decided.flatMap(({ candidate, decision }) =>
    decision.due ? [{ candidate, step: decision.due, channel: decision.channel }] : [],
  );
  let emailed = 0;
  let letters = 0;
  for (let start = 0; start < due.length; start += runSetSize) {
    // The requests that came in meanwhile go first (their queries, and on the embedded database the connection).
    if (start > 0) await setImmediate();
    const sent = await sendSet(context, due.slice(start, start + runSetSize), date, templates, priceList);
    emailed += sent.emailed;
    letters += sent.letters;
    // The set's mail starts leaving while the next set is written.
    if (sent.emailed > 0) context.mailer.deliverSoon();
    await options.onProgress?.(Math.min(start + runSetSize, due.length), due.length);
  }
  if (emailed + letters > 0 || options.actorId !== null)
    await recordAudit(context, {
      actorId: options.actorId,
      memberId: null,
      action: "reminders_sent",
      after: { date, emailed, letters },
    });
  context.log.info({ date, emailed, letters }, "renewal reminders run");
  return { date, emailed, letters };
}

/** The letters of a day: those its run logged, and, before the run, those it will log. */
export async function lettersOn(context: AppContext, date: string) {
  const [logged, decided] = await Promise.all([
    findLetterMembersOn(context.db, date),
    decide(context, date, { letters: true }),
  ]);
  const loggedStep = new Map(logged.map((row) => [row.memberId, row.step]));
  const letters: { candidate: ReminderCandidate; stepId: string }[] = [];
  for (const { candidate, decision } of decided) {
    const stepId =
      loggedStep.get(candidate.memberId) ??
      (decision.due && decision.channel === "letter" ? decision.due.id : null);
    if (stepId) letters.push({ candidate, stepId });
  }
  return letters;
}

/** POST /office/reminders/template_preview: the template filled with an example member's values. */
export async function previewTemplate(context: AppContext, kind: ReminderKind, template: ReminderTemplate) {
  const year = isoDay(context.now()).slice(0, 4);
  const values: ReminderValues = {
    name: "Margaret Example",
    plan: "Active Member",
    amount: formatCents(7500),
    expiry: spelledDay(kind === "after_lapse" ? `${Number(year) - 1}-12-31` : `${year}-12-31`),
    renew_link: `${context.config.publicUrl}/renew/example-link`,
    days: kind === "before_expiry" ? "30" : "",
    club: context.config.club.clubName,
  };
  return { subject: renderTemplate(template.subject, values), body: renderTemplate(template.body, values) };
}

/**
 * Issue 39: erasure. The log of reminders sent to the member only kept a second run from sending one again; with no
 * member left to remind, it goes (the mail's own record is anonymised by mail).
 */
export async function forgetRemindersSent(context: Pick<AppContext, "db">, memberId: number) {
  await deleteReminderLogOf(context.db, memberId);
}
