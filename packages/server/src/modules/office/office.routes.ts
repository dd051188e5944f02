import { idParamSchema } from "@club/domain/fields.schema";
import {
  membershipActionInputSchema,
  mergeInputSchema,
  noteInputSchema,
  officeMemberListSchema,
  officeMemberQuerySchema,
  officeMemberRecordSchema,
  officeMemberUpdateSchema,
  officeNoteSchema,
  officeSessionSchema,
  offlinePaymentSchema,
  paymentQuoteQuerySchema,
  paymentQuoteSchema,
  recoveryCodesSchema,
  refundInputSchema,
  twoFactorCodeSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from "@club/domain/office.schema";
import { authenticationOptionsSchema, passkeyAssertionInputSchema } from "@club/domain/passkey.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendFile } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import type { PaymentsContext } from "../checkout/payments-context.ts";
import { membershipCardFile } from "../memberships/membership-card.service.ts";
import { changeMembershipByOffice, mergeDuplicate, updateMemberByOffice } from "./member-changes.service.ts";
import { addNote, memberRecord, officeSession, recordFor, searchMembers } from "./office.service.ts";
import { quotePayment, recordOfflinePayment, refundByOffice } from "./office-money.service.ts";
import {
  confirmEnrolment,
  passkeySecondFactorOptions,
  startEnrolment,
  twoFactorStatus,
  verifySecondFactor,
  verifySecondFactorByPasskey,
} from "./two-factor.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };
const changeReplies = {
  200: officeMemberRecordSchema,
  400: errorReply,
  404: errorReply,
  422: errorReply,
  ...refused,
};

/**
 * /api/v1/office (issue 13): the office's own screens, its session and second factor, the member records, money
 * and the audit trail. Registered by office-api.ts behind the office guard (office-guard.ts), which authorises each
 * route's `config.can`.
 */
export const officeRoutes: FastifyPluginAsyncZod<{ context: PaymentsContext }> = async (app, { context }) => {
  app.get(
    "/session",
    {
      config: { can: "enterOffice", beforeSecondFactor: true },
      schema: {
        tags,
        summary:
          "The signed-in office account: its role, name, and whether its second factor is needed and proved",
        response: { 200: officeSessionSchema, ...refused },
      },
    },
    async (request) => officeSession(context, sessionOf(request)),
  );

  app.get(
    "/two_factor",
    {
      config: { can: "enterOffice", beforeSecondFactor: true },
      schema: {
        tags,
        summary: "Where the second factor stands: required, enrolled, proved in this session",
        response: { 200: twoFactorStatusSchema, ...refused },
      },
    },
    async (request) => twoFactorStatus(context, sessionOf(request)),
  );

  app.post(
    "/two_factor/enrol",
    {
      config: { can: "enterOffice", beforeSecondFactor: true },
      schema: {
        tags,
        summary:
          "Start (or, after proving the current one, replace) the authenticator: a new secret, its otpauth URL and QR code",
        response: { 200: twoFactorEnrolmentSchema, ...refused },
      },
    },
    async (request) => startEnrolment(context, sessionOf(request)),
  );

  app.post(
    "/two_factor/confirm",
    {
      config: { can: "enterOffice", beforeSecondFactor: true },
      schema: {
        tags,
        summary:
          "Confirm the enrolment with a first code from the app: the factor is in force; ten recovery codes, shown once",
        body: twoFactorCodeSchema,
        response: { 200: recoveryCodesSchema, 400: errorReply, 422: errorReply, 429: errorReply, ...refused },
      },
    },
    async (request) => confirmEnrolment(context, sessionOf(request), request.body.code),
  );

  app.post(
    "/two_factor/verify",
    {
      config: { can: "enterOffice", beforeSecondFactor: true },
      schema: {
        tags,
        summary:
          "Prove the second factor for this session: a code from the app, or a recovery code (used up)",
        body: twoFactorCodeSchema,
        response: {
          200: twoFactorStatusSchema,
          400: errorReply,
          422: errorReply,
          429: errorReply,
          ...refused,
        },
      },
    },
    async (request) => verifySecondFactor(context, sessionOf(request), request.body.code),
  );

  app.post(
    "/two_factor/passkey_options",
    {
      config: { can: "enterOffice", beforeSecondFactor: true },
      schema: {
        tags,
        summary:
          "Issue 43: start proving the second factor with one of the account's passkeys: options for startAuthentication",
        description: "422 naming credential when the account has no passkey.",
        response: { 200: authenticationOptionsSchema, 422: errorReply, ...refused },
      },
    },
    async (request) => passkeySecondFactorOptions(context, sessionOf(request)),
  );

  app.post(
    "/two_factor/passkey",
    {
      config: { can: "enterOffice", beforeSecondFactor: true, keepKeys: true },
      schema: {
        tags,
        summary:
          "Issue 43: prove the second factor for this session with one of the account's passkeys, in place of the app's code",
        description:
          "The browser's answer (startAuthentication's result), its keys read as sent. 422 naming credential when it does not check out, is not the account's, or its challenge expired or was used.",
        body: passkeyAssertionInputSchema,
        response: {
          200: twoFactorStatusSchema,
          400: errorReply,
          422: errorReply,
          429: errorReply,
          ...refused,
        },
      },
    },
    async (request) => verifySecondFactorByPasskey(context, sessionOf(request), request.body.credential),
  );

  app.get(
    "/members",
    {
      config: { can: "manageMembers" },
      schema: {
        tags,
        summary:
          "Every account with its status (active, lifetime, complimentary, lapsed, unpaid joiner, deceased, resigned, merged, staff); 50 a page",
        description:
          "q matches name, e-mail, member number, city and postal code; status and region filter (merged accounts only when status=merged); sort by last_name, member_no, dues_expire or created_at.",
        querystring: officeMemberQuerySchema,
        response: { 200: officeMemberListSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => searchMembers(context, sessionOf(request), request.query),
  );

  app.get(
    "/members/:id",
    {
      config: { can: "manageMembers" },
      schema: {
        tags,
        summary:
          "A member's whole record: profile, memberships, associate, invoices and payments, donations, cars, events, mail, notes and audit trail",
        params: idParams,
        response: { 200: officeMemberRecordSchema, 404: errorReply, ...refused },
      },
    },
    async (request) => recordFor(sessionOf(request), await memberRecord(context, request.params.id)),
  );

  app.get(
    "/members/:id/card.pdf",
    {
      config: { can: "manageMembers" },
      schema: {
        tags,
        summary:
          "Print a member's membership card (application/pdf): credit-card size on a US Letter page, with cut marks and the QR code",
        description:
          "404 when there is no such member, 409 card_not_issued naming membership when their membership is not paid yet.",
        params: idParams,
        response: { 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await membershipCardFile(context, request.params.id, { forOffice: true });
      return sendFile(reply, "pdf", fileName, pdf);
    },
  );

  app.put(
    "/members/:id",
    {
      config: { can: "manageMembers" },
      schema: {
        tags,
        summary:
          "Change any profile field, e-mail included (it must be free; the member is told at the old and the new address)",
        description:
          "Fields left out keep their value; `reason` goes into the audit trail. A new e-mail voids the member's open claim, password reset and renewal links (a claim invitation goes again to the new address). An account that holds an office role is an office administrator's to change, and its e-mail moves only with `two_factor_code`, a code of the administrator's authenticator (403 naming two_factor_code without it). 409 naming email when another request took the address at the same moment. Answers with the record.",
        params: idParams,
        body: officeMemberUpdateSchema,
        response: { ...changeReplies, 409: errorReply },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return recordFor(
        session,
        await updateMemberByOffice(context, session, request.params.id, request.body),
      );
    },
  );

  app.post(
    "/members/:id/notes",
    {
      config: { can: "manageMembers" },
      schema: {
        tags,
        summary: "Add a dated note to a member's record (also in the audit trail)",
        params: idParams,
        body: noteInputSchema,
        response: { 201: officeNoteSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      const note = await addNote(context, sessionOf(request), request.params.id, request.body.text);
      return reply.status(201).send({
        id: note.id,
        text: note.text,
        authorName: note.authorName,
        createdAt: note.createdAt.toISOString(),
      });
    },
  );

  app.post(
    "/members/:id/membership",
    {
      config: { can: "manageMembers" },
      schema: {
        tags,
        summary:
          "Change the membership, with a reason: change_plan, make_lifetime, set_dues_expire, complimentary_year, mark_deceased, mark_resigned",
        description:
          "change_plan takes national_plan; set_dues_expire takes dues_expire (YYYY-MM-DD); complimentary_year takes national_plan when the member has no membership yet; mark_deceased and mark_resigned take an optional `on` date (today by default) and take the member out of the directory and the reminders. Answers with the record.",
        params: idParams,
        body: membershipActionInputSchema,
        response: changeReplies,
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return recordFor(
        session,
        await changeMembershipByOffice(context, session, request.params.id, request.body),
      );
    },
  );

  app.get(
    "/members/:id/payment_quote",
    {
      config: { can: "recordPayments" },
      schema: {
        tags,
        summary:
          "What a payment without an invoice would pay for (a renewal of the member's choices, or a join), priced by the server without the online fee; and the member's open invoices at what a cheque pays for each (no online fee), the newest proposed first",
        params: idParams,
        querystring: paymentQuoteQuerySchema,
        response: { 200: paymentQuoteSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => quotePayment(context, request.params.id, request.query.nationalPlan),
  );

  app.post(
    "/members/:id/payments",
    {
      config: { can: "recordPayments" },
      schema: {
        tags,
        summary:
          "Record a cheque, cash or bank transfer: against the member's open invoice (invoice_id, its order id) or a new one priced by the server; settled like an online payment",
        description:
          "The amount (cents) must equal the amount due: the invoice's total without the online convenience fee, which is taken off the invoice. The membership starts or is renewed and the receipt is mailed, as for an online payment. Answers with the record (201).",
        params: idParams,
        body: offlinePaymentSchema,
        response: { ...changeReplies, 201: officeMemberRecordSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const record = await recordOfflinePayment(context, session, request.params.id, request.body);
      return reply.status(201).send(recordFor(session, record));
    },
  );

  app.post(
    "/members/:id/merge",
    {
      config: { can: "manageMembers" },
      schema: {
        tags,
        summary:
          "Merge a duplicate account into this member: its invoices, payments, memberships, cars, registrations and notes move here; it no longer signs in",
        params: idParams,
        body: mergeInputSchema,
        response: changeReplies,
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return recordFor(session, await mergeDuplicate(context, session, request.params.id, request.body));
    },
  );

  app.post(
    "/payments/:id/refund",
    {
      config: { can: "refundPayments" },
      schema: {
        tags,
        summary:
          "Refund a payment in full or in part (office_admin): through PayPal for PayPal payments, recorded for offline ones",
        description:
          "Without an amount, all that is left of the payment. A full refund marks the invoice refunded and undoes what it bought (a join's membership ends). Answers with the member's record.",
        params: idParams,
        body: refundInputSchema,
        response: { ...changeReplies, 502: errorReply },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return recordFor(session, await refundByOffice(context, session, request.params.id, request.body));
    },
  );
};
