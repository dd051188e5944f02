import {
  archiveIssueSummarySchema,
  archiveMentionInputSchema,
  archiveMentionSchema,
  archivePageViewSchema,
  archiveSearchQuerySchema,
  archiveSearchReplySchema,
} from "@club/domain/archive.schema";
import { idParamSchema, signedLinkQuerySchema } from "@club/domain/fields.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { inlineDisposition } from "../../lib/content-disposition.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { decideMentionAsOwner, suggestMention } from "./archive-mentions.service.ts";
import {
  readIssueFile,
  readIssueSummary,
  readPage,
  readPageImage,
  searchArchive,
} from "./archive-reading.service.ts";
import type { ArchiveContext } from "./archive-view.ts";

const tags = ["archive"];
const idParams = z.object({ id: idParamSchema });
const pageParams = z.object({ id: idParamSchema, page: idParamSchema });
const readers =
  "Public issues are everyone's, signed in or not; members-only ones are read by members in good standing and the office, and are not found (404) by anyone else.";
const decision = (status: "confirmed" | "dismissed") => ({
  schema: {
    tags,
    summary:
      status === "confirmed"
        ? "Confirm that an archive page shows your car: it stays on the car's page and history"
        : "Dismiss an archive page found for your car: it was another car",
    description:
      "The car's owner only (404 for anyone else; the office decides from its own queue). 409 when decided already.",
    params: idParams,
    response: { 200: archiveMentionSchema, 401: errorReply, 404: errorReply, 409: errorReply },
  },
});

/** Issue 45: reading the club's publications, and linking their pages to the registry's cars. */
export const archiveRoutes: FastifyPluginAsyncZod<{ context: ArchiveContext }> = async (app, { context }) => {
  app.get(
    "/archive/search",
    {
      config: { public: true, readsSession: true },
      schema: {
        tags,
        summary:
          "Search the archive's pages to the word: ranked pages with the issue, the page and a snippet with the words found marked",
        description: `${readers} q in web-search syntax ("a phrase", or, -word), stemmed (English); publication and years (year_from, year_to) filter by the issue. 20 results a page, best first. When no page holds the words as typed, the archive's nearest spellings are searched instead and named in spelled_as. No q: no results, with the publications for the filter.`,
        querystring: archiveSearchQuerySchema,
        response: { 200: archiveSearchReplySchema, 400: errorReply },
      },
    },
    async (request) => searchArchive(context, request.auth, request.query),
  );

  app.get(
    "/archive/issues/:id",
    {
      config: { public: true, readsSession: true },
      schema: {
        tags,
        summary: "An issue of the archive: its publication, title, number, date and pages",
        description: `${readers} 409 while its pages are still being read.`,
        params: idParams,
        response: { 200: archiveIssueSummarySchema, 400: errorReply, 404: errorReply, 409: errorReply },
      },
    },
    async (request) => readIssueSummary(context, request.auth, request.params.id),
  );

  app.get(
    "/archive/issues/:id/pages/:page",
    {
      config: { public: true, readsSession: true },
      schema: {
        tags,
        summary:
          "One page of an issue: its picture (signed for an hour), its words as read (OCR for a scan), the PDF opened at it, and the cars it is confirmed on",
        description: `${readers} The cars are listed to members in good standing and the office; one found by its serial number only where its owner shows the numbers.`,
        params: pageParams,
        response: { 200: archivePageViewSchema, 400: errorReply, 404: errorReply, 409: errorReply },
      },
    },
    async (request) => readPage(context, request.auth, request.params.id, request.params.page),
  );

  app.get(
    "/archive/files/:id",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "An issue's PDF (application/pdf, shown in the browser) by the signed URL a page's pdf_url gives; 403 when the link expired",
        params: idParams,
        querystring: signedLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const { issue, body } = await readIssueFile(context, request.params.id, request.query);
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", inlineDisposition(issue.fileName))
        .header("Cache-Control", "private, max-age=3600")
        .send(body);
    },
  );

  app.get(
    "/archive/page_images/:id/:page/:variant",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "A page's picture (image/webp): `image` about 1,200 px wide, `thumbnail` 240 px; by signed URL, 403 when the link expired",
        params: z.object({ id: idParamSchema, page: idParamSchema, variant: z.enum(["image", "thumbnail"]) }),
        querystring: signedLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const body = await readPageImage(context, { ...request.params, ...request.query });
      return reply
        .header("Content-Type", "image/webp")
        .header("Cache-Control", "private, max-age=3600")
        .send(body);
    },
  );

  app.post(
    "/archive/mentions",
    {
      schema: {
        tags,
        summary:
          "Suggest an archive page for a car of the registry: it waits for the owner's or the office's decision",
        description:
          "Members in good standing (403 under `membership` otherwise). 404 naming vehicle_id, issue_id or page when there is no such car, readable issue or page; 409 when the page is linked to the car already.",
        body: archiveMentionInputSchema,
        response: {
          201: archiveMentionSchema,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
          409: errorReply,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await suggestMention(context, sessionOf(request), request.body)),
  );

  app.post("/archive/mentions/:id/confirm", decision("confirmed"), async (request) =>
    decideMentionAsOwner(context, sessionOf(request), request.params.id, "confirmed"),
  );
  app.post("/archive/mentions/:id/dismiss", decision("dismissed"), async (request) =>
    decideMentionAsOwner(context, sessionOf(request), request.params.id, "dismissed"),
  );
};
