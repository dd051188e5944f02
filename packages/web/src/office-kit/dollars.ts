// Money is integer cents on the wire (spec §9); the office types and reads dollars.

/**
 * "80", "80.5", "$1,080.00" → cents (8000, 8050, 108000); undefined for anything that is not an amount of dollars
 * with at most two decimals.
 */
export function dollarsToCents(text: string): number | undefined {
  const plain = text.trim().replace(/^\$/, "").replace(/,/g, "").trim();
  if (!/^\d+(\.\d{1,2})?$/.test(plain) && !/^\.\d{1,2}$/.test(plain)) return undefined;
  const [whole = "0", fraction = ""] = plain.split(".");
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as the text of an amount field: 8000 → "80.00". */
export function centsToDollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}
