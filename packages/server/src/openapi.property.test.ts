/**
 * Hostile input against every operation of the API document: whatever a client sends (huge or negative
 * numbers, NUL bytes, odd unicode, very long text, repeated query keys, wrong types, wrong content types,
 * broken multipart forms), the reply is never a 5xx, and every 4xx is the one error shape.
 *
 * The operations come from the OpenAPI document, so a new route is attacked without anyone listing it.
 * The PayPal routes are attacked a second time in an app that uses PayPal (a local stand-in).
 */
import { errorBodySchema } from "@club/domain/errors.schema";
import { vehicleFieldsSchema } from "@club/domain/vehicle.schema";
import { wireName as snakeCase } from "@club/domain/wire-keys";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makes } from "./modules/makes/makes.schema.ts";
import { vehicles } from "./modules/vehicles/vehicles.schema.ts";
import { bearer, createDirectoryMember, createMember, signIn } from "./test/factories.ts";
import {
  type PayPalStandIn,
  paypalPortalEnv,
  signWebhookEvent,
  startPayPalStandIn,
} from "./test/paypal-stand-in.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
}

interface Operation {
  name: string;
  method: string;
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  multipart: boolean;
}

interface Input {
  pathParams: Record<string, string>;
  query: string;
  payload: string | Buffer | undefined;
  contentType: string | undefined;
}

const methods = ["get", "post", "put", "patch", "delete"];
const runsPerOperation = 25;
// PROPERTY_SEED explores other inputs; the default keeps CI repeatable.
const seed = Number(process.env.PROPERTY_SEED ?? 20261121);

function operationsOf(document: unknown): Operation[] {
  const paths = (document as { paths: Record<string, Record<string, Record<string, unknown>>> }).paths;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.includes(method)) continue;
      const parameters = (operation.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[];
      const byPlace = (place: string) =>
        Object.fromEntries(parameters.filter((p) => p.in === place).map((p) => [p.name, p.schema]));
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> })
        ?.content;
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: byPlace("path"),
        query: byPlace("query"),
        body: content?.["application/json"]?.schema,
        multipart: String(operation.description ?? "").includes("multipart/form-data"),
      });
    }
  }
  return operations;
}

// Values that have broken servers before: beyond PostgreSQL's 32-bit integer, NUL (PostgreSQL text cannot
// hold it), lone surrogates, numbers as text, very long text.
const hostileStrings = [
  "",
  " ",
  "-1",
  "1.5",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "99999999999999999999999999",
  "1e400",
  "NaN",
  "0x1F",
  "null",
  "[]",
  "'; drop table members; --",
  "../../etc/passwd",
  "Ünïcödé ✓ 🚗 \u202e",
  "x".repeat(10_000),
];
const withNul = fc.constantFrom("\u0000", "1\u0000", "a\u0000b", "Ada\u0000", "\u0000@example.net");
const outOfRange = fc.oneof(
  fc.constantFrom(2147483648, -2147483649, 4294967296, 2 ** 53 + 2, 1e20, 1e308, -1e308),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(Number),
);
const hostileString = fc.oneof(
  { weight: 3, arbitrary: withNul },
  { weight: 3, arbitrary: outOfRange.map((value) => value.toLocaleString("en-US", { useGrouping: false })) },
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: withNul },
  { weight: 3, arbitrary: outOfRange },
  { weight: 2, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(0.5, -1, 0, "\ud800", null, true, [], {}, [null], {
      nested: "\u0000",
    }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

// Text that passes the forms' rules, chosen by the field's name, so a request gets past its first check and
// the one hostile value in it travels as deep into the route as it can.
const textByName: [RegExp, fc.Arbitrary<string>][] = [
  [/current_password/, fc.constant("Wrong-Password-1931")],
  [/password/, fc.constant("Joining-Club-1934")],
  [/email/, fc.uuid().map((id) => `property-${id.slice(0, 8)}@example.net`)],
  [/country/, fc.constant("US")],
  [/state/, fc.constant("US-IL")],
  [/zip/, fc.constant("62701")],
  [/phone/, fc.constant("+1 312 555 0100")],
  [/region/, fc.constant("GI")],
];
const plainText = fc.constantFrom("Ada", "Springfield", "12 Elm Street", "1");

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** A value that fits the schema (as far as a JSON schema tells). */
function fitting(schema: JsonSchema, name = ""): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => fitting(member, name)));
  switch (typeOf(schema)) {
    case "object":
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [key, fitting(value, key)]),
        ),
      );
    case "array":
      return fc.array(fitting(schema.items ?? {}, name), { maxLength: 1 });
    case "integer": {
      const low = Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1, 0);
      return fc.oneof(
        { weight: 3, arbitrary: fc.constant(low) },
        {
          weight: 1,
          arbitrary: fc.integer({ min: low, max: Math.min(schema.maximum ?? low + 40, low + 40) }),
        },
      );
    }
    case "number":
      return fc.double({ min: 0, max: 10, noNaN: true });
    case "boolean":
      // Ticking a box often makes another field required: a hostile value can still put `true` in.
      return fc.constant(false);
    case "null":
      return fc.constant(null);
    case "string": {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return textByName.find(([pattern]) => pattern.test(name))?.[1] ?? plainText;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

type JsonPath = (string | number)[];

/** Every leaf of a JSON value (a field one could put something else in); the value itself if it has none. */
function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (value === null || typeof value !== "object") return [prefix];
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key]),
  );
  return children.length > 0 ? children : [prefix];
}

function replaceAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...JsonPath];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

// Multipart: the vehicle form's fields, with one changed, files added, or damage done to the body.
const vehicleFieldNames = [
  ...Object.keys(vehicleFieldsSchema.in.shape).map((name) => snakeCase(name)),
  "images",
  "images[]",
  "engin_number",
  "__proto__",
  "constructor",
  "",
];
const boundary = "----property-test";
const multipartType = `multipart/form-data; boundary=${boundary}`;
type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

function multipartBody(parts: Part[], separator = boundary): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : "";
    chunks.push(Buffer.from(`--${separator}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${separator}--\r\n`));
  return Buffer.concat(chunks);
}

const damages = [
  "truncated",
  "no closing boundary",
  "part without a name",
  "no boundary parameter",
  "boundary over 256 characters",
  "other boundary",
  "too many files",
  "too many fields",
  "file too large",
  "json field",
  "empty",
] as const;

function damagedMultipart(damage: (typeof damages)[number], parts: Part[], cut: number, image: Buffer) {
  const tiny = { name: "photos", value: image, filename: "a.png", type: "image/png" };
  const whole = multipartBody(parts);
  switch (damage) {
    case "truncated":
      return { payload: whole.subarray(0, cut % whole.length), contentType: multipartType };
    case "no closing boundary":
      return {
        payload: whole.subarray(0, whole.length - `--${boundary}--\r\n`.length),
        contentType: multipartType,
      };
    case "part without a name":
      return {
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
        ),
        contentType: multipartType,
      };
    case "no boundary parameter":
      return { payload: whole, contentType: "multipart/form-data" };
    case "boundary over 256 characters":
      return { payload: whole, contentType: `multipart/form-data; boundary=${"b".repeat(300)}` };
    case "other boundary":
      return { payload: multipartBody(parts, "something-else"), contentType: multipartType };
    case "too many files":
      return {
        payload: multipartBody([...parts, ...Array.from({ length: 12 }, () => tiny)]),
        contentType: multipartType,
      };
    case "too many fields":
      return {
        payload: multipartBody(Array.from({ length: 70 }, (_, i) => ({ name: `field${i}`, value: "x" }))),
        contentType: multipartType,
      };
    case "file too large":
      return {
        payload: multipartBody([...parts, { ...tiny, value: Buffer.alloc(5 * 1024 * 1024 + 1) }]),
        contentType: multipartType,
      };
    case "json field":
      return {
        payload: multipartBody([...parts, { name: "model", value: "{not json", type: "application/json" }]),
        contentType: multipartType,
      };
    default:
      return { payload: Buffer.alloc(0), contentType: multipartType };
  }
}

const contentTypes = [
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/octet-stream",
  "application/xml",
  "*/*",
  "garbage",
];
const rawBodies = [
  "{",
  '{"member":',
  "[1,",
  "null",
  "[]",
  '"\\u0000"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"member":{"email":"a@b.co","national_plan":99999999999999999999999}}',
  "1e999999",
  "a=1&a=2",
];
const rawSegments = ["%", "%ZZ", "%C0%AF", "%FF%FE", "%2F..%2F", "%E2%82", "x".repeat(600)];

interface Baseline {
  pathParams: Record<string, string>;
  query: [string, string][];
  body: unknown;
}

/** A request that passes the operation's checks as far as the document can tell. */
function baselineOf(operation: Operation, fixture: Fixture): fc.Arbitrary<Baseline> {
  return fc.record({
    pathParams: fc.record(
      Object.fromEntries(
        Object.entries(operation.pathParams).map(([name, schema]) => [
          name,
          schema.enum || fixture.ids.length === 0
            ? fitting(schema, name).map(asText)
            : fc.oneof(fc.constantFrom(...fixture.ids), fitting(schema, name).map(asText)),
        ]),
      ),
    ),
    query: fc
      .tuple(
        ...Object.entries(operation.query).map(([name, schema]) =>
          fc.option(
            fitting(schema, name).map((value): [string, string] => [name, asText(value)]),
            { freq: 2 },
          ),
        ),
      )
      .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== null)),
    body:
      operation.name in fixture.examples
        ? fc.constant(fixture.examples[operation.name])
        : operation.body
          ? fitting(operation.body)
          : fc.constant(undefined),
  });
}

/** One thing made hostile in an otherwise fitting request, and the request that results. */
function inputOf(operation: Operation, fixture: Fixture): fc.Arbitrary<Input> {
  const pathNames = Object.keys(operation.pathParams);
  const queryNames = Object.keys(operation.query);
  const mutations = [
    { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
    {
      weight: pathNames.length > 0 ? 4 : 0,
      arbitrary: fc.record({
        kind: fc.constant("path" as const),
        name: fc.constantFrom(...(pathNames.length > 0 ? pathNames : ["-"])),
        segment: fc.oneof(
          { weight: 5, arbitrary: hostileString.map(encodeURIComponent) },
          { weight: 1, arbitrary: fc.constantFrom(...rawSegments) },
        ),
      }),
    },
    {
      weight: queryNames.length > 0 ? 4 : 1,
      arbitrary: fc.record({
        kind: fc.constant("query" as const),
        name: fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom(...(queryNames.length > 0 ? queryNames : ["page"])) },
          { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "a[b]", "page[]", "") },
        ),
        // A key sent more than once reaches the route as an array.
        values: fc.array(hostileString.map(encodeURIComponent), { minLength: 1, maxLength: 3 }),
      }),
    },
    {
      weight: operation.body ? 8 : 0,
      arbitrary: fc.record({ kind: fc.constant("field" as const), at: fc.nat(), value: hostileJson }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("body" as const),
        payload: fc.oneof(
          hostileJson.map((value) => JSON.stringify(value) ?? "null"),
          fc.constantFrom(...rawBodies),
          fc.string({ unit: "binary", maxLength: 60 }),
        ),
        contentType: fc.oneof(fc.constant("application/json"), fc.constantFrom(...contentTypes)),
      }),
    },
    {
      weight: operation.multipart ? 6 : 1,
      arbitrary: fc.record({
        kind: fc.constant("multipart field" as const),
        name: fc.constantFrom(...vehicleFieldNames),
        value: hostileString,
        files: fc.array(fc.nat(fixture.images.length - 1), { maxLength: 2 }),
      }),
    },
    {
      weight: operation.multipart ? 6 : 1,
      arbitrary: fc.record({
        kind: fc.constant("multipart damage" as const),
        damage: fc.constantFrom(...damages),
        cut: fc.nat(),
      }),
    },
  ];
  return fc.tuple(baselineOf(operation, fixture), fc.oneof(...mutations)).map(([base, mutation]) => {
    const pathParams = Object.fromEntries(
      Object.entries(base.pathParams).map(([name, value]) => [name, encodeURIComponent(value)]),
    );
    let query = base.query.map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
    let payload: Input["payload"] = base.body === undefined ? undefined : JSON.stringify(base.body);
    let contentType: string | undefined = base.body === undefined ? undefined : "application/json";
    if (operation.multipart) {
      payload = multipartBody(
        Object.entries(fixture.vehicleFields).map(([name, value]) => ({ name, value })),
      );
      contentType = multipartType;
    }
    const fields = () => ({ ...fixture.vehicleFields });
    const partsOf = (values: Record<string, string>) =>
      Object.entries(values).map(([name, value]): Part => ({ name, value }));
    switch (mutation.kind) {
      case "path":
        if (mutation.name in pathParams) pathParams[mutation.name] = mutation.segment;
        break;
      case "query":
        query = query.filter((pair) => !pair.startsWith(`${mutation.name}=`));
        query.push(...mutation.values.map((value) => `${encodeURIComponent(mutation.name)}=${value}`));
        break;
      case "field": {
        const paths = pathsOf(base.body);
        const body = replaceAt(base.body, paths[mutation.at % paths.length] ?? [], mutation.value);
        payload = JSON.stringify(body) ?? "null";
        break;
      }
      case "body":
        payload = mutation.payload;
        contentType = mutation.contentType;
        break;
      case "multipart field": {
        const values = { ...fields(), [mutation.name]: mutation.value };
        const files = mutation.files.map(
          (index, n): Part => ({
            name: "photos",
            value: fixture.images[index] as Buffer,
            filename: `car-${n}.png`,
            type: n % 2 === 0 ? "image/png" : "text/plain",
          }),
        );
        payload = multipartBody([...partsOf(values), ...files]);
        contentType = multipartType;
        break;
      }
      case "multipart damage":
        ({ payload, contentType } = damagedMultipart(
          mutation.damage,
          partsOf(fields()),
          mutation.cut,
          fixture.images[0] as Buffer,
        ));
        break;
    }
    return { pathParams, query: query.join("&"), payload, contentType };
  });
}

interface Fixture {
  /** The ids of the signed-in member's own rows, so paths often name something that exists. */
  ids: string[];
  /** Bodies for operations whose schema does not say enough to build one that gets past their checks. */
  examples: Record<string, unknown>;
  vehicleFields: Record<string, string>;
  images: Buffer[];
  token: () => Promise<string>;
}

/** Sends the input once without a token and once signed in; describes any reply that breaks the rules. */
async function attack(
  app: FastifyInstance,
  operation: Operation,
  input: Input,
  token: string,
  extraHeaders: (input: Input) => Record<string, string>,
) {
  const url =
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => input.pathParams[name] ?? "") +
    (input.query ? `?${input.query}` : "");
  const problems: string[] = [];
  for (const authorization of [{}, bearer(token)]) {
    const headers: Record<string, string> = { ...extraHeaders(input), ...authorization };
    if (input.contentType !== undefined) headers["content-type"] = input.contentType;
    const reply = await app.inject({
      method: operation.method as "GET",
      url,
      headers,
      ...(input.payload === undefined ? {} : { payload: input.payload }),
    });
    const describe = () =>
      `${operation.name} ${"authorization" in authorization ? "signed in" : "anonymous"}\n` +
      `  ${operation.method} ${url.slice(0, 300)}\n  content-type: ${input.contentType}\n` +
      `  body: ${String(input.payload).slice(0, 300)}\n  -> ${reply.statusCode} ${reply.body.slice(0, 300)}`;
    if (reply.statusCode >= 500) problems.push(describe());
    else if (
      reply.statusCode >= 400 &&
      String(reply.headers["content-type"]).startsWith("application/json") &&
      !errorBodySchema.safeParse(reply.json()).success
    ) {
      problems.push(`not the error shape: ${describe()}`);
    }
  }
  return problems;
}

async function attackEach(
  app: FastifyInstance,
  operation: Operation,
  fixture: Fixture,
  extraHeaders: (input: Input) => Record<string, string> = () => ({}),
) {
  let runs = 0;
  const details = await fc.check(
    fc.asyncProperty(inputOf(operation, fixture), async (input) => {
      runs += 1;
      const problems = await attack(app, operation, input, await fixture.token(), extraHeaders);
      if (problems.length > 0) throw new Error(problems.join("\n"));
    }),
    { seed, numRuns: operation.multipart ? runsPerOperation * 2 : runsPerOperation, endOnFailure: true },
  );
  return { runs, failure: details.failed ? String((details.errorInstance as Error)?.message) : null };
}

const logoutName = "DELETE /api/v1/members/logout";
let t: TestApp;
let fixture: Fixture;
let leavingFixture: Fixture;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const member = await createDirectoryMember(db, {
    cars: [{ year: 1931, make: "Packard", model: "Eight" }],
  });
  const token = await signIn(t.app, member.email);
  const [car] = await db.select().from(vehicles).where(eq(vehicles.memberId, member.id));
  const [packard] = await db.select().from(makes).where(eq(makes.name, "Packard"));
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#884422" } })
    .png()
    .toBuffer();
  fixture = {
    ids: [String(member.id), String(member.memberNo), String(car?.id)],
    examples: {
      "POST /api/v1/payments/paypal/webhook": {
        id: "WH-1",
        event_type: "PAYMENT.CAPTURE.COMPLETED",
        resource: {
          id: "CAPTURE-1",
          status: "COMPLETED",
          amount: { currency_code: "USD", value: "10.00" },
          invoice_id: "INVOICE-1",
          supplementary_data: { related_ids: { order_id: "ORDER-1" } },
        },
      },
    },
    vehicleFields: {
      owned_by_associate: "false",
      year: "1931",
      make_id: String(packard?.id),
      model: "Deluxe Eight",
      number_of_cylinders: "8",
      senior_category: "None",
      authentic: "true",
    },
    images: [png, Buffer.from("not a picture"), Buffer.concat([png.subarray(0, 40), Buffer.alloc(40)])],
    token: async () => token,
  };
  // Signing out ends the session: that operation signs in a member of its own before each run.
  const leaving = await createMember(db);
  leavingFixture = { ...fixture, token: () => signIn(t.app, leaving.email) };
  operations = operationsOf(t.app.swagger());
});
afterAll(() => t?.close());

describe("every operation of the API document, fed hostile input", () => {
  it("finds the operations, the multipart forms among them (the roster import, an archive issue, the vehicle forms, a claim)", () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((operation) => operation.name)).toContain(logoutName);
    expect(operations.filter((operation) => operation.multipart).map((operation) => operation.name)).toEqual([
      "POST /api/v1/vehicles",
      "PUT /api/v1/vehicles/{id}",
      "POST /api/v1/vehicles/{id}/claims",
      "POST /api/v1/office/archive/issues",
      "POST /api/v1/office/imports",
    ]);
  });

  it("never answers 5xx, signed in or not, and every 4xx is the error shape", async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const result = await attackEach(
        t.app,
        operation,
        operation.name === logoutName ? leavingFixture : fixture,
      );
      expect(result.runs, operation.name).toBeGreaterThan(0);
      if (result.failure) failures.push(result.failure);
    }
    expect(failures).toEqual([]);
    // 25 hostile requests for each of the API's operations: 80 s alone on a two-core machine, past 120 s beside the
    // rest of the suite. Its time grows with the API; a limit only costs time when it fails.
  }, 300_000);
});

describe("the payment routes with PayPal as the provider", () => {
  let paypal: PayPalStandIn;
  let withPayPal: TestApp;
  beforeAll(async () => {
    paypal = await startPayPalStandIn();
    withPayPal = await createTestApp(paypalPortalEnv(paypal.url));
  });
  afterAll(async () => {
    await withPayPal?.close();
    await paypal?.close();
  });

  it("never answers 5xx, even to a webhook that PayPal vouches for", async () => {
    const paymentOperations = operationsOf(withPayPal.app.swagger()).filter((operation) =>
      /\/(payments|invoices|orders)\//.test(operation.path),
    );
    expect(paymentOperations.map((operation) => operation.name)).toContain(
      "POST /api/v1/payments/paypal/webhook",
    );
    const failures: string[] = [];
    for (const operation of paymentOperations) {
      const result = await attackEach(
        withPayPal.app,
        operation,
        { ...fixture, token: async () => "no-session" },
        // Signed as PayPal signs: the webhook believes the event and acts on it.
        (input) => ({ "paypal-transmission-sig": signWebhookEvent(String(input.payload ?? "")) }),
      );
      if (result.failure) failures.push(result.failure);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
