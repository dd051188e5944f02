import { formatCents } from "@club/domain/money";
import { offlineMethods } from "@club/domain/office.schema";
import { paymentProviders } from "@club/domain/payment.schema";

/** Cents as dollars, a refund (negative) with its minus sign before the dollar sign: "-$15.00". */
export function formatSignedCents(cents: number): string {
  return cents < 0 ? `-${formatCents(-cents)}` : formatCents(cents);
}

/** Every method the payments list filters by (GET /office/payments?method=): the office's, then the online ones. */
export const paymentMethods = [...offlineMethods, ...paymentProviders];
