import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AwardThreshold,
  awardFor,
  awardMakesSenior,
  deductionError,
  defaultJudgingForm,
  defaultTabulationOptions,
  isHalfPoint,
  isTenthOfPoint,
  scoringMethodWords,
  tabulate,
  totalDeducted,
} from "./judging.rules.ts";

const thresholds: AwardThreshold[] = [
  { division: "Primary", award: "First", minScore: 90, maxScore: null, makesSenior: true },
  { division: "Primary", award: "Second", minScore: 80, maxScore: null },
  { division: "Primary", award: "Third", minScore: 70, maxScore: null },
  { division: "Touring", award: "Touring Award", minScore: 0, maxScore: 93 },
];

const deduction = fc.integer({ min: 0, max: 100 });

describe("tabulating a car's sheets", () => {
  it("drops the highest and the lowest of four and averages the middle two (the meet's example: 89)", () => {
    const result = tabulate([5, 10, 12, 40], defaultTabulationOptions);
    expect(result).toMatchObject({ score: 89, method: "drop_high_low", dropped: [95, 60], spread: 35 });
    expect(result.flagged).toBe(true);
  });

  it("with four sheets, always the average of the middle two, whatever their order", () => {
    fc.assert(
      fc.property(fc.array(deduction, { minLength: 4, maxLength: 4 }), (deductions) => {
        const scores = deductions.map((points) => 100 - points).sort((a, b) => a - b);
        const expected = Math.round(((scores[1] as number) + (scores[2] as number)) * 5) / 10;
        expect(tabulate(deductions, defaultTabulationOptions).score).toBe(expected);
        expect(tabulate([...deductions].reverse(), defaultTabulationOptions).score).toBe(expected);
      }),
    );
  });

  it("never scores outside its kept sheets, and one sheet far off moves the score no more than the others", () => {
    fc.assert(
      fc.property(fc.array(deduction, { minLength: 1, maxLength: 7 }), (deductions) => {
        const result = tabulate(deductions, defaultTabulationOptions);
        const scores = deductions.map((points) => 100 - points);
        expect(result.score).toBeGreaterThanOrEqual(Math.min(...scores) - 0.05);
        expect(result.score).toBeLessThanOrEqual(Math.max(...scores) + 0.05);
        expect(result.flagged).toBe(result.spread > defaultTabulationOptions.spreadLimit);
      }),
    );
  });

  it("says how a score was reached, for the entrant and the office alike", () => {
    expect(scoringMethodWords("drop_high_low", 4)).toBe(
      "The highest and the lowest of four sheets dropped, the others averaged",
    );
    expect(scoringMethodWords("median", 3)).toBe("The middle score of the three sheets");
    expect(scoringMethodWords("average_all", 1)).toBe("The one sheet's score");
    expect(scoringMethodWords("none", 0)).toBe("No judge saved a sheet");
  });

  it("states the meet's rule for fewer than four sheets", () => {
    expect(tabulate([10, 20, 60], defaultTabulationOptions)).toMatchObject({
      score: 70,
      method: "average_all",
    });
    expect(tabulate([10, 20, 60], { ...defaultTabulationOptions, fewerSheets: "median" })).toMatchObject({
      score: 80,
      method: "median",
    });
    expect(tabulate([], defaultTabulationOptions)).toMatchObject({ score: null, method: "none" });
  });
});

describe("awards by reaching a score", () => {
  it("gives the highest award a score reaches in its division; 89 is the next one down from First at 90", () => {
    expect(awardFor(thresholds, { division: "Primary", score: 90, disqualified: false })).toBe("First");
    expect(awardFor(thresholds, { division: "Primary", score: 89, disqualified: false })).toBe("Second");
    expect(awardFor(thresholds, { division: "Primary", score: 69.9, disqualified: false })).toBeNull();
  });

  it("caps Touring at 93: a higher score disqualifies from the Touring Award, and a disqualifier earns nothing", () => {
    expect(awardFor(thresholds, { division: "Touring", score: 93, disqualified: false })).toBe(
      "Touring Award",
    );
    expect(awardFor(thresholds, { division: "Touring", score: 93.5, disqualified: false })).toBeNull();
    expect(awardFor(thresholds, { division: "Touring", score: 80, disqualified: true })).toBeNull();
  });

  it("gives equal scores the same award, and a higher score never a lesser one", () => {
    const rank = (award: string | null) => ["First", "Second", "Third"].indexOf(award ?? "none");
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lowAward = awardFor(thresholds, { division: "Primary", score: low, disqualified: false });
          const highAward = awardFor(thresholds, { division: "Primary", score: high, disqualified: false });
          expect(awardFor(thresholds, { division: "Primary", score: low, disqualified: false })).toBe(
            lowAward,
          );
          if (lowAward !== null) expect(rank(highAward)).toBeLessThanOrEqual(rank(lowAward));
        },
      ),
    );
  });
});

describe("a first place moves a car on", () => {
  it("makes a Senior car of the award whose threshold says so, in its own division only", () => {
    expect(awardMakesSenior(thresholds, { division: "Primary", award: "First" })).toBe(true);
    expect(awardMakesSenior(thresholds, { division: "Primary", award: "Second" })).toBe(false);
    expect(awardMakesSenior(thresholds, { division: "Touring", award: "First" })).toBe(false);
    expect(awardMakesSenior(thresholds, { division: "Primary", award: null })).toBe(false);
  });
});

describe("a judge's deductions", () => {
  it("stay within each category of the form, which sums to 100", () => {
    expect(defaultJudgingForm.reduce((sum, category) => sum + category.max, 0)).toBe(100);
    expect(deductionError(defaultJudgingForm, { Paint: 15, Interior: 3 })).toBeNull();
    expect(deductionError(defaultJudgingForm, { Paint: 16 })).toEqual({
      category: "Paint",
      message: "Paint: at most 15 points may be deducted",
    });
    expect(deductionError(defaultJudgingForm, { Wheels: 1 })?.category).toBe("Wheels");
    expect(totalDeducted({ Paint: 5, Interior: 7 })).toBe(12);
  });
});

describe("the points judges and the office type (issue 39)", () => {
  it("deducts whole and half points only; scores and spreads are to a tenth", () => {
    expect([0, -0, 0.5, 2, 14.5].every(isHalfPoint)).toBe(true);
    expect([1e-300, 0.3, 0.25, 1e308, Number.NaN].some(isHalfPoint)).toBe(false);
    expect([0, -0, 92.5, 0.3, 100].every(isTenthOfPoint)).toBe(true);
    expect([1e-300, 0.05, 92.55, Number.NaN].some(isTenthOfPoint)).toBe(false);
  });
});
