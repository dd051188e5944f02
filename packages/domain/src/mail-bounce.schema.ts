import { z } from "zod";
import { coercedIntegerSchema, textSchema } from "./fields.schema.ts";

// Issue 15: addresses whose receiving server refused the club's mail for good (an SMTP 5xx). Reminders and
// announcements skip them until the office, once the member confirms a working address, clears the bounce.

export const mailBounceMessages = {
  addressRequired: "Address is required",
  addressFormat: "Address must be an e-mail address",
  notBouncing: "This address is not bouncing: its bounce may have been cleared already",
};

export const bouncePageSize = 50;

/** GET /api/v1/office/bounces */
export const bounceListQuerySchema = z.object({ page: coercedIntegerSchema().min(1).default(1) });

export const mailBounceSchema = z.object({
  address: z.string(),
  /** The receiving server's reply: "550 5.1.1 <a@example.org>: Recipient address rejected: User unknown". */
  reason: z.string(),
  bouncedAt: z.string(),
  /** The account whose address it is now; null when no account has it (any more). */
  member: z.object({ id: z.number().int(), memberNo: z.number().int(), name: z.string() }).nullable(),
});
export type MailBounce = z.infer<typeof mailBounceSchema>;

export const bounceListSchema = z.object({
  results: z.array(mailBounceSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type BounceList = z.infer<typeof bounceListSchema>;

/** POST /api/v1/office/bounces/clear: the address, whatever its case. */
export const clearBounceInputSchema = z.object({
  address: textSchema({ error: mailBounceMessages.addressRequired })
    .trim()
    .min(1, { error: mailBounceMessages.addressRequired, abort: true })
    .max(254, { error: mailBounceMessages.addressFormat, abort: true })
    .pipe(z.email({ error: mailBounceMessages.addressFormat }))
    .transform((address) => address.toLowerCase()),
});
export type ClearBounceInput = z.output<typeof clearBounceInputSchema>;
