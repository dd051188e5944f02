import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestAppSignedIn, type RoleTokens } from "../../test/factories.ts";
import type { TestApp } from "../../test/test-app.ts";
import { auditLog } from "../audit/audit.schema.ts";

// Issue 45: the Member Resources page's links, the spec's four until the office's administrator changes the list.

let t: TestApp;
let tokens: RoleTokens;

beforeAll(async () => {
  ({ t, tokens } = await createTestAppSignedIn());
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT", url: string, token: string | null, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

describe("the Member Resources links", () => {
  it("are the spec's four, at the configuration's addresses, for any signed-in member; none for the signed-out", async () => {
    expect((await call("GET", "/resources", null)).statusCode).toBe(401);
    const reply = await call("GET", "/resources", tokens.member);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().resources.map((row: { label: string }) => row.label)).toEqual([
      "Current Publications",
      "Historical Publications",
      "Club Technicians (PDF)",
      "Membership Handbook (PDF)",
    ]);
  });

  it("are changed by an office administrator only, audited; a bad address is named", async () => {
    const list = {
      resources: [
        {
          label: "Judging Manual (PDF)",
          about: "How cars are scored.",
          url: "https://example.org/judging.pdf",
        },
      ],
    };
    expect((await call("PUT", "/office/resources", null, list)).statusCode).toBe(401);
    expect((await call("PUT", "/office/resources", tokens.member, list)).statusCode).toBe(403);
    expect((await call("PUT", "/office/resources", tokens.staff, list)).statusCode).toBe(403);
    const bad = await call("PUT", "/office/resources", tokens.admin, {
      resources: [{ label: "Mine", about: "", url: "javascript:alert(1)" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["resources.0.url"]);
    const saved = await call("PUT", "/office/resources", tokens.admin, list);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call("GET", "/resources", tokens.member)).json()).toEqual(list);
    const actions = (await t.database.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toContain("member_resources_changed");
  });
});
