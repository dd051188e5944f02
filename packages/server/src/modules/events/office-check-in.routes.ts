import { checkInSchema } from "@club/domain/event.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import {
  cardCheckInSchema,
  cardRegistrationsSchema,
  checkInListSchema,
  checkInResultSchema,
} from "@club/domain/office-events.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  checkIn,
  checkInByName,
  findRegistrationsByCard,
  listCheckIns,
  undoCheckIn,
} from "./check-in.service.ts";
import { gateListFile } from "./gate-list.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const registrationParams = z.object({ id: idParamSchema, registrationId: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };

/**
 * /api/v1/office/events/{id}/check_in (issue 28): the gate; by name, its undo and its list on paper (issue 40).
 * Registered under the office's routes, behind their office-role and second-factor hook.
 */
export const officeCheckInRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/events/:id/check_in",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "The gate's list: the event's confirmed registrations still expected (by last name, first name), and those checked in (latest first)",
        params: idParams,
        response: { 200: checkInListSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => listCheckIns(context, request.params.id),
  );

  app.post(
    "/events/:id/check_in",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "Check in the confirmed registration of this event whose code is given (any case; in the audit trail as event_check_in)",
        description:
          "409 (`code`: when) if it was already checked in; 422 at `code` for a code of no registration of this event, or of one not confirmed.",
        params: idParams,
        body: checkInSchema,
        response: {
          200: checkInResultSchema,
          400: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
          ...refused,
        },
      },
    },
    async (request) => checkIn(context, sessionOf(request), request.params.id, request.body.code),
  );

  app.post(
    "/events/:id/check_in/card",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "Issue 43: the confirmed registrations for this event of the member whose membership card was read (the text of its QR code, from the phone's wallet or the card page), to check one in by its id",
        description:
          "422 at `card` for a text the club did not sign, or for a member with no confirmed registration for this event. Checks nobody in.",
        params: idParams,
        body: cardCheckInSchema,
        response: {
          200: cardRegistrationsSchema,
          400: errorReply,
          404: errorReply,
          422: errorReply,
          ...refused,
        },
      },
    },
    async (request) => findRegistrationsByCard(context, request.params.id, request.body.card),
  );

  app.post(
    "/events/:id/check_in/:registrationId",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "Check in a confirmed registration of this event found by name, for a member without their code (in the audit trail as event_check_in)",
        description:
          "404 for a registration of another event; 409 (`registrationId`: when) if it was already checked in; 422 at `registrationId` for one not confirmed, saying why.",
        params: registrationParams,
        response: {
          200: checkInResultSchema,
          400: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
          ...refused,
        },
      },
    },
    async (request) =>
      checkInByName(context, sessionOf(request), request.params.id, request.params.registrationId),
  );

  app.delete(
    "/events/:id/check_in/:registrationId",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "Undo a mistaken check-in: the registration is expected again (in the audit trail as event_check_in_undone, with when it had been checked in and by whom)",
        description:
          "404 for a registration of another event; 409 at `registrationId` if it is not checked in.",
        params: registrationParams,
        response: { 200: checkInResultSchema, 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request) =>
      undoCheckIn(context, sessionOf(request), request.params.id, request.params.registrationId),
  );

  app.get(
    "/events/:id/gate_list.pdf",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "The gate list on paper (application/pdf): every confirmed place by the member's last name, with a box to tick, the car, the associate, the guests by name and the items bought",
        description: "Those already checked in say when, in the club's time zone.",
        params: idParams,
        response: { 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await gateListFile(context, request.params.id);
      return sendFile(reply, "pdf", fileName, pdf);
    },
  );
};
