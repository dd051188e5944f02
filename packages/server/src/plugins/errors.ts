import { errorBodySchema } from "@club/domain/errors.schema";
import { serverMessages } from "@club/domain/messages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { fieldErrorsOf } from "../lib/validation-errors.ts";

/** The error reply every route shares: documented once, referenced by each route's schema. */
export const errorReply = errorBodySchema;

/**
 * The router's own failures, before any route or hook runs (Fastify's `frameworkErrors`): a URL that does not
 * decode, or a path parameter over the router's length limit. Same shape, same status.
 *
 * A parameter longer than any id or token the server issues names nothing, so it is a 404 like any unknown one.
 * The router alone would say 414 only when no wildcard route is registered (the web build absent), so the answer
 * would hang on whether the web app had been built.
 */
export function replyToFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return reply.status(404).send({ errors: { base: [serverMessages.notFound] } });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.status(statusCode).send({ errors: { base: [serverMessages.invalidUrl] } });
  }
  request.log.error({ err: error }, "request failed");
  return reply.status(500).send({ errors: { base: [serverMessages.internal] } });
}

/** One error shape for every failure: `{ errors: { field: [messages] } }`; nothing internal leaks. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header("Retry-After", String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ errors: error.errors, existing: error.existing });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split("/").filter(Boolean),
        message: issue.message ?? "is invalid",
      }));
      // Member payloads travel under a `member` key; the field a user sees is the one inside it.
      return reply.status(400).send({ errors: fieldErrorsOf(issues, { envelope: "member" }) });
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.status(400).send({ errors: { base: [serverMessages.invalidJson] } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ errors: { base: [error.message] } });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL is restarting or out of reach: the request may be retried once it is back (operations.md).
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("Retry-After", "10")
        .send({ errors: { base: [serverMessages.unavailable] } });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ errors: { base: [serverMessages.internal] } });
  });
});
