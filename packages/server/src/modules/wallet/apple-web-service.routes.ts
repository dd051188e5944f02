import {
  deviceParamsSchema,
  passLogSchema,
  passParamsSchema,
  passRegistrationParamsSchema,
  pushTokenSchema,
  updatedPassesQuerySchema,
  updatedPassesSchema,
} from "@club/domain/wallet.schema";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile } from "../../lib/send-file.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  latestPass,
  logFromDevices,
  registerDevice,
  unregisterDevice,
  updatedPasses,
} from "./wallet.service.ts";

// Issue 43: Apple's pass web service, as Apple specifies it (developer.apple.com/documentation/walletpasses), at
// {webServiceURL}/v1/…, the pass's webServiceURL being PUBLIC_URL/api/v1/wallet/apple. Public routes (Apple's
// devices have no session): a pass is reached with its token, "Authorization: ApplePass <token>". Apple's names are
// kept as sent. 404 for every route when Apple Wallet is not configured or for another pass type.

const tags = ["wallet"];
// A phone asks for each of its passes: a generous limit, still one a script trying tokens meets.
const service = { public: true, keepKeys: true, rateLimit: { times: 30 } };
const empty = z.null().describe("No body");

function applePassToken(request: FastifyRequest): string | undefined {
  return /^ApplePass\s+(\S+)$/.exec(request.headers.authorization ?? "")?.[1];
}

export const appleWebServiceRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const registration = "/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber";

  app.post(
    registration,
    {
      config: service,
      schema: {
        tags,
        summary: "Register a device to hear when a pass changes (201 registered, 200 already registered)",
        params: passRegistrationParamsSchema,
        body: pushTokenSchema,
        response: { 200: empty, 201: empty, 400: errorReply, 401: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      const outcome = await registerDevice(context, {
        ...request.params,
        token: applePassToken(request),
        pushToken: request.body.pushToken,
      });
      return reply.code(outcome === "created" ? 201 : 200).send(null);
    },
  );

  app.delete(
    registration,
    {
      config: service,
      schema: {
        tags,
        summary: "Unregister a device from a pass's changes",
        params: passRegistrationParamsSchema,
        response: { 200: empty, 400: errorReply, 401: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      await unregisterDevice(context, { ...request.params, token: applePassToken(request) });
      return reply.code(200).send(null);
    },
  );

  app.get(
    "/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier",
    {
      config: service,
      schema: {
        tags,
        summary:
          "The serial numbers of a device's passes changed since passesUpdatedSince (all without it), with the tag to send next; 204 when none changed",
        params: deviceParamsSchema,
        querystring: updatedPassesQuerySchema,
        response: { 200: updatedPassesSchema, 204: empty, 400: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      const updated = await updatedPasses(context, { ...request.params, ...request.query });
      return updated ? updated : reply.code(204).send(null);
    },
  );

  app.get(
    "/v1/passes/:passTypeIdentifier/:serialNumber",
    {
      config: service,
      schema: {
        tags,
        summary:
          "The pass as it is now (application/vnd.apple.pkpass, with Last-Modified); 304 when unchanged since If-Modified-Since",
        params: passParamsSchema,
        response: { 304: empty, 400: errorReply, 401: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      const latest = await latestPass(context, {
        ...request.params,
        token: applePassToken(request),
        ifModifiedSince: request.headers["if-modified-since"],
      });
      if (latest.notModified) return reply.code(304).send(null);
      reply.header("Last-Modified", latest.lastModified.toUTCString());
      return sendFile(reply, "pkpass", `${request.params.serialNumber}.pkpass`, latest.pkpass);
    },
  );

  app.post(
    "/v1/log",
    {
      config: service,
      schema: {
        tags,
        summary: "What a device reports going wrong with the club's passes (written to the server's log)",
        body: passLogSchema,
        response: { 200: empty, 400: errorReply },
      },
    },
    async (request, reply) => {
      logFromDevices(context, request.body.logs);
      return reply.code(200).send(null);
    },
  );
};
