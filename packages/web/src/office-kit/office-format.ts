/** Shown where the record has no value. */
export const noValue = "—";

/** spec §9: dates read YYYY-MM-DD. */
export function formatDay(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : noValue;
}

const two = (value: number) => String(value).padStart(2, "0");

/** A moment (an ISO timestamp) as YYYY-MM-DD HH:MM in the reader's own time zone. */
export function formatMoment(value: string | null | undefined): string {
  if (!value) return noValue;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
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
