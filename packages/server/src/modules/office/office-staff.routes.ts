import { idParamSchema } from "@club/domain/fields.schema";
import { officePageQuerySchema } from "@club/domain/office.schema";
import {
  staffAddedSchema,
  staffInputSchema,
  staffListSchema,
  staffMemberSchema,
  staffRoleInputSchema,
} from "@club/domain/office-staff.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  addStaffByOffice,
  changeStaffRole,
  listStaff,
  removeStaffRole,
  resetStaffTwoFactor,
} from "./office-staff.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };
const changeReplies = {
  200: staffMemberSchema,
  400: errorReply,
  404: errorReply,
  422: errorReply,
  ...refused,
};

/** /api/v1/office/staff (issue 14): the office's own accounts and their roles, for office administrators only. */
export const officeStaffRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  // After the office's own hook (a role, the second factor): office_staff get 403 here.
  app.get(
    "/staff",
    {
      config: { can: "manageStaff" },
      schema: {
        tags,
        summary:
          "The office accounts by name, 50 a page: role, whether two-step sign-in is set up, and since when (office_admin)",
        description: "`page` from 1; `total` counts every office account.",
        querystring: officePageQuerySchema,
        response: { 200: staffListSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => listStaff(context, sessionOf(request), request.query.page),
  );

  app.post(
    "/staff",
    {
      config: { can: "manageStaff" },
      schema: {
        tags,
        summary:
          "Give an account an office role (office_admin); a new address needs first_name and last_name and becomes an account",
        description:
          'The owner of a new account sets a password with "Forgot your password?" on the sign-in page. An account that is staff already gets the role given. Answers 201 with the account and whether it was made.',
        body: staffInputSchema,
        response: { 201: staffAddedSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addStaffByOffice(context, sessionOf(request), request.body)),
  );

  app.put(
    "/staff/:id",
    {
      config: { can: "manageStaff" },
      schema: {
        tags,
        summary:
          "Change an office account's role (office_admin); nobody lowers their own, and the last office_admin stays one",
        params: idParams,
        body: staffRoleInputSchema,
        response: changeReplies,
      },
    },
    async (request) => changeStaffRole(context, sessionOf(request), request.params.id, request.body.role),
  );

  app.delete(
    "/staff/:id",
    {
      config: { can: "manageStaff" },
      schema: {
        tags,
        summary:
          "Take away an office role, not the account (office_admin); nobody removes their own, and the last office_admin stays",
        params: idParams,
        response: { 204: z.undefined(), 404: errorReply, 422: errorReply, 400: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await removeStaffRole(context, sessionOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/staff/:id/reset_two_factor",
    {
      config: { can: "manageStaff" },
      schema: {
        tags,
        summary:
          "Reset an office account's two-step sign-in (office_admin): the authenticator and recovery codes go; they set up a new one at their next office call",
        params: idParams,
        response: { 200: staffMemberSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => resetStaffTwoFactor(context, sessionOf(request), request.params.id),
  );
};
