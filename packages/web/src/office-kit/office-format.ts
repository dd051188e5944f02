import { dayOfMoment, momentInTable } from "../lib/club-clock.ts";

/** Shown where the record has no value. */
export const noValue = "—";

/** spec §9: dates read YYYY-MM-DD; a moment's date is its day in the club's time zone (issue 40). */
export function formatDay(value: string | null | undefined): string {
  return value ? dayOfMoment(value) : noValue;
}

/** A moment (an ISO timestamp) as "2026-12-03 9:49 PM" in the club's time zone (issue 40), as the office's tables write it. */
export function formatMoment(value: string | null | undefined): string {
  return value ? momentInTable(value) : noValue;
}

/** "bank_transfer" → "Bank transfer", "member.update" → "Member update": a code read as words. */
export function humanize(code: string): string {
  const words = code
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const methodLabels: Record<string, string> = {
  cheque: "Cheque",
  cash: "Cash",
  bank_transfer: "Bank transfer",
  paypal: "PayPal",
  sandbox: "Sandbox (test payments)",
};

/** How a payment was made: an office method or an online provider. */
export function paymentMethodLabel(method: string): string {
  return methodLabels[method] ?? humanize(method);
}
