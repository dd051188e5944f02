import { type Classic, classicInputSchema, classicYearsError } from "@club/domain/classics.schema";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";

/** The entry form's fields as typed: the make and years as the selects' values ("" for none). */
export interface ClassicValues {
  makeId: string;
  /** Blank: every model of the make. */
  series: string;
  firstYear: string;
  lastYear: string;
  notes: string;
}

export const emptyClassicValues: ClassicValues = {
  makeId: "",
  series: "",
  firstYear: "",
  lastYear: "",
  notes: "",
};

export const classicFormFields = Object.keys(emptyClassicValues);

export function classicValuesOf(entry: Classic): ClassicValues {
  return {
    makeId: String(entry.makeId),
    series: entry.series ?? "",
    firstYear: String(entry.firstYear),
    lastYear: String(entry.lastYear),
    notes: entry.notes ?? "",
  };
}

/** What the form sends before the schema checked it: a select left on "Select" is a missing number. */
export function classicBodyOf(values: ClassicValues): Record<keyof ClassicValues, unknown> {
  const chosen = (value: string) => (value === "" ? undefined : Number(value));
  return {
    makeId: chosen(values.makeId),
    series: values.series,
    firstYear: chosen(values.firstYear),
    lastYear: chosen(values.lastYear),
    notes: values.notes,
  };
}

/** The request's schema, then the years' order the server checks after it (422 on lastYear). */
export const classicResolver = bodyResolver(classicInputSchema, classicBodyOf, {
  precheck: (values): Record<string, string> => {
    const years = { firstYear: Number(values.firstYear), lastYear: Number(values.lastYear) };
    const error = values.firstYear && values.lastYear ? classicYearsError(years) : null;
    return error ? { lastYear: error } : {};
  },
});
