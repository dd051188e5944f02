import { idParamSchema } from "@club/domain/fields.schema";
import {
  listingPageSchema,
  listingSchema,
  listingSearchQuerySchema,
  publicInquiryConfirmSchema,
  publicInquiryInputSchema,
} from "@club/domain/listing.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorReply } from "../../plugins/errors.ts";
import { getPublicListing, type ListingsContext, searchMarketplace } from "./listings.service.ts";
import { confirmPublicInquiry, publicInquiryLimit, startPublicInquiry } from "./public-inquiries.service.ts";

const tags = ["marketplace"];
const idParams = z.object({ id: idParamSchema });
const whenShown =
  "Only when the club shows its marketplace to the public (its setting; 404 otherwise), and only cars and parts for " +
  "sale: no member's name or contact details, and a car's numbers only as the car's own setting shows them.";
const inquiryReplySchema = z.object({ message: z.string() });

/** Issue 44: the marketplace as buyers outside the club see it, and their messages to sellers. No sign-in. */
export const publicListingsRoutes: FastifyPluginAsyncZod<{ context: ListingsContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/public/listings",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Search the public marketplace: cars and parts listed, and those sold in the last 30 days",
        description: `${whenShown} 24 a page.`,
        querystring: listingSearchQuerySchema,
        response: { 200: listingPageSchema, 400: errorReply, 404: errorReply },
      },
    },
    async (request) => searchMarketplace(context, null, request.query),
  );

  app.get(
    "/public/listings/:id",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A car or part for sale, as the public reads it",
        description: `${whenShown} \`seller\` is null and \`contact\` all null.`,
        params: idParams,
        response: { 200: listingSchema, 404: errorReply },
      },
    },
    async (request) => getPublicListing(context, request.params.id),
  );

  app.post(
    "/public/listings/:id/inquiries",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "Write to a public listing's seller: the message goes once the writer opens the link mailed to them",
        description:
          `A listed car or part the public may read (404 otherwise). At most ${publicInquiryLimit.max} a day from one ` +
          "network and to one address (429 saying when to try again). The link works once, for 24 hours.",
        params: idParams,
        body: publicInquiryInputSchema,
        response: {
          202: inquiryReplySchema,
          400: errorReply,
          404: errorReply,
          422: errorReply,
          429: errorReply,
        },
      },
    },
    async (request, reply) =>
      reply.status(202).send(
        await startPublicInquiry(context, {
          listingId: request.params.id,
          input: request.body,
          ip: request.ip,
        }),
      ),
  );

  app.post(
    "/public/inquiries/confirm",
    {
      config: { public: true, rateLimit: { times: 3 } },
      schema: {
        tags,
        summary: "Send a confirmed message to the seller, by mail from the club with Reply-To its writer",
        description:
          "The link's first use within 24 hours sends it (and its text is then erased); used, expired or unknown: 410.",
        body: publicInquiryConfirmSchema,
        response: { 200: inquiryReplySchema, 400: errorReply, 410: errorReply, 429: errorReply },
      },
    },
    async (request) => confirmPublicInquiry(context, request.body.token),
  );
};
