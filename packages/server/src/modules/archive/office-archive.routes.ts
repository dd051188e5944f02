import {
  archiveFileMaxBytes,
  archiveFileMaxMegabytes,
  archiveIssueInputSchema,
  archiveIssuePatchSchema,
  archiveMentionSchema,
  archiveMessages,
  archivePagesMax,
  officeArchiveIssuePageSchema,
  officeArchiveIssueSchema,
  officeArchiveMentionPageSchema,
  officeArchiveMentionQuerySchema,
  officeArchiveQuerySchema,
} from "@club/domain/archive.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import { toCodeKeys } from "@club/domain/wire-keys";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { fileBytesAsTheyCome, unreadableForm, uploadedFileName } from "../../lib/multipart.ts";
import { invalidInput } from "../../lib/validation-errors.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import type { ArchiveContext } from "./archive-view.ts";
import {
  changeIssue,
  decideMentionForOffice,
  findCarsAgain,
  getOfficeIssue,
  listIssuesForOffice,
  listMentionsForOffice,
  removeIssue,
  uploadIssue,
} from "./office-archive.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };

/** The upload's fields (snake_case, as every request's keys) and its one PDF, refused past the limit as it streams. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError("multipart_required", { file: [archiveMessages.fileRequired] });
  const fields: Record<string, unknown> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: archiveFileMaxBytes, files: 1, fields: 10 },
    })) {
      if (part.type === "file") {
        const upload = part as MultipartFile;
        const bytes = await fileBytesAsTheyCome(request, upload, archiveFileMaxBytes);
        if (upload.fieldname === "file" && bytes.length > 0)
          file = { fileName: uploadedFileName(upload.filename, "issue.pdf"), bytes };
      } else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("pdf_too_large", { file: [archiveMessages.tooLarge] });
    throw unreadableForm(error);
  }
  const input = archiveIssueInputSchema.safeParse(toCodeKeys(fields));
  if (!input.success) throw invalidInput(input.error);
  if (!file) throw new AppError("invalid_input", { file: [archiveMessages.fileRequired] });
  return { input: input.data, file };
}

/**
 * Issue 45: /api/v1/office/archive (`manageArchive`, office staff): the club's publications, uploaded and read by the
 * job `archive-issues`, and the queue of pages found for cars. Registered by office-api.ts behind the office guard.
 */
export const officeArchiveRoutes: FastifyPluginAsyncZod<{ context: ArchiveContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/archive/issues",
    {
      config: { can: "manageArchive" },
      schema: {
        tags,
        summary:
          "The archive's issues, newest issue date first, 50 a page, with their reading's progress and their cars' links",
        querystring: officeArchiveQuerySchema,
        response: { 200: officeArchiveIssuePageSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => listIssuesForOffice(context, request.query.page),
  );

  app.post(
    "/archive/issues",
    {
      config: { can: "manageArchive" },
      schema: {
        tags,
        summary:
          "Upload an issue of a publication (PDF): it is stored and read by the job archive-issues, page by page, with progress (audit: archive_issue_uploaded)",
        description: `multipart/form-data: publication, title, volume, number, issue_date (YYYY-MM-DD), members_only ("true", the default, or "false"), then the PDF as \`file\` (at most ${archiveFileMaxMegabytes} MB and ${archivePagesMax} pages). Answers 202 with the issue waiting to be read; GET /office/archive/issues/{id} tells its progress. A file that is not a PDF, cannot be opened or has too many pages: 422 naming file; too large: 413.`,
        response: {
          202: officeArchiveIssueSchema,
          400: errorReply,
          ...refused,
          413: errorReply,
          415: errorReply,
          422: errorReply,
        },
      },
    },
    async (request, reply) => {
      const { input, file } = await readUpload(request);
      return reply.status(202).send(await uploadIssue(context, sessionOf(request), input, file));
    },
  );

  app.get(
    "/archive/issues/:id",
    {
      config: { can: "manageArchive" },
      schema: {
        tags,
        summary: "An issue of the archive with its reading's progress (pages read of its pages)",
        params: idParams,
        response: { 200: officeArchiveIssueSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => getOfficeIssue(context, request.params.id),
  );

  app.patch(
    "/archive/issues/:id",
    {
      config: { can: "manageArchive" },
      schema: {
        tags,
        summary:
          "Correct an issue's facts, or open it to the public or keep it for members (audit: archive_issue_changed)",
        params: idParams,
        body: archiveIssuePatchSchema,
        response: { 200: officeArchiveIssueSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => changeIssue(context, sessionOf(request), request.params.id, request.body),
  );

  app.post(
    "/archive/issues/:id/find_cars",
    {
      config: { can: "manageArchive" },
      schema: {
        tags,
        summary:
          "Look for the registry's cars on an issue's pages again (cars registered or given their serial numbers since it was read): the job matches its pages, telling its progress in finding_cars (audit: archive_issue_matched_again)",
        description:
          "Answers 202 with the issue. Links found wait for the owner or the office; a link decided already stays as decided. 409 (issue_not_ready) while its pages are being read.",
        params: idParams,
        response: {
          202: officeArchiveIssueSchema,
          400: errorReply,
          404: errorReply,
          409: errorReply,
          ...refused,
        },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await findCarsAgain(context, sessionOf(request), request.params.id)),
  );

  app.delete(
    "/archive/issues/:id",
    {
      config: { can: "manageArchive" },
      schema: {
        tags,
        summary: "Delete an issue with its pages and files (audit: archive_issue_deleted)",
        description:
          "409 (issue_has_history) while a car's history shows one of its pages (a confirmed link).",
        params: idParams,
        response: { 204: z.null(), 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await removeIssue(context, sessionOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/archive/mentions",
    {
      config: { can: "manageArchive" },
      schema: {
        tags,
        summary:
          "Pages found for cars (by serial number, or year, make, model and owner's name) and suggested by members, by state; those waiting oldest first",
        querystring: officeArchiveMentionQuerySchema,
        response: { 200: officeArchiveMentionPageSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => listMentionsForOffice(context, request.query.status, request.query.page),
  );

  for (const [path, status] of [
    ["confirm", "confirmed"],
    ["dismiss", "dismissed"],
  ] as const)
    app.post(
      `/archive/mentions/:id/${path}`,
      {
        config: { can: "manageArchive" },
        schema: {
          tags,
          summary:
            status === "confirmed"
              ? "Confirm that a page shows the car: it goes on the car's page and history"
              : "Dismiss a page found for a car: another car, or a wrong match",
          description: "409 (mention_decided) when decided already.",
          params: idParams,
          response: {
            200: archiveMentionSchema,
            400: errorReply,
            404: errorReply,
            409: errorReply,
            ...refused,
          },
        },
      },
      async (request) => decideMentionForOffice(context, sessionOf(request), request.params.id, status),
    );
};
