import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fieldMessages, serverMessages } from "@club/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makes } from "./modules/makes/makes.schema.ts";
import { bearer, createDirectoryMember, joinPayload, signIn } from "./test/factories.ts";
import { createTestApp, createTestInstance, type TestApp } from "./test/test-app.ts";

// Input PostgreSQL cannot take (NUL in text, numbers beyond a 32-bit integer) and bodies that cannot be read
// are the client's mistake: a 4xx naming the field, never the database's error as a 500.

let t: TestApp;
let token: string;
let memberId: number;
let packard: number;
beforeAll(async () => {
  t = await createTestApp();
  const member = await createDirectoryMember(t.database.db);
  memberId = member.id;
  token = await signIn(t.app, member.email);
  const [make] = await t.database.db.select().from(makes).where(eq(makes.name, "Packard"));
  packard = make?.id as number;
});
afterAll(() => t.close());

const nul = [fieldMessages.invalidCharacter];
const tooLarge = [fieldMessages.numberTooLarge];

describe("text with a NUL character", () => {
  it.each([
    ["a join", "POST", "/api/v1/members", () => joinPayload({ city: "Spring\u0000field" }), "city"],
    [
      "an e-mail",
      "POST",
      "/api/v1/members/request_reset_password",
      () => ({ email: "\u0000@b.co" }),
      "email",
    ],
    ["an invoice id", "POST", "/api/v1/payments/orders", () => ({ invoice_id: "abc\u0000" }), "invoiceId"],
  ] as const)("is refused in %s, naming the field", async (_, method, url, payload, field) => {
    const response = await t.app.inject({ method, url, payload: payload(), headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { [field]: nul } });
  });

  it("is refused in a profile, a search and a path", async () => {
    const profile = await t.app.inject({
      method: "PUT",
      url: `/api/v1/members/${memberId}`,
      headers: bearer(token),
      payload: { member: { ...joinPayload().member, last_name: "Tester\u0000" } },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors.lastName).toEqual(nul);
    const search = await t.app.inject({ url: "/api/v1/members/search?city=a%00b", headers: bearer(token) });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ errors: { city: nul } });
    const invoice = await t.app.inject({ url: "/api/v1/invoices/abc%00" });
    expect(invoice.statusCode).toBe(400);
    expect(invoice.json()).toEqual({ errors: { orderId: nul } });
  });
});

describe("numbers beyond a 32-bit integer", () => {
  it.each([
    ["/api/v1/members/2147483648/search_profile", "memberNo"],
    ["/api/v1/vehicles/99999999999999999999/search_profile", "id"],
    ["/api/v1/vehicles/search?year=2147483648", "year"],
    ["/api/v1/vehicles/search?make_id=2147483648", "makeId"],
    ["/api/v1/members/search?page=2147483648", "page"],
  ])("are refused in GET %s", async (url, field) => {
    const response = await t.app.inject({ url, headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { [field]: tooLarge } });
  });

  it("are refused in a join and a car's make", async () => {
    const join = await t.app.inject({
      method: "POST",
      url: "/api/v1/members",
      payload: joinPayload({ national_plan: 2147483648, regional_plans: [{ regional_id: 1e20 }] }),
    });
    expect(join.statusCode).toBe(400);
    expect(join.json()).toEqual({
      errors: { nationalPlan: tooLarge, "regionalPlans.0.regionalId": tooLarge },
    });
    const body = new FormData();
    for (const [key, value] of Object.entries({ ...carFields(), make_id: "2147483648" }))
      body.append(key, value);
    const car = await t.app.inject({
      method: "POST",
      url: "/api/v1/vehicles",
      headers: bearer(token),
      payload: body,
    });
    expect(car.statusCode).toBe(400);
    expect(car.json()).toEqual({ errors: { makeId: tooLarge } });
  });
});

function carFields(): Record<string, string> {
  return {
    owned_by_associate: "false",
    year: "1931",
    make_id: String(packard),
    model: "Deluxe Eight",
    number_of_cylinders: "8",
    authentic: "true",
  };
}

describe("a multipart vehicle form that cannot be read", () => {
  const boundary = "----test-boundary";
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const whole = () =>
    Object.entries(carFields())
      .map(([name, value]) => part(name, value))
      .join("");
  const send = (payload: string, contentType = `multipart/form-data; boundary=${boundary}`) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/vehicles",
      headers: { ...bearer(token), "content-type": contentType },
      payload,
    });

  it.each([
    ["ends early", () => whole().slice(0, -20)],
    ["has no closing boundary", () => whole()],
    ["names a field __proto__", () => `${whole()}${part("__proto__", "x")}--${boundary}--\r\n`],
  ])("is a 400 when it %s", async (_, payload) => {
    const response = await send(payload());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { base: [serverMessages.formUnreadable] } });
  });

  it.each([
    ["no boundary", "multipart/form-data"],
    ["a boundary over 256 characters", `multipart/form-data; boundary=${"b".repeat(300)}`],
  ])("is a 400 with %s", async (_, contentType) => {
    const response = await send(`${whole()}--${boundary}--\r\n`, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { base: [serverMessages.formUnreadable] } });
  });

  it("is a 413 with more fields than a form has", async () => {
    const fields = Array.from({ length: 70 }, (_, i) => part(`field${i}`, "x")).join("");
    const response = await send(`${fields}--${boundary}--\r\n`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: { base: [serverMessages.formTooLarge] } });
  });
});

describe("requests the router cannot read", () => {
  it("answer 400 in the error shape for a URL that does not decode", async () => {
    const response = await t.app.inject({
      url: "/api/v1/members/%E2%82/search_profile",
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { base: [serverMessages.invalidUrl] } });
  });

  // The router alone answers 414 for a parameter over its limit only when no wildcard route (the web app's) is
  // registered, so each case runs with the web app built and not built.
  it.each([
    ["built", true],
    ["not built", false],
  ])(
    "answer 404 in the error shape for a path parameter longer than any the server issues (web app %s)",
    async (_, built) => {
      const distDir = mkdtempSync(path.join(tmpdir(), "club-web-"));
      if (built) writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Portal</title>");
      const instance = await createTestInstance(t.database, t.clock, { WEB_DIST_DIR: distDir });
      try {
        for (const url of [
          `/api/v1/members/reset_password/${"x".repeat(201)}`,
          `/api/v1/cards/${"c".repeat(500)}`,
        ]) {
          const response = await instance.app.inject({ url });
          expect(response.statusCode, url).toBe(404);
          expect(response.json()).toEqual({ errors: { base: [serverMessages.notFound] } });
        }
      } finally {
        await instance.close();
      }
    },
  );

  it("answer 400 for a key repeated where one value is expected, and for a body that is not an object", async () => {
    const repeated = await t.app.inject({
      url: "/api/v1/members/search?city=a&city=b",
      headers: bearer(token),
    });
    expect(repeated.statusCode).toBe(400);
    expect(Object.keys(repeated.json().errors)).toEqual(["city"]);
    const list = await t.app.inject({ method: "POST", url: "/api/v1/members/login", payload: [1, 2] });
    expect(list.statusCode).toBe(400);
  });
});
