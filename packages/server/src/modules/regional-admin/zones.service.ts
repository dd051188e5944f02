import { addDays } from "@club/domain/days";
import { daysOverlap, termState } from "@club/domain/officer-terms.rules";
import { type OfficerTermInput, officerTermMessages } from "@club/domain/officer-terms.schema";
import {
  type Zone,
  type ZoneInput,
  type ZoneTerm,
  type ZoneUpdate,
  zoneMessages,
} from "@club/domain/zones.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { getClubToday } from "../settings/settings.service.ts";
import { checkedOfficeAndMember } from "./officer-terms.service.ts";
import {
  deleteZone,
  deleteZoneTerm,
  findRegionsByCodes,
  findZoneByName,
  findZones,
  findZoneTerms,
  insertZone,
  insertZoneTerm,
  lockZone,
  lockZones,
  lockZoneTerm,
  renameZone,
  setZoneRegions,
  setZoneTermEnd,
  zoneHasTerms,
} from "./zones.repository.ts";

// Issue 42: the office groups regions into zones. Each change is audited with the zone's name and regions before and
// after; a region moved into a zone leaves the one it was in, and only the zone it joined has an entry for the move.

type ZonesContext = Pick<AppContext, "db" | "now" | "config" | "log">;

export function listZones(context: Pick<AppContext, "db">): Promise<Zone[]> {
  return findZones(context.db);
}

async function zoneById(db: AppContext["db"], id: number) {
  const [zone] = await findZones(db, id);
  if (!zone) throw notFound();
  return zone;
}

/** The zone with its regions; 404 when there is none. */
export function getZone(context: Pick<AppContext, "db">, id: number): Promise<Zone> {
  return zoneById(context.db, id);
}

/** The regions' ids in the order given, or 422 naming the first code no region has. */
async function regionIdsOf(db: AppContext["db"], codes: string[]) {
  const unique = [...new Set(codes)];
  const found = new Map((await findRegionsByCodes(db, unique)).map((region) => [region.code, region.id]));
  const unknown = unique.find((code) => !found.has(code));
  if (unknown !== undefined) throw invalidField("regions", zoneMessages.unknownRegion(unknown));
  return unique.map((code) => found.get(code) as number);
}

function audited(zone: Zone | null) {
  return zone ? { zone: zone.name, regions: zone.regions.map((region) => region.code) } : null;
}

/** POST /office/zones */
export async function addZone(context: ZonesContext, session: SessionContext, input: ZoneInput) {
  return context.db.transaction(async (tx) => {
    await lockZones(tx);
    if (await findZoneByName(tx, input.name)) throw invalidField("name", zoneMessages.nameTaken);
    const regionIds = await regionIdsOf(tx, input.regions);
    const row = await insertZone(tx, input.name, context.now());
    await setZoneRegions(tx, row.id, regionIds);
    const zone = await zoneById(tx, row.id);
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: null,
        action: "zone_added",
        reason: null,
        before: null,
        after: audited(zone),
      },
    );
    return zone;
  });
}

/** PATCH /office/zones/{id}: renamed, or given its whole list of regions. */
export async function changeZone(
  context: ZonesContext,
  session: SessionContext,
  id: number,
  update: ZoneUpdate,
) {
  return context.db.transaction(async (tx) => {
    await lockZones(tx);
    if (!(await lockZone(tx, id))) throw notFound();
    const before = await zoneById(tx, id);
    if (update.name !== undefined) {
      if (await findZoneByName(tx, update.name, id)) throw invalidField("name", zoneMessages.nameTaken);
      await renameZone(tx, id, update.name);
    }
    if (update.regions !== undefined) await setZoneRegions(tx, id, await regionIdsOf(tx, update.regions));
    const after = await zoneById(tx, id);
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: null,
        action: "zone_changed",
        reason: null,
        before: audited(before),
        after: audited(after),
      },
    );
    return after;
  });
}

/** DELETE /office/zones/{id}: its regions are then in no zone. */
export async function removeZone(context: ZonesContext, session: SessionContext, id: number) {
  await context.db.transaction(async (tx) => {
    await lockZones(tx);
    if (!(await lockZone(tx, id))) throw notFound();
    if (await zoneHasTerms(tx, id)) throw new AppError("zone_has_terms", { base: [zoneMessages.hasTerms] });
    const before = await zoneById(tx, id);
    await deleteZone(tx, id);
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: null,
        action: "zone_removed",
        reason: null,
        before: audited(before),
        after: null,
      },
    );
  });
}

// Issue 42: a zone's officers hold its offices for terms, as a region's do; the office appoints them and ends them.
// Their access follows the days (officer-terms.repository.ts reads a zone's term as one in each of its regions).

type ZoneTermRow = Awaited<ReturnType<typeof findZoneTerms>>[number];

function zoneTermView(row: ZoneTermRow, today: string): ZoneTerm {
  return {
    id: row.id,
    zoneId: row.zoneId,
    office: { id: row.officeId, key: row.officeKey, title: row.officeTitle },
    member: { memberId: row.memberId, memberNo: row.memberNo, name: `${row.firstName} ${row.lastName}` },
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    state: termState({ status: "confirmed", startsOn: row.startsOn, endsOn: row.endsOn }, today),
  };
}

const zoneTermLabel = (zone: string, term: ZoneTerm) =>
  `${term.member.name} (no. ${term.member.memberNo}), ${term.office.title} of ${zone}, ${term.startsOn} to ${term.endsOn ?? "no last day"}`;

/** GET /office/zones/{id}/terms */
export async function listZoneTerms(context: ZonesContext, zoneId: number): Promise<ZoneTerm[]> {
  await zoneById(context.db, zoneId);
  const today = await getClubToday(context);
  return (await findZoneTerms(context.db, zoneId)).map((row) => zoneTermView(row, today));
}

/** POST /office/zones/{id}/terms: the office appoints a member to an office of the zone for a term; audited. */
export async function appointZoneOfficer(
  context: ZonesContext,
  session: SessionContext,
  zoneId: number,
  input: OfficerTermInput,
): Promise<ZoneTerm> {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    await lockZones(tx);
    const zone = await zoneById(tx, zoneId);
    const today = await getClubToday(inTransaction);
    const startsOn = input.startsOn ?? today;
    const { office, member } = await checkedOfficeAndMember(inTransaction, input);
    const overlapping = (await findZoneTerms(tx, zoneId)).some(
      (other) =>
        other.officeId === office.id &&
        other.memberId === member.id &&
        daysOverlap(other, { startsOn, endsOn: input.endsOn }),
    );
    if (overlapping) throw invalidField("startsOn", zoneMessages.overlaps);
    const id = await insertZoneTerm(tx, {
      zoneId,
      officeId: office.id,
      memberId: member.id,
      startsOn,
      endsOn: input.endsOn,
      createdAt: context.now(),
    });
    const [row] = await findZoneTerms(tx, zoneId, id);
    const term = zoneTermView(row as ZoneTermRow, today);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: member.id,
      action: "zone_term_appointed",
      reason: input.reason ?? null,
      before: null,
      after: { term: zoneTermLabel(zone.name, term) },
    });
    return term;
  });
}

/**
 * POST /office/zones/{id}/terms/{termId}/end: a term being served ends today (its last day yesterday; one begun today
 * served no day and goes); audited.
 */
export async function endZoneTermToday(
  context: ZonesContext,
  session: SessionContext,
  zoneId: number,
  id: number,
) {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const zone = await zoneById(tx, zoneId);
    const row = await lockZoneTerm(tx, zoneId, id);
    if (!row) throw notFound();
    const today = await getClubToday(inTransaction);
    const [viewRow] = await findZoneTerms(tx, zoneId, id);
    const before = zoneTermView(viewRow as ZoneTermRow, today);
    if (before.state !== "current")
      throw new AppError("term_not_serving", { base: [officerTermMessages.notServing] });
    const yesterday = addDays(today, -1);
    if (row.startsOn > yesterday) await deleteZoneTerm(tx, id);
    else await setZoneTermEnd(tx, id, yesterday);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: row.memberId,
      action: "zone_term_ended",
      reason: null,
      before: { term: zoneTermLabel(zone.name, before) },
      after:
        row.startsOn > yesterday
          ? null
          : { term: zoneTermLabel(zone.name, { ...before, endsOn: yesterday }) },
    });
  });
}
