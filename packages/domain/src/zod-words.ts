import { z } from "zod";

// Issue 40: every validation message a person can see is written in words. Schemas name their own messages; this is
// the club's fallback for a check that names none (an id in a path, a list left empty, a field of the wrong kind), in
// place of zod's "Too small: expected array to have >=1 items". Installed once by the server and the web.

type Issue = z.core.$ZodRawIssue;

const kinds: Record<string, string> = {
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  string: "text",
  boolean: "yes or no (true or false)",
  array: "a list",
  object: "a set of fields",
  date: "a date",
};

const formats: Record<string, string> = {
  email: "Enter an e-mail address, such as name@example.com",
  url: "Enter a web address starting with https://",
  uuid: "This is not a valid reference",
  date: "Enter a date as YYYY-MM-DD",
  datetime: "Enter a date and time",
  regex: "This is not written in the expected form",
};

const count = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

function tooSmall(issue: Extract<Issue, { code: "too_small" }>): string {
  const { minimum, origin } = issue;
  if (origin === "string")
    return Number(minimum) <= 1
      ? "This is required"
      : `Enter at least ${count(minimum, "character", "characters")}`;
  if (origin === "array" || origin === "set")
    return Number(minimum) <= 1 ? "Choose at least one" : `Choose at least ${minimum}`;
  return issue.inclusive === false ? `Enter a number above ${minimum}` : `Enter ${minimum} or more`;
}

function tooBig(issue: Extract<Issue, { code: "too_big" }>): string {
  const { maximum, origin } = issue;
  if (origin === "string") return `Enter at most ${count(maximum, "character", "characters")}`;
  if (origin === "array" || origin === "set") return `Choose at most ${maximum}`;
  if (origin === "file") return "This file is too large";
  return issue.inclusive === false ? `Enter a number below ${maximum}` : `Enter ${maximum} or less`;
}

/** The words for an issue no schema worded itself. */
export function issueInWords(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "This is required";
      return `Enter ${kinds[issue.expected] ?? "a value of the right kind"}`;
    case "too_small":
      return tooSmall(issue);
    case "too_big":
      return tooBig(issue);
    case "invalid_format":
      return formats[issue.format] ?? "This is not written in the expected form";
    case "invalid_value":
      return issue.values.length === 1
        ? `This must be ${String(issue.values[0])}`
        : `Choose one of: ${issue.values.map(String).join(", ")}`;
    case "not_multiple_of":
      return `Enter a multiple of ${issue.divisor}`;
    case "unrecognized_keys":
      return `Remove what the form does not know: ${issue.keys.join(", ")}`;
    default:
      return "This value is not valid";
  }
}

/** Makes the words above zod's own, for every schema in this process. */
export function installZodWords() {
  z.config({ customError: issueInWords });
}
