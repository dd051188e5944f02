import { idParamSchema } from "@club/domain/fields.schema";
import {
  importListSchema,
  importMappingInputSchema,
  importPreviewSchema,
  importSchema,
} from "@club/domain/import.schema";
import { officePageQuerySchema } from "@club/domain/office.schema";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { fileBytesAsTheyCome, unreadableForm } from "../../lib/multipart.ts";
import { sendFile } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { importFileMessages, importLimits } from "./import-file-limits.ts";
import { requestUndo } from "./import-undo.service.ts";
import {
  changeMapping,
  getImport,
  getImportPreview,
  type ImportsContext,
  importMessages,
  listImports,
  rejectedRowsCsv,
  requestCommit,
  requestPreview,
  type UploadedFile,
  uploadImport,
} from "./imports.service.ts";

const tags = ["office"];
const params = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };
const n = (value: number) => value.toLocaleString("en-US");
const mb = (bytes: number) => `${n(bytes / 1024 / 1024)} MB`;

// The mapping's keys are the file's column names, sent as they are (the route keeps the body's keys): the
// members' mapping under `mapping`, the cars' under `car_mapping`.
const mappingBodySchema = importMappingInputSchema.extend({
  car_mapping: importMappingInputSchema.shape.carMapping,
});

/**
 * The upload's files: `file` (the roster, or a registry file of cars alone) and, optionally, `cars` (a second file
 * of cars).
 */
async function readUpload(request: FastifyRequest): Promise<{ file: UploadedFile; cars?: UploadedFile }> {
  if (!request.isMultipart()) throw new AppError("invalid_input", { file: [importMessages.noFile] });
  const files: Record<string, UploadedFile> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: importLimits.bytes, files: 2 } })) {
      if (part.type !== "file") continue;
      const file = part as MultipartFile;
      const data = await fileBytesAsTheyCome(request, file, importLimits.bytes);
      if ((file.fieldname === "file" || file.fieldname === "cars") && data.length > 0)
        files[file.fieldname] = { fileName: file.filename || file.fieldname, data };
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("form_too_large", { file: [importFileMessages.tooLarge] });
    throw unreadableForm(error);
  }
  if (!files.file) throw new AppError("invalid_input", { file: [importMessages.noFile] });
  return { file: files.file, cars: files.cars };
}

/**
 * /api/v1/office/imports (issue 16, office_admin): a club's roster from a spreadsheet. Upload, map the columns,
 * preview, commit (a job, with progress), undo. Registered under the office's routes, behind their office-role and
 * second-factor hook.
 */
export const officeImportsRoutes: FastifyPluginAsyncZod<{ context: ImportsContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/imports",
    {
      config: { can: "manageImports" },
      schema: {
        tags,
        summary: "The imports, newest first, 50 a page, each as GET /imports/{id} shows it (office_admin)",
        description: "`page` from 1; `total` counts every import.",
        querystring: officePageQuerySchema,
        response: { 200: importListSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => listImports(context, request.query.page),
  );

  app.post(
    "/imports",
    {
      config: { can: "manageImports", officeWork: true },
      schema: {
        tags,
        summary:
          "Upload a roster (office_admin): the file's columns, the proposed mapping and its first rows",
        description: `multipart/form-data: \`file\`, a CSV (any delimiter, UTF-8 or Windows-1252, with or without a BOM) or an Excel workbook (.xlsx), ${mb(importLimits.bytes)} at most (413 naming file); optionally \`cars\`, a second file of cars. The members are the first sheet that does not look like cars; the cars, the second file or a sheet that looks like cars. A file whose every sheet looks like cars (a registry file) is an import of cars alone: \`columns\` and \`mapping\` empty, \`rows\` 0; with a second file of cars it is 422 naming cars. 400 naming file when there is none, 422 naming file when it has no rows under its header, 422 naming file (or cars) when it cannot be read or is past a limit: $n(importLimits.rows)rows a sheet, $n(importLimits.columns)columns, $n(importLimits.cellLength)characters a cell, a workbook that unpacks to $mb(importLimits.xlsxUnpackedBytes)at most in $n(importLimits.xlsxParts)parts at most. The file is read in a worker thread; 429 while several others wait for it.`,
        response: {
          201: importSchema,
          400: errorReply,
          413: errorReply,
          422: errorReply,
          429: errorReply,
          ...refused,
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const view = await uploadImport(context, { actorId: sessionOf(request).memberId, ...upload });
      return reply.status(201).send(view);
    },
  );

  app.get(
    "/imports/:id",
    {
      config: { can: "manageImports" },
      schema: {
        tags,
        summary:
          "An import (office_admin): status, columns and mapping, preview summary, the commit's or undo's progress, and the invitations to claim accounts",
        description:
          "`storing` while the upload stores the file's rows, a chunk at a time (mapping, preview and commit refuse it, 422); one whose storing stopped (the process ended) is `failed`, with `error` saying so, once no chunk has been stored for 10 minutes.",
        params,
        response: { 200: importSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => getImport(context, request.params.id),
  );

  app.put(
    "/imports/:id/mapping",
    {
      config: { can: "manageImports", keepKeys: true },
      schema: {
        tags,
        summary:
          "Map the file's columns to the portal's fields (office_admin), before the commit; clears the preview",
        description:
          "`mapping`: each members column to a field or null (a column left out is not imported); `car_mapping` likewise for the cars. The keys are the column names as the file has them (not converted). 400 naming mapping (or car_mapping) for a column the file does not have or a field chosen for two columns (regions may be chosen for several); 422 once the import is committed.",
        params,
        body: mappingBodySchema,
        response: { 200: importSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => {
      const { mapping, car_mapping, carMapping } = request.body;
      return changeMapping(context, request.params.id, { mapping, carMapping: car_mapping ?? carMapping });
    },
  );

  app.post(
    "/imports/:id/preview",
    {
      config: { can: "manageImports" },
      schema: {
        tags,
        summary:
          "Preview an import (office_admin): a job checks and matches every row; follow GET /imports/{id} until it is previewed, then read GET /imports/{id}/preview",
        description:
          "The import is `previewing` until the job is done, then `previewed`; a preview that stops leaves it `uploaded` with its error. Asked for again while it runs, it is the same preview.",
        params,
        response: { 202: importSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) => reply.status(202).send(await requestPreview(context, request.params.id)),
  );

  app.get(
    "/imports/:id/preview",
    {
      config: { can: "manageImports" },
      schema: {
        tags,
        summary:
          "What a commit would do (office_admin): members new, matched, changed and rejected, duplicates in the file, cars; each rejected row's reasons and each change before and after",
        description:
          "A row matches a member by member number, else by e-mail, else (without a number) by last name and postal code. The first 500 rejected rows and changes are listed; GET /imports/{id}/rejected.csv has every rejected row. 409 while the import is being previewed, or when it has no preview (not previewed, or committed since).",
        params,
        response: { 200: importPreviewSchema, 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request) => getImportPreview(context, request.params.id),
  );

  app.get(
    "/imports/:id/rejected.csv",
    {
      config: { can: "manageImports" },
      schema: {
        tags,
        summary:
          "The rejected and duplicate rows as a CSV file (text/csv, office_admin): the file's own columns and a Reasons column, to fix and upload again",
        params,
        querystring: z.object({ sheet: z.enum(["members", "cars"]).default("members") }),
        response: { 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await rejectedRowsCsv(context, request.params.id, request.query.sheet);
      return sendFile(reply, "csv", fileName, csv);
    },
  );

  app.post(
    "/imports/:id/commit",
    {
      config: { can: "manageImports" },
      schema: {
        tags,
        summary:
          "Commit a previewed import (office_admin): a job creates and changes the members and cars in batches, no mail sent; follow its progress with GET /imports/{id}",
        params,
        response: { 202: importSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await requestCommit(context, sessionOf(request).memberId, request.params.id)),
  );

  app.post(
    "/imports/:id/undo",
    {
      config: { can: "manageImports" },
      schema: {
        tags,
        summary:
          "Undo a committed import (office_admin): a job deletes the members and cars it created and puts back what it changed",
        description:
          "Refused (422) once members of the import have signed in or paid since the commit, saying how many. Importing the file again is a new upload.",
        params,
        response: { 202: importSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await requestUndo(context, sessionOf(request).memberId, request.params.id)),
  );
};
