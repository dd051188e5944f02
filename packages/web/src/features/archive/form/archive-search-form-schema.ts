import { archiveMessages, archiveQueryMax } from "@club/domain/archive.schema";
import { z } from "zod";

const year = z
  .string()
  .trim()
  .regex(/^(\d{4})?$/, { error: "Enter a year such as 1968, or leave it empty" });

/**
 * Issue 45: the archive's search as typed: words, and optionally a publication and years; the server checks the same
 * with archiveSearchQuerySchema and answers in the same words.
 */
export const archiveSearchFormSchema = z
  .object({
    q: z.string().trim().max(archiveQueryMax, { error: archiveMessages.queryTooLong }),
    publication: z.string(),
    yearFrom: year,
    yearTo: year,
  })
  .superRefine((values, check) => {
    if (values.yearFrom && values.yearTo && Number(values.yearFrom) > Number(values.yearTo))
      check.addIssue({ code: "custom", path: ["yearFrom"], message: archiveMessages.yearsOrder });
  });

export type ArchiveSearchFormValues = z.input<typeof archiveSearchFormSchema>;

export const emptyArchiveSearchForm: ArchiveSearchFormValues = {
  q: "",
  publication: "",
  yearFrom: "",
  yearTo: "",
};
