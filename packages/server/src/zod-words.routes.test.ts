import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn } from "./test/factories.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

// Issue 40: no reply carries zod's own English, even for a check no schema worded (an id in a path, a query).
const zodDefault =
  /Invalid input|Invalid option|Too small|Too big|Unrecognized key|expected .* to have|[<>]=|received/;

describe("validation in words on every path", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const member = await createDirectoryMember(t.database.db, {});
    token = await signIn(t.app, member.email);
  });
  afterAll(() => t.close());

  it("answers a malformed id, query or body in words", async () => {
    for (const [method, url, payload] of [
      ["GET", "/api/v1/events/not-a-number", undefined],
      ["GET", "/api/v1/vehicles/abc", undefined],
      ["GET", "/api/v1/directory?page=zero", undefined],
      ["POST", "/api/v1/events/abc/registrations", {}],
    ] as const) {
      const reply = await t.app.inject({ method, url, payload, headers: bearer(token) });
      expect(reply.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(reply.body, `${method} ${url}`).not.toMatch(zodDefault);
    }
  });
});
