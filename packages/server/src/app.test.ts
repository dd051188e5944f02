import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLUB_NAME: "Vintage Motor Club", CLUB_PRIMARY_COLOR: "#224466" });
});
afterAll(() => t.close());

describe("the app shell", () => {
  it("answers liveness and readiness", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok" });
  });

  it("gives the browser the club's branding from configuration, without a token", async () => {
    const response = await t.app.inject({ url: "/api/v1/site_config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      clubName: "Vintage Motor Club",
      clubShortName: "CCCA",
      primaryColor: "#224466",
      websiteUrl: "https://www.classiccarclub.org",
    });
  });

  it("publishes an OpenAPI 3.1 document with the wire's snake_case request names", async () => {
    const response = await t.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    const login = document.paths["/api/v1/members/login"].post;
    const member = login.requestBody.content["application/json"].schema.properties.member;
    expect(Object.keys(member.properties)).toEqual(["email", "password", "remember_me"]);
    expect(login.security).toEqual([]);
    expect(document.paths["/api/v1/members/change_password"].put.security).toBeUndefined();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/members/logout",
        "/api/v1/members/request_reset_password",
        "/api/v1/members/reset_password",
        "/api/v1/members/profile",
        "/api/v1/members/membership_details",
      ]),
    );
  });

  it("serves the API reference page", async () => {
    const response = await t.app.inject({ url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });

  it("answers unknown API paths with the one error shape", async () => {
    const response = await t.app.inject({ url: "/api/v1/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: { base: ["Not Found"] } });
  });

  it("sends security headers and keeps API replies out of caches", async () => {
    const response = await t.app.inject({ url: "/api/v1/site_config" });
    expect(response.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(response.headers["content-security-policy"]).not.toContain("paypal");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
