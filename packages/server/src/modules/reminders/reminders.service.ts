import { isoDay } from "@club/domain/membership-year.rules";
import { formatCents } from "@club/domain/money";
import {
  type ReminderDecision,
  type ReminderKind,
  type ReminderPreview,
  type ReminderRow,
  type ReminderStep,
  type ReminderTemplate,
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
import { officeRenewalSelections } from "../memberships/renewal.service.ts";
import { priceSelections } from "../plans/pricing.service.ts";
import { getReminderSettings } from "../settings/settings.service.ts";
import {
  findLetterMembersOn,
  findReminderCandidates,
  insertReminderLog,
  type ReminderCandidate,
  setReminderOutbox,
} from "./reminders.repository.ts";
import { createRenewalLink } from "./renewal-links.service.ts";

// Issue 15: the daily run of renewal reminders, the office's preview of a day's run, and what a letter says.
// Who gets which step is the domain's rule (reminder-schedule.rules.ts); this module reads the members, sends the
// mail, and logs each step once per member and membership year (the log's unique index).

export function fullName(member: Pick<ReminderCandidate, "prefix" | "firstName" | "lastName" | "suffix">) {
  return [member.prefix, member.firstName, member.lastName, member.suffix].filter(Boolean).join(" ");
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** 2026-12-31 → "December 31, 2026". */
export function spelledDate(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`));
}

interface Decided {
  candidate: ReminderCandidate;
  decision: ReminderDecision;
}

/** Every member near their dues date, with the reminder (or the reason for none) due on `date`. */
async function decide(context: AppContext, date: string): Promise<Decided[]> {
  const [{ schedule }, windowSetting, candidates] = await Promise.all([
    getReminderSettings(context),
    getRenewalWindowSetting(context),
    findReminderCandidates(context.db, date),
  ]);
  return candidates.map((candidate) => ({
    candidate,
    decision: reminderDue(
      {
        standing: candidate.standing,
        duesExpire: candidate.duesExpire,
        renewalDate: candidate.renewalDate,
        complimentary: candidate.complimentary,
        onPaper: candidate.publicationPreferences === 0 || candidate.email.trim() === "",
        bouncing: candidate.bouncing,
        sentSteps: candidate.sentSteps,
      },
      date,
      schedule,
      windowSetting,
    ),
  }));
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

/** GET /office/reminders/preview?date=: who would get which reminder on that day, and who is left out, why. */
export async function previewReminders(context: AppContext, date: string): Promise<ReminderPreview> {
  const reminders: ReminderRow[] = [];
  const skipped: Record<string, number> = {};
  for (const { candidate, decision } of await decide(context, date)) {
    if (decision.due) reminders.push(toRow(candidate, decision.due, decision.channel));
    else if (decision.reason !== "nothing_due")
      skipped[decision.reason] = (skipped[decision.reason] ?? 0) + 1;
  }
  return { date, reminders, skipped };
}

/** What renewing costs the member, by plan, paid by cheque (no convenience fee); null when it cannot be priced. */
export async function renewalPrice(context: AppContext, memberId: number) {
  try {
    const { selections } = await officeRenewalSelections(context, memberId);
    const checkout = await priceSelections(context, selections, { online: false });
    return {
      lines: checkout.items.map(({ description, amount }) => ({ description, amount })),
      total: checkout.total,
    };
  } catch (error) {
    // An inactive plan, a regional plan withdrawn: the letter and the mail say to ask the office instead.
    context.log.warn({ err: error, memberId }, "a reminder's renewal could not be priced");
    return null;
  }
}

function templateValues(
  context: AppContext,
  candidate: ReminderCandidate,
  step: ReminderStep,
  price: Awaited<ReturnType<typeof renewalPrice>>,
  renewLink: string,
): ReminderValues {
  return {
    name: fullName(candidate),
    plan: candidate.planTitle,
    amount: price ? formatCents(price.total) : "the amount the club office will confirm",
    expiry: spelledDate(candidate.duesExpire),
    renew_link: renewLink,
    days: reminderDays(step, candidate.duesExpire, isoDay(context.now())),
    club: context.config.club.clubName,
  };
}

/** Mails one reminder: logged first, so a second run (or instance) that reaches the member sends nothing. */
async function sendReminder(
  context: AppContext,
  candidate: ReminderCandidate,
  step: ReminderStep,
  date: string,
) {
  const { templates } = await getReminderSettings(context);
  const price = await renewalPrice(context, candidate.memberId);
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const logId = await insertReminderLog(tx, {
      memberId: candidate.memberId,
      cycle: candidate.duesExpire,
      step: step.id,
      channel: "email",
      runOn: date,
      createdAt: context.now(),
    });
    if (logId === null) return false;
    const link = await createRenewalLink(inTransaction, candidate.memberId, candidate.duesExpire);
    const values = templateValues(context, candidate, step, price, link.url);
    const template = templates[templateKeyOf[step.kind]];
    const outboxId = await context.mailer.enqueue(
      {
        to: candidate.email,
        subject: renderTemplate(template.subject, values),
        text: renderTemplate(template.body, values),
        memberId: candidate.memberId,
      },
      tx,
    );
    await setReminderOutbox(tx, logId, outboxId);
    return true;
  });
}

/**
 * POST /office/reminders/run and the daily job: sends the reminders due on `date` (today), each step once per
 * member and year; a member on paper gets a letter, logged here and printed from the day's letters.
 */
export async function runReminders(context: AppContext, options: { actorId: number | null }) {
  const date = isoDay(context.now());
  let emailed = 0;
  let letters = 0;
  for (const { candidate, decision } of await decide(context, date)) {
    if (!decision.due) continue;
    if (decision.channel === "email") {
      if (await sendReminder(context, candidate, decision.due, date)) emailed += 1;
    } else {
      const logged = await insertReminderLog(context.db, {
        memberId: candidate.memberId,
        cycle: candidate.duesExpire,
        step: decision.due.id,
        channel: "letter",
        runOn: date,
        createdAt: context.now(),
      });
      if (logged !== null) letters += 1;
    }
  }
  if (emailed > 0) context.mailer.deliverSoon();
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
  const [logged, decided] = await Promise.all([findLetterMembersOn(context.db, date), decide(context, date)]);
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
    expiry: spelledDate(kind === "after_lapse" ? `${Number(year) - 1}-12-31` : `${year}-12-31`),
    renew_link: `${context.config.publicUrl}/renew/example-link`,
    days: kind === "before_expiry" ? "30" : "",
    club: context.config.club.clubName,
  };
  return { subject: renderTemplate(template.subject, values), body: renderTemplate(template.body, values) };
}
