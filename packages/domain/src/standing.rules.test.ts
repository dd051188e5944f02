import { describe, expect, it } from "vitest";
import {
  type AccountFacts,
  inGoodStanding,
  maySignIn,
  memberFacingStanding,
  type Standing,
  standingOf,
  standings,
} from "./standing.rules.ts";

const today = "2026-11-21";
const open = { deceasedOn: null, resignedOn: null, mergedIntoId: null };
const paid = { duesExpire: "2026-12-31", lifelong: false, complimentary: false };

function account(changes: Partial<AccountFacts> = {}): AccountFacts {
  return { ...open, membership: paid, ...changes };
}

describe("standingOf", () => {
  it("is active while dues run to today or later, lapsed from the day after", () => {
    expect(standingOf(account({ membership: { ...paid, duesExpire: today } }), today)).toBe("active");
    expect(standingOf(account({ membership: { ...paid, duesExpire: "2026-11-20" } }), today)).toBe("lapsed");
  });

  it("is an unpaid joiner without a membership", () => {
    expect(standingOf(account({ membership: null }), today)).toBe("unpaid_joiner");
  });

  it("is lifetime on a lifelong plan, whatever its dues date", () => {
    const lifelong = { ...paid, duesExpire: "2000-12-31", lifelong: true };
    expect(standingOf(account({ membership: lifelong }), today)).toBe("lifetime");
  });

  it("is complimentary for the year the office gave, and lapsed once that year has run out", () => {
    const given = { ...paid, complimentary: true };
    expect(standingOf(account({ membership: given }), today)).toBe("complimentary");
    expect(standingOf(account({ membership: given }), "2027-01-01")).toBe("lapsed");
  });

  it("puts the office's closing first: merged, then deceased, then resigned, over any membership", () => {
    const lifelong = { ...paid, lifelong: true };
    expect(standingOf(account({ resignedOn: "2026-01-02", membership: lifelong }), today)).toBe("resigned");
    expect(standingOf(account({ deceasedOn: "2026-03-04", resignedOn: "2026-01-02" }), today)).toBe(
      "deceased",
    );
    expect(standingOf(account({ mergedIntoId: 7, deceasedOn: "2026-03-04", membership: null }), today)).toBe(
      "merged",
    );
  });
});

describe("what a standing allows", () => {
  const table: Record<Standing, { good: boolean; signIn: boolean; facing: string }> = {
    active: { good: true, signIn: true, facing: "active" },
    lifetime: { good: true, signIn: true, facing: "active" },
    complimentary: { good: true, signIn: true, facing: "active" },
    lapsed: { good: false, signIn: true, facing: "lapsed" },
    unpaid_joiner: { good: false, signIn: true, facing: "unpaid" },
    deceased: { good: false, signIn: false, facing: "lapsed" },
    resigned: { good: false, signIn: false, facing: "lapsed" },
    merged: { good: false, signIn: false, facing: "lapsed" },
  };

  it.each(standings)("%s", (standing) => {
    expect({
      good: inGoodStanding(standing),
      signIn: maySignIn(standing),
      facing: memberFacingStanding(standing),
    }).toEqual(table[standing]);
  });
});
