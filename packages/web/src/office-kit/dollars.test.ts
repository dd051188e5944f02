import { describe, expect, it } from "vitest";
import { centsToDollarsText, dollarsToCents } from "./dollars.ts";

describe("dollarsToCents", () => {
  it("reads whole dollars, cents, a dollar sign and thousands separators", () => {
    expect(dollarsToCents("80")).toBe(8000);
    expect(dollarsToCents("80.5")).toBe(8050);
    expect(dollarsToCents("80.05")).toBe(8005);
    expect(dollarsToCents(" $1,080.00 ")).toBe(108000);
    expect(dollarsToCents(".75")).toBe(75);
  });

  it("never rounds through floating point", () => {
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents("1.13")).toBe(113);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "abc", "1.234", "-5", "1e3", "12.3.4"])
      expect(dollarsToCents(text)).toBeUndefined();
  });

  it("writes cents back as dollars with two decimals", () => {
    expect(centsToDollarsText(9785)).toBe("97.85");
    expect(centsToDollarsText(8000)).toBe("80.00");
  });
});
