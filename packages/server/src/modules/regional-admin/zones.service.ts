import { type Zone, type ZoneInput, type ZoneUpdate, zoneMessages } from "@club/domain/zones.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import {
  deleteZone,
  findRegionsByCodes,
  findZoneByName,
  findZones,
  insertZone,
  lockZone,
  lockZones,
  renameZone,
  setZoneRegions,
} from "./zones.repository.ts";

// Issue 42: the office groups regions into zones. Each change is audited with the zone's name and regions before and
// after; a region moved into a zone leaves the one it was in, and only the zone it joined has an entry for the move.

type ZonesContext = Pick<AppContext, "db" | "now">;

export function listZones(context: Pick<AppContext, "db">): Promise<Zone[]> {
  return findZones(context.db);
}

async function zoneById(db: AppContext["db"], id: number) {
  const [zone] = await findZones(db, id);
  if (!zone) throw notFound();
  return zone;
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
