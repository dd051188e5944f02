import { textSchema } from "@club/domain/fields.schema";
import { memberPaymentsSchema } from "@club/domain/member-payments.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendFile } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  listMemberPayments,
  type MemberPaymentsContext,
  memberReceiptPdf,
} from "./member-payments.service.ts";

const tags = ["payments"];

/** /api/v1/members/payments (issue 25): the signed-in member's own invoices; nobody else's are ever found. */
export const memberPaymentsRoutes: FastifyPluginAsyncZod<{ context: MemberPaymentsContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/members/payments",
    {
      config: { renewalLink: true },
      schema: {
        tags,
        summary: "What the signed-in member owes now, and their paid invoices with payments and refunds",
        description:
          "owed: the newest unpaid invoice (a join, a renewal, an event place, a listing's fee) opened in the last year, priced again if its price expired " +
          "(null when nothing is owed); its kind says what it is for, an event place's `event` names the event and until when the place is held, " +
          "and a listing's fee's `listing` names the listing. " +
          "invoices: paid and refunded invoices, newest first; void ones are left out.",
        response: { 200: memberPaymentsSchema, 401: errorReply },
      },
    },
    async (request) => listMemberPayments(context, sessionOf(request).memberId),
  );

  app.get(
    "/members/payments/:id/receipt.pdf",
    {
      config: { renewalLink: true },
      schema: {
        tags,
        summary: "The receipt (application/pdf) of one of the signed-in member's paid or refunded invoices",
        description:
          "id is the invoice's order_id from GET /members/payments. 404 for an invoice that is not the member's, 409 for one not paid yet.",
        params: z.object({ id: textSchema().min(1) }),
        response: { 401: errorReply, 404: errorReply, 409: errorReply },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await memberReceiptPdf(
        context,
        sessionOf(request).memberId,
        request.params.id,
      );
      return sendFile(reply, "pdf", fileName, pdf);
    },
  );
};
