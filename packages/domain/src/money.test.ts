import { describe, expect, it } from "vitest";
import { centsToDecimalString, decimalStringToCents, formatCents } from "./money.ts";

describe("money (spec §9)", () => {
  it("shows dollars from cents with two decimals", () => {
    expect(formatCents(17510)).toBe("$175.10");
    expect(formatCents(250000)).toBe("$2,500.00");
    expect(formatCents(5)).toBe("$0.05");
  });

  it("gives the provider dollars with two decimals, and reads them back", () => {
    expect(centsToDecimalString(8240)).toBe("82.40");
    expect(decimalStringToCents("82.40")).toBe(8240);
    expect(decimalStringToCents("82.4")).toBe(8240);
    expect(decimalStringToCents("1e3")).toBeNaN();
  });
});
