// spec §9: amounts are integer cents; people read dollars with two decimals; the payment provider gets "12.34".

export function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function centsToDecimalString(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "12.34" (as PayPal reports amounts) to 1234; anything else to NaN. */
export function decimalStringToCents(value: string): number {
  return /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
}
