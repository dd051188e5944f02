import type { AppContext } from "../../lib/app-context.ts";
import { forbidden } from "../../lib/app-error.ts";
import { findAdministeredRegionCodes } from "./regional-admin.repository.ts";

/** Only an administrator of the region may search its members by status or export it (spec §6). */
export async function requireRegionAdministrator(context: AppContext, memberId: number, regionCode: string) {
  if (!(await findAdministeredRegionCodes(context.db, memberId)).includes(regionCode)) throw forbidden();
}
