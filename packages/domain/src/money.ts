// spec §9: amounts are integer cents; people read dollars with two decimals; the payment provider gets "12.34".

// One formatter for every amount: toLocaleString with options builds a new one on each call, which cost a letters
// PDF a fifth of its drawing (issue 41).
const dollars = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatCents(cents: number): string {
  return `$${dollars.format(cents / 100)}`;
}

/** Cents as dollars, a negative amount (a refund) with its minus sign before the dollar sign: "-$15.00". */
export function formatSignedCents(cents: number): string {
  // Math.abs: minus zero (a refund of nothing, negated) is written as zero.
  return cents < 0 ? `-${formatCents(-cents)}` : formatCents(Math.abs(cents));
}

export function centsToDecimalString(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "12.34" (as PayPal reports amounts) to 1234; anything else to NaN. */
export function decimalStringToCents(value: string): number {
  return /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
}
