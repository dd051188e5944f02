import { passkeyMessages } from "@club/domain/messages";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, newToken } from "../../lib/tokens.ts";
import {
  bearer,
  createDirectoryMember,
  createMember,
  createStaff,
  signIn,
  stamped,
} from "../../test/factories.ts";
import { createSoftwareAuthenticator, flags } from "../../test/software-authenticator.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { members } from "../members/members.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { renewalLinks } from "../reminders/reminders.schema.ts";
import { passkeys } from "./passkeys.schema.ts";

// Issue 43: passkeys, checked by @simplewebauthn/server against the answers of a software authenticator
// (test/software-authenticator.ts: ES256 keys, attestation "none", signatures made with node's crypto).

let t: TestApp;
const authenticator = createSoftwareAuthenticator();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  { token, payload }: { token?: string; payload?: object } = {},
) => t.app.inject({ method, url: `/api/v1${url}`, payload, headers: token ? bearer(token) : {} });

/** Adds a passkey through the API as Member Info does: options, the authenticator's answer, the named passkey. */
async function addPasskey(token: string, name = "My phone") {
  const options = (await api("POST", "/members/passkeys/options", { token })).json();
  const { passkey, credential } = authenticator.create(options);
  const added = await api("POST", "/members/passkeys", { token, payload: { name, credential } });
  expect(added.statusCode, added.body).toBe(201);
  return { passkey, id: added.json().id as number, options };
}

async function signInOptions() {
  const options = await api("POST", "/members/passkey_sign_in/options");
  expect(options.statusCode).toBe(200);
  return options.json();
}

const signInWith = (credential: object) =>
  api("POST", "/members/passkey_sign_in", { payload: { credential } });

const fieldsOf = (reply: { json(): { errors: Record<string, unknown> } }) => Object.keys(reply.json().errors);

describe("adding a passkey", () => {
  it("needs a signed-in member", async () => {
    expect((await api("GET", "/members/passkeys")).statusCode).toBe(401);
    expect((await api("POST", "/members/passkeys/options")).statusCode).toBe(401);
    expect((await api("POST", "/members/passkeys", { payload: {} })).statusCode).toBe(401);
    expect((await api("PUT", "/members/passkeys/1", { payload: { name: "x" } })).statusCode).toBe(401);
    expect((await api("DELETE", "/members/passkeys/1")).statusCode).toBe(401);
  });

  it("is not for a renewal link's session, which renews and pays only (403)", async () => {
    const member = await createDirectoryMember(t.database.db);
    const [membership] = await t.database.db
      .select({ duesExpire: nationalMemberships.duesExpire })
      .from(nationalMemberships)
      .where(eq(nationalMemberships.memberId, member.id));
    const renewal = newToken();
    await t.database.db.insert(renewalLinks).values({
      memberId: member.id,
      tokenHash: renewal.tokenHash,
      shortCodeHash: hashToken(`PASSKEY${member.id}`),
      cycle: membership?.duesExpire as string,
      expiresAt: new Date(t.clock.now.getTime() + 7 * 86_400_000),
      createdAt: stamped.createdAt,
    });
    const linked = await api("POST", "/members/renewal_link", { payload: { token: renewal.token } });
    expect(linked.statusCode, linked.body).toBe(200);
    const token = (linked.headers.authorization as string).replace(/^Bearer /, "");
    expect((await api("GET", "/members/passkeys", { token })).statusCode).toBe(403);
    expect((await api("POST", "/members/passkeys/options", { token })).statusCode).toBe(403);
  });

  it("keeps a named passkey for the relying party of PUBLIC_URL, listed and in the trail", async () => {
    const member = await createMember(t.database.db);
    const token = await signIn(t.app, member.email);
    expect((await api("GET", "/members/passkeys", { token })).json()).toEqual({ passkeys: [] });
    const { id, options } = await addPasskey(token, "  Kitchen iPad ");
    expect(options.rp.id).toBe("portal.test");
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect((await api("GET", "/members/passkeys", { token })).json()).toEqual({
      passkeys: [{ id, name: "Kitchen iPad", createdAt: t.clock.now.toISOString(), lastUsedAt: null }],
    });
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, member.id), like(auditLog.action, "passkey_%")));
    expect(trail).toMatchObject([
      { action: "passkey_added", actorId: member.id, after: { name: "Kitchen iPad" } },
    ]);

    // The next options exclude the passkey already added, so the browser does not make it twice.
    const again = (await api("POST", "/members/passkeys/options", { token })).json();
    expect(again.excludeCredentials).toHaveLength(1);
  });

  it("names the field that is wrong: a missing name (400), an unreadable or wrong answer (400, 422)", async () => {
    const token = await signIn(t.app, (await createMember(t.database.db)).email);
    const options = (await api("POST", "/members/passkeys/options", { token })).json();
    const { credential } = authenticator.create(options);
    const unnamed = await api("POST", "/members/passkeys", { token, payload: { name: " ", credential } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual({ name: [passkeyMessages.nameRequired] });
    const unreadable = await api("POST", "/members/passkeys", {
      token,
      payload: { name: "Phone", credential: { ...credential, rawId: "not base64url!" } },
    });
    expect(unreadable.statusCode).toBe(400);
    expect(fieldsOf(unreadable)).toEqual(["credential.rawId"]);

    // Made on another site: the challenge was right, the origin is not the portal's.
    const elsewhere = authenticator.create(options, { originOverride: "https://phish.example" });
    const wrongOrigin = await api("POST", "/members/passkeys", {
      token,
      payload: { name: "Phone", credential: elsewhere.credential },
    });
    expect(wrongOrigin.statusCode).toBe(422);
    expect(wrongOrigin.json().errors).toEqual({ credential: [passkeyMessages.notVerified] });
    // That answer used the challenge up: the good one now finds it gone.
    const late = await api("POST", "/members/passkeys", { token, payload: { name: "Phone", credential } });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ credential: [passkeyMessages.requestExpired] });
  });

  it("takes an answer to the member's own challenge only, within five minutes", async () => {
    const token = await signIn(t.app, (await createMember(t.database.db)).email);
    const otherToken = await signIn(t.app, (await createMember(t.database.db)).email);
    const options = (await api("POST", "/members/passkeys/options", { token: otherToken })).json();
    const { credential } = authenticator.create(options);
    const stolen = await api("POST", "/members/passkeys", { token, payload: { name: "Phone", credential } });
    expect(stolen.statusCode).toBe(422);

    const mine = (await api("POST", "/members/passkeys/options", { token })).json();
    t.clock.now = new Date(t.clock.now.getTime() + 5 * 60_000 + 1000);
    const expired = await api("POST", "/members/passkeys", {
      token,
      payload: { name: "Phone", credential: authenticator.create(mine).credential },
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ credential: [passkeyMessages.requestExpired] });
  });
});

describe("signing in with a passkey", () => {
  it("signs the member in without a password, as the login answers; the passkey shows when it was last used", async () => {
    const member = await createMember(t.database.db);
    const token = await signIn(t.app, member.email);
    const { passkey, id } = await addPasskey(token);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);

    const signedIn = await signInWith(authenticator.get(passkey, await signInOptions()));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: member.email, sessionScope: "full" });
    const newToken = (signedIn.headers.authorization as string).replace(/^Bearer /, "");
    expect((await api("GET", "/members/profile", { token: newToken })).statusCode).toBe(200);
    const data = (await api("GET", "/members/my_data", { token: newToken })).json();
    expect(data.sessions).toContainEqual(expect.objectContaining({ signedInWith: "passkey" }));
    expect(data.passkeys).toEqual([
      { name: "My phone", createdAt: expect.any(String), lastUsedAt: t.clock.now.toISOString() },
    ]);
    expect((await api("GET", "/members/passkeys", { token })).json().passkeys).toEqual([
      expect.objectContaining({ id, lastUsedAt: t.clock.now.toISOString() }),
    ]);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.memberId, member.id));
    expect(trail.map((entry) => entry.action)).toContain("passkey_sign_in");
  });

  it("takes each challenge once and for five minutes", async () => {
    const token = await signIn(t.app, (await createMember(t.database.db)).email);
    const { passkey } = await addPasskey(token);
    const answer = authenticator.get(passkey, await signInOptions());
    expect((await signInWith(answer)).statusCode).toBe(200);
    const replayed = await signInWith(answer);
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors).toEqual({ credential: [passkeyMessages.requestExpired] });

    const options = await signInOptions();
    t.clock.now = new Date(t.clock.now.getTime() + 5 * 60_000);
    const late = await signInWith(authenticator.get(passkey, options));
    expect(late.statusCode).toBe(422);
  });

  it("refuses a counter that does not move forward (a cloned authenticator), and an answer without the holder verified", async () => {
    const token = await signIn(t.app, (await createMember(t.database.db)).email);
    const { passkey } = await addPasskey(token);
    expect(
      (await signInWith(authenticator.get(passkey, await signInOptions(), { counter: 7 }))).statusCode,
    ).toBe(200);
    const clone = await signInWith(authenticator.get(passkey, await signInOptions(), { counter: 7 }));
    expect(clone.statusCode).toBe(401);
    expect(clone.json().errors).toEqual({ credential: [passkeyMessages.notRecognised] });
    const unverified = await signInWith(
      authenticator.get(passkey, await signInOptions(), { counter: 9, flagBits: flags.userPresent }),
    );
    expect(unverified.statusCode).toBe(401);
    expect(
      (await signInWith(authenticator.get(passkey, await signInOptions(), { counter: 10 }))).statusCode,
    ).toBe(200);
  });

  it("answers an unknown passkey and a closed account's alike", async () => {
    const unknown = authenticator.create({ challenge: "x", user: { id: "bWVtYmVyLTE" } }).passkey;
    const notKnown = await signInWith(authenticator.get(unknown, await signInOptions()));
    expect(notKnown.statusCode).toBe(401);

    const member = await createDirectoryMember(t.database.db);
    const { passkey } = await addPasskey(await signIn(t.app, member.email));
    await t.database.db.update(members).set({ resignedOn: "2027-01-01" }).where(eq(members.id, member.id));
    const closed = await signInWith(authenticator.get(passkey, await signInOptions()));
    expect(closed.statusCode).toBe(401);
    expect(closed.json()).toEqual(notKnown.json());
  });

  it("limits failures per address like the login, and the options a login page asks for as it opens", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: "1" });
    const post = (url: string, payload?: object) =>
      limited.app.inject({ method: "POST", url: `/api/v1/members/${url}`, payload });
    try {
      const stranger = authenticator.create({ challenge: "x", user: { id: "bWVtYmVyLTE" } }).passkey;
      const replies = [];
      for (let i = 0; i < 4; i += 1) {
        const options = (await post("passkey_sign_in/options")).json();
        replies.push(
          (await post("passkey_sign_in", { credential: authenticator.get(stranger, options) })).statusCode,
        );
      }
      expect(replies).toEqual([401, 401, 401, 429]);
      const opened = [];
      for (let i = 0; i < 27; i += 1) opened.push((await post("passkey_sign_in/options")).statusCode);
      expect(opened.filter((status) => status === 200)).toHaveLength(26);
      expect(opened.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("renaming and removing", () => {
  it("changes the member's own passkeys only: another member's is not found", async () => {
    const owner = await signIn(t.app, (await createMember(t.database.db)).email);
    const other = await signIn(t.app, (await createMember(t.database.db)).email);
    const { id, passkey } = await addPasskey(owner, "Old name");

    expect(
      (await api("PUT", `/members/passkeys/${id}`, { token: other, payload: { name: "Mine" } })).statusCode,
    ).toBe(404);
    expect((await api("DELETE", `/members/passkeys/${id}`, { token: other })).statusCode).toBe(404);
    const tooLong = await api("PUT", `/members/passkeys/${id}`, {
      token: owner,
      payload: { name: "x".repeat(61) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ name: [passkeyMessages.nameTooLong] });

    const renamed = await api("PUT", `/members/passkeys/${id}`, {
      token: owner,
      payload: { name: "Work laptop" },
    });
    expect(renamed.json()).toMatchObject({ id, name: "Work laptop" });
    expect((await api("DELETE", `/members/passkeys/${id}`, { token: owner })).statusCode).toBe(204);
    expect((await api("GET", "/members/passkeys", { token: owner })).json()).toEqual({ passkeys: [] });
    expect((await signInWith(authenticator.get(passkey, await signInOptions()))).statusCode).toBe(401);
    const actions = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before })
      .from(auditLog)
      .where(like(auditLog.action, "passkey_re%"));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: "passkey_renamed", before: { name: "Old name" } },
        { action: "passkey_removed", before: { passkeyId: id, name: "Work laptop" } },
      ]),
    );
  });
});

describe("a member who leaves the club", () => {
  it("keeps no passkey with the club once the office completes their request to be forgotten", async () => {
    const member = await createDirectoryMember(t.database.db);
    const token = await signIn(t.app, member.email);
    const { passkey } = await addPasskey(token);
    const admin = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
    const asked = await api("POST", "/members/erasure_request", { token, payload: {} });
    expect(asked.statusCode, asked.body).toBe(201);
    const completed = await api("POST", `/office/erasure_requests/${asked.json().id}/complete`, {
      token: admin,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.memberId, member.id))).toEqual([]);
    expect((await signInWith(authenticator.get(passkey, await signInOptions()))).statusCode).toBe(401);
  });
});

describe("an office account's second factor", () => {
  it("is asked for once the account added a passkey, where the club leaves it optional (OFFICE_2FA=optional)", async () => {
    const staff = await createStaff(t.database.db);
    const first = await signIn(t.app, staff.email);
    expect((await api("GET", "/office/members", { token: first })).statusCode).toBe(200);
    const { passkey } = await addPasskey(first, "Desk key");

    const token = await signIn(t.app, staff.email);
    const refused = await api("GET", "/office/members", { token });
    expect(refused.statusCode).toBe(403);
    expect(fieldsOf(refused)).toEqual(["twoFactor"]);
    expect((await api("GET", "/office/session", { token })).json().twoFactor).toEqual({
      required: true,
      enrolled: false,
      verified: false,
    });
    const options = (await api("POST", "/office/two_factor/passkey_options", { token })).json();
    const proved = await api("POST", "/office/two_factor/passkey", {
      token,
      payload: { credential: authenticator.get(passkey, options) },
    });
    expect(proved.statusCode, proved.body).toBe(200);
    expect((await api("GET", "/office/members", { token })).statusCode).toBe(200);
  });

  it("is proved by one of the account's passkeys in place of the authenticator app's code", async () => {
    const office = await createTestApp({ OFFICE_2FA: "required" });
    const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
      office.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
    try {
      const staff = await createStaff(office.database.db);
      const first = await signIn(office.app, staff.email);
      expect((await call("POST", "/office/two_factor/passkey_options", first)).statusCode).toBe(422);
      const options = (await call("POST", "/members/passkeys/options", first)).json();
      const { passkey, credential } = authenticator.create(options);
      expect(
        (await call("POST", "/members/passkeys", first, { name: "Office key", credential })).statusCode,
      ).toBe(201);

      const token = await signIn(office.app, staff.email);
      expect((await call("GET", "/office/members", token)).statusCode).toBe(403);
      const proveOptions = (await call("POST", "/office/two_factor/passkey_options", token)).json();
      expect(proveOptions.allowCredentials).toEqual([
        { id: credential.id, type: "public-key", transports: ["internal"] },
      ]);

      // Another account's passkey proves nothing for this one.
      const someone = await createMember(office.database.db);
      const someoneToken = await signIn(office.app, someone.email);
      const theirs = authenticator.create(
        (await call("POST", "/members/passkeys/options", someoneToken)).json(),
      );
      await call("POST", "/members/passkeys", someoneToken, {
        name: "Theirs",
        credential: theirs.credential,
      });
      const wrong = await call("POST", "/office/two_factor/passkey", token, {
        credential: authenticator.get(theirs.passkey, proveOptions),
      });
      expect(wrong.statusCode).toBe(422);
      expect(fieldsOf(wrong)).toEqual(["credential"]);
      expect((await call("GET", "/office/members", token)).statusCode).toBe(403);

      const again = (await call("POST", "/office/two_factor/passkey_options", token)).json();
      const proved = await call("POST", "/office/two_factor/passkey", token, {
        credential: authenticator.get(passkey, again),
      });
      expect(proved.statusCode, proved.body).toBe(200);
      expect(proved.json()).toMatchObject({ verified: true });
      expect((await call("GET", "/office/members", token)).statusCode).toBe(200);
      // A member's sign-in challenge is not a second factor's.
      const signInChallenge = (
        await office.app.inject({ method: "POST", url: "/api/v1/members/passkey_sign_in/options" })
      ).json();
      const next = await signIn(office.app, staff.email);
      expect(
        (
          await call("POST", "/office/two_factor/passkey", next, {
            credential: authenticator.get(passkey, signInChallenge),
          })
        ).statusCode,
      ).toBe(422);
      expect((await call("GET", "/office/members", next)).statusCode).toBe(403);
    } finally {
      await office.close();
    }
  });
});
