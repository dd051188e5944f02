import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("health checks", () => {
  it("are public in the API document, like sign-in, while member routes need the bearer token", async () => {
    const document = (await t.app.inject({ url: "/api/docs/json" })).json();
    expect(document.security).toEqual([{ bearer: [] }]);
    expect(document.paths["/healthz"].get.security).toEqual([]);
    expect(document.paths["/readyz"].get.security).toEqual([]);
    expect(document.paths["/api/v1/members/login"].post.security).toEqual([]);
    expect(document.paths["/api/v1/members/profile"].get.security).toBeUndefined();
  });

  it("answer without a token", async () => {
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });
});
