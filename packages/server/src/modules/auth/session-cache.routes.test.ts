import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, signIn, testPassword } from "../../test/factories.ts";
import { captureQueries } from "../../test/round-trips.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Issue 41: an instance remembers a live session for SESSION_CACHE_MS (a minute here, so that nothing expires by
// itself during the test); any change made through it (a request that is not a read) forgets them all at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: "60000" });
});
afterAll(() => t.close());

const profile = (token: string) => t.app.inject({ url: "/api/v1/members/profile", headers: bearer(token) });

describe("the session cache", () => {
  it("answers a member's repeated read with the route's own round trip only", async () => {
    const member = await createMember(t.database.db);
    const token = await signIn(t.app, member.email);
    expect((await profile(token)).statusCode).toBe(200);
    const queries = await captureQueries(t.database.db, async () => {
      expect((await profile(token)).statusCode).toBe(200);
    });
    expect(queries).toHaveLength(1);
  });

  it("lets a signed-out token in no more, from the next request", async () => {
    const member = await createMember(t.database.db);
    const token = await signIn(t.app, member.email);
    expect((await profile(token)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/members/logout",
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it("lets the member's other sessions in no more once the password is changed", async () => {
    const member = await createMember(t.database.db);
    const other = await signIn(t.app, member.email);
    const token = await signIn(t.app, member.email);
    expect((await profile(other)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: "PUT",
      url: "/api/v1/members/change_password",
      headers: bearer(token),
      payload: {
        member: {
          current_password: testPassword,
          password: "Another-Motor-1932",
          password_confirmation: "Another-Motor-1932",
        },
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it("lets a remembered session in no more once the club's clock passes its end", async () => {
    const member = await createMember(t.database.db);
    const token = await signIn(t.app, member.email, testPassword, true);
    expect((await profile(token)).statusCode).toBe(200);
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 31 * 24 * 3_600_000);
    try {
      expect((await profile(token)).statusCode).toBe(401);
    } finally {
      t.clock.now = start;
    }
  });
});
