import { describe, expect, it } from "vitest";
import { auditChanges, changeLine } from "./audit-changes.ts";

describe("audit changes in words", () => {
  it("lists only the fields that changed, before and after", () => {
    const changes = auditChanges({
      before: { email: "ann@old.example", city: "Winnetka", lifelong: false },
      after: { email: "ann@new.example", city: "Winnetka", lifelong: true },
    });
    expect(changes.map(changeLine)).toEqual([
      "Email: ann@old.example → ann@new.example",
      "Lifelong: No → Yes",
    ]);
  });

  it("reads amounts as dollars, empty values as such, and things set or removed", () => {
    expect(
      auditChanges({ before: null, after: { amount: 8000, reference: "1234" } }).map(changeLine),
    ).toEqual(["Amount: $80.00", "Reference: 1234"]);
    expect(auditChanges({ before: { suffix: "Jr." }, after: { suffix: null } }).map(changeLine)).toEqual([
      "Suffix: Jr. → (empty)",
    ]);
    expect(auditChanges({ before: { note: "x" }, after: {} }).map(changeLine)).toEqual(["Note: x (removed)"]);
  });

  it("writes nested values as words, not JSON", () => {
    const changes = auditChanges({
      before: null,
      after: { regions: ["GI", "UM"], plan: { title: "Active" } },
    });
    expect(changes.map(changeLine)).toEqual(["Regions: GI, UM", "Plan: Title: Active"]);
  });
});
