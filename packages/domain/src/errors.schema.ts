import { z } from "zod";

/**
 * The one error shape of every failed call: field name (camelCase, dotted when nested) to messages.
 * Errors that belong to no field use the key `base`.
 */
export const errorBodySchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export type ErrorBody = z.infer<typeof errorBodySchema>;
