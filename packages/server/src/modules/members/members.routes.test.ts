import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/v1/members/profile", () => {
  it("needs a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/members/profile" });
    expect(response.statusCode).toBe(401);
  });

  it("returns the signed-in member's own profile, never someone else's", async () => {
    const me = await createMember(t.database.db, {
      firstName: "Grace",
      city: "Detroit",
      publicationPreferences: 2,
    });
    const other = await createMember(t.database.db, { firstName: "Otto" });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/members/profile",
      headers: bearer(await signIn(t.app, me.email)),
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      id: me.id,
      memberNo: me.memberNo,
      firstName: "Grace",
      city: "Detroit",
      email: me.email,
      publicationPreferences: 2,
    });
    expect(profile.id).not.toBe(other.id);
    expect(Object.keys(profile)).not.toContain("passwordHash");
  });
});
