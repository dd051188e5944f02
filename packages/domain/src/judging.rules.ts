import { daysAfter } from "./days.ts";

// Issue 29: Grand Classic judging as the club's rules have it. A car starts at 100 points and each judge deducts,
// category by category; with four sheets the highest and the lowest score are dropped and the middle two averaged;
// awards are given by reaching a score (thresholds), never by ranking.

/** How far a judge has come: Apprentice, then Judge, Accredited and Master. */
export const judgeLevels = ["apprentice", "judge", "accredited", "master"] as const;
export type JudgeLevel = (typeof judgeLevels)[number];

export interface FormCategory {
  name: string;
  /** The most a judge may deduct in this category. */
  max: number;
}

/**
 * The 100-point form: a car's categories and how much each may lose, summing to 100. The club edits it per meet;
 * this is the form a meet starts from.
 */
export const defaultJudgingForm: readonly FormCategory[] = [
  { name: "Paint", max: 15 },
  { name: "Body and fit", max: 15 },
  { name: "Chrome and plating", max: 10 },
  { name: "Glass and lamps", max: 5 },
  { name: "Interior", max: 15 },
  { name: "Engine compartment", max: 15 },
  { name: "Chassis and undercarriage", max: 10 },
  { name: "Operation", max: 10 },
  { name: "Authenticity", max: 5 },
];

/** What happens when a car has fewer sheets than four: the average of them all, or their median. */
export const fewerSheetsRules = ["average_all", "median"] as const;
export type FewerSheetsRule = (typeof fewerSheetsRules)[number];

export interface TabulationOptions {
  fewerSheets: FewerSheetsRule;
  /** Sheets further apart than this many points are flagged for the head judge. */
  spreadLimit: number;
}

export const defaultTabulationOptions: TabulationOptions = { fewerSheets: "average_all", spreadLimit: 15 };

/** Judges deduct in whole and half points (the sheet's steppers move by half a point; the server refuses others). */
export const halfPointStep = 0.5;
export const isHalfPoint = (points: number) => Number.isInteger(points / halfPointStep);

/** Scores, thresholds and spreads are told to a tenth of a point (issue 39: 1e-300 is not a score). */
export const isTenthOfPoint = (points: number) => Number(points.toFixed(1)) === points;

/** One decimal, as a score sheet reads: 88.75 is 88.8. */
const tenths = (value: number) => Math.round(value * 10) / 10;

const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : average(sorted.slice(middle - 1, middle + 1));
}

export interface Tabulation {
  /** 100 less the deductions the rule keeps; null with no sheet. */
  score: number | null;
  /** How the score was reached, in words the result states. */
  method: "drop_high_low" | FewerSheetsRule | "none";
  /** The sheets' scores, highest first, and those dropped. */
  sheetScores: number[];
  dropped: number[];
  /** The highest sheet's score less the lowest's. */
  spread: number;
  flagged: boolean;
}

/**
 * A car's score from its judges' total deductions: with four sheets or more, the highest and the lowest score are
 * dropped and the rest averaged (with four, the middle two); with fewer, the meet's rule.
 */
export function tabulate(deductions: readonly number[], options: TabulationOptions): Tabulation {
  const sheetScores = deductions.map((deducted) => tenths(100 - deducted)).sort((a, b) => b - a);
  if (sheetScores.length === 0)
    return { score: null, method: "none", sheetScores, dropped: [], spread: 0, flagged: false };
  const spread = tenths((sheetScores[0] as number) - (sheetScores.at(-1) as number));
  const flagged = spread > options.spreadLimit;
  if (sheetScores.length >= 4) {
    const kept = sheetScores.slice(1, -1);
    return {
      score: tenths(average(kept)),
      method: "drop_high_low",
      sheetScores,
      dropped: [sheetScores[0] as number, sheetScores.at(-1) as number],
      spread,
      flagged,
    };
  }
  const score = options.fewerSheets === "median" ? median([...sheetScores].reverse()) : average(sheetScores);
  return { score: tenths(score), method: options.fewerSheets, sheetScores, dropped: [], spread, flagged };
}

export interface AwardThreshold {
  division: string;
  award: string;
  minScore: number;
  /** The Touring division's cap: a higher score does not earn this award (93 on the club's form). */
  maxScore: number | null;
  /** A car earning this award becomes a Senior car (the club's rule for a first place). */
  makesSenior?: boolean;
}

/**
 * The award a score earns in its division: of the thresholds it reaches (and does not pass the cap of), the one
 * asking the most. A disqualified car, or one with no score, earns none; equal scores earn the same award.
 */
export function awardFor(
  thresholds: readonly AwardThreshold[],
  entry: { division: string; score: number | null; disqualified: boolean },
): string | null {
  const { score } = entry;
  if (score === null || entry.disqualified) return null;
  const reached = thresholds.filter(
    (threshold) =>
      threshold.division === entry.division &&
      score >= threshold.minScore &&
      (threshold.maxScore === null || score <= threshold.maxScore),
  );
  const best = reached.reduce<AwardThreshold | null>(
    (top, threshold) => (top === null || threshold.minScore > top.minScore ? threshold : top),
    null,
  );
  return best?.award ?? null;
}

/** Whether the award an entry earned in its division makes its car a Senior car. */
export function awardMakesSenior(
  thresholds: readonly AwardThreshold[],
  entry: { division: string; award: string | null },
): boolean {
  return thresholds.some(
    (threshold) =>
      threshold.makesSenior === true &&
      threshold.division === entry.division &&
      threshold.award === entry.award,
  );
}

/** A judge's deductions: within each category's maximum, the names those of the form; the first one wrong, or null. */
export function deductionError(
  form: readonly FormCategory[],
  deductions: Record<string, number>,
): { category: string; message: string } | null {
  for (const [category, points] of Object.entries(deductions)) {
    const entry = form.find((candidate) => candidate.name === category);
    if (!entry) return { category, message: `${category} is not a category of this meet's form` };
    if (points < 0) return { category, message: `${category}: a deduction cannot be below 0` };
    if (points > entry.max)
      return { category, message: `${category}: at most ${entry.max} points may be deducted` };
  }
  return null;
}

/** What a sheet deducts in all. */
export const totalDeducted = (deductions: Record<string, number>) =>
  Object.values(deductions).reduce((sum, points) => sum + points, 0);

const countWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"];

/**
 * How a car's score was reached, in the words its result states for the entrant and the office alike: "The highest
 * and the lowest of four sheets dropped, the others averaged". A team has eight judges at most.
 */
export function scoringMethodWords(method: Tabulation["method"], sheets: number): string {
  const count = countWords[sheets] ?? String(sheets);
  if (method === "none") return "No judge saved a sheet";
  if (method === "drop_high_low")
    return `The highest and the lowest of ${count} sheets dropped, the others averaged`;
  if (sheets === 1) return "The one sheet's score";
  return method === "median"
    ? `The middle score of the ${count} sheets`
    : `The average of the ${count} sheets`;
}

/** Issue 40: a team's leader is one of its judges (the server refuses a setup otherwise; the set-up form says so first). */
export const leaderInTeam = (team: { leaderId: number; judgeIds: readonly number[] }) =>
  team.judgeIds.includes(team.leaderId);

/**
 * Issue 40: a deduction written as one, never like a score ("Paint 3 points" read as a score of 3): "3 points off",
 * "1 point off", to a tenth.
 */
export function deductionWords(points: number): string {
  const tenths = Math.round(points * 10) / 10;
  return tenths === 1 ? "1 point off" : `${tenths} points off`;
}

/** The same in a column of figures: "−3" (a minus sign, not a hyphen), "0" for none. */
export function deductionFigure(points: number): string {
  const tenths = Math.round(points * 10) / 10;
  return tenths === 0 ? "0" : `−${tenths}`;
}

/**
 * Issue 40: results go on the cars' permanent records, so they are published from the meet's first day (both days
 * YYYY-MM-DD in the club's time zone), and may be withdrawn for `withdrawResultsDays` after publishing.
 */
export const mayPublishResults = (today: string, firstDay: string) => today >= firstDay;

export const withdrawResultsDays = 14;

/** The last moment published results may be withdrawn. */
export const resultsWithdrawableUntil = (publishedAt: Date) => daysAfter(publishedAt, withdrawResultsDays);
