import { z } from "zod";

/** Member payloads travel under a `member` key (spec §7); a missing key is read as empty so fields get named. */
export function memberEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ member: z.preprocess((value) => value ?? {}, schema) });
}
