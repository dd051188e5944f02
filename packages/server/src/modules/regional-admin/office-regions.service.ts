import { isoDay } from "@club/domain/days";
import {
  type OfficeRegion,
  officeRegionMessages,
  type RegionAdministratorsInput,
} from "@club/domain/office-regions.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { findRegionsOverview, findUnmergedAccountIds } from "./office-regions.repository.ts";
import { currentAdministrators, setRegionAdministrators } from "./regional-admin.service.ts";

// The office's regions (issue 14, office_staff and office_admin): who administers each. A change takes effect at
// the member's next request: the session reads administration on every one.

async function regionsOverview(context: AppContext, code?: string): Promise<OfficeRegion[]> {
  const rows = await findRegionsOverview(context.db, isoDay(context.now()), code);
  const administrators = await currentAdministrators(
    context,
    code === undefined ? undefined : rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    plan:
      row.planId === null
        ? null
        : {
            id: row.planId,
            title: row.planTitle ?? "",
            cost: row.planCost ?? 0,
            associateCost: row.planAssociateCost ?? 0,
            active: row.planActive ?? false,
          },
    administrators: administrators
      .filter((admin) => admin.regionId === row.id)
      .map((admin) => ({
        memberId: admin.memberId,
        memberNo: admin.memberNo,
        name: `${admin.firstName} ${admin.lastName}`,
      })),
    activeMembers: row.activeMembers,
  }));
}

/** GET /office/regions: every region by name, with its plan, its administrators and its active members. */
export function listRegions(context: AppContext) {
  return regionsOverview(context);
}

const administratorLabel = (admin: { memberNo: number; firstName: string; lastName: string }) =>
  `${admin.firstName} ${admin.lastName} (no. ${admin.memberNo})`;

/**
 * PUT /office/regions/{code}/administrators: the list replaces the old one; each id must be a member account that
 * was not merged. In the trail as `region_administrators_changed`, with the administrators before and after.
 */
export async function changeRegionAdministrators(
  context: AppContext,
  session: SessionContext,
  regionCode: string,
  input: RegionAdministratorsInput,
) {
  const memberIds = [...new Set(input.memberIds)];
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    // The region is checked first (404), then the members (422), before anything is written.
    const [known] = await findRegionsOverview(tx, isoDay(context.now()), regionCode);
    if (!known) throw notFound();
    const found = new Set(await findUnmergedAccountIds(tx, memberIds));
    const unknown = memberIds.filter((id) => !found.has(id));
    if (unknown.length > 0) throw invalidField("memberIds", officeRegionMessages.unknownMembers(unknown));
    const { region, before, after } = await setRegionAdministrators(inTransaction, regionCode, memberIds);
    const same = before.map((admin) => admin.memberId).join() === after.map((admin) => admin.memberId).join();
    if (same) return;
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "region_administrators_changed",
      reason: input.reason ?? null,
      before: { administrators: before.map(administratorLabel) },
      after: {
        region: `${region.name} (${region.code})`,
        administrators: after.map(administratorLabel),
      },
    });
  });
  const [region] = await regionsOverview(context, regionCode);
  if (!region) throw notFound();
  return region;
}
