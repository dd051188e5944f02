import { deductionWords, scoringMethodWords } from "@club/domain/judging.rules";
import type { OwnScoreSheets } from "@club/domain/judging.schema";
import type { DetailRow } from "../../../components/detail-list.tsx";

// Issue 29: a judged car's result and its judges' sheets in the words the member reads them in.

type OwnSheet = OwnScoreSheets["sheets"][number];

/** Points to a tenth, as a score sheet reads: "1 point", "12.5 points". */
export function pointsText(points: number): string {
  const tenths = Math.round(points * 10) / 10;
  return tenths === 1 ? "1 point" : `${tenths} points`;
}

/** The result at the top of the dialog: the score, the award and how the score was reached. */
export function resultRows(result: OwnScoreSheets): DetailRow[] {
  return [
    { label: "Score", value: result.score === null ? "No score" : pointsText(result.score) },
    { label: "Award", value: result.award ?? "No award" },
    { label: "How it was scored", value: `${scoringMethodWords(result.method, result.sheets.length)}.` },
  ];
}

/**
 * One sheet: its judge when the club shows their names, the categories the judge deducted in, the total, the
 * sheet's own score and the rule the car fails. Issue 40: a deduction reads as one ("Paint: 3 points off"); "Paint
 * 3 points" read like a score of 3.
 */
export function sheetRows(sheet: OwnSheet): DetailRow[] {
  const deducted = Object.entries(sheet.deductions).filter(([, points]) => points > 0);
  const rows: DetailRow[] = sheet.judge ? [{ label: "Judge", value: sheet.judge }] : [];
  if (deducted.length === 0) rows.push({ label: "Deductions", value: "None" });
  for (const [category, points] of deducted) rows.push({ label: category, value: deductionWords(points) });
  rows.push(
    { label: "Points off in all", value: deductionWords(sheet.totalDeducted) },
    { label: "This sheet's score", value: pointsText(100 - sheet.totalDeducted) },
  );
  if (sheet.disqualifiedBy) rows.push({ label: "Disqualified by", value: sheet.disqualifiedBy });
  return rows;
}
