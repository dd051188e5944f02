import { claimMessages } from "@club/domain/import.schema";
import { serverMessages } from "@club/domain/messages";
import { renewalLinkMessages } from "@club/domain/renewal-link.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { bearer, createDirectoryMember, createStaff, signIn, stamped } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { claimLinks } from "../claims/claims.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { renewalLinks } from "../reminders/reminders.schema.ts";

// Issue 23: an account the office closed (deceased, resigned) or merged signs in no more, by password or by a link
// it still holds, and a session it opened before stops working at its next request.

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
});
afterAll(() => t.close());

const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: token ? bearer(token) : {} });
const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const login = (email: string) =>
  post("/api/v1/members/login", { member: { email, password: "Vintage-Motor-1931" } });

async function close(memberId: number, action: "mark_resigned" | "mark_deceased") {
  const closed = await post(
    `/api/v1/office/members/${memberId}/membership`,
    { action, reason: "Wrote to the office" },
    adminToken,
  );
  expect(closed.statusCode, closed.body).toBe(200);
}

describe("a member the office marked resigned", () => {
  it("cannot sign in, and the session they had open answers 401 from the next request", async () => {
    const member = await createDirectoryMember(t.database.db, { member: { lastName: "Leaving" } });
    const session = await signIn(t.app, member.email);
    expect((await get("/api/v1/members/profile", session)).statusCode).toBe(200);

    await close(member.id, "mark_resigned");

    expect((await get("/api/v1/members/profile", session)).statusCode).toBe(401);
    expect((await get("/api/v1/members/search?last_name=a", session)).statusCode).toBe(401);
    const again = await login(member.email);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ errors: { base: [serverMessages.invalidCredentials] } });
  });
});

describe("a member the office marked deceased", () => {
  it("cannot sign in with the password that still matches", async () => {
    const member = await createDirectoryMember(t.database.db, { member: { lastName: "Departed" } });
    await close(member.id, "mark_deceased");
    const attempt = await login(member.email);
    expect(attempt.statusCode).toBe(401);
    expect(attempt.json()).toEqual({ errors: { base: [serverMessages.invalidCredentials] } });
  });
});

describe("the links a closed account still holds", () => {
  it("sign a resigned member in no more: neither a renewal link nor a claim link", async () => {
    const member = await createDirectoryMember(t.database.db, { member: { lastName: "Linked" } });
    const [membership] = await t.database.db
      .select({ duesExpire: nationalMemberships.duesExpire })
      .from(nationalMemberships)
      .where(eq(nationalMemberships.memberId, member.id));
    const expiresAt = new Date(t.clock.now.getTime() + 7 * 86_400_000);
    const renewal = newToken();
    await t.database.db.insert(renewalLinks).values({
      memberId: member.id,
      tokenHash: renewal.tokenHash,
      shortCodeHash: hashToken("RENEWCODE2"),
      cycle: membership?.duesExpire as string,
      expiresAt,
      createdAt: stamped.createdAt,
    });
    const claim = newToken();
    await t.database.db.insert(claimLinks).values({
      memberId: member.id,
      tokenHash: claim.tokenHash,
      channel: "email",
      sentAt: t.clock.now,
      expiresAt,
      createdAt: stamped.createdAt,
    });

    await close(member.id, "mark_resigned");

    const renewed = await post("/api/v1/members/renewal_link", { token: renewal.token });
    expect(renewed.statusCode).toBe(404);
    expect(renewed.json()).toEqual({ errors: { token: [renewalLinkMessages.invalid] } });
    const greeting = await t.app.inject({ url: `/api/v1/members/claim/${claim.token}` });
    expect(greeting.statusCode).toBe(404);
    expect(greeting.json()).toEqual({ errors: { token: [claimMessages.invalid] } });
    const claimed = await post("/api/v1/members/claim", {
      token: claim.token,
      password: "Packard-Eight-1934",
      password_confirmation: "Packard-Eight-1934",
    });
    expect(claimed.statusCode).toBe(404);
    expect(claimed.headers.authorization).toBeUndefined();
  });
});
