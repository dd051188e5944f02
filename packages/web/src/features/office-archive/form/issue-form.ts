import {
  archiveFileMaxBytes,
  archiveIssueInputSchema,
  archiveMessages,
  type OfficeArchiveIssue,
} from "@club/domain/archive.schema";
import type { z } from "zod";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";

/** An issue's facts as the upload form and the Edit dialog hold them (the upload's PDF is held apart). */
export interface IssueValues {
  publication: string;
  title: string;
  volume: string;
  number: string;
  issueDate: string;
  membersOnly: boolean;
}

export const issueFormFields = ["publication", "title", "volume", "number", "issueDate", "membersOnly"];

/** A new issue: members only unless the office opens it to everyone. */
export const emptyIssueValues: IssueValues = {
  publication: "",
  title: "",
  volume: "",
  number: "",
  issueDate: "",
  membersOnly: true,
};

export function issueValuesOf(issue: OfficeArchiveIssue): IssueValues {
  return {
    publication: issue.publication,
    title: issue.title,
    volume: issue.volume ?? "",
    number: issue.number ?? "",
    issueDate: issue.issueDate,
    membersOnly: issue.membersOnly,
  };
}

/** The facts as a request sends them: what the server's schema reads (a blank volume or number is none to it). */
export type IssueBody = z.input<typeof archiveIssueInputSchema>;

/**
 * The facts to send, once the resolver has checked them: as typed, trimmed. Not the schema's output, whose blank
 * volume is null: the server parses the input again, and a PATCH's null is not a text.
 */
export function issueBodyOf(values: IssueValues): IssueBody {
  return {
    publication: values.publication.trim(),
    title: values.title.trim(),
    volume: values.volume.trim(),
    number: values.number.trim(),
    issueDate: values.issueDate,
    membersOnly: values.membersOnly,
  };
}

/** A PDF by its type, or by its name where the browser gives no type. */
const isPdf = (file: File) =>
  file.type === "application/pdf" || (file.type === "" && file.name.toLowerCase().endsWith(".pdf"));

/**
 * What the browser can tell of the chosen file before it goes: there is one, it is a PDF, it is not too large. Its
 * pages are counted by the server, which says so under the file too.
 */
export function fileProblem(file: File | null): string | undefined {
  if (!file) return archiveMessages.fileRequired;
  if (!isPdf(file)) return archiveMessages.notPdf;
  if (file.size > archiveFileMaxBytes) return archiveMessages.tooLarge;
  return undefined;
}

/** The request's schema; a date not given is said as missing, not as a date written wrong. */
export const issueResolver = bodyResolver<IssueValues>(archiveIssueInputSchema, (values) => values, {
  precheck: (values): Record<string, string> =>
    values.issueDate === "" ? { issueDate: archiveMessages.issueDateRequired } : {},
});
