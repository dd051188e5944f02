import { idParamSchema } from "@club/domain/fields.schema";
import {
  adminMemberSearchQuerySchema,
  memberSearchProfileSchema,
  memberSearchQuerySchema,
  memberSearchReplySchema,
  vehicleSearchProfileSchema,
  vehicleSearchQuerySchema,
  vehicleSearchReplySchema,
} from "@club/domain/search.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalidInput } from "../../lib/validation-errors.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { authorize } from "../policy/policy.ts";
import {
  findMembers,
  findRegionMembers,
  findVehicles,
  getMemberProfile,
  getVehicleProfile,
  type SearchContext,
} from "./search.service.ts";

const tags = ["search"];
const errors = { 400: errorReply, 401: errorReply, 403: errorReply };

export const searchRoutes: FastifyPluginAsyncZod<{ context: SearchContext }> = async (app, { context }) => {
  app.get(
    "/members/search",
    {
      schema: {
        tags,
        summary:
          "Search the directory (members in good standing), 500 a page. With regional_member_status: an " +
          "administrator's search of one of their regions (region required)",
        description:
          "Issue 30: members who are not listed in the directory are in neither the results nor the counts; another member's hidden e-mail, street address, postal code and phones are null, and the e-mail filter does not match a hidden e-mail. Your own row comes as it is.",
        querystring: memberSearchQuerySchema.extend({ regionalMemberStatus: z.string().optional() }),
        response: { 200: memberSearchReplySchema, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (request.query.regionalMemberStatus === undefined) {
        authorize(session, "useDirectory");
        return findMembers(context, request.query, session);
      }
      const admin = adminMemberSearchQuerySchema.safeParse(request.query);
      if (!admin.success) throw invalidInput(admin.error, "invalid_query");
      return findRegionMembers(context, session, admin.data);
    },
  );

  app.get(
    "/members/:memberNo/search_profile",
    {
      schema: {
        tags,
        summary: "A directory member by member number, with membership and cars",
        description:
          "Issue 30: 404 for a member not listed in the directory (but your own page); another member's hidden e-mail, street address, postal code and phones are null.",
        params: z.object({ memberNo: idParamSchema }),
        response: { 200: memberSearchProfileSchema, 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      authorize(session, "useDirectory");
      return getMemberProfile(context, request.params.memberNo, session);
    },
  );

  app.get(
    "/vehicles/search",
    {
      schema: {
        tags,
        summary:
          "Search the cars of members in good standing, 500 a page, each with its main photo's signed " +
          "thumbnail once the club approved the car",
        description:
          "Issue 30: a car whose owner is not listed in the directory is found, with first_name and last_name null (unless it is yours).",
        querystring: vehicleSearchQuerySchema,
        response: { 200: vehicleSearchReplySchema, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      authorize(session, "useDirectory");
      return findVehicles(context, request.query, session);
    },
  );

  app.get(
    "/vehicles/:id/search_profile",
    {
      schema: {
        tags,
        summary: "A directory car with its owner and, once the club approved it, its photos (signed URLs)",
        description:
          "Issue 30: member is null when the owner is not listed in the directory, and member.email null when they hide it (unless the car is yours).",
        params: z.object({ id: idParamSchema }),
        response: { 200: vehicleSearchProfileSchema, 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      authorize(session, "useDirectory");
      return getVehicleProfile(context, request.params.id, session);
    },
  );
};
