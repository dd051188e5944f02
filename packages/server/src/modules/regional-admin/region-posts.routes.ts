import { idParamSchema } from "@club/domain/fields.schema";
import { regionCodeParamSchema } from "@club/domain/office-regions.schema";
import {
  regionPostInputSchema,
  regionPostPageQuerySchema,
  regionPostPageSchema,
  regionPostSchema,
  regionPostUpdateSchema,
} from "@club/domain/region-posts.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  addRegionPost,
  changeRegionPost,
  deleteRegionPost,
  listPostsForEditor,
  listRegionPosts,
} from "./region-posts.service.ts";

// Issue 42: a region's news posts: read by anyone (members-only ones by members in good standing), written by the
// region's newsletter editor or director.

const tags = ["regional administration"];
const regionParams = z.object({ code: regionCodeParamSchema });
const postParams = regionParams.extend({ id: idParamSchema });
const refusals = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

export const regionPostsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/regions/:code/posts",
    {
      config: { public: true, readsSession: true },
      schema: {
        tags,
        summary:
          "The region's news posts, newest first, 20 a page: public ones to anyone, members-only ones too with the token of a member in good standing",
        params: regionParams,
        querystring: regionPostPageQuerySchema,
        response: { 200: regionPostPageSchema, 400: errorReply, 404: errorReply },
      },
    },
    async (request) => listRegionPosts(context, request.auth, request.params.code, request.query.page),
  );

  app.get(
    "/regional_administrators/regions/:code/posts",
    {
      schema: {
        tags,
        summary:
          "Every news post of the region, members-only ones included, for its newsletter editor or director (403 for anyone else)",
        params: regionParams,
        querystring: regionPostPageQuerySchema,
        response: { 200: regionPostPageSchema, ...refusals },
      },
    },
    async (request) =>
      listPostsForEditor(context, sessionOf(request), request.params.code, request.query.page),
  );

  app.post(
    "/regional_administrators/regions/:code/posts",
    {
      schema: {
        tags,
        summary:
          "The region's editor publishes a news post now (plain text; members_only for members in good standing); in the audit trail as region_post_added",
        params: regionParams,
        body: regionPostInputSchema,
        response: { 201: regionPostSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addRegionPost(context, sessionOf(request), request.params.code, request.body)),
  );

  app.patch(
    "/regional_administrators/regions/:code/posts/:id",
    {
      schema: {
        tags,
        summary:
          "The region's editor changes a post's title, text or whether it is for members only (404 for another region's post); region_post_changed",
        params: postParams,
        body: regionPostUpdateSchema,
        response: { 200: regionPostSchema, ...refusals },
      },
    },
    async (request) =>
      changeRegionPost(context, sessionOf(request), request.params.code, request.params.id, request.body),
  );

  app.delete(
    "/regional_administrators/regions/:code/posts/:id",
    {
      schema: {
        tags,
        summary: "The region's editor deletes a post (404 for another region's post); region_post_deleted",
        params: postParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteRegionPost(context, sessionOf(request), request.params.code, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
