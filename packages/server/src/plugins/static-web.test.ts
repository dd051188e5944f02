import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "club-dist-"));
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>portal</title>");
  writeFileSync(path.join(distDir, "assets", "app-1234.js"), "console.log('app')");
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(() => t.close());

describe("the built web app", () => {
  it.each(["/", "/login", "/my-profile/member-info", "/reset-password/abc_DEF-123"])(
    "answers the page route %s with index.html, not cached",
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<title>portal</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("serves hashed assets for a year", async () => {
    const response = await t.app.inject({ url: "/assets/app-1234.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves a file added after start (a rebuild needs no restart)", async () => {
    writeFileSync(path.join(distDir, "assets", "app-5678.js"), "console.log('new')");
    expect((await t.app.inject({ url: "/assets/app-5678.js" })).statusCode).toBe(200);
  });

  it("answers a missing file and an unknown API path with the JSON 404, never the page", async () => {
    for (const url of ["/assets/gone-0000.js", "/api/v1/unknown", "/favicon.ico"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: { base: ["Not Found"] } });
    }
  });
});
