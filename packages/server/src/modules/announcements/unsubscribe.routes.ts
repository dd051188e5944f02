import { unsubscribeStatusSchema } from "@club/domain/announcement.schema";
import { textSchema } from "@club/domain/fields.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { errorReply } from "../../plugins/errors.ts";
import { unsubscribe, unsubscribeStatus } from "./unsubscribe.service.ts";

const tags = ["announcements"];
const tokenParams = z.object({ token: textSchema().min(1).max(200) });
const replies = { 200: unsubscribeStatusSchema, 400: errorReply, 404: errorReply };

/**
 * /api/v1/unsubscribe/{token} (issue 15): the link in every announcement, public (the e-mail is the proof). The
 * web's /unsubscribe/{token} page reads and posts here; so does a mail program's own Unsubscribe button (RFC 8058).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  // RFC 8058 §3.1: the one-click POST's body is the form `List-Unsubscribe=One-Click`, which the API (JSON, and
  // multipart for photos) does not otherwise read. Scoped to this plugin: no other route takes a form.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    "/unsubscribe/:token",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "Whose unsubscribe link this is (the e-mail address masked) and whether they already unsubscribed",
        params: tokenParams,
        response: replies,
      },
    },
    async (request) => unsubscribeStatus(context, request.params.token),
  );

  app.post(
    "/unsubscribe/:token",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "Stop the club's announcements to this member (one-click, RFC 8058); renewal reminders and receipts still go",
        description:
          "A mail program posts `List-Unsubscribe=One-Click` as a URL-encoded or multipart form; the portal's page posts an empty JSON body. A second POST changes nothing.",
        params: tokenParams,
        response: replies,
      },
    },
    async (request) => unsubscribe(context, request.params.token),
  );
};
