import { describe, expect, it } from "vitest";
import { registryMessages, vehicleTransferInputSchema } from "./vehicle-registry.schema.ts";
import { lastNamesMatch, ownershipEndRefusal, transferMessages } from "./vehicle-transfer.rules.ts";

describe("lastNamesMatch", () => {
  it("matches the name written loosely: case, spaces, accents and punctuation aside", () => {
    expect(lastNamesMatch("obrien", "O'Brien")).toBe(true);
    expect(lastNamesMatch(" MÜLLER ", "Muller")).toBe(true);
    expect(lastNamesMatch("Smith Jones", "Smith-Jones")).toBe(true);
  });

  it("refuses another name, and an empty one even against an empty name", () => {
    expect(lastNamesMatch("Smith", "Smyth")).toBe(false);
    expect(lastNamesMatch("", "")).toBe(false);
    expect(lastNamesMatch("'-", "")).toBe(false);
  });
});

describe("ownershipEndRefusal", () => {
  const facts = { today: "2026-11-21", modelYear: 1932, ownedSince: null };

  it("takes a day from 1 January of the model year to today", () => {
    expect(ownershipEndRefusal("1932-01-01", facts)).toBeNull();
    expect(ownershipEndRefusal("2026-11-21", facts)).toBeNull();
  });

  it("refuses a day before the car was made, after today, or before its owner had it", () => {
    expect(ownershipEndRefusal("1901-05-01", facts)).toBe(transferMessages.beforeModelYear(1932));
    expect(ownershipEndRefusal("1931-12-31", facts)).toBe(transferMessages.beforeModelYear(1932));
    expect(ownershipEndRefusal("2026-11-22", facts)).toBe(registryMessages.saleInFuture);
    expect(ownershipEndRefusal("1990-01-01", { ...facts, ownedSince: "1995-06-01" })).toBe(
      registryMessages.saleBeforeOwnership("1995-06-01"),
    );
  });
});

describe("vehicleTransferInputSchema", () => {
  it("asks for the buyer's last name with their member number", () => {
    const parsed = vehicleTransferInputSchema.safeParse({ memberNo: 12 });
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["buyerLastName"], registryMessages.buyerLastNameRequired],
    ]);
    expect(vehicleTransferInputSchema.safeParse({ memberNo: 12, buyerLastName: "Benton" }).success).toBe(
      true,
    );
    expect(vehicleTransferInputSchema.safeParse({ buyerName: "Jean Dupont" }).success).toBe(true);
  });
});
