import type { FormCategory } from "@club/domain/judging.rules";
import type { ScoreSheetInput } from "@club/domain/judging.schema";

// Issue 29: a score sheet as the form holds it. The deductions are a list in the form's order rather than a map by
// category name, as a category's name may hold a dot that a field's path would read as a step.

export interface ScoreSheetValues {
  deductions: number[];
  notes: string;
  disqualifiedBy: string;
}

/** The sheet the judge left off at (saved on the phone, else on the server), or a clean one. */
export function sheetValues(form: readonly FormCategory[], sheet: ScoreSheetInput | null): ScoreSheetValues {
  return {
    deductions: form.map((category) => sheet?.deductions[category.name] ?? 0),
    notes: sheet?.notes ?? "",
    disqualifiedBy: sheet?.disqualifiedBy ?? "",
  };
}

/** The PUT's body: each category's deduction under its name as the form spells it. */
export function sheetInput(form: readonly FormCategory[], values: ScoreSheetValues): ScoreSheetInput {
  return {
    deductions: Object.fromEntries(
      form.map((category, index) => [category.name, values.deductions[index] ?? 0]),
    ),
    notes: values.notes.trim() || null,
    disqualifiedBy: values.disqualifiedBy.trim() || null,
  };
}
