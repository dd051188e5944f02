import {
  changePasswordSchema,
  loginSchema,
  messageReplySchema,
  newPasswordFormSchema,
  requestResetPasswordSchema,
  resetLinkCheckSchema,
  resetPasswordSchema,
} from "@club/domain/auth.schema";
import { messages, serverMessages } from "@club/domain/messages";
import { ownProfileSchema } from "@club/domain/own-profile.schema";
import {
  loginWithCodeSchema,
  loginWithLinkSchema,
  requestSignInCodeSchema,
} from "@club/domain/sign-in-code.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { memberEnvelope } from "../../lib/member-envelope.ts";
import { sendSignedIn } from "../../lib/signed-in-reply.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  changePassword,
  checkResetLink,
  login,
  logout,
  requestPasswordReset,
  resetPassword,
  setFirstPassword,
} from "./auth.service.ts";
import {
  limitSignInCodeRequests,
  loginWithCode,
  loginWithLink,
  requestSignInCode,
} from "./sign-in-codes.service.ts";

const tags = ["auth"];

export const authRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    "/members/login",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "Sign in; the token comes back in the Authorization header. Failed attempts are limited per account and per address",
        body: memberEnvelope(loginSchema),
        response: { 200: ownProfileSchema, 400: errorReply, 401: errorReply, 429: errorReply },
      },
    },
    async (request, reply) => {
      const { token, profile } = await login(context, request.body.member, request.ip);
      return sendSignedIn(reply, { token, profile });
    },
  );

  app.delete(
    "/members/logout",
    {
      config: { renewalLink: true },
      schema: {
        tags,
        summary: "Sign out: the token stops working",
        response: { 204: z.undefined(), 401: errorReply },
      },
    },
    async (request, reply) => {
      await logout(context, sessionOf(request));
      return reply.status(204).send();
    },
  );

  app.put(
    "/members/change_password",
    {
      schema: {
        tags,
        summary: "Change the password; other sessions are signed out",
        body: memberEnvelope(changePasswordSchema),
        response: { 200: messageReplySchema, 400: errorReply, 401: errorReply, 422: errorReply },
      },
    },
    async (request) => {
      await changePassword(context, sessionOf(request), request.body.member);
      return { message: messages.passwordUpdated };
    },
  );

  app.put(
    "/members/set_password",
    {
      schema: {
        tags,
        summary:
          "Choose a first password, for an account that has none (it joined signing in with codes by e-mail)",
        description:
          "422 password_already_set with errors.password when the account has a password: change it instead.",
        body: memberEnvelope(newPasswordFormSchema),
        response: { 200: messageReplySchema, 400: errorReply, 401: errorReply, 422: errorReply },
      },
    },
    async (request) => {
      await setFirstPassword(context, sessionOf(request), request.body.member.password);
      return { message: serverMessages.passwordSet };
    },
  );

  app.post(
    "/members/request_reset_password",
    {
      config: { public: true, rateLimit: { times: 1 } },
      schema: {
        tags,
        summary: "E-mail a password reset link; the reply is the same whether or not the address is known",
        body: requestResetPasswordSchema,
        response: { 200: messageReplySchema, 400: errorReply, 429: errorReply },
      },
    },
    async (request) => {
      requestPasswordReset(context, request.body.email);
      return { message: serverMessages.resetRequested };
    },
  );

  app.get(
    "/members/reset_password/:token",
    {
      config: { public: true, rateLimit: { times: 1 } },
      schema: {
        tags,
        summary:
          "Check a reset link when its page opens: whether it can still set a password. The link is not used up, and the reply names no one",
        description:
          "404 reset_link_unknown, 410 reset_link_used (used, or cancelled when another link of the member was used) or reset_link_expired, each with errors.resetPasswordToken. Requests are limited per address.",
        params: z.object({ token: z.string().max(200) }),
        response: {
          200: resetLinkCheckSchema,
          400: errorReply,
          404: errorReply,
          410: errorReply,
          429: errorReply,
        },
      },
    },
    async (request) => checkResetLink(context, request.params.token),
  );

  app.put(
    "/members/reset_password",
    {
      config: { public: true, rateLimit: { times: 1 } },
      schema: {
        tags,
        summary: "Set a new password with the token from the reset link",
        body: memberEnvelope(resetPasswordSchema),
        response: { 200: messageReplySchema, 400: errorReply, 422: errorReply, 429: errorReply },
      },
    },
    async (request) => {
      await resetPassword(context, request.body.member);
      return { message: serverMessages.passwordReset };
    },
  );

  // Issue 43: a sign-in code by e-mail.
  app.post(
    "/members/request_sign_in_code",
    {
      config: { public: true, rateLimit: { times: 1 } },
      schema: {
        tags,
        summary:
          "E-mail a six-digit sign-in code and a sign-in link, valid 10 minutes; the reply is the same whether or not the address is a member's",
        description:
          "A newer code ends the one before it. A closed account (resigned, deceased, merged) is answered the same and gets no mail. Requests are limited per address asked for and per client (429).",
        body: memberEnvelope(requestSignInCodeSchema),
        response: { 200: messageReplySchema, 400: errorReply, 429: errorReply },
      },
    },
    async (request) => {
      await limitSignInCodeRequests(context, request.body.member.email);
      requestSignInCode(context, request.body.member.email);
      return { message: serverMessages.signInCodeSent };
    },
  );

  app.post(
    "/members/login_with_code",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "Sign in with the e-mailed code, on any device; the token comes back in the Authorization header",
        description:
          "401 sign_in_code_wrong with errors.code for every refusal (unknown address, closed account, wrong, used, replaced or expired code). A code works once and ends after 5 wrong tries. Failures are limited per address and per client, with a password's (429). An office account still proves its second factor before office calls.",
        body: memberEnvelope(loginWithCodeSchema),
        response: { 200: ownProfileSchema, 400: errorReply, 401: errorReply, 429: errorReply },
      },
    },
    async (request, reply) =>
      sendSignedIn(reply, await loginWithCode(context, request.body.member, request.ip)),
  );

  app.post(
    "/members/login_with_link",
    {
      config: { public: true, rateLimit: { times: 1 } },
      schema: {
        tags,
        summary:
          "Sign in the device that opened the link e-mailed with a code; the token comes back in the Authorization header",
        description:
          "410 sign_in_link_used with errors.token when the link is unknown, used, replaced or past its 10 minutes. Tried links are limited per client (429).",
        body: loginWithLinkSchema,
        response: { 200: ownProfileSchema, 400: errorReply, 410: errorReply, 429: errorReply },
      },
    },
    async (request, reply) => sendSignedIn(reply, await loginWithLink(context, request.body)),
  );
};
