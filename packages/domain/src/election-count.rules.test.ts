import { describe, expect, it } from "vitest";
import { questionOutcome, seatOutcomes } from "./election-count.rules.ts";

const race = (...votes: number[]) => votes.map((count, index) => ({ nominationId: index + 1, votes: count }));
const elected = (outcomes: ReturnType<typeof seatOutcomes>) =>
  outcomes.filter((outcome) => outcome.elected).map((outcome) => outcome.nominationId);
const tied = (outcomes: ReturnType<typeof seatOutcomes>) =>
  outcomes.filter((outcome) => outcome.tied).map((outcome) => outcome.nominationId);

describe("who a count elects (issue 46)", () => {
  it("fills the seats with the most votes", () => {
    const outcomes = seatOutcomes(race(3, 1, 2), 2);
    expect(elected(outcomes)).toEqual([1, 3]);
    expect(tied(outcomes)).toEqual([]);
  });

  it("elects nobody to a seat two candidates tie for, and flags them", () => {
    const outcomes = seatOutcomes(race(4, 2, 2), 2);
    expect(elected(outcomes)).toEqual([1]);
    expect(tied(outcomes)).toEqual([2, 3]);
  });

  it("flags a tie for every seat when all have the same votes", () => {
    const outcomes = seatOutcomes(race(1, 1, 1), 1);
    expect(elected(outcomes)).toEqual([]);
    expect(tied(outcomes)).toEqual([1, 2, 3]);
  });

  it("a tie above the last seat elects both", () => {
    const outcomes = seatOutcomes(race(3, 3, 1), 2);
    expect(elected(outcomes)).toEqual([1, 2]);
    expect(tied(outcomes)).toEqual([]);
  });

  it("elects every candidate of an uncontested office, votes or not", () => {
    expect(elected(seatOutcomes(race(0, 5), 2))).toEqual([1, 2]);
  });

  it("carries a question with more yes than no, and flags yes and no alike", () => {
    expect(questionOutcome(3, 1)).toEqual({ carried: true, tie: false });
    expect(questionOutcome(1, 3)).toEqual({ carried: false, tie: false });
    expect(questionOutcome(2, 2)).toEqual({ carried: false, tie: true });
    expect(questionOutcome(0, 0)).toEqual({ carried: false, tie: true });
  });
});
