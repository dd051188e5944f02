import { defaultJudgingForm, leaderInTeam } from "@club/domain/judging.rules";
import { type JudgingSetup, judgingMessages, judgingSetupInputSchema } from "@club/domain/judging.schema";
import type { EventRegistrant } from "@club/domain/office-events.schema";
import type { FieldPath, FieldErrors as FormErrors, Resolver, UseFormReturn } from "react-hook-form";
import { ApiError } from "../../../api/api-error.ts";

/**
 * A meet's judging as its form holds it: numbers and ids as the fields type them ("" for none); an entry per
 * confirmed registration with a car, its class "" while it is not entered. The score sheet is the club's
 * 100-point form, or the meet's own categories.
 */
export interface JudgingValues {
  formChoice: "club" | "own";
  categories: { name: string; max: string }[];
  classes: { code: string; name: string; division: string }[];
  thresholds: { division: string; award: string; minScore: string; maxScore: string; makesSenior: boolean }[];
  teams: { classCode: string; leaderId: string; judgeIds: string[] }[];
  entries: { registrationId: number; classCode: string }[];
}

export const emptyCategory = { name: "", max: "" };
export const emptyClass = { code: "", name: "", division: "" };
export const emptyThreshold = { division: "", award: "", minScore: "", maxScore: "", makesSenior: false };
export const emptyTeam = { classCode: "", leaderId: "", judgeIds: [] };

/** The club's 100-point form as rows of the form, for a meet's own form to start from. */
export const clubFormRows: JudgingValues["categories"] = defaultJudgingForm.map((category) => ({
  name: category.name,
  max: String(category.max),
}));

export function judgingValuesOf(setup: JudgingSetup, entrants: readonly EventRegistrant[]): JudgingValues {
  return {
    formChoice: isClubForm(setup.form) ? "club" : "own",
    categories: setup.form.map((category) => ({ name: category.name, max: String(category.max) })),
    classes: setup.classes.map((item) => ({ ...item })),
    thresholds: setup.thresholds.map((threshold) => ({
      division: threshold.division,
      award: threshold.award,
      minScore: String(threshold.minScore),
      maxScore: threshold.maxScore === null ? "" : String(threshold.maxScore),
      makesSenior: threshold.makesSenior,
    })),
    teams: setup.teams.map((team) => ({
      classCode: team.classCode,
      leaderId: String(team.leaderId),
      judgeIds: team.judges.map((judge) => String(judge.id)),
    })),
    entries: entrants.map((entrant) => ({
      registrationId: entrant.id,
      classCode: setup.entries.find((entry) => entry.registrationId === entrant.id)?.classCode ?? "",
    })),
  };
}

/** Whether the meet judges on the club's 100-point form: its page then opens on that choice, not on rows to edit. */
function isClubForm(form: JudgingSetup["form"]): boolean {
  return (
    form.length === defaultJudgingForm.length &&
    form.every(
      (category, index) =>
        category.name === defaultJudgingForm[index]?.name && category.max === defaultJudgingForm[index]?.max,
    )
  );
}

const numberOf = (typed: string) => (typed.trim() === "" ? undefined : Number(typed));

/**
 * What the form sends before the schema checked it: the club's form as none; only the registrations given a class
 * are entries.
 */
export function judgingBodyOf(values: JudgingValues) {
  return {
    form:
      values.formChoice === "club"
        ? null
        : {
            categories: values.categories.map((category) => ({
              name: category.name,
              max: numberOf(category.max),
            })),
          },
    classes: values.classes,
    thresholds: values.thresholds.map((threshold) => ({
      division: threshold.division,
      award: threshold.award,
      minScore: numberOf(threshold.minScore),
      maxScore: numberOf(threshold.maxScore) ?? null,
      makesSenior: threshold.makesSenior,
    })),
    teams: values.teams.map((team) => ({
      classCode: team.classCode,
      leaderId: numberOf(team.leaderId),
      judgeIds: team.judgeIds.map(Number),
    })),
    entries: values.entries
      .filter((entry) => entry.classCode !== "")
      .map((entry) => ({ registrationId: entry.registrationId, classCode: entry.classCode })),
  };
}

/**
 * The field of the form an error of the body names: the form's categories are the rows of categories; an entry by
 * its place among those entered is the class select of its registration; a team's judge is the team's judges.
 */
export function judgingFieldOf(name: string, values: JudgingValues): string {
  if (name === "form" || name.startsWith("form.")) return name.replace(/^form(\.categories)?/, "categories");
  const [list, index, field] = name.split(".");
  if (list === "entries" && index !== undefined) {
    const entered = values.entries.flatMap((entry, at) => (entry.classCode === "" ? [] : [at]));
    return `entries.${entered[Number(index)] ?? index}.classCode`;
  }
  if (list === "teams" && field === "judgeIds") return `teams.${index}.judgeIds`;
  return name;
}

/**
 * Every field of the form an error may name: each row's fields, and the lists that show their own (a category
 * twice, classes twice, an entry twice).
 */
export function judgingFormFields(values: JudgingValues): string[] {
  const rows = (list: Exclude<keyof JudgingValues, "formChoice">, fields: string[]) =>
    values[list].flatMap((_, index) => fields.map((field) => `${list}.${index}.${field}`));
  return [
    "categories",
    "classes",
    "entries",
    ...rows("categories", ["name", "max"]),
    ...rows("classes", ["code", "name", "division"]),
    ...rows("thresholds", ["division", "award", "minScore", "maxScore", "makesSenior"]),
    ...rows("teams", ["classCode", "leaderId", "judgeIds"]),
    ...rows("entries", ["classCode"]),
  ];
}

/** A refused save's errors, each named by the field of the form it belongs to. */
export function judgingErrorOf(error: unknown, values: JudgingValues): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error.errors)) {
    const field = judgingFieldOf(name, values);
    errors[field] = [...(errors[field] ?? []), ...messages];
  }
  return new ApiError(error.status, errors, error.existing);
}

/**
 * Issue 40: a team whose leader is not among its judges, said at the leader's field before sending, as the server
 * would refuse it.
 */
function leaderIssues(values: JudgingValues) {
  return values.teams.flatMap((team, index) =>
    team.leaderId !== "" &&
    team.judgeIds.length > 0 &&
    !leaderInTeam({ leaderId: Number(team.leaderId), judgeIds: team.judgeIds.map(Number) })
      ? [
          {
            path: ["teams", String(index), "leaderId"],
            code: "custom",
            message: judgingMessages.leaderInTeam,
          },
        ]
      : [],
  );
}

/** The request's schema and the team leaders, each issue shown at the field of the form it names. */
export const judgingResolver: Resolver<JudgingValues> = async (values) => {
  const parsed = judgingSetupInputSchema.safeParse(judgingBodyOf(values));
  const issues = [...(parsed.success ? [] : parsed.error.issues), ...leaderIssues(values)];
  if (issues.length === 0) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const field = judgingFieldOf(issue.path.map(String).join("."), values) || "root";
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FormErrors<JudgingValues> };
};

/** The message of the field (or list) `name`, wherever the resolver or the server put it. */
export function errorAt(form: UseFormReturn<JudgingValues>, name: string): string | undefined {
  return form.getFieldState(name as FieldPath<JudgingValues>, form.formState).error?.message;
}
