import { z } from "zod";

// Issue 28: the pieces a registration and an event are told in, to members and to the office alike.

export const guestSchema = z.object({ firstName: z.string(), lastName: z.string() });

/**
 * An item bought with a registration: which of the event's items (issue 39: by its id; null for an item the office
 * has since removed from the event), how many, at what price each (cents).
 */
export const chosenItemSchema = z.object({
  itemId: z.number().int().nullable(),
  label: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
});
export type ChosenItem = z.infer<typeof chosenItemSchema>;

/** The car a registration names. */
export const registeredVehicleSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  make: z.string().nullable(),
  model: z.string(),
});

/** An event's cancellation rule as replies state it (cancellationRuleSchema is what the office sends). */
export const cancellationRuleReplySchema = z.object({
  fullRefundUntil: z.string().nullable(),
  fee: z.number().int(),
  noRefundAfter: z.string().nullable(),
});
