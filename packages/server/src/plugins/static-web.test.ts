import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let distDir: string;
const indexHtml = "<!doctype html><title>portal</title>";
const appJs = `console.log(${JSON.stringify("app ".repeat(500))})`;
const faviconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8"/></svg>';

/** A file as the web build leaves it: itself, and its brotli and gzip copies (vite.config.ts). */
function writeBuilt(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "club-dist-"));
  mkdirSync(path.join(distDir, "assets"));
  writeBuilt(path.join(distDir, "index.html"), indexHtml);
  writeBuilt(path.join(distDir, "assets", "app-1234.js"), appJs);
  writeFileSync(path.join(distDir, "favicon.svg"), faviconSvg);
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
    for (const url of ["/assets/gone-0000.js", "/api/v1/unknown", "/apple-touch-icon.png"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: { base: ["Not Found"] } });
    }
  });

  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ])(
    "sends a hashed asset precompressed in %s to a browser that takes it, still cached for a year",
    async (encoding, decode) => {
      const response = await t.app.inject({
        url: "/assets/app-1234.js",
        headers: { "accept-encoding": encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toContain("javascript");
      expect(response.headers.vary).toContain("accept-encoding");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.rawPayload.length).toBeLessThan(appJs.length / 4);
      expect(decode(response.rawPayload).toString()).toBe(appJs);
    },
  );

  it("prefers brotli when the browser takes both, and sends the file as it is to one that takes neither", async () => {
    const both = await t.app.inject({
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(both.headers["content-encoding"]).toBe("br");
    const plain = await t.app.inject({
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    expect(plain.body).toBe(appJs);
    const none = await t.app.inject({ url: "/assets/app-1234.js" });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toBe(appJs);
  });

  it("sends a page's index.html precompressed, never cached", async () => {
    const response = await t.app.inject({ url: "/login", headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
  });

  it.each(["/login", "/my-profile/member-info"])(
    "answers HEAD %s like GET, without the body",
    async (url) => {
      const get = await t.app.inject({ url });
      const head = await t.app.inject({ method: "HEAD", url });
      expect(head.statusCode).toBe(200);
      expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
      expect(head.headers["cache-control"]).toBe("no-cache");
      expect(head.body).toBe("");
    },
  );

  it("answers HEAD of an asset like GET, and HEAD of an unknown API path with the 404", async () => {
    const asset = await t.app.inject({ method: "HEAD", url: "/assets/app-1234.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await t.app.inject({ method: "HEAD", url: "/api/v1/unknown" })).statusCode).toBe(404);
  });

  it("answers /favicon.ico with the SVG icon", async () => {
    for (const url of ["/favicon.ico", "/favicon.svg"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("image/svg+xml");
      expect(response.body).toBe(faviconSvg);
    }
  });
});
