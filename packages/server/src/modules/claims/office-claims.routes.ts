import { claimListQuerySchema, claimListSchema, invitationsResultSchema } from "@club/domain/claim.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import { invitationsInputSchema } from "@club/domain/import.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { claimLettersPdf, inviteImportedMembers, listClaims } from "./claims.service.ts";

const tags = ["office"];
const refused = { 401: errorReply, 403: errorReply };
const params = z.object({ id: idParamSchema });

/** /api/v1/office/imports/{id}/… (issue 16): inviting the members an import created to claim their accounts. */
export const officeClaimsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.post(
    "/imports/:id/invitations",
    {
      config: { can: "manageClaims" },
      schema: {
        tags,
        summary:
          "Invite the members the import created to claim their accounts (office_admin): e-mails go out per_hour an hour, members without e-mail get a letter",
        description:
          "Members who already have an invitation or have signed in are left out, so a second call only adds the new ones. The newest call's per_hour is the rate for every queued invitation. 404 naming import when there is no such import, 422 when it is not committed.",
        params,
        body: invitationsInputSchema,
        response: {
          200: invitationsResultSchema,
          400: errorReply,
          404: errorReply,
          422: errorReply,
          ...refused,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return inviteImportedMembers(context, {
        importId: request.params.id,
        perHour: request.body.perHour,
        actorId: session.memberId,
      });
    },
  );

  app.get(
    "/imports/:id/claim_letters.pdf",
    {
      config: { can: "manageClaims" },
      schema: {
        tags,
        summary:
          "The claim letters (application/pdf, office_admin): one page per invited member without e-mail who has not claimed, each with a fresh claim code (earlier prints' codes stop working) and its QR code",
        params,
        response: { 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      return sendFile(
        reply,
        "pdf",
        `claim-letters-${request.params.id}.pdf`,
        await claimLettersPdf(context, request.params.id),
      );
    },
  );

  app.get(
    "/imports/:id/claims",
    {
      config: { can: "manageClaims" },
      schema: {
        tags,
        summary:
          "Who of the import's members was invited, how (email or letter), when, and who has claimed (pages of 50, by last name; office_admin)",
        params,
        querystring: claimListQuerySchema,
        response: { 200: claimListSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => listClaims(context, request.params.id, request.query.page),
  );
};
