import { clubDate } from "@club/domain/club-clock";
import { awardFor, awardMakesSenior, tabulate } from "@club/domain/judging.rules";
import {
  type JudgingResult,
  type JudgingSetup,
  judgingMessages as messages,
  type WithdrawResultsInput,
} from "@club/domain/judging.schema";
import type { VehicleAward } from "@club/domain/vehicle-registry.schema";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { eventsByIds, registrationsByIds, vehicleRegistrationIds } from "../events/events.service.ts";
import { getClubTimeZone } from "../settings/settings.service.ts";
import { makeSeniorCars, takeBackSeniorCars } from "../vehicles/vehicles.service.ts";
import {
  type EntryRecord,
  findEntries,
  findPublishedAwards,
  findSetup,
  findSheets,
  lockSetup,
  type SetupRecord,
  updateEntryResult,
  updateSetup,
} from "./judging.repository.ts";
import {
  getJudgingSetup,
  publishRefusal,
  requireJudgedEvent,
  withdrawRefusal,
} from "./judging-setup.service.ts";

// Issue 29: the office tabulates a meet's sheets by the club's rules (judging.rules.ts), reads the results, and
// publishes them: the entrants then read their sheets, and each award goes on its car's record.

const divisionOf = (setup: SetupRecord, classCode: string) =>
  setup.classes.find((judgedClass) => judgedClass.code === classCode)?.division ?? "";

/** An entry's score, award and method: stored by the last tabulation, and standing until a change makes a draft. */
export function resultOf(entry: EntryRecord, setup: SetupRecord) {
  if (setup.status === "draft") return { score: null, award: null, method: "none" as const };
  return { score: entry.score, award: entry.award, method: entry.method ?? "none" };
}

async function resultsOf(context: Pick<AppContext, "db">, setup: SetupRecord): Promise<JudgingResult[]> {
  const entries = await findEntries(context.db, setup.eventId);
  const registrations = await registrationsByIds(
    context,
    entries.map((entry) => entry.registrationId),
  );
  return entries.map((entry) => ({
    entryId: entry.id,
    registrationId: entry.registrationId,
    vehicleId: registrations.get(entry.registrationId)?.vehicle?.id ?? null,
    classCode: entry.classCode,
    division: divisionOf(setup, entry.classCode),
    ...resultOf(entry, setup),
    sheets: entry.sheetCount,
    spread: entry.spread,
    flagged: entry.flagged,
    disqualifiedBy: entry.disqualifiedBy,
  }));
}

/** The meet's setup row, held until the transaction ends: 404 without one, 422 once published. */
async function lockUnpublishedSetup(db: Db, eventId: number) {
  const setup = await lockSetup(db, eventId);
  if (!setup) throw notFound();
  if (setup.status === "published") throw invalidField("base", messages.published);
  return setup;
}

/**
 * POST /office/events/{id}/judging/tabulate: each entry's score from its sheets (the highest and lowest of four or
 * more dropped, else the meet's rule for fewer), its award in its class's division, none when a judge disqualified
 * the car; the meet is then tabulated.
 */
export async function tabulateMeet(context: AppContext, eventId: number): Promise<JudgingResult[]> {
  await context.db.transaction(async (tx) => {
    const setup = await lockUnpublishedSetup(tx, eventId);
    const entries = await findEntries(tx, eventId);
    const sheets =
      entries.length > 0
        ? await findSheets(
            tx,
            entries.map((entry) => entry.id),
          )
        : [];
    for (const entry of entries) {
      const own = sheets.filter((sheet) => sheet.entryId === entry.id);
      const tabulation = tabulate(
        own.map((sheet) => sheet.totalDeducted),
        { fewerSheets: setup.fewerSheets, spreadLimit: setup.spreadLimit },
      );
      const disqualifiedBy = own.find((sheet) => sheet.disqualifiedBy !== null)?.disqualifiedBy ?? null;
      await updateEntryResult(tx, entry.id, {
        score: tabulation.score,
        award: awardFor(setup.thresholds, {
          division: divisionOf(setup, entry.classCode),
          score: tabulation.score,
          disqualified: disqualifiedBy !== null,
        }),
        method: tabulation.method,
        sheetCount: own.length,
        spread: tabulation.spread,
        flagged: tabulation.flagged,
        disqualifiedBy,
      });
    }
    await updateSetup(tx, eventId, { status: "tabulated", tabulatedAt: context.now() });
  });
  return listResults(context, eventId);
}

/** GET /office/events/{id}/judging/results: the results of the last tabulation; 422 before there is one. */
export async function listResults(context: AppContext, eventId: number): Promise<JudgingResult[]> {
  const setup = await findSetup(context.db, eventId);
  if (!setup) throw notFound();
  if (setup.status === "draft") throw invalidField("base", messages.notTabulated);
  return resultsOf(context, setup);
}

/** The cars whose awards at this meet make them Senior cars, by the thresholds' rule. */
async function seniorCarsOf(context: Pick<AppContext, "db">, setup: SetupRecord) {
  const entries = (await findEntries(context.db, setup.eventId)).filter((entry) =>
    awardMakesSenior(setup.thresholds, { division: divisionOf(setup, entry.classCode), award: entry.award }),
  );
  const registrations = await registrationsByIds(
    context,
    entries.map((entry) => entry.registrationId),
  );
  return entries.flatMap((entry) => {
    const vehicleId = registrations.get(entry.registrationId)?.vehicle?.id;
    return vehicleId === undefined ? [] : [vehicleId];
  });
}

/**
 * POST /office/events/{id}/judging/publish: the tabulated results become final (judging_published): the entrants
 * read their sheets, the awards go on the cars' records, and nothing of the meet's judging changes after. Issue 40:
 * not before the meet's first day in the club's time zone.
 */
export async function publishResults(
  context: AppContext,
  session: SessionContext,
  eventId: number,
): Promise<JudgingSetup> {
  const event = await requireJudgedEvent(context, eventId);
  const timeZone = await getClubTimeZone(context);
  await context.db.transaction(async (tx) => {
    const setup = await lockUnpublishedSetup(tx, eventId);
    const now = context.now();
    const refused = publishRefusal(setup, event.dateStart, clubDate(now, timeZone));
    if (refused) throw invalidField("base", refused);
    const seniorCars = await makeSeniorCars({ db: tx }, await seniorCarsOf({ db: tx }, setup));
    await updateSetup(tx, eventId, {
      status: "published",
      publishedAt: now,
      publishedBy: session.memberId,
      seniorCars,
    });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: null,
        action: "judging_published",
        after: { eventId, publishedAt: now.toISOString(), seniorCars },
      },
    );
  });
  return getJudgingSetup(context, session, eventId);
}

/**
 * POST /office/events/{id}/judging/withdraw (issue 40): an office administrator takes published results back within
 * `withdrawResultsDays` of publishing, saying why (judging_withdrawn, the reason in the trail). The awards leave the
 * cars' records and the entrants' sheets close with the status (both read only published results); the senior
 * numbers these results gave are taken back. The results stand tabulated, to be corrected and published again.
 */
export async function withdrawResults(
  context: AppContext,
  session: SessionContext,
  eventId: number,
  input: WithdrawResultsInput,
): Promise<JudgingSetup> {
  await requireJudgedEvent(context, eventId);
  const timeZone = await getClubTimeZone(context);
  await context.db.transaction(async (tx) => {
    const setup = await lockSetup(tx, eventId);
    if (!setup) throw invalidField("base", messages.withdrawNotPublished);
    const now = context.now();
    const refused = withdrawRefusal(setup, now, timeZone);
    if (refused) throw invalidField("base", refused);
    const seniorCars = await takeBackSeniorCars({ db: tx }, setup.seniorCars);
    await updateSetup(tx, eventId, {
      status: "tabulated",
      publishedAt: null,
      publishedBy: null,
      seniorCars: [],
      withdrawnAt: now,
      withdrawalReason: input.reason,
    });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: null,
        action: "judging_withdrawn",
        reason: input.reason,
        before: { publishedAt: setup.publishedAt?.toISOString() ?? null, publishedBy: setup.publishedBy },
        after: { eventId, seniorCarsTakenBack: seniorCars },
      },
    );
  });
  return getJudgingSetup(context, session, eventId);
}

/** The awards the car earned at meets whose results are published, earliest first (its history shows them). */
export async function vehicleAwards(
  context: Pick<AppContext, "db">,
  vehicleId: number,
): Promise<VehicleAward[]> {
  const registrationIds = await vehicleRegistrationIds(context, vehicleId);
  if (registrationIds.length === 0) return [];
  const rows = await findPublishedAwards(context.db, registrationIds);
  const events = await eventsByIds(
    context,
    rows.map((row) => row.eventId),
  );
  return rows
    .flatMap(({ eventId, award, score }) => {
      const event = events.get(eventId);
      return event && award !== null && score !== null
        ? [{ eventTitle: event.title, date: event.dateStart, award, score }]
        : [];
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.eventTitle.localeCompare(b.eventTitle));
}
