import { z } from "zod";
import { renewButtonSchema } from "./renewal.schema.ts";

// Issue 25, "renew in one tap": the reminder's link opens one page that renews last year's choices as they are.

const cents = z.number().int();

/** Why a member cannot renew as last year now: the Renew button's reason, or no membership to renew at all. */
export const notRenewableReasonSchema = z.enum([
  "lifelong",
  "already_renewed",
  "outside_window",
  "no_membership",
]);
export type NotRenewableReason = z.infer<typeof notRenewableReasonSchema>;

/**
 * GET /api/v1/members/renewal_quote: last year's choices priced as the checkout prices them online (the
 * convenience fee included) and by cheque (no fee), or why renewing is not open to the member now.
 */
export const renewalQuoteSchema = z.discriminatedUnion("renewable", [
  z.object({
    renewable: z.literal(true),
    renewButton: renewButtonSchema,
    items: z.array(z.object({ description: z.string(), amount: cents })),
    fee: cents,
    totalOnline: cents,
    totalByCheque: cents,
  }),
  z.object({
    renewable: z.literal(false),
    reason: notRenewableReasonSchema,
    message: z.string(),
  }),
]);
export type RenewalQuote = z.infer<typeof renewalQuoteSchema>;

export const renewalQuoteMessages = {
  lifelong: "Your membership is for life: there is nothing to renew.",
  noMembership: "There is no membership on your account to renew yet.",
  planNotOffered: (plan: string) => `${plan} is no longer offered. Please choose your membership again.`,
  regionalPlanNotOffered:
    "One of your regional memberships is no longer offered. Please choose your memberships again.",
} as const;
