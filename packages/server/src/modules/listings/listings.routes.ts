import { idParamSchema, signedLinkQuerySchema } from "@club/domain/fields.schema";
import {
  listingInputSchema,
  listingMessageInputSchema,
  listingPageSchema,
  listingReportInputSchema,
  listingSchema,
  listingSearchQuerySchema,
  listingSoldInputSchema,
  listingUpdateSchema,
  myListingsSchema,
} from "@club/domain/listing.schema";
import { memberMessageLimits, memberMessageReplySchema } from "@club/domain/member-message.schema";
import { imageMaxBytes } from "@club/domain/vehicle.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalidField } from "../../lib/app-error.ts";
import { readOnePhoto } from "../../lib/multipart.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { reportListing } from "./listing-reports.service.ts";
import {
  addListingPhoto,
  changeListing,
  createListing,
  deleteListing,
  getListing,
  type ListingsContext,
  markSold,
  myListings,
  publishListing,
  readListingPhoto,
  removeListingPhoto,
  renewListing,
  searchMarketplace,
  withdrawListing,
  writeToSeller,
} from "./listings.service.ts";

const tags = ["marketplace"];
const idParams = z.object({ id: idParamSchema });
const relayLimits = memberMessageLimits.map((limit) => `${limit.max} in ${limit.period}`).join(" and ");
const seller = "The seller's own listing (404 for anyone else's); 409 when its state does not allow it.";
const changeErrors = { 401: errorReply, 404: errorReply, 409: errorReply };

/** Issue 44: the marketplace, for members in good standing (each route says what else it needs). */
export const listingsRoutes: FastifyPluginAsyncZod<{ context: ListingsContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/listings",
    {
      schema: {
        tags,
        summary: "Search the marketplace: listed listings, and those sold in the last 30 days",
        description: "Members in good standing (403 on membership otherwise). 24 a page.",
        querystring: listingSearchQuerySchema,
        response: { 200: listingPageSchema, 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    async (request) => searchMarketplace(context, sessionOf(request), request.query),
  );

  app.get(
    "/listings/mine",
    {
      schema: {
        tags,
        summary: "The member's own listings, in every state, newest first",
        response: { 200: myListingsSchema, 401: errorReply },
      },
    },
    async (request) => myListings(context, sessionOf(request)),
  );

  app.post(
    "/listings",
    {
      schema: {
        tags,
        summary: "Start a listing (a draft): a car of your garage, a part, a wanted notice or a service",
        description:
          "A car for sale names an approved car of the member's garage (`vehicle_id`; 422 otherwise), whose name is " +
          "the title unless one is given; a car has one open listing at a time (409). Members in good standing.",
        body: listingInputSchema,
        response: {
          201: listingSchema,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          409: errorReply,
          422: errorReply,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createListing(context, sessionOf(request), request.body)),
  );

  app.get(
    "/listings/:id",
    {
      schema: {
        tags,
        summary: "A listing: its photos, the car's registry facts the seller shows, and the warning always",
        description:
          "The seller reads their own in any state; other members in good standing read one listed or sold in the " +
          "last 30 days (404 otherwise). The seller is named as the directory names them; their contact only as " +
          "they chose in the listing.",
        params: idParams,
        response: { 200: listingSchema, 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    async (request) => getListing(context, sessionOf(request), request.params.id),
  );

  app.patch(
    "/listings/:id",
    {
      schema: {
        tags,
        summary: "Change a listing's words, price, place or choices (a draft, waiting or listed)",
        description: seller,
        params: idParams,
        body: listingUpdateSchema,
        response: { 200: listingSchema, 400: errorReply, 422: errorReply, ...changeErrors },
      },
    },
    async (request) => changeListing(context, sessionOf(request), request.params.id, request.body),
  );

  app.delete(
    "/listings/:id",
    {
      schema: {
        tags,
        summary: "Delete a draft and its photos (a published listing is withdrawn instead)",
        description: seller,
        params: idParams,
        response: { 204: z.null(), ...changeErrors },
      },
    },
    async (request, reply) => {
      await deleteListing(context, sessionOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const [action, summary, run] of [
    [
      "publish",
      "Publish a draft: listed for the club's number of days, or first approved by the office (a new member's, or " +
        "everyone's when the club says so). At most the club's number of listings a member (422).",
      publishListing,
    ],
    [
      "renew",
      "Renew a listing in the week before it ends, or after it ended, for the club's number of days",
      renewListing,
    ],
    ["withdraw", "Take a listing out of the marketplace (it is kept, closed)", withdrawListing],
  ] as const) {
    app.post(
      `/listings/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          description: seller,
          params: idParams,
          response: { 200: listingSchema, 403: errorReply, 422: errorReply, ...changeErrors },
        },
      },
      async (request) => run(context, sessionOf(request), request.params.id),
    );
  }

  app.post(
    "/listings/:id/sold",
    {
      schema: {
        tags,
        summary:
          "Mark a listing sold: to a member (a car then goes to them through the registry's offer) or not",
        description:
          `${seller} With \`member_no\` and \`last_name\` (a member in good standing; 422 on member_no otherwise), a ` +
          "car listing offers the car to the buyer, who accepts it on My Vehicles (POST /vehicle_transfers/{id}/accept); " +
          "other kinds are sold without a buyer named. Neither: sold outside the club.",
        params: idParams,
        body: listingSoldInputSchema,
        response: { 200: listingSchema, 400: errorReply, 422: errorReply, 429: errorReply, ...changeErrors },
      },
    },
    async (request) => markSold(context, sessionOf(request), request.params.id, request.body),
  );

  app.post(
    "/listings/:id/photos",
    {
      schema: {
        tags,
        summary: "Add a photo to a listing (multipart field `photo`: PNG or JPEG, 5 MB at most, 8 a listing)",
        description: seller,
        params: idParams,
        response: {
          201: listingSchema,
          400: errorReply,
          413: errorReply,
          415: errorReply,
          422: errorReply,
          ...changeErrors,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const photo = await readOnePhoto(
        request,
        imageMaxBytes,
        invalidField("photo", "Choose a photo (PNG or JPEG)"),
      );
      return reply.status(201).send(await addListingPhoto(context, session, request.params.id, photo));
    },
  );

  app.delete(
    "/listings/:id/photos/:photoId",
    {
      schema: {
        tags,
        summary: "Remove a photo of a listing",
        description: seller,
        params: z.object({ id: idParamSchema, photoId: idParamSchema }),
        response: { 200: listingSchema, ...changeErrors },
      },
    },
    async (request) =>
      removeListingPhoto(context, sessionOf(request), request.params.id, request.params.photoId),
  );

  app.get(
    "/listing_photos/:id/:variant",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A listing's photo (image/jpeg or image/png) by signed URL; 403 when the link expired",
        params: z.object({ id: idParamSchema, variant: z.enum(["original", "thumbnail"]) }),
        querystring: signedLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const photo = await readListingPhoto(context, { ...request.params, ...request.query });
      return reply
        .header("Content-Type", photo.contentType)
        .header("Cache-Control", "private, max-age=3600")
        .send(photo.body);
    },
  );

  app.post(
    "/listings/:id/messages",
    {
      schema: {
        tags,
        summary: "Write to a listing's seller, by mail from the club with Reply-To you",
        description:
          "Members in good standing, about a listed listing not their own (404 otherwise; 422 their own). The " +
          `message relay's limits: at most ${relayLimits} a sender, directory and marketplace together (429 saying ` +
          "when they may write again). The reply says nothing of the seller.",
        params: idParams,
        body: listingMessageInputSchema,
        response: {
          202: memberMessageReplySchema,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
          422: errorReply,
          429: errorReply,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await writeToSeller(context, sessionOf(request), request.params.id, request.body)),
  );

  app.post(
    "/listings/:id/reports",
    {
      schema: {
        tags,
        summary: "Report a listing to the office, with a reason",
        description:
          "Members in good standing, about a listing they can read that is not their own (404 otherwise); one open " +
          "report a member and listing (a second changes nothing). The office decides.",
        params: idParams,
        body: listingReportInputSchema,
        response: {
          202: z.object({ reported: z.literal(true) }),
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
          422: errorReply,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await reportListing(context, sessionOf(request), request.params.id, request.body)),
  );
};
