import { testSendSchema } from "@club/domain/announcement.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import { officePageQuerySchema } from "@club/domain/office.schema";
import { regionCodeParamSchema } from "@club/domain/office-regions.schema";
import {
  regionNewsletterAudienceSchema,
  regionNewsletterInputSchema,
  regionNewsletterListSchema,
  regionNewsletterPreviewSchema,
  regionNewsletterSchema,
} from "@club/domain/region-posts.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  addRegionNewsletter,
  changeRegionNewsletter,
  listRegionNewsletters,
  previewRegionNewsletter,
  regionNewsletterAudience,
  sendRegionNewsletter,
  testRegionNewsletter,
} from "./region-newsletters.service.ts";

// Issue 42: a region's newsletter, by the region's newsletter editor or director, sent through the announcements.

const tags = ["regional administration"];
const regionParams = z.object({ code: regionCodeParamSchema });
const newsletterParams = regionParams.extend({ id: idParamSchema });
const refusals = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const audience =
  "It goes to the region's members in good standing whose regional dues run to today or later, less those who stopped bulk e-mail, whose address bounces or who have none; the editor does not choose another audience.";

export const regionNewslettersRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const base = "/regional_administrators/regions/:code/newsletters";

  app.get(
    base,
    {
      schema: {
        tags,
        summary:
          "The region's newsletters, newest first, 50 a page, with how far each is sent (for its editor)",
        params: regionParams,
        querystring: officePageQuerySchema,
        response: { 200: regionNewsletterListSchema, ...refusals },
      },
    },
    async (request) =>
      listRegionNewsletters(context, sessionOf(request), request.params.code, request.query.page),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary:
          "The region's editor writes a draft newsletter (region_newsletter_created in the audit trail)",
        description: audience,
        params: regionParams,
        body: regionNewsletterInputSchema,
        response: { 201: regionNewsletterSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addRegionNewsletter(context, sessionOf(request), request.params.code, request.body)),
  );

  app.get(
    `${base}/audience`,
    {
      schema: {
        tags,
        summary:
          "How many of the region's members a newsletter reaches today, and how many are skipped and why",
        description: audience,
        params: regionParams,
        response: { 200: regionNewsletterAudienceSchema, ...refusals },
      },
    },
    async (request) => regionNewsletterAudience(context, sessionOf(request), request.params.code),
  );

  app.post(
    `${base}/preview`,
    {
      schema: {
        tags,
        summary:
          "How many of the region's members a newsletter would reach, who is skipped and why, and the e-mail",
        description: audience,
        params: regionParams,
        body: regionNewsletterInputSchema,
        response: { 200: regionNewsletterPreviewSchema, ...refusals },
      },
    },
    async (request) =>
      previewRegionNewsletter(context, sessionOf(request), request.params.code, request.body),
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "The region's editor changes a draft newsletter (409 once sent; region_newsletter_changed)",
        params: newsletterParams,
        body: regionNewsletterInputSchema,
        response: { 200: regionNewsletterSchema, 409: errorReply, ...refusals },
      },
    },
    async (request) =>
      changeRegionNewsletter(
        context,
        sessionOf(request),
        request.params.code,
        request.params.id,
        request.body,
      ),
  );

  app.post(
    `${base}/:id/test`,
    {
      schema: {
        tags,
        summary: "The newsletter now, to the editor's own address, its subject marked [Test]",
        params: newsletterParams,
        response: { 200: testSendSchema, ...refusals },
      },
    },
    async (request) =>
      testRegionNewsletter(context, sessionOf(request), request.params.code, request.params.id),
  );

  app.post(
    `${base}/:id/send`,
    {
      schema: {
        tags,
        summary:
          "Sends the newsletter to the region's members at the club's mail pace (region_newsletter_sent; 409 once sent, 422 when nobody would get it)",
        description: audience,
        params: newsletterParams,
        response: { 200: regionNewsletterSchema, 409: errorReply, 422: errorReply, ...refusals },
      },
    },
    async (request) =>
      sendRegionNewsletter(context, sessionOf(request), request.params.code, request.params.id),
  );
};
