import { errorBodySchema } from "@club/domain/errors.schema";
import { serverMessages } from "@club/domain/messages";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.ts";

/** The error reply every route shares: documented once, referenced by each route's schema. */
export const errorReply = errorBodySchema;

// Member payloads travel under a `member` key; the field a user sees is the one inside it.
function fieldName(instancePath: string): string {
  const segments = instancePath.split("/").filter(Boolean);
  if (segments[0] === "member") segments.shift();
  return segments.length > 0 ? segments.join(".") : "base";
}

/** One error shape for every failure: `{ errors: { field: [messages] } }`; nothing internal leaks. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = fieldName(issue.instancePath);
        errors[key] = [...(errors[key] ?? []), issue.message ?? "is invalid"];
      }
      return reply.status(400).send({ errors });
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.status(400).send({ errors: { base: [serverMessages.invalidJson] } });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ errors: { base: [serverMessages.tooManyRequests] } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ errors: { base: [error.message] } });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ errors: { base: [serverMessages.internal] } });
  });
});
