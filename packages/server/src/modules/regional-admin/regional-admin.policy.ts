import type { Db } from "../../db/client.ts";
import { forbidden } from "../../lib/app-error.ts";
import { findAdministeredRegionCodes } from "./regional-admin.repository.ts";

/** Only an administrator of the region may search its members by status or export it (spec §6). */
export async function requireRegionAdministrator(db: Db, memberId: number, regionCode: string) {
  if (!(await findAdministeredRegionCodes(db, memberId)).includes(regionCode)) throw forbidden();
}
