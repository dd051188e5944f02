import type { availableRegionsSchema } from "@club/domain/search.schema";
import type { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { findRegionsWithAdministration } from "./regional-admin.repository.ts";

/** The club's regions by name, with whether the member administers each (spec §3). */
export async function listAvailableRegions(
  context: AppContext,
  memberId: number,
): Promise<z.infer<typeof availableRegionsSchema>> {
  const rows = await findRegionsWithAdministration(context.db, memberId);
  return Object.fromEntries(
    rows.map((region) => [region.name, { administrator: region.administrator, regionCode: region.code }]),
  );
}
