import { serverMessages } from "@club/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { bearer, createDirectoryMember, signIn, stamped } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { sessions } from "../auth/auth.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { renewalLinks } from "./reminders.schema.ts";

// Issue 39: a renewal link sat in a mailbox for up to 30 days; the session it gives sees and pays the renewal, and
// anything else (the member's data, leaving the club, their profile, password or privacy) asks for a sign-in.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

/** A member with a mailed renewal link for their membership year, signed in through it. */
async function linkSession() {
  const member = await createDirectoryMember(t.database.db);
  const [membership] = await t.database.db
    .select({ duesExpire: nationalMemberships.duesExpire })
    .from(nationalMemberships)
    .where(eq(nationalMemberships.memberId, member.id));
  const link = newToken();
  await t.database.db.insert(renewalLinks).values({
    memberId: member.id,
    tokenHash: link.tokenHash,
    shortCodeHash: hashToken(`CODE${member.id}`.padEnd(10, "2")),
    cycle: membership?.duesExpire as string,
    expiresAt: new Date(t.clock.now.getTime() + 30 * 86_400_000),
    createdAt: stamped.createdAt,
  });
  const exchanged = await call("POST", "/api/v1/members/renewal_link", undefined, { token: link.token });
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  expect(exchanged.json().sessionScope).toBe("renewal");
  const token = (exchanged.headers.authorization as string).replace(/^Bearer /, "");
  // Issue 43: the session says how it began, for the member's own data.
  const [session] = await t.database.db
    .select({ signedInWith: sessions.signedInWith })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  expect(session?.signedInWith).toBe("mailed_link");
  return { member, token };
}

describe("a renewal link's session", () => {
  it("gets no member data: GET /members/my_data answers 403 asking for a sign-in", async () => {
    const { token } = await linkSession();
    const reply = await call("GET", "/api/v1/members/my_data", token);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ errors: { session: [serverMessages.renewalLinkOnly] } });
  });

  it("cannot leave the club, change the profile, the password or the privacy choices, or download its data", async () => {
    const { member, token } = await linkSession();
    const refused: [Method, string, object?][] = [
      ["GET", "/api/v1/members/my_data.zip"],
      ["GET", "/api/v1/members/erasure_request"],
      ["POST", "/api/v1/members/erasure_request", { reason: "Moving abroad" }],
      ["DELETE", "/api/v1/members/erasure_request"],
      ["PUT", `/api/v1/members/${member.id}`, { member: { first_name: "Mallory" } }],
      [
        "PUT",
        "/api/v1/members/change_password",
        { member: { current_password: "x", password: "Another-Secret-1932", password_confirmation: "x" } },
      ],
      ["GET", "/api/v1/members/privacy"],
      ["PUT", "/api/v1/members/privacy", {}],
      ["GET", "/api/v1/members/card"],
      ["GET", "/api/v1/vehicles"],
    ];
    for (const [method, url, payload] of refused) {
      const reply = await call(method, url, token, payload);
      expect(reply.statusCode, `${method} ${url}`).toBe(403);
      expect(reply.json().errors, `${method} ${url}`).toEqual({ session: [serverMessages.renewalLinkOnly] });
    }
  });

  it("sees and pays its renewal, and signs out", async () => {
    const { member, token } = await linkSession();
    const profile = await call("GET", "/api/v1/members/profile", token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: member.email, sessionScope: "renewal" });
    for (const url of [
      "/api/v1/members/renew_data",
      "/api/v1/members/renewal_quote",
      "/api/v1/members/membership_details",
      "/api/v1/members/payments",
    ]) {
      expect((await call("GET", url, token)).statusCode, url).toBe(200);
    }
    expect((await call("DELETE", "/api/v1/members/logout", token)).statusCode).toBe(204);
    expect((await call("GET", "/api/v1/members/profile", token)).statusCode).toBe(401);
  });
});

describe("a password sign-in", () => {
  it("is a full session: the member's own data, and the profile says so", async () => {
    const member = await createDirectoryMember(t.database.db);
    const token = await signIn(t.app, member.email);
    expect((await call("GET", "/api/v1/members/my_data", token)).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/members/profile", token)).json().sessionScope).toBe("full");
  });

  it("and without a token, my data answers 401", async () => {
    expect((await call("GET", "/api/v1/members/my_data")).statusCode).toBe(401);
  });
});
