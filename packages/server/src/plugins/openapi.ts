import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { snakeCaseJsonSchema } from "./snake-case.ts";

/** The OpenAPI 3.1 document, generated from the routes' zod schemas, and its reference page at /api/docs. */
export const openApiPlugin = fp<{ clubName: string }>(async (app: FastifyInstance, { clubName }) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${clubName} members portal API`,
        description:
          "Requests carry snake_case field names; responses are camelCase JSON. Every failure replies " +
          '`{ "errors": { "<field>": ["message"] } }`. Sign in with POST /api/v1/members/login and send the ' +
          "returned `Authorization` header (`Bearer <token>`) with every other call.",
        version: "1.0.0",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const wire = { ...schema } as Record<string, unknown>;
      // A route that reads its keys as sent (`keepKeys`: WebAuthn's credentials, a judge's categories, Apple's
      // `passesUpdatedSince`) is shown with them: snake_case names would send a client's fields where it never looks.
      for (const part of ["body", "querystring"]) {
        if (wire[part] && !input.route.config?.keepKeys) wire[part] = snakeCaseJsonSchema(wire[part]);
      }
      if (input.route.config?.public) wire.security = [];
      return { schema: wire, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
});
