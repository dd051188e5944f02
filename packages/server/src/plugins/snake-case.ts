import { toCodeKeys, wireName } from "@club/domain/wire-keys";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The wire speaks snake_case (spec §7), the code camelCase: request bodies and query strings are converted
 * here, once, before validation. An empty body is validated as `{}` so missing fields are named.
 */
export const snakeCasePlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request) => {
    if (request.routeOptions.config.keepKeys) return;
    if (isPlainObject(request.body)) request.body = toCodeKeys(request.body);
    else if (request.body == null && request.routeOptions.schema?.body) request.body = {};
    // The query parser builds objects on a prototype of its own: copy before converting.
    if (typeof request.query === "object" && request.query !== null) {
      request.query = toCodeKeys({ ...(request.query as Record<string, unknown>) });
    }
  });
});

/**
 * Renames a JSON schema's property names to snake_case, so the API document shows the wire's names: only names
 * inside `properties` and `required`, which a key converter cannot tell from other keys.
 */
export function snakeCaseJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(snakeCaseJsonSchema);
  if (!isPlainObject(node)) return node;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "properties" && isPlainObject(value)) {
      result[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [wireName(name), snakeCaseJsonSchema(schema)]),
      );
    } else if (key === "required" && Array.isArray(value)) {
      result[key] = value.map((name) => (typeof name === "string" ? wireName(name) : name));
    } else {
      result[key] = snakeCaseJsonSchema(value);
    }
  }
  return result;
}
