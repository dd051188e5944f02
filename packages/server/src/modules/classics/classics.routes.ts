import {
  classicListQuerySchema,
  classicPetitionInputSchema,
  classicPetitionSchema,
  classicSchema,
  maxPendingPetitions,
} from "@club/domain/classics.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { listClassics, listOwnPetitions, sendPetition } from "./classics.service.ts";

const tags = ["classics"];

/**
 * /api/v1/classics (issue 27): the club's Full Classic list, which it publishes (no sign-in), and a signed-in
 * member's petitions to add a car to it.
 */
export const classicsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/classics",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The Full Classic list: each entry a make, a series (null: every model of the make) and its years, by make name, series and first year",
        description: "`make_id` (optional): only that make's entries.",
        querystring: classicListQuerySchema,
        response: { 200: z.array(classicSchema), 400: errorReply },
      },
    },
    async (request) => listClassics(context, request.query),
  );

  app.post(
    "/classics/petitions",
    {
      schema: {
        tags,
        summary: "Petition the office to add a car to the Full Classic list",
        description: `Years from the club's vehicle years, the last not before the first (422 on last_year). An unknown make: 422 on make_id. A member has at most ${maxPendingPetitions} petitions waiting at once (422).`,
        body: classicPetitionInputSchema,
        response: { 201: classicPetitionSchema, 400: errorReply, 401: errorReply, 422: errorReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendPetition(context, sessionOf(request), request.body)),
  );

  app.get(
    "/classics/petitions",
    {
      schema: {
        tags,
        summary: "The member's own petitions, the newest first, with the office's decision and reason",
        response: { 200: z.array(classicPetitionSchema), 401: errorReply },
      },
    },
    async (request) => listOwnPetitions(context, sessionOf(request).memberId),
  );
};
