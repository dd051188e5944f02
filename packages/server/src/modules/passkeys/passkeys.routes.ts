import { idParamSchema } from "@club/domain/fields.schema";
import { ownProfileSchema } from "@club/domain/own-profile.schema";
import {
  addPasskeyInputSchema,
  authenticationOptionsSchema,
  passkeyAssertionInputSchema,
  passkeyListSchema,
  passkeySchema,
  registrationOptionsSchema,
  renamePasskeyInputSchema,
} from "@club/domain/passkey.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendSignedIn } from "../../lib/signed-in-reply.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  addPasskey,
  listPasskeys,
  registrationOptions,
  removePasskey,
  renamePasskey,
  signInOptions,
  signInWithPasskey,
} from "./passkeys.service.ts";

const tags = ["passkeys"];
const idParams = z.object({ id: idParamSchema });

/**
 * /api/v1/members/passkeys (issue 43): the signed-in member's passkeys (a renewal link's session has none of these),
 * and signing in with one. The browser's credentials are read with their WebAuthn keys as sent (`keepKeys`).
 */
export const passkeysRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/members/passkeys",
    {
      schema: {
        tags,
        summary: "The signed-in member's passkeys: name, when added and last used",
        response: { 200: passkeyListSchema, 401: errorReply, 403: errorReply },
      },
    },
    async (request) => ({ passkeys: await listPasskeys(context, sessionOf(request).memberId) }),
  );

  app.post(
    "/members/passkeys/options",
    {
      schema: {
        tags,
        summary:
          "Start adding a passkey: the options for the browser's startRegistration, with a challenge good once for five minutes",
        response: { 200: registrationOptionsSchema, 401: errorReply, 403: errorReply },
      },
    },
    async (request) => registrationOptions(context, sessionOf(request)),
  );

  app.post(
    "/members/passkeys",
    {
      config: { keepKeys: true },
      schema: {
        tags,
        summary:
          "Add a passkey: its name and the browser's answer to the challenge (startRegistration's result)",
        description:
          "Keys are read as sent (WebAuthn's own: clientDataJSON, rawId). 422 naming credential when the answer does not check out or its challenge expired or was used; 409 naming credential when the passkey is already added; 400 naming name.",
        body: addPasskeyInputSchema,
        response: {
          201: passkeySchema,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          409: errorReply,
          422: errorReply,
        },
      },
    },
    async (request, reply) => {
      const passkey = await addPasskey(context, sessionOf(request), request.body);
      return reply.status(201).send(passkey);
    },
  );

  app.put(
    "/members/passkeys/:id",
    {
      schema: {
        tags,
        summary: "Rename one of the member's own passkeys (someone else's is not found)",
        params: idParams,
        body: renamePasskeyInputSchema,
        response: { 200: passkeySchema, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    async (request) =>
      renamePasskey(context, sessionOf(request), { id: request.params.id, name: request.body.name }),
  );

  app.delete(
    "/members/passkeys/:id",
    {
      schema: {
        tags,
        summary: "Remove one of the member's own passkeys: it signs in no more (someone else's is not found)",
        params: idParams,
        response: { 204: z.undefined(), 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      await removePasskey(context, sessionOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/members/passkey_sign_in/options",
    {
      // The login page asks for these as it opens (conditional UI): a club meeting's Wi-Fi is one address for many.
      config: { public: true, rateLimit: { times: 30 } },
      schema: {
        tags,
        summary:
          "Start signing in with a passkey: options for startAuthentication (any passkey of the portal; conditional UI)",
        response: { 200: authenticationOptionsSchema, 429: errorReply },
      },
    },
    async () => signInOptions(context),
  );

  app.post(
    "/members/passkey_sign_in",
    {
      // Failures are limited in the service, as the login's are: a room of members signing in is not.
      config: { public: true, keepKeys: true },
      schema: {
        tags,
        summary:
          "Sign in with a passkey (startAuthentication's result); the token comes back in the Authorization header, as the login's",
        description:
          "401 passkey_refused naming credential for an unknown passkey, one that does not check out, or an account that may not sign in (all read alike); 422 naming credential when the challenge expired or was used. Failures are limited per address.",
        body: passkeyAssertionInputSchema,
        response: {
          200: ownProfileSchema,
          400: errorReply,
          401: errorReply,
          422: errorReply,
          429: errorReply,
        },
      },
    },
    async (request, reply) => {
      const { token, profile } = await signInWithPasskey(context, request.body.credential, request.ip);
      return sendSignedIn(reply, { token, profile });
    },
  );
};
