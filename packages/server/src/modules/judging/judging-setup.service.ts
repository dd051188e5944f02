import { clubDate } from "@club/domain/club-clock";
import {
  defaultJudgingForm,
  defaultTabulationOptions,
  leaderInTeam,
  mayPublishResults,
  resultsWithdrawableUntil,
  withdrawResultsDays,
} from "@club/domain/judging.rules";
import {
  type JudgingSetup,
  type JudgingSetupInput,
  judgingMessages as messages,
} from "@club/domain/judging.schema";
import { fullName } from "@club/domain/member-name.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import {
  type EventSummary,
  eventsByIds,
  type RegistrationSummary,
  registrationsByIds,
} from "../events/events.service.ts";
import { refusal } from "../policy/policy.ts";
import { getClubTimeZone } from "../settings/settings.service.ts";
import { type JudgeName, judgesByIds } from "./judges.service.ts";
import {
  deleteEntries,
  findEntries,
  findSetup,
  findTeamMembers,
  insertEntries,
  lockOrCreateSetup,
  replaceTeamMembers,
  type SetupRecord,
  updateSetup,
} from "./judging.repository.ts";

// Issue 29: a judged meet's setup, the office's to replace as a whole until the results are published: the form,
// the classes and their divisions, the award thresholds, each class's team of judges, and the cars entered.

/** A portal event, the only kind that is judged: 404 unknown, 422 a form event. */
export async function requireJudgedEvent(context: Pick<AppContext, "db">, eventId: number) {
  const event = (await eventsByIds(context, [eventId])).get(eventId);
  if (!event) throw notFound();
  if (event.registration !== "portal") throw invalidField("base", messages.notPortal);
  return event;
}

/**
 * Issue 40: why the results may not be published now, or null: only tabulated results are, and only from the meet's
 * first day (`today` in the club's time zone), since an award goes on the car's permanent record.
 */
export function publishRefusal(
  setup: Pick<SetupRecord, "status"> | undefined,
  firstDay: string,
  today: string,
): string | null {
  if (setup?.status === "published") return messages.published;
  if (setup?.status !== "tabulated") return messages.notTabulated;
  return mayPublishResults(today, firstDay) ? null : messages.beforeMeet(firstDay);
}

/** Issue 40: why the meet's results may not be withdrawn at `now`, or null: published, and not too long ago. */
export function withdrawRefusal(
  setup: Pick<SetupRecord, "status" | "publishedAt"> | undefined,
  now: Date,
  timeZone: string,
): string | null {
  if (setup?.status !== "published" || !setup.publishedAt) return messages.withdrawNotPublished;
  if (now > resultsWithdrawableUntil(setup.publishedAt))
    return messages.withdrawTooLate(clubDate(setup.publishedAt, timeZone), withdrawResultsDays);
  return null;
}

/** What the actor may not do with the results now, each with why (the web shows the reason beside its button). */
async function refusalsOf(
  context: AppContext,
  actor: SessionContext,
  event: EventSummary,
  setup: SetupRecord | undefined,
): Promise<JudgingSetup["refusals"]> {
  const timeZone = await getClubTimeZone(context);
  const now = context.now();
  const publish = publishRefusal(setup, event.dateStart, clubDate(now, timeZone));
  const withdraw =
    refusal(actor, "withdrawResults")?.errors.base?.[0] ?? withdrawRefusal(setup, now, timeZone);
  return { ...(publish ? { publish } : {}), ...(withdraw ? { withdraw } : {}) };
}

/** The setup as the office reads it; an event not set up yet reads as the club's form and nothing else. */
async function setupView(
  context: AppContext,
  actor: SessionContext,
  event: EventSummary,
  setup: SetupRecord | undefined,
): Promise<JudgingSetup> {
  const eventId = event.id;
  const refusals = await refusalsOf(context, actor, event, setup);
  if (!setup)
    return {
      eventId,
      status: "draft",
      form: [...defaultJudgingForm],
      classes: [],
      thresholds: [],
      teams: [],
      entries: [],
      tabulation: { ...defaultTabulationOptions },
      publishedAt: null,
      withdrawal: null,
      refusals,
    };
  const [members, entries] = await Promise.all([
    findTeamMembers(context.db, eventId),
    findEntries(context.db, eventId),
  ]);
  const [judges, registrations] = await Promise.all([
    judgesByIds(
      context,
      members.map((member) => member.judgeId),
    ),
    registrationsByIds(
      context,
      entries.map((entry) => entry.registrationId),
    ),
  ]);
  return {
    eventId,
    status: setup.status,
    form: setup.form,
    classes: setup.classes,
    thresholds: setup.thresholds.map((threshold) => ({
      ...threshold,
      makesSenior: threshold.makesSenior ?? false,
    })),
    teams: setup.classes.flatMap(({ code }) => {
      const team = members.filter((member) => member.classCode === code);
      const leader = team.find((member) => member.leader);
      if (!leader) return [];
      return [
        {
          classCode: code,
          leaderId: leader.judgeId,
          judges: team.flatMap((member) => {
            const judge = judges.get(member.judgeId);
            return judge ? [{ id: judge.id, firstName: judge.firstName, lastName: judge.lastName }] : [];
          }),
        },
      ];
    }),
    entries: entries.flatMap((entry) => {
      const registration = registrations.get(entry.registrationId);
      if (!registration) return [];
      return [
        {
          id: entry.id,
          registrationId: entry.registrationId,
          classCode: entry.classCode,
          memberNo: registration.memberNo,
          firstName: registration.firstName,
          lastName: registration.lastName,
          vehicle: registration.vehicle,
        },
      ];
    }),
    tabulation: { fewerSheets: setup.fewerSheets, spreadLimit: setup.spreadLimit },
    publishedAt: setup.publishedAt?.toISOString() ?? null,
    withdrawal:
      setup.withdrawnAt && setup.withdrawalReason !== null
        ? { at: setup.withdrawnAt.toISOString(), reason: setup.withdrawalReason }
        : null,
    refusals,
  };
}

/** GET /office/events/{id}/judging, with what the actor asking may not do with the results. */
export async function getJudgingSetup(
  context: AppContext,
  actor: SessionContext,
  eventId: number,
): Promise<JudgingSetup> {
  const event = await requireJudgedEvent(context, eventId);
  return setupView(context, actor, event, await findSetup(context.db, eventId));
}

/**
 * The input checked against the meet and the roster, every fault named by its field, with its class codes and
 * divisions spelled as the classes spell them. A judge never judges a class in which they show a car.
 */
function checkedSetup(
  eventId: number,
  input: JudgingSetupInput,
  judges: Map<number, JudgeName>,
  registrations: Map<number, RegistrationSummary>,
) {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const classOf = (code: string) =>
    input.classes.find((candidate) => candidate.code.toUpperCase() === code.toUpperCase());
  const thresholds = input.thresholds.map((threshold, index) => {
    const division = input.classes.find(
      (candidate) => candidate.division.toLowerCase() === threshold.division.toLowerCase(),
    )?.division;
    if (!division) fail(`thresholds.${index}.division`, messages.unknownDivision(threshold.division));
    return { ...threshold, division: division ?? threshold.division };
  });
  const entries = input.entries.map((entry, index) => {
    const entered = classOf(entry.classCode);
    if (!entered) fail(`entries.${index}.classCode`, messages.unknownClass(entry.classCode));
    const registration = registrations.get(entry.registrationId);
    if (
      registration?.eventId !== eventId ||
      registration.status !== "confirmed" ||
      registration.vehicle === null
    )
      fail(`entries.${index}.registrationId`, messages.notConfirmed);
    return {
      registrationId: entry.registrationId,
      classCode: entered?.code ?? entry.classCode,
      memberId: registration?.memberId,
    };
  });
  const judged = new Set<string>();
  const teams = input.teams.map((team, index) => {
    const judgedClass = classOf(team.classCode);
    const judgeIds = [...new Set(team.judgeIds)];
    if (!judgedClass) fail(`teams.${index}.classCode`, messages.unknownClass(team.classCode));
    else if (judged.has(judgedClass.code)) fail(`teams.${index}.classCode`, messages.teamTwice);
    else judged.add(judgedClass.code);
    if (!leaderInTeam({ leaderId: team.leaderId, judgeIds }))
      fail(`teams.${index}.leaderId`, messages.leaderInTeam);
    if (judgeIds.some((id) => !judges.has(id))) fail(`teams.${index}.judgeIds`, messages.unknownJudge);
    for (const judge of judgeIds.flatMap((id) => judges.get(id) ?? [])) {
      const showsCar = entries.some(
        (entry) => entry.classCode === judgedClass?.code && entry.memberId === judge.memberId,
      );
      if (judgedClass && showsCar)
        fail(`teams.${index}.judgeIds`, messages.judgesOwnClass(fullName(judge), judgedClass.code));
    }
    return { classCode: judgedClass?.code ?? team.classCode, leaderId: team.leaderId, judgeIds };
  });
  if (Object.keys(errors).length > 0) throw new AppError("invalid", errors);
  return { thresholds, entries, teams };
}

/**
 * PUT /office/events/{id}/judging: the whole setup replaced (judging_set_up), in one transaction holding the meet's
 * setup row. The sheets of an entry that stays (the same registration in the same class) are kept; the others go
 * with their entries. A tabulated meet is a draft again: its results are tabulated anew.
 */
export async function replaceJudgingSetup(
  context: AppContext,
  session: SessionContext,
  eventId: number,
  input: JudgingSetupInput,
): Promise<JudgingSetup> {
  const event = await requireJudgedEvent(context, eventId);
  const form = input.form?.categories ?? [...defaultJudgingForm];
  const tabulation = input.tabulation ?? defaultTabulationOptions;
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const now = context.now();
    const setup = await lockOrCreateSetup(tx, {
      eventId,
      form,
      classes: [],
      thresholds: [],
      updatedAt: now,
    });
    if (setup?.status === "published") throw invalidField("base", messages.published);
    const [judges, registrations] = await Promise.all([
      judgesByIds(
        inTransaction,
        input.teams.flatMap((team) => team.judgeIds),
      ),
      registrationsByIds(
        inTransaction,
        input.entries.map((entry) => entry.registrationId),
      ),
    ]);
    const checked = checkedSetup(eventId, input, judges, registrations);
    await updateSetup(tx, eventId, {
      form,
      classes: input.classes,
      thresholds: checked.thresholds,
      fewerSheets: tabulation.fewerSheets,
      spreadLimit: tabulation.spreadLimit,
      status: "draft",
      tabulatedAt: null,
      updatedAt: now,
    });
    await replaceTeamMembers(
      tx,
      eventId,
      checked.teams.flatMap((team) =>
        team.judgeIds.map((judgeId) => ({
          eventId,
          classCode: team.classCode,
          judgeId,
          leader: judgeId === team.leaderId,
        })),
      ),
    );
    const existing = await findEntries(tx, eventId);
    const same = (a: { registrationId: number; classCode: string }, b: typeof a) =>
      a.registrationId === b.registrationId && a.classCode === b.classCode;
    await deleteEntries(
      tx,
      existing.filter((entry) => !checked.entries.some((kept) => same(entry, kept))).map((entry) => entry.id),
    );
    await insertEntries(
      tx,
      checked.entries
        .filter((entry) => !existing.some((kept) => same(entry, kept)))
        .map((entry) => ({
          eventId,
          registrationId: entry.registrationId,
          classCode: entry.classCode,
          createdAt: now,
        })),
    );
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "judging_set_up",
      after: {
        eventId,
        classes: input.classes.map((judgedClass) => judgedClass.code),
        teams: checked.teams.length,
        entries: checked.entries.length,
      },
    });
  });
  return setupView(context, session, event, await findSetup(context.db, eventId));
}
