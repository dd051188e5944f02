import { idParamSchema } from "@club/domain/fields.schema";
import {
  listingRemovalInputSchema,
  officeListingPageSchema,
  officeListingQuerySchema,
  officeListingRowSchema,
} from "@club/domain/listing.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  approveListing,
  dismissReport,
  listOfficeListings,
  type OfficeListingsContext,
  removeListing,
} from "./office-listings.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };
const decisionReplies = {
  200: officeListingRowSchema,
  400: errorReply,
  404: errorReply,
  409: errorReply,
  ...refused,
};

/**
 * Issue 44: the office's side of the marketplace, for office_staff and office_admin (`moderateListings`): registered
 * under /api/v1/office by office-api.ts, behind the office guard. Each decision answers with the listing as the
 * office's page now shows it.
 */
export const officeListingsRoutes: FastifyPluginAsyncZod<{ context: OfficeListingsContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/listings",
    {
      config: { can: "moderateListings" },
      schema: {
        tags,
        summary:
          "The marketplace's listings for the office: waiting for approval, reported, or all; 50 a page, with the seller and the reports not decided yet",
        description:
          "show: awaiting_approval (default), reported (a report not decided yet) or all (every listing but drafts). Newest first (by when the listing was written), ties by the latest id. Thumbnail URLs are signed for an hour.",
        querystring: officeListingQuerySchema,
        response: { 200: officeListingPageSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => listOfficeListings(context, request.query),
  );

  app.post(
    "/listings/:id/approve",
    {
      config: { can: "moderateListings" },
      schema: {
        tags,
        summary:
          "Approve a listing waiting for approval: it is listed for the club's number of days and its seller is e-mailed (audit: listing_approved)",
        description: "409 (listing_state) when the listing is not waiting for approval.",
        params: idParams,
        response: decisionReplies,
      },
    },
    async (request) => approveListing(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/listings/:id/remove",
    {
      config: { can: "moderateListings" },
      schema: {
        tags,
        summary:
          "Remove a listing from the marketplace, with a reason mailed to the seller and shown on their listing; its open reports are decided with it (audit: listing_removed)",
        description:
          "A listing that is listed or waiting (for approval or payment) may be removed; one sold, withdrawn, ended or removed already answers 409 (listing_state).",
        params: idParams,
        body: listingRemovalInputSchema,
        response: decisionReplies,
      },
    },
    async (request) => removeListing(context, sessionOf(request), request.params.id, request.body),
  );

  app.post(
    "/listing_reports/:id/dismiss",
    {
      config: { can: "moderateListings" },
      schema: {
        tags,
        summary:
          "Dismiss a member's report of a listing: the listing stays as it is (audit: listing_report_dismissed)",
        description:
          "Answers with the reported listing. 409 (listing_state) when the report was decided already.",
        params: idParams,
        response: decisionReplies,
      },
    },
    async (request) => dismissReport(context, sessionOf(request), request.params.id),
  );
};
