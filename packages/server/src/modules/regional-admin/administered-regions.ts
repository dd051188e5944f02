import type { AppContext } from "../../lib/app-context.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { authorizeRegion, regionsToAdminister } from "../policy/policy.ts";
import { findAdministeredRegionCodes } from "./regional-admin.repository.ts";

// The regions a member was appointed to, read for the policy module, which decides what they may use of them.

/** The regions whose administrator pages the signed-in member may use. */
export async function administeredRegions(
  context: Pick<AppContext, "db">,
  session: SessionContext,
): Promise<string[]> {
  return regionsToAdminister(session, await findAdministeredRegionCodes(context.db, session.memberId));
}

/** Goes on only for an administrator of the region (spec §6). */
export async function requireRegionAdministrator(
  context: Pick<AppContext, "db">,
  session: SessionContext,
  regionCode: string,
) {
  authorizeRegion(session, await findAdministeredRegionCodes(context.db, session.memberId), regionCode);
}
