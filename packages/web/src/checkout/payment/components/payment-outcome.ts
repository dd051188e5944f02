import type { FieldErrors } from "../../../api/api-error.ts";

/** How a payment attempt ended: the server's success message, or the errors to list (spec §4). */
export type PaymentOutcome = { status: "paid"; message: string } | { status: "failed"; errors: FieldErrors };

export interface PaymentMethodProps {
  invoiceId: string;
  /** Set while an attempt runs, so the dialog cannot be closed half-way. */
  onBusyChange: (busy: boolean) => void;
  onOutcome: (outcome: PaymentOutcome) => void;
}
