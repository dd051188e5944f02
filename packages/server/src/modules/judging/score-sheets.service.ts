import { deductionError, totalDeducted } from "@club/domain/judging.rules";
import {
  type JudgingAssignment,
  judgingMessages as messages,
  type OwnScoreSheets,
  type ScoreSheet,
  type ScoreSheetInput,
} from "@club/domain/judging.schema";
import type { ViewingAccount } from "@club/domain/member-visibility.rules";
import type { JudgedSheet } from "@club/domain/my-data.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField, notFound } from "../../lib/app-error.ts";
import { eventsByIds, registrationsByIds } from "../events/events.service.ts";
import { membersAsSeenByIds } from "../members/members.service.ts";
import { authorizeOwn, can } from "../policy/policy.ts";
import { judgesNamedOnSheets } from "../settings/settings.service.ts";
import { findJudgeOfMember, judgesByIds } from "./judges.service.ts";
import {
  type EntryRecord,
  findAssignments,
  findEntry,
  findEntryByRegistration,
  findSetup,
  findSheets,
  findSheetsByJudge,
  findTeam,
  lockSetup,
  type SetupRecord,
  type SheetRecord,
  updateSetup,
  upsertSheet,
} from "./judging.repository.ts";
import { resultOf } from "./judging-results.service.ts";

// Issue 29: the judges' score sheets, filled in on a phone at the meet, and read by the car's entrant once the
// results are published (and by the office at any time).

function sheetFields(row: SheetRecord) {
  return {
    deductions: row.deductions,
    totalDeducted: row.totalDeducted,
    notes: row.notes,
    disqualifiedBy: row.disqualifiedBy,
    savedAt: row.savedAt.toISOString(),
  };
}

const toSheet = (row: SheetRecord): ScoreSheet => ({ entryId: row.entryId, ...sheetFields(row) });

/** GET /judging/assignments: the cars the signed-in judge is to score at the meets not yet published. */
export async function listAssignments(context: AppContext, memberId: number): Promise<JudgingAssignment[]> {
  const judge = (await findJudgeOfMember(context, memberId)) ?? null;
  authorizeOwn({ memberId }, "readAssignments", { judge });
  // The policy let only a judge through: their record was found.
  const rows = await findAssignments(context.db, (judge as NonNullable<typeof judge>).id);
  const [events, registrations] = await Promise.all([
    eventsByIds(
      context,
      rows.map((row) => row.entry.eventId),
    ),
    registrationsByIds(
      context,
      rows.map((row) => row.entry.registrationId),
    ),
  ]);
  return rows.map(({ entry, leader, form, classes, sheet }) => ({
    entryId: entry.id,
    eventId: entry.eventId,
    eventTitle: events.get(entry.eventId)?.title ?? "",
    classCode: entry.classCode,
    className: classes.find((judgedClass) => judgedClass.code === entry.classCode)?.name ?? entry.classCode,
    vehicle: registrations.get(entry.registrationId)?.vehicle ?? null,
    leader,
    form,
    sheet: sheet ? toSheet(sheet) : null,
  }));
}

/**
 * PUT /judging/sheets/{entry_id}: the judge's sheet for the car, saved as often as they like (the phone's queue may
 * send it twice: it stays one sheet, with the latest values). Only a judge on the class's team, never once the
 * results are published; a tabulated meet is a draft again, its results to be tabulated anew.
 */
export async function saveSheet(
  context: AppContext,
  memberId: number,
  entryId: number,
  input: ScoreSheetInput,
): Promise<ScoreSheet> {
  const found = await findEntry(context.db, entryId);
  if (!found) throw notFound();
  const sheet = await context.db.transaction(async (tx) => {
    // Under the setup's lock the entry and its team are as the office last set them up.
    const setup = await lockSetup(tx, found.eventId);
    const entry = await findEntry(tx, entryId);
    if (!setup || !entry) throw notFound();
    const team = await findTeam(tx, entry.eventId, entry.classCode);
    authorizeOwn({ memberId }, "saveScoreSheet", { team });
    // The policy let only a judge of this team through: their seat is in it.
    const { judgeId } = team.find((seat) => seat.memberId === memberId) as (typeof team)[number];
    if (setup.status === "published") throw invalidField("base", messages.published);
    const wrong = deductionError(setup.form, input.deductions);
    if (wrong) throw invalidField(`deductions.${wrong.category}`, wrong.message);
    if (setup.status === "tabulated") await updateSetup(tx, entry.eventId, { status: "draft" });
    return upsertSheet(tx, {
      entryId,
      judgeId,
      deductions: input.deductions,
      totalDeducted: totalDeducted(input.deductions),
      notes: input.notes,
      disqualifiedBy: input.disqualifiedBy,
      savedAt: context.now(),
    });
  });
  return toSheet(sheet);
}

/**
 * The entry's result and its sheets, each with its judge's name as `judgesSeenBy` may see the judge (issue 39: the
 * domain's visibility rule; a judge hidden from the directory is "A club member" to an entrant), or with no judge's
 * name when null.
 */
async function sheetsOf(
  context: AppContext,
  entry: EntryRecord,
  setup: SetupRecord,
  judgesSeenBy: ViewingAccount | null,
): Promise<OwnScoreSheets> {
  const rows = await findSheets(context.db, [entry.id]);
  const judgeNames =
    judgesSeenBy === null ? new Map<number, string>() : await judgeNamesAsSeen(context, judgesSeenBy, rows);
  const { score, award, method } = resultOf(entry, setup);
  return {
    score,
    award,
    method,
    sheets: rows.map((row) => ({ ...sheetFields(row), judge: judgeNames.get(row.judgeId) ?? null })),
  };
}

/** The names of the sheets' judges, by judge id, as the viewer may see each. */
async function judgeNamesAsSeen(context: AppContext, viewer: ViewingAccount, rows: SheetRecord[]) {
  const judges = await judgesByIds(
    context,
    rows.map((row) => row.judgeId),
  );
  const members = await membersAsSeenByIds(
    context,
    viewer,
    [...judges.values()].map((judge) => judge.memberId),
  );
  return new Map(
    [...judges.values()].flatMap((judge) => {
      const member = members.get(judge.memberId);
      return member ? [[judge.id, member.name] as const] : [];
    }),
  );
}

/**
 * GET /registrations/{id}/score_sheets: the entrant's own car's sheets, once the results are published, with the
 * judges' names only if the club chose to show them (the office's settings). Another member's registration is not
 * found.
 */
export async function getOwnScoreSheets(
  context: AppContext,
  session: ViewingAccount,
  registrationId: number,
): Promise<OwnScoreSheets> {
  const registration = (await registrationsByIds(context, [registrationId])).get(registrationId);
  authorizeOwn(session, "readScoreSheets", registration);
  const entry = await findEntryByRegistration(context.db, registrationId);
  const setup = entry && (await findSetup(context.db, entry.eventId));
  if (!entry || !setup) throw notFound();
  if (setup.status !== "published") throw invalidField("base", messages.notPublished);
  return sheetsOf(context, entry, setup, (await judgesNamedOnSheets(context)) ? session : null);
}

/**
 * Issue 30: the score sheets of the member's own registrations as their data, by registration, as the entrant reads
 * them (GET /registrations/{id}/score_sheets); a registration whose meet is not published, or was not judged, has none.
 */
export async function listPublishedSheets(
  context: AppContext,
  session: ViewingAccount,
  registrationIds: number[],
): Promise<Map<number, OwnScoreSheets>> {
  const registrations = await registrationsByIds(context, registrationIds);
  const own = registrationIds.filter((id) => can(session, "readScoreSheets", registrations.get(id)));
  const sheets = new Map<number, OwnScoreSheets>();
  if (own.length === 0) return sheets;
  const judgesSeenBy = (await judgesNamedOnSheets(context)) ? session : null;
  for (const registrationId of own) {
    const entry = await findEntryByRegistration(context.db, registrationId);
    const setup = entry && (await findSetup(context.db, entry.eventId));
    if (entry && setup?.status === "published")
      sheets.set(registrationId, await sheetsOf(context, entry, setup, judgesSeenBy));
  }
  return sheets;
}

/**
 * Issue 40: the sheets the member filled in as a judge, for their own data: the meet, the class, the car and what they
 * wrote (not the entrant's name, which is another member's). None when they never judged.
 */
export async function listSheetsScoredBy(context: AppContext, memberId: number): Promise<JudgedSheet[]> {
  const judge = await findJudgeOfMember(context, memberId);
  if (!judge) return [];
  const rows = await findSheetsByJudge(context.db, judge.id);
  const [events, registrations] = await Promise.all([
    eventsByIds(
      context,
      rows.map(({ entry }) => entry.eventId),
    ),
    registrationsByIds(
      context,
      rows.map(({ entry }) => entry.registrationId),
    ),
  ]);
  return rows.map(({ sheet, entry }) => {
    const event = events.get(entry.eventId);
    const vehicle = registrations.get(entry.registrationId)?.vehicle;
    return {
      eventTitle: event?.title ?? "",
      eventDate: event?.dateStart ?? "",
      classCode: entry.classCode,
      car: vehicle ? [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(" ") : null,
      ...sheetFields(sheet),
    };
  });
}

/** GET /office/judging/entries/{id}/sheets: any entry's sheets, with the judges' names (the office sees them all). */
export async function getEntrySheets(
  context: AppContext,
  session: ViewingAccount,
  entryId: number,
): Promise<OwnScoreSheets> {
  const entry = await findEntry(context.db, entryId);
  const setup = entry && (await findSetup(context.db, entry.eventId));
  if (!entry || !setup) throw notFound();
  return sheetsOf(context, entry, setup, session);
}
