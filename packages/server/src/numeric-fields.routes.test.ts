/**
 * Issue 39: every number a client may send, in every request body, query and path of the API document, fed the
 * numbers that have broken servers before: 1e-300 (a `real` column underflows), 1e308 (beyond any column), -0 and
 * "NaN" as text. Each is refused with 400 or 422 naming the field (or refused earlier: 401, 403, 404, 409), never
 * accepted and never a 5xx; -0 is zero, which a field may take.
 *
 * The fields come from the document, built from the routes' zod schemas, so a new route's numbers are tried without
 * anyone listing them. One app, two sign-ins (a member for the member routes, an office administrator for the office).
 */
import { codeName } from "@club/domain/wire-keys";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, signIn } from "./test/factories.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
}

interface Parameter {
  in: string;
  name: string;
  schema: JsonSchema;
}

interface Operation {
  name: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

/** A segment of a body's path: an object's property (named on the wire), an array's item, or a record's key. */
type Segment = { property: string } | { index: number } | { key: string };

const hostile: { label: string; json: unknown; text: string }[] = [
  { label: "1e-300", json: 1e-300, text: "1e-300" },
  { label: "1e308", json: 1e308, text: "1e308" },
  { label: "-0", json: -0, text: "-0" },
  { label: '"NaN"', json: "NaN", text: "NaN" },
];
/** Refused before the value was read: not signed in for this, not allowed, nothing there, not now. */
const refusedEarlier = new Set([401, 403, 404, 405, 409]);

const methods = ["get", "post", "put", "patch", "delete"];

function operationsOf(document: unknown): Operation[] {
  const paths = (document as { paths: Record<string, Record<string, Record<string, unknown>>> }).paths;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []) as Parameter[],
        body: (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> })?.content?.[
          "application/json"
        ]?.schema,
      })),
  );
}

const typesOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** The schema a value takes (the first that is not null, of a union). */
function branchOf(schema: JsonSchema): JsonSchema {
  const union = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!union) return schema;
  return branchOf(union.find((member) => !typesOf(member).includes("null")) ?? union[0] ?? {});
}

const isNumeric = (schema: JsonSchema) =>
  typesOf(branchOf(schema)).some((type) => type === "integer" || type === "number");

/** A value that fits the schema, as far as a JSON schema says. */
function fitting(schema: JsonSchema, name = ""): unknown {
  const chosen = branchOf(schema);
  if (chosen.const !== undefined) return chosen.const;
  if (chosen.enum) return chosen.enum[0];
  const types = typesOf(chosen);
  if (types.includes("object") || chosen.properties)
    return Object.fromEntries(
      Object.entries(chosen.properties ?? {}).map(([key, value]) => [key, fitting(value, key)]),
    );
  if (types.includes("array")) return [fitting(chosen.items ?? {}, name)];
  if (types.includes("integer")) return Math.max(chosen.minimum ?? 1, (chosen.exclusiveMinimum ?? 0) + 1, 1);
  if (types.includes("number")) return 1;
  if (types.includes("boolean")) return false;
  if (types.includes("string")) {
    if (/email/.test(name)) return "numbers@example.net";
    if (/date|day|until|opens|closes|after/.test(name)) return "2099-01-01";
    return "1";
  }
  return null;
}

/** Every numeric field of a body, by its path (an array's first item, a record's one key). */
function numericPaths(schema: JsonSchema, prefix: Segment[] = []): Segment[][] {
  const chosen = branchOf(schema);
  if (isNumeric(chosen)) return [prefix];
  const paths = Object.entries(chosen.properties ?? {}).flatMap(([key, value]) =>
    numericPaths(value, [...prefix, { property: key }]),
  );
  if (typesOf(chosen).includes("array") && chosen.items)
    paths.push(...numericPaths(chosen.items, [...prefix, { index: 0 }]));
  if (typeof chosen.additionalProperties === "object")
    paths.push(...numericPaths(chosen.additionalProperties, [...prefix, { key: "Paint" }]));
  return paths;
}

/** The body fitted to its schema, with `value` at `path` (a record gets the one key). */
function bodyWith(schema: JsonSchema, path: Segment[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (!head) return value;
  const chosen = branchOf(schema);
  if ("property" in head) {
    const base = (fitting(chosen) ?? {}) as Record<string, unknown>;
    return { ...base, [head.property]: bodyWith(chosen.properties?.[head.property] ?? {}, rest, value) };
  }
  if ("index" in head) return [bodyWith(chosen.items ?? {}, rest, value)];
  const inner = typeof chosen.additionalProperties === "object" ? chosen.additionalProperties : {};
  return { [head.key]: bodyWith(inner, rest, value) };
}

/** How the error body names the field: code names, dotted; a member payload's envelope may be left out. */
function fieldNames(path: Segment[]): string[] {
  const names = path.map((segment) =>
    "property" in segment
      ? codeName(segment.property)
      : "index" in segment
        ? String(segment.index)
        : segment.key,
  );
  return [names.join("."), names.slice(1).join(".")].filter((name) => name !== "");
}

let t: TestApp;
let memberToken: string;
let officeToken: string;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  const member = await createDirectoryMember(t.database.db, {
    cars: [{ year: 1931, make: "Packard", model: "Eight" }],
  });
  memberToken = await signIn(t.app, member.email);
  officeToken = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
  operations = operationsOf(t.app.swagger());
});
afterAll(() => t?.close());

interface Attempt {
  operation: Operation;
  field: string[];
  value: (typeof hostile)[number];
  url: string;
  payload: unknown;
}

function attemptsOf(operation: Operation): Attempt[] {
  const attempts: Attempt[] = [];
  const fitted = Object.fromEntries(
    operation.parameters.map((parameter) => [
      parameter.name,
      String(fitting(parameter.schema, parameter.name)),
    ]),
  );
  const urlWith = (changed: Record<string, string>) => {
    const values = { ...fitted, ...changed };
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? ""),
    );
    const query = operation.parameters
      .filter((parameter) => parameter.in === "query")
      .map((parameter) => `${parameter.name}=${encodeURIComponent(values[parameter.name] ?? "")}`);
    return query.length > 0 ? `${path}?${query.join("&")}` : path;
  };
  const body = operation.body ? fitting(operation.body) : undefined;
  for (const parameter of operation.parameters) {
    if (!isNumeric(parameter.schema) || (parameter.in !== "path" && parameter.in !== "query")) continue;
    for (const value of hostile)
      attempts.push({
        operation,
        // A path's or a query's field is named as the code or as the wire names it.
        field: [codeName(parameter.name), parameter.name],
        value,
        url: urlWith({ [parameter.name]: value.text }),
        payload: body,
      });
  }
  if (operation.body)
    for (const path of numericPaths(operation.body))
      for (const value of hostile)
        attempts.push({
          operation,
          field: fieldNames(path),
          value,
          url: urlWith({}),
          payload: bodyWith(operation.body, path, value.json),
        });
  return attempts;
}

/** What is wrong with the reply to one attempt, or null. */
async function problemOf(attempt: Attempt): Promise<string | null> {
  const office = attempt.operation.path.startsWith("/api/v1/office");
  const headers: Record<string, string> = bearer(office ? officeToken : memberToken);
  if (attempt.payload !== undefined) headers["content-type"] = "application/json";
  const reply = await t.app.inject({
    method: attempt.operation.method as "GET",
    url: attempt.url,
    headers,
    ...(attempt.payload === undefined ? {} : { payload: JSON.stringify(attempt.payload) }),
  });
  const told = `${attempt.operation.name} ${attempt.field[0]} = ${attempt.value.label}: ${reply.statusCode} ${reply.body.slice(0, 200)}`;
  if (reply.statusCode >= 500) return told;
  if (attempt.value.label === "-0") return null;
  if (reply.statusCode === 400 || reply.statusCode === 422) {
    const errors = Object.keys((reply.json() as { errors?: Record<string, unknown> }).errors ?? {});
    const named = errors.some((key) =>
      attempt.field.some((field) => key === field || key.startsWith(`${field}.`)),
    );
    return named ? null : `not named: ${told}`;
  }
  return refusedEarlier.has(reply.statusCode) ? null : `accepted: ${told}`;
}

describe("every numeric field of the API document", () => {
  it("refuses 1e-300, 1e308 and NaN naming the field, takes -0 as zero, and never answers 5xx", async () => {
    const attempts = operations.flatMap(attemptsOf);
    // The judge's deduction (a record of categories), an event's item, a page, an id in a path are among them.
    const tried = new Set(attempts.map((attempt) => `${attempt.operation.name} ${attempt.field[0]}`));
    expect(tried).toContain("PUT /api/v1/judging/sheets/{entry_id} deductions.Paint");
    expect(tried).toContain("POST /api/v1/events/{id}/registrations items.0.quantity");
    const problems: string[] = [];
    for (const attempt of attempts) {
      const problem = await problemOf(attempt);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
    // Nothing tried ended either session: every attempt was read signed in.
    expect(
      (await t.app.inject({ url: "/api/v1/registrations", headers: bearer(memberToken) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: "/api/v1/office/session", headers: bearer(officeToken) })).statusCode,
    ).toBe(200);
  }, 180_000);
});
