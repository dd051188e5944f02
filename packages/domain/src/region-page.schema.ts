import { z } from "zod";
import { publicOfficerSchema } from "./officer-terms.schema.ts";
import { regionPostSchema } from "./region-posts.schema.ts";

// Issue 42: a region's own page, /regions/{code}, open to anyone: its officers (as each one's privacy allows), its
// next events, its news and how to join it.

export const regionPageEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** YYYY-MM-DD, the club's days. */
  dateStart: z.string(),
  dateEnd: z.string(),
  place: z.string().nullable(),
  /** portal: members register in the portal; form: through the club's form service. */
  registration: z.enum(["form", "portal"]),
});
export type RegionPageEvent = z.infer<typeof regionPageEventSchema>;

/** GET /api/v1/regions/{code} */
export const regionPageSchema = z.object({
  region: z.object({ code: z.string(), name: z.string() }),
  officers: z.array(publicOfficerSchema),
  events: z.array(regionPageEventSchema),
  /** The region's yearly dues for a new member and their associate, in cents; null: no plan offered now. */
  plan: z.object({ title: z.string(), cost: z.number().int(), associateCost: z.number().int() }).nullable(),
  /** Its newest news posts (five at most); members-only ones only to a member in good standing. */
  posts: z.array(regionPostSchema),
});
export type RegionPage = z.infer<typeof regionPageSchema>;
