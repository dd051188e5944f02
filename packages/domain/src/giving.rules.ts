import { z } from "zod";

// spec §3, §9: museum membership levels in dollars; the museum cost is level x 100 cents.
export const museumLevels = [
  { value: 0, label: "None" },
  { value: 50, label: "$50 Regular" },
  { value: 100, label: "$100 Sustaining" },
  { value: 500, label: "$500 Heritage" },
  { value: 1000, label: "$1000 Life" },
] as const;
export const museumLevelValues = [0, 50, 100, 500, 1000] as const;
export type MuseumLevel = (typeof museumLevelValues)[number];

export const museumLevelSchema = z.union(museumLevelValues.map((level) => z.literal(level)));

export function museumCostCents(level: number): number {
  return level * 100;
}

// spec §5 donation amount messages.
export const givingMessages = {
  amountRequired: "'In the Amount of' field is required",
  amountTooLong: "'In the Amount of' field may not exceed 6 characters",
  amountNotInteger: "'In the Amount of' field must be an integer",
  amountZero: "'In the Amount of' field can not be zero",
  museumLevelRequired: "Membership Level field is required",
} as const;

export const donationMaxLength = 6;

/** The first rule a typed dollar amount breaks, or null when it is a whole number of dollars from 1 to 999999. */
export function donationAmountError(typed: string): string | null {
  const value = typed.trim();
  if (value === "") return givingMessages.amountRequired;
  if (value.length > donationMaxLength) return givingMessages.amountTooLong;
  if (!/^\d+$/.test(value)) return givingMessages.amountNotInteger;
  if (Number(value) === 0) return givingMessages.amountZero;
  return null;
}

/** The same rule for an amount already in cents, as the server receives it (stored x100, spec §9). */
export function donationCentsError(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return givingMessages.amountRequired;
  if (!Number.isInteger(cents) || cents % 100 !== 0) return givingMessages.amountNotInteger;
  if (cents === 0) return givingMessages.amountZero;
  if (cents < 0) return givingMessages.amountNotInteger;
  if (cents > 999_999 * 100) return givingMessages.amountTooLong;
  return null;
}

/** The Giving Opportunities button reads after what was chosen (spec §5). */
export function givingButtonLabel(anyDonation: boolean): string {
  return anyDonation ? "Save Donation & Continue" : "Skip at this time";
}
