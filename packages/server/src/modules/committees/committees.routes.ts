import { clubCommitteesSchema, regionCommitteesSchema } from "@club/domain/committee.schema";
import { regionCodeParamSchema } from "@club/domain/office-regions.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { errorReply } from "../../plugins/errors.ts";
import { clubCommittees, regionCommittees } from "./committees.service.ts";

const tags = ["committees"];

/** Issue 46: who serves on the club's and a region's committees today, to anyone. */
export const committeesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/committees",
    {
      config: { public: true, readsSession: true },
      schema: {
        tags,
        summary:
          "The club's committees in use (the board first) and who serves on each today with their role: a listed member by name to anyone, one not listed in the directory as 'A club member' (by name to themselves and the office)",
        response: { 200: clubCommitteesSchema },
      },
    },
    async (request) => clubCommittees(context, request.auth),
  );

  app.get(
    "/regions/:code/committees",
    {
      config: { public: true, readsSession: true },
      schema: {
        tags,
        summary: "A region's committees in use and who serves on each today, named as on GET /committees",
        params: z.object({ code: regionCodeParamSchema }),
        response: { 200: regionCommitteesSchema, 400: errorReply, 404: errorReply },
      },
    },
    async (request) => regionCommittees(context, request.auth, request.params.code),
  );
};
