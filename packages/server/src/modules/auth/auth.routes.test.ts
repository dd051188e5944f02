import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, signIn, testPassword } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { sessions } from "./auth.schema.ts";
import { purgeExpiredSessions } from "./auth.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (member: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/v1/members/login", payload: { member } });

describe("POST /api/v1/members/login", () => {
  it("signs in and returns the token in the Authorization header and the profile in the body", async () => {
    const member = await createMember(t.database.db, { email: "Jane.Doe@example.net", firstName: "Jane" });
    const response = await login({
      email: "jane.doe@example.net",
      password: testPassword,
      remember_me: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toMatch(/^Bearer [A-Za-z0-9_-]{40,}$/);
    expect(response.json()).toMatchObject({ id: member.id, memberNo: member.memberNo, firstName: "Jane" });
    expect(response.body).not.toContain("passwordHash");
    expect(response.body).not.toContain("password_hash");
  });

  it("gives one message that does not say whether the e-mail or the password was wrong", async () => {
    const member = await createMember(t.database.db);
    const wrongPassword = await login({ email: member.email, password: "Not-The-Password-1" });
    const unknownEmail = await login({ email: "nobody@example.net", password: testPassword });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ errors: { base: ["The email or password is incorrect"] } });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.headers.authorization).toBeUndefined();
  });

  it("names each missing or malformed field with the spec's message", async () => {
    const empty = await login({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      errors: { email: ["Email is required"], password: ["Password is required"] },
    });

    const malformed = await login({ email: "not-an-email", password: "x" });
    expect(malformed.json()).toEqual({ errors: { email: ["Wrong email format"] } });

    const noEnvelope = await t.app.inject({ method: "POST", url: "/api/v1/members/login", payload: {} });
    expect(noEnvelope.statusCode).toBe(400);
    expect(Object.keys(noEnvelope.json().errors)).toEqual(["email", "password"]);
  });

  it("answers bad JSON with 400 and the one error shape", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/members/login",
      headers: { "content-type": "application/json" },
      payload: '{"member": {"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { base: ["The request body is not valid JSON"] } });
  });
});

describe("sessions", () => {
  it("refuses protected calls without a token, with a malformed or an unknown token", async () => {
    for (const headers of [{}, { authorization: "Token abc" }, bearer("forged-token")]) {
      const response = await t.app.inject({ method: "GET", url: "/api/v1/members/profile", headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: { base: ["Please sign in to continue"] } });
    }
  });

  it("stops accepting a token after logout", async () => {
    const member = await createMember(t.database.db);
    const token = await signIn(t.app, member.email);
    const logout = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/members/logout",
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({
      method: "GET",
      url: "/api/v1/members/profile",
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
  });

  it("logout without a token is 401", async () => {
    const response = await t.app.inject({ method: "DELETE", url: "/api/v1/members/logout" });
    expect(response.statusCode).toBe(401);
  });

  it("keeps a remember-me session for weeks but lets a short one lapse after two idle hours", async () => {
    const member = await createMember(t.database.db);
    const short = await signIn(t.app, member.email, testPassword, false);
    const remembered = await signIn(t.app, member.email, testPassword, true);
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 2 * 3_600_000 + 60_000);
      const profile = (token: string) =>
        t.app.inject({ method: "GET", url: "/api/v1/members/profile", headers: bearer(token) });
      expect((await profile(short)).statusCode).toBe(401);
      expect((await profile(remembered)).statusCode).toBe(200);
      t.clock.now = new Date(start.getTime() + 31 * 86_400_000);
      expect((await profile(remembered)).statusCode).toBe(401);
    } finally {
      t.clock.now = start;
    }
  });

  it("purges expired sessions from the table", async () => {
    const member = await createMember(t.database.db);
    await signIn(t.app, member.email);
    const start = t.clock.now;
    const mine = () => t.database.db.select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(await mine()).toHaveLength(1);
    try {
      t.clock.now = new Date(start.getTime() + 3 * 3_600_000);
      await purgeExpiredSessions({ db: t.database.db, now: () => t.clock.now });
    } finally {
      t.clock.now = start;
    }
    expect(await mine()).toHaveLength(0);
  });

  it("slides a short session forward while it is used", async () => {
    const member = await createMember(t.database.db);
    const token = await signIn(t.app, member.email);
    const start = t.clock.now;
    try {
      for (let hour = 1; hour <= 5; hour += 1) {
        t.clock.now = new Date(start.getTime() + hour * 3_600_000);
        const response = await t.app.inject({
          method: "GET",
          url: "/api/v1/members/profile",
          headers: bearer(token),
        });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      t.clock.now = start;
    }
  });
});

describe("PUT /api/v1/members/change_password", () => {
  const change = (token: string | null, member: Record<string, unknown>) =>
    t.app.inject({
      method: "PUT",
      url: "/api/v1/members/change_password",
      headers: token ? bearer(token) : {},
      payload: { member },
    });

  it("needs a token", async () => {
    const response = await change(null, { current_password: testPassword });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a wrong current password, naming the field", async () => {
    const member = await createMember(t.database.db);
    const token = await signIn(t.app, member.email);
    const response = await change(token, {
      current_password: "Wrong-Password-99",
      password: "Fresh-Password-2026",
      password_confirmation: "Fresh-Password-2026",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { currentPassword: ["Current Password is incorrect"] } });
  });

  it.each([
    [
      "the same as the current one",
      { password: testPassword, password_confirmation: testPassword },
      {
        password: [
          'Input into "Current Password" and "New Password" fields cannot match. Please correct and re-submit.',
        ],
      },
    ],
    [
      "weak",
      { password: "weakpassword", password_confirmation: "weakpassword" },
      {
        password: [
          "New Password does not meet security requirements. Password must be at least ten characters with at least one number, upper-case letter and lower-case letter.",
        ],
      },
    ],
    [
      "not confirmed",
      { password: "Fresh-Password-2026", password_confirmation: "Fresh-Password-2027" },
      { passwordConfirmation: ["Passwords do not Match: Please Try again."] },
    ],
    [
      "missing",
      { password: "", password_confirmation: "" },
      { password: ["New Password required"], passwordConfirmation: ["Confirm Password is required"] },
    ],
  ])("refuses a new password that is %s", async (_, fields, errors) => {
    const member = await createMember(t.database.db);
    const token = await signIn(t.app, member.email);
    const response = await change(token, { current_password: testPassword, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
    expect(await signIn(t.app, member.email, testPassword)).toBeTruthy();
  });

  it("changes the password, keeps this session and signs out the others", async () => {
    const member = await createMember(t.database.db);
    const mine = await signIn(t.app, member.email);
    const otherDevice = await signIn(t.app, member.email, testPassword, true);
    const response = await change(mine, {
      current_password: testPassword,
      password: "Fresh-Password-2026",
      password_confirmation: "Fresh-Password-2026",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Your password was successfully updated" });

    const profile = (token: string) =>
      t.app.inject({ method: "GET", url: "/api/v1/members/profile", headers: bearer(token) });
    expect((await profile(mine)).statusCode).toBe(200);
    expect((await profile(otherDevice)).statusCode).toBe(401);
    await expect(signIn(t.app, member.email, testPassword)).rejects.toThrow(/401/);
    expect(await signIn(t.app, member.email, "Fresh-Password-2026")).toBeTruthy();
  });
});

describe("password reset", () => {
  const requestReset = (email: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/members/request_reset_password", payload: { email } });
  const reset = (member: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: "/api/v1/members/reset_password", payload: { member } });

  async function resetLinkFor(email: string) {
    const before = t.sentMail.length;
    const response = await requestReset(email);
    expect(response.statusCode).toBe(200);
    await waitFor(() => t.sentMail.length > before);
    const mail = t.sentMail.at(-1);
    expect(mail?.to).toBe(email);
    const link = /http:\/\/portal\.test\/reset-password\/(\S+)/.exec(mail?.text ?? "");
    if (!link?.[1]) throw new Error("no reset link in the mail");
    return link[1];
  }

  it("gives the same reply for a known and an unknown address, and mails only the member", async () => {
    const member = await createMember(t.database.db);
    const before = t.sentMail.length;
    const unknown = await requestReset("stranger@example.net");
    const known = await requestReset(member.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await waitFor(() => t.sentMail.length > before);
    expect(t.sentMail.slice(before).map((m) => m.to)).toEqual([member.email]);
  });

  // The reply waits for the rate limit's counter (a row in the database shared by every instance) but not for the
  // address lookup: the members table is held while both ask. The embedded database has one connection, which
  // a held table holds whole, so this runs on PostgreSQL (CI's second run).
  it.runIf(process.env.TEST_DATABASE_URL)(
    "answers a known and an unknown address alike in time: neither waits for the member lookup",
    async () => {
      const member = await createMember(t.database.db);
      const before = t.sentMail.length;
      // Hold the members table: a request that looked the address up before replying would wait for it.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table members in access exclusive mode`);
        locked();
        await held;
      });
      await lockTaken;
      try {
        const replies = await within(
          2000,
          Promise.all([requestReset(member.email), requestReset("stranger@example.net")]),
        );
        expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
        expect(replies[0]?.json()).toEqual(replies[1]?.json());
        expect(t.sentMail.length).toBe(before);
      } finally {
        release();
        await holder;
      }
      await waitFor(() => t.sentMail.length > before);
      expect(t.sentMail.slice(before).map((mail) => mail.to)).toEqual([member.email]);
    },
  );

  it("validates the address", async () => {
    expect((await requestReset("")).json()).toEqual({ errors: { email: ["Email is required"] } });
    expect((await requestReset("nope")).json()).toEqual({ errors: { email: ["Wrong email format"] } });
  });

  it("sets a new password once, and signs out every session", async () => {
    const member = await createMember(t.database.db);
    const session = await signIn(t.app, member.email, testPassword, true);
    const token = await resetLinkFor(member.email);
    const fields = {
      password: "Reset-Password-2026",
      password_confirmation: "Reset-Password-2026",
      reset_password_token: token,
    };
    const first = await reset(fields);
    expect(first.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/members/profile", headers: bearer(session) }))
        .statusCode,
    ).toBe(401);
    expect(await signIn(t.app, member.email, "Reset-Password-2026")).toBeTruthy();

    const again = await reset({
      ...fields,
      password: "Other-Password-2026",
      password_confirmation: "Other-Password-2026",
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      errors: {
        resetPasswordToken: ["This password reset link is invalid or has expired. Please request a new one."],
      },
    });
  });

  it("voids the member's other outstanding links once one is used", async () => {
    const member = await createMember(t.database.db);
    const older = await resetLinkFor(member.email);
    const newer = await resetLinkFor(member.email);
    expect(newer).not.toBe(older);
    const fields = { password: "Reset-Password-2026", password_confirmation: "Reset-Password-2026" };
    expect((await reset({ ...fields, reset_password_token: newer })).statusCode).toBe(200);

    const stale = await reset({
      password: "Other-Password-2026",
      password_confirmation: "Other-Password-2026",
      reset_password_token: older,
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toEqual({
      errors: {
        resetPasswordToken: ["This password reset link is invalid or has expired. Please request a new one."],
      },
    });
    expect(await signIn(t.app, member.email, "Reset-Password-2026")).toBeTruthy();
  });

  it("refuses an expired link and a forged one", async () => {
    const member = await createMember(t.database.db);
    const token = await resetLinkFor(member.email);
    const start = t.clock.now;
    const fields = { password: "Reset-Password-2026", password_confirmation: "Reset-Password-2026" };
    try {
      t.clock.now = new Date(start.getTime() + 61 * 60_000);
      expect((await reset({ ...fields, reset_password_token: token })).statusCode).toBe(422);
    } finally {
      t.clock.now = start;
    }
    expect((await reset({ ...fields, reset_password_token: "forged-token-value" })).statusCode).toBe(422);
    expect(await signIn(t.app, member.email, testPassword)).toBeTruthy();
  });

  describe("GET /api/v1/members/reset_password/{token}", () => {
    const check = (token: string) =>
      t.app.inject({ method: "GET", url: `/api/v1/members/reset_password/${encodeURIComponent(token)}` });
    const fields = { password: "Reset-Password-2026", password_confirmation: "Reset-Password-2026" };

    it("says a live link is valid, names no one, and leaves the link usable", async () => {
      const member = await createMember(t.database.db);
      const token = await resetLinkFor(member.email);
      const first = await check(token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ valid: true });
      expect(first.body).not.toContain(member.email);
      expect((await check(token)).statusCode).toBe(200);
      expect((await reset({ ...fields, reset_password_token: token })).statusCode).toBe(200);
    });

    it("refuses an unknown link with 404 naming the token", async () => {
      const response = await check("forged-token-value");
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: { resetPasswordToken: ["This password reset link is not valid. Please request a new one."] },
      });
    });

    it("refuses a used link, and one another link of the member cancelled, with 410", async () => {
      const member = await createMember(t.database.db);
      const older = await resetLinkFor(member.email);
      const token = await resetLinkFor(member.email);
      expect((await reset({ ...fields, reset_password_token: token })).statusCode).toBe(200);
      for (const used of [token, older]) {
        const response = await check(used);
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual({
          errors: {
            resetPasswordToken: [
              "This password reset link has already been used or is no longer valid. Please request a new one.",
            ],
          },
        });
      }
    });

    it("refuses an expired link with 410, and checking does not extend it", async () => {
      const member = await createMember(t.database.db);
      const token = await resetLinkFor(member.email);
      const start = t.clock.now;
      try {
        t.clock.now = new Date(start.getTime() + 59 * 60_000);
        expect((await check(token)).statusCode).toBe(200);
        t.clock.now = new Date(start.getTime() + 61 * 60_000);
        const expired = await check(token);
        expect(expired.statusCode).toBe(410);
        expect(expired.json()).toEqual({
          errors: { resetPasswordToken: ["This password reset link has expired. Please request a new one."] },
        });
        expect((await reset({ ...fields, reset_password_token: token })).statusCode).toBe(422);
      } finally {
        t.clock.now = start;
      }
    });

    it("is documented as a public call with its refusals", async () => {
      const document = (await t.app.inject({ url: "/api/docs/json" })).json();
      const check = document.paths["/api/v1/members/reset_password/{token}"].get;
      expect(check.summary).toMatch(/^Check a reset link/);
      expect(check.security).toEqual([]);
      expect(Object.keys(check.responses)).toEqual(expect.arrayContaining(["200", "404", "410", "429"]));
    });

    // Longer than any path parameter the server reads (Fastify's 100 characters): refused before the route.
    it("refuses a token too long to be one with 404 in the one error shape", async () => {
      const response = await check("x".repeat(201));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: { base: ["Not Found"] } });
    });
  });

  it("checks the new password with the forgot-password messages", async () => {
    const response = await reset({
      password: "short",
      password_confirmation: "other",
      reset_password_token: "x",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password[0]).toMatch(/^New Password does not meet security requirements/);
  });
});

describe("rate limits", () => {
  it("answers 429 after too many sign-in attempts", async () => {
    const limited = await createTestAppWithLimit();
    try {
      const attempt = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/v1/members/login",
          payload: { member: { email: "someone@example.net", password: "Wrong-Password-1" } },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        errors: { base: ["Too many attempts. Please wait a few minutes and try again."] },
      });
      const resetStatuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/v1/members/request_reset_password",
          payload: { email: "someone@example.net" },
        });
        resetStatuses.push(response.statusCode);
      }
      expect(resetStatuses).toEqual([200, 200, 200, 429]);
      const checkStatuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.app.inject({
          method: "GET",
          url: "/api/v1/members/reset_password/some-token",
        });
        checkStatuses.push(response.statusCode);
      }
      expect(checkStatuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

function createTestAppWithLimit() {
  return createTestApp({ RATE_LIMIT_MAX: "3" });
}

/** The work's result, or a failure once `ms` have passed without one. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
