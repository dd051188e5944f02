import { z } from "zod";
import {
  coercedIntegerSchema,
  idSchema,
  isoDaySchema,
  multiLineTextSchema,
  singleLineTextSchema,
  textSchema,
} from "./fields.schema.ts";
import { officePageSchema } from "./office.schema.ts";

// Issue 45: the club's publications, kept as PDFs whose every page is read (its text layer, or OCR for a scan) and
// searched to the word; each page that names a car of the registry is linked to it once the office or the car's
// owner confirms the match.

/** An upload larger than this is refused before it is stored (nginx's client_max_body_size is 60m). */
export const archiveFileMaxBytes = 50 * 1024 * 1024;
export const archiveFileMaxMegabytes = archiveFileMaxBytes / 1024 / 1024;
/** An issue of more pages is refused (a magazine runs to a hundred or two). */
export const archivePagesMax = 400;
/** A member's suggestions waiting for a decision at once: enough for an afternoon with the archive, not a flood. */
export const archiveSuggestionsWaitingMax = 20;
/** Results on one page of a search. */
export const archivePageSize = 20;
export const archiveQueryMax = 200;

/** An issue's processing: waiting for the job, its pages being read, all read (searchable), or given up on. */
export const archiveIssueStatuses = ["queued", "processing", "ready", "failed"] as const;
export type ArchiveIssueStatus = (typeof archiveIssueStatuses)[number];
export const archiveIssueStatusLabels: Record<ArchiveIssueStatus, string> = {
  queued: "Waiting to be read",
  processing: "Reading its pages",
  ready: "Searchable",
  failed: "Could not be read",
};

export const archiveMessages = {
  fileRequired: "Choose the issue's PDF",
  notPdf: "This file is not a PDF. Upload the issue as a PDF file.",
  tooLarge: `The PDF is larger than ${archiveFileMaxMegabytes} MB. Split it or reduce its images.`,
  tooManyPages: (pages: number) =>
    `The PDF has ${pages} pages; an issue may have at most ${archivePagesMax}. Split it into parts.`,
  unreadable: "This PDF could not be opened (it may be damaged or protected by a password).",
  publicationRequired: "Publication is required",
  titleRequired: "Title is required",
  issueDateRequired: "Issue date is required",
  notFound: "This issue is not in the archive.",
  pageNotFound: "This issue has no such page.",
  notReady: "This issue's pages are still being read. Try again when it is searchable.",
  notReadyToMatch: "Cars can be looked for once the issue's pages are read.",
  mentionNotFound: "This mention is not in the archive.",
  mentionDecided: "This mention has been decided already.",
  alreadyMentioned: "This page is already linked to this car.",
  vehicleNotFound: "This car is not in the registry.",
  tooManySuggestions: `You have ${archiveSuggestionsWaitingMax} suggestions waiting for their cars' owners or the office. Suggest more once some are decided.`,
  historyPointsHere:
    "Pages of this issue are confirmed on cars' histories: dismiss those mentions first, or keep the issue for members only.",
  readFailed: "The issue's pages could not be read. Delete it and upload the PDF again.",
  interrupted: "Reading this issue stopped three times. Delete it and upload the PDF again.",
  queryTooLong: `Search for at most ${archiveQueryMax} characters`,
  yearsOrder: "The first year must not be after the last",
} as const;

const line = (max: number, required?: string) =>
  singleLineTextSchema(required ? { error: required } : undefined)
    .trim()
    .max(max);

/**
 * The issue's facts, as the office types them: with the upload (multipart fields beside `file`) and when it is
 * corrected (PATCH).
 */
export const archiveIssueInputSchema = z.object({
  publication: line(120, archiveMessages.publicationRequired).min(1, {
    error: archiveMessages.publicationRequired,
  }),
  title: line(200, archiveMessages.titleRequired).min(1, { error: archiveMessages.titleRequired }),
  /** As printed: "XII", "12", "Spring". */
  volume: line(20)
    .optional()
    .transform((value) => value || null),
  number: line(20)
    .optional()
    .transform((value) => value || null),
  issueDate: singleLineTextSchema({ error: archiveMessages.issueDateRequired })
    .trim()
    .min(1, { error: archiveMessages.issueDateRequired })
    .pipe(isoDaySchema()),
  /** Members only (the default) or open to everyone, signed in or not. */
  membersOnly: z.preprocess(
    (value) => (value === "true" ? true : value === "false" ? false : value),
    z.boolean().default(true),
  ),
});
export type ArchiveIssueInput = z.output<typeof archiveIssueInputSchema>;
export const archiveIssuePatchSchema = archiveIssueInputSchema.partial();
export type ArchiveIssuePatch = z.output<typeof archiveIssuePatchSchema>;

/** An issue as the office's list shows it, with its processing's progress. */
export const officeArchiveIssueSchema = z.object({
  id: z.number().int(),
  publication: z.string(),
  title: z.string(),
  volume: z.string().nullable(),
  number: z.string().nullable(),
  issueDate: z.string(),
  membersOnly: z.boolean(),
  fileName: z.string(),
  fileBytes: z.number().int(),
  status: z.enum(archiveIssueStatuses),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** Pages read by OCR (scans without a text layer). */
  ocrPages: z.number().int(),
  error: z.string().nullable(),
  /** Matching its pages against the registry again, as the office asked: pages matched of its pages; null: not asked. */
  findingCars: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  /** Mentions of cars found or suggested on its pages, by their state. */
  mentions: z.object({ pending: z.number().int(), confirmed: z.number().int() }),
  createdAt: z.string(),
});
export type OfficeArchiveIssue = z.infer<typeof officeArchiveIssueSchema>;
export const officeArchiveIssuePageSchema = officePageSchema(officeArchiveIssueSchema);
export type OfficeArchiveIssuePage = z.infer<typeof officeArchiveIssuePageSchema>;
export const officeArchiveQuerySchema = z.object({ page: coercedIntegerSchema().min(1).default(1) });

/** A piece of a snippet: the page's words, with `hit` on those the search matched. */
export const snippetPartSchema = z.object({ text: z.string(), hit: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

/** The issue a page belongs to, as readers see it. */
export const archiveIssueSummarySchema = z.object({
  id: z.number().int(),
  publication: z.string(),
  title: z.string(),
  volume: z.string().nullable(),
  number: z.string().nullable(),
  issueDate: z.string(),
  membersOnly: z.boolean(),
  pageCount: z.number().int(),
});
export type ArchiveIssueSummary = z.infer<typeof archiveIssueSummarySchema>;

const optionalYear = z.preprocess(
  (value) => (value === "" ? undefined : value),
  coercedIntegerSchema().min(1800).max(2999).optional(),
);

/** GET /api/v1/archive/search: words (websearch syntax: "quoted phrases", or, -not), with optional filters. */
export const archiveSearchQuerySchema = z
  .object({
    q: textSchema()
      .trim()
      .max(archiveQueryMax, { error: archiveMessages.queryTooLong })
      .optional()
      .transform((value) => value || undefined),
    publication: line(120)
      .optional()
      .transform((value) => value || undefined),
    yearFrom: optionalYear,
    yearTo: optionalYear,
    page: coercedIntegerSchema().min(1).max(500).default(1),
  })
  .superRefine((query, check) => {
    if (query.yearFrom !== undefined && query.yearTo !== undefined && query.yearFrom > query.yearTo)
      check.addIssue({ code: "custom", path: ["yearFrom"], message: archiveMessages.yearsOrder });
  });
export type ArchiveSearchQuery = z.output<typeof archiveSearchQuerySchema>;

export const archiveSearchResultSchema = z.object({
  issue: archiveIssueSummarySchema,
  page: z.number().int(),
  snippet: z.array(snippetPartSchema),
  /** The page's picture, small (signed for an hour). */
  thumbnailUrl: z.string().nullable(),
});
export type ArchiveSearchResult = z.infer<typeof archiveSearchResultSchema>;

export const archiveSearchReplySchema = z.object({
  results: z.array(archiveSearchResultSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /**
   * When no page has the words as typed, the pages searched instead with the archive's nearest spellings
   * ("Dusenburg" → "duesenberg"); null otherwise.
   */
  spelledAs: z.string().nullable(),
  /** The publications the reader may search, for the filter. */
  publications: z.array(z.string()),
});
export type ArchiveSearchReply = z.infer<typeof archiveSearchReplySchema>;

export const archiveMentionStatuses = ["pending", "confirmed", "dismissed"] as const;
export type ArchiveMentionStatus = (typeof archiveMentionStatuses)[number];
/** How a page came to be linked to a car: its serial number on the page, its year, make and model with its owner's name, or a member's suggestion. */
export const archiveMentionSources = ["serial", "description", "suggested"] as const;
export type ArchiveMentionSource = (typeof archiveMentionSources)[number];
export const archiveMentionSourceLabels: Record<ArchiveMentionSource, string> = {
  serial: "Its serial number is on the page",
  description: "Its year, make and model are on the page with its owner's name",
  suggested: "Suggested by a member",
};

/** A page linked to a car, as the car's page and history show it. */
export const archiveMentionSchema = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  car: z.string(),
  issue: archiveIssueSummarySchema,
  page: z.number().int(),
  foundBy: z.enum(archiveMentionSources),
  status: z.enum(archiveMentionStatuses),
  thumbnailUrl: z.string().nullable(),
  /** Whether the reader may confirm or dismiss it (the car's owner and the office, while it waits). */
  canDecide: z.boolean(),
});
export type ArchiveMention = z.infer<typeof archiveMentionSchema>;

/** POST /api/v1/archive/mentions: a member suggests a page for a car they may see. */
export const archiveMentionInputSchema = z.object({
  vehicleId: idSchema({ error: "Choose the car" }),
  issueId: idSchema({ error: "Choose the issue" }),
  page: idSchema({ error: "Choose the page" }),
});
export type ArchiveMentionInput = z.output<typeof archiveMentionInputSchema>;

export const officeArchiveMentionQuerySchema = z.object({
  status: z.enum(archiveMentionStatuses).default("pending"),
  page: coercedIntegerSchema().min(1).default(1),
});
export const officeArchiveMentionPageSchema = officePageSchema(archiveMentionSchema);
export type OfficeArchiveMentionPage = z.infer<typeof officeArchiveMentionPageSchema>;

/** GET /api/v1/archive/issues/{id}/pages/{page}: one page of an issue, to read. */
export const archivePageViewSchema = z.object({
  issue: archiveIssueSummarySchema,
  page: z.number().int(),
  /** The page's words as read (for a screen reader, a search in the page, or a scan's OCR). */
  text: z.string(),
  ocr: z.boolean(),
  /** The page as a picture, wide enough to read on a phone (signed for an hour). */
  imageUrl: z.string().nullable(),
  /** The issue's PDF, opened at this page (signed for an hour). */
  pdfUrl: z.string(),
  /** The cars this page is confirmed on (as the reader may see them). */
  cars: z.array(z.object({ vehicleId: z.number().int(), car: z.string() })),
});
export type ArchivePageView = z.infer<typeof archivePageViewSchema>;

/** The Member Resources page's links, as the office keeps them (PUT /api/v1/office/resources). */
export const memberResourceSchema = z.object({
  label: line(80, "Label is required").min(1, { error: "Label is required" }),
  about: multiLineTextSchema().trim().max(300).default(""),
  url: z.url({ protocol: /^https?$/, error: "Use a full web address (https://…)" }).max(500),
});
export type MemberResource = z.output<typeof memberResourceSchema>;
export const memberResourcesSchema = z.object({
  resources: z.array(memberResourceSchema).max(20, { error: "Keep at most 20 links" }),
});
export type MemberResources = z.output<typeof memberResourcesSchema>;

/** Issue 45, Download my data: the pages they suggested for cars, and the links they confirmed or dismissed. */
export const myArchiveMentionSchema = z.object({
  car: z.string(),
  publication: z.string(),
  title: z.string(),
  issueDate: z.string(),
  page: z.number().int(),
  suggested: z.boolean(),
  status: z.enum(archiveMentionStatuses),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyArchiveMention = z.infer<typeof myArchiveMentionSchema>;
