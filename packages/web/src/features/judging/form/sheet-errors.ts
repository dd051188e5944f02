import type { FormCategory } from "@club/domain/judging.rules";
import { codeName } from "@club/domain/wire-keys";
import type { FieldErrors } from "../../../api/api-error.ts";

type SheetField = `deductions.${number}` | "notes" | "disqualifiedBy";

/**
 * A refused sheet's errors where the judge will see them: `deductions.<category>` at that category's field, notes
 * and the rule at theirs; the rest (the whole deductions, the results published) are listed above Save.
 */
export function placeSheetErrors(
  form: readonly FormCategory[],
  errors: FieldErrors,
): { fields: [SheetField, string][]; rest: FieldErrors } {
  const fields: [SheetField, string][] = [];
  const rest: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages.join(" ");
    const index = form.findIndex((category) => key === `deductions.${category.name}`);
    const name = codeName(key);
    if (index >= 0) fields.push([`deductions.${index}`, message]);
    else if (name === "notes" || name === "disqualifiedBy") fields.push([name, message]);
    else rest[key] = messages;
  }
  return { fields, rest };
}
