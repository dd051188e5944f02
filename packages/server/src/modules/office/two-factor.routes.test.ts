import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// OFFICE_2FA (issue 13): with `required`, an office account enrols a TOTP authenticator (RFC 6238) before any office
// call, and proves it in every new session; with `optional` (the default outside production) an account that
// enrolled still proves it.

const call = (t: TestApp, method: "GET" | "POST", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: bearer(token), payload });

/** The code an authenticator app shows for the secret at the app's clock. */
const codeAt = (secret: string, now: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now.getTime() });

async function enrol(t: TestApp, token: string) {
  const enrolment = (await call(t, "POST", "/two_factor/enrol", token)).json();
  const confirmed = await call(t, "POST", "/two_factor/confirm", token, {
    code: codeAt(enrolment.secret, t.clock.now),
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret: enrolment.secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

describe("OFFICE_2FA=required", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OFFICE_2FA: "required" });
  });
  afterAll(() => t.close());

  it("refuses office calls until the account enrols, then in each new session until it proves the code", async () => {
    const staff = await createStaff(t.database.db);
    const token = await signIn(t.app, staff.email);
    const refused = await call(t, "GET", "/members", token);
    expect(refused.statusCode).toBe(403);
    expect(Object.keys(refused.json().errors)).toEqual(["twoFactor"]);
    expect((await call(t, "GET", "/session", token)).json()).toMatchObject({
      role: "office_staff",
      name: `${staff.firstName} ${staff.lastName}`,
      twoFactor: { required: true, enrolled: false, verified: false },
    });

    const enrolment = (await call(t, "POST", "/two_factor/enrol", token)).json();
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(enrolment.qrSvg).toMatch(/^<svg/);
    const wrong = await call(t, "POST", "/two_factor/confirm", token, { code: "000000" });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(["code"]);
    const code = codeAt(enrolment.secret, t.clock.now);
    const confirmed = await call(t, "POST", "/two_factor/confirm", token, { code });
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    expect((await call(t, "GET", "/members", token)).statusCode).toBe(200);

    // A new session must prove the factor; a code is good only once.
    const next = await signIn(t.app, staff.email);
    expect((await call(t, "GET", "/members", next)).statusCode).toBe(403);
    expect((await call(t, "POST", "/two_factor/verify", next, { code })).statusCode).toBe(422);
    t.clock.now = new Date(t.clock.now.getTime() + 30_000);
    const fresh = codeAt(enrolment.secret, t.clock.now);
    expect((await call(t, "POST", "/two_factor/verify", next, { code: fresh })).json()).toMatchObject({
      verified: true,
    });
    expect((await call(t, "GET", "/members", next)).statusCode).toBe(200);
  });

  it("takes a recovery code once, in place of the app's code", async () => {
    const staff = await createStaff(t.database.db);
    const { recoveryCodes } = await enrol(t, await signIn(t.app, staff.email));
    const first = await signIn(t.app, staff.email);
    expect(
      (await call(t, "POST", "/two_factor/verify", first, { code: recoveryCodes[0]?.toUpperCase() }))
        .statusCode,
    ).toBe(200);
    const second = await signIn(t.app, staff.email);
    expect((await call(t, "POST", "/two_factor/verify", second, { code: recoveryCodes[0] })).statusCode).toBe(
      422,
    );
    expect((await call(t, "GET", "/members", second)).statusCode).toBe(403);
  });

  it("limits wrong codes per account", async () => {
    const staff = await createStaff(t.database.db);
    await enrol(t, await signIn(t.app, staff.email));
    const token = await signIn(t.app, staff.email);
    const app = await createTestApp({ OFFICE_2FA: "required", RATE_LIMIT_MAX: "3" });
    try {
      const other = await createStaff(app.database.db);
      const otherToken = await signIn(app.app, other.email);
      const codes = ["111111", "222222", "333333", "444444"];
      const replies = [];
      for (const code of codes)
        replies.push((await call(app, "POST", "/two_factor/confirm", otherToken, { code })).statusCode);
      expect(replies).toEqual([422, 422, 422, 429]);
    } finally {
      await app.close();
    }
    expect((await call(t, "POST", "/two_factor/verify", token, { code: "12" })).statusCode).toBe(400);
  });

  it("is for office accounts only", async () => {
    const member = await createDirectoryMember(t.database.db);
    const token = await signIn(t.app, member.email);
    expect((await call(t, "GET", "/session", token)).statusCode).toBe(403);
    expect((await call(t, "POST", "/two_factor/enrol", token)).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/v1/office/session" })).statusCode).toBe(401);
  });
});

describe("OFFICE_2FA=optional", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OFFICE_2FA: "optional" });
  });
  afterAll(() => t.close());

  it("lets an account without an authenticator in, and asks one that enrolled for its code", async () => {
    const staff = await createStaff(t.database.db);
    const token = await signIn(t.app, staff.email);
    expect((await call(t, "GET", "/session", token)).json().twoFactor).toEqual({
      required: false,
      enrolled: false,
      verified: false,
    });
    expect((await call(t, "GET", "/members", token)).statusCode).toBe(200);
    await enrol(t, token);
    const next = await signIn(t.app, staff.email);
    expect((await call(t, "GET", "/session", next)).json().twoFactor).toEqual({
      required: true,
      enrolled: true,
      verified: false,
    });
    expect((await call(t, "GET", "/members", next)).statusCode).toBe(403);
  });
});

// Issue 23: starting to replace the authenticator used to switch the second factor off until the new app was
// confirmed, and a session with the password alone could then put its own app in place.
describe.each(["required", "optional"] as const)("replacing the authenticator, OFFICE_2FA=%s", (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OFFICE_2FA: mode });
  });
  afterAll(() => t.close());

  const nextStep = () => {
    t.clock.now = new Date(t.clock.now.getTime() + 30_000);
  };

  it("keeps the old factor in force until a code from the new app confirms the new one", async () => {
    const staff = await createStaff(t.database.db);
    const proved = await signIn(t.app, staff.email);
    const old = await enrol(t, proved);
    const replacement = (await call(t, "POST", "/two_factor/enrol", proved)).json();
    expect(replacement.secret).not.toBe(old.secret);

    // Meanwhile a session with the password alone is still asked for the old factor, and cannot replace it.
    const passwordOnly = await signIn(t.app, staff.email);
    expect((await call(t, "GET", "/session", passwordOnly)).json().twoFactor).toEqual({
      required: true,
      enrolled: true,
      verified: false,
    });
    expect((await call(t, "GET", "/members", passwordOnly)).statusCode).toBe(403);
    expect((await call(t, "POST", "/two_factor/enrol", passwordOnly)).statusCode).toBe(403);
    const code = codeAt(replacement.secret, t.clock.now);
    expect((await call(t, "POST", "/two_factor/confirm", passwordOnly, { code })).statusCode).toBe(403);
    nextStep();
    const oldCode = codeAt(old.secret, t.clock.now);
    expect((await call(t, "POST", "/two_factor/verify", passwordOnly, { code: oldCode })).statusCode).toBe(
      200,
    );

    nextStep();
    const confirmed = await call(t, "POST", "/two_factor/confirm", proved, {
      code: codeAt(replacement.secret, t.clock.now),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);

    // Now the new app is the factor: the old app's codes and recovery codes no longer prove it.
    nextStep();
    const next = await signIn(t.app, staff.email);
    expect(
      (await call(t, "POST", "/two_factor/verify", next, { code: codeAt(old.secret, t.clock.now) }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call(t, "POST", "/two_factor/verify", next, { code: old.recoveryCodes[0] })).statusCode,
    ).toBe(422);
    expect(
      (await call(t, "POST", "/two_factor/verify", next, { code: codeAt(replacement.secret, t.clock.now) }))
        .statusCode,
    ).toBe(200);
  });

  it("lets an enrolled account start a replacement only from a session that proved the current factor", async () => {
    const staff = await createStaff(t.database.db);
    const { secret } = await enrol(t, await signIn(t.app, staff.email));
    const session = await signIn(t.app, staff.email);
    const refused = await call(t, "POST", "/two_factor/enrol", session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty("secret");
    nextStep();
    expect(
      (await call(t, "POST", "/two_factor/verify", session, { code: codeAt(secret, t.clock.now) }))
        .statusCode,
    ).toBe(200);
    expect((await call(t, "POST", "/two_factor/enrol", session)).statusCode).toBe(200);
  });
});
