import { z } from "zod";

/**
 * The one error shape of every failed call: field name (camelCase, dotted when nested) to messages.
 * Errors that belong to no field use the key `base`.
 */
export const errorBodySchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  /**
   * The record a conflict (409) is about, when the client may act on it: the car a serial number belongs to, and
   * where to claim it (issue 39: sent to a member in good standing only, without the car's name).
   */
  existing: z.object({ id: z.number().int(), claimPath: z.string() }).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
