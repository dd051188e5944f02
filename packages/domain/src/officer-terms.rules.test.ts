import { describe, expect, it } from "vitest";
import { isCurrentTerm, termState } from "./officer-terms.rules.ts";

const term = { status: "confirmed" as const, startsOn: "2027-03-01", endsOn: "2028-02-29" };

describe("an officer's term", () => {
  it("gives its office from its first day to its last, both included", () => {
    expect(termState(term, "2027-02-28")).toBe("upcoming");
    expect(termState(term, "2027-03-01")).toBe("current");
    expect(termState(term, "2028-02-29")).toBe("current");
    expect(termState(term, "2028-03-01")).toBe("ended");
  });

  it("runs on with no last day until the office ends it", () => {
    expect(isCurrentTerm({ ...term, endsOn: null }, "2099-12-31")).toBe(true);
  });

  it("gives nothing while it is only proposed, whatever its days", () => {
    expect(termState({ ...term, status: "proposed" }, "2027-06-01")).toBe("proposed");
    expect(isCurrentTerm({ ...term, status: "proposed" }, "2027-06-01")).toBe(false);
  });
});
