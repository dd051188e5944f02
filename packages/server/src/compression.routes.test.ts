import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn } from "./test/factories.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

// issue 11: API replies over 1 KiB go compressed when the browser takes it, and decode to the same bytes.
let t: TestApp;
let adminToken: string;
const today = new Date("2026-11-21T12:00:00Z");
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = today;
  const db = t.database.db;
  const admin = await createDirectoryMember(db, {
    now: today,
    member: { firstName: "Ada", lastName: "Admin" },
    administers: ["GI"],
  });
  for (let n = 0; n < 8; n += 1) {
    await createDirectoryMember(db, {
      now: today,
      member: {
        firstName: `First${n}`,
        lastName: `Member${n}`,
        addressLine1: `${n} Mill Road`,
        city: "Peoria",
      },
      regions: [{ code: "GI", duesExpire: "2027-12-31" }],
    });
  }
  adminToken = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

describe("compressed API replies", () => {
  it.each(["br", "gzip"] as const)(
    "sends a JSON reply over 1 KiB in %s, the same JSON once decoded",
    async (encoding) => {
      const plain = await t.app.inject({ url: "/api/v1/countries" });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const response = await t.app.inject({
        url: "/api/v1/countries",
        headers: { "accept-encoding": encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toContain("accept-encoding");
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decoders[encoding](response.rawPayload).toString()).toBe(plain.body);
    },
  );

  it("prefers brotli, and leaves a small reply as it is", async () => {
    const both = await t.app.inject({
      url: "/api/v1/countries",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(both.headers["content-encoding"]).toBe("br");
    const small = await t.app.inject({ url: "/healthz", headers: { "accept-encoding": "gzip, br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ status: "ok" });
  });

  it("streams a CSV export compressed, the same file once decoded", async () => {
    const url =
      "/api/v1/regional_administrators/report?region=GI&filter_option=all_members&export_selection=all_member_data";
    const plain = await t.app.inject({ url, headers: bearer(adminToken) });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain("Member7");

    const response = await t.app.inject({
      url,
      headers: { ...bearer(adminToken), "accept-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(plain.headers["content-disposition"]);
    expect(gunzipSync(response.rawPayload).toString()).toBe(plain.body);
  });
});
