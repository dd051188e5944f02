import { describe, expect, it } from "vitest";
import { electionDayRefusals, electionInputSchema, electionMessages } from "./election.schema.ts";

// Issue 46: an election's days and what it puts to the vote, checked once here for the form, the route and the
// service after a change.

const days = {
  recordOn: "2027-01-31",
  nominationsFrom: "2027-02-01",
  nominationsTo: "2027-02-28",
  votingFrom: "2027-03-01",
  votingTo: "2027-03-31",
  termsStartOn: null,
  termsEndOn: null,
};

describe("an election's days", () => {
  it("takes days in order, and nominations left out (the office names the candidates)", () => {
    expect(electionDayRefusals(days)).toEqual({});
    expect(electionDayRefusals({ ...days, nominationsFrom: null, nominationsTo: null })).toEqual({});
    expect(electionDayRefusals({ ...days, recordOn: days.votingFrom, votingTo: days.votingFrom })).toEqual(
      {},
    );
  });

  it.each([
    [{ recordOn: "2027-03-02" }, "recordOn", electionMessages.recordAfterVoting],
    [{ votingTo: "2027-02-28" }, "votingTo", electionMessages.votingEndsBeforeStart],
    [{ nominationsTo: null }, "nominationsTo", electionMessages.nominationsBothOrNeither],
    [{ nominationsFrom: null }, "nominationsFrom", electionMessages.nominationsBothOrNeither],
    [{ nominationsTo: "2027-01-15" }, "nominationsTo", electionMessages.nominationsEndBeforeStart],
    [{ nominationsTo: "2027-03-01" }, "nominationsTo", electionMessages.nominationsAfterVoting],
    [
      { termsStartOn: "2027-04-01", termsEndOn: "2027-03-31" },
      "termsEndOn",
      electionMessages.termsEndBeforeStart,
    ],
  ] as const)("refuses %o at %s", (change, field, message) => {
    expect(electionDayRefusals({ ...days, ...change })).toEqual({ [field]: message });
  });
});

describe("what an election puts to the vote", () => {
  const election = { title: "Board election", ...days };

  it("needs an office to fill or a question", () => {
    const parsed = electionInputSchema.safeParse(election);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["races", electionMessages.nothingToVoteOn],
    ]);
  });

  it("fills a committee in a national election and a region's office in a region's, never the other", () => {
    const national = electionInputSchema.safeParse({
      ...election,
      races: [{ title: "Director", seats: 1, regionalOfficeId: 3 }],
    });
    expect(national.error?.issues[0]).toMatchObject({
      path: ["races", 0, "regionalOfficeId"],
      message: electionMessages.officeInNational,
    });
    const regional = electionInputSchema.safeParse({
      ...election,
      regionCode: "gi",
      races: [{ title: "Board", seats: 2, committeeId: 1 }],
    });
    expect(regional.error?.issues[0]).toMatchObject({
      path: ["races", 0, "committeeId"],
      message: electionMessages.committeeInRegion,
    });
    const board = electionInputSchema.parse({
      ...election,
      races: [{ title: "Board", seats: 2, committeeId: 1 }],
    });
    expect(board).toMatchObject({
      regionCode: null,
      races: [{ seats: 2, committeeId: 1, regionalOfficeId: null }],
    });
  });
});
