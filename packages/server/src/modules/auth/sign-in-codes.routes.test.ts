import { serverMessages } from "@club/domain/messages";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../lib/tokens.ts";
import { bearer, createDirectoryMember, createMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { sessions, signInCodes } from "./auth.schema.ts";
import { purgeExpiredSignInCodes } from "./sign-in-codes.service.ts";

// Issue 43: a six-digit code by e-mail, with a link. Ten minutes, once, the newest only, five wrong tries; the same
// answer for a member, a stranger and a closed account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/members/${url}`,
    payload,
    headers: token ? bearer(token) : {},
  });
const ask = (email: string) => post("request_sign_in_code", { member: { email } });
const withCode = (email: string, code: string, rememberMe = false) =>
  post("login_with_code", { member: { email, code, remember_me: rememberMe } });
const withLink = (token: string) => post("login_with_link", { token });

/** Asks for a code and reads it, and the link's token, from the mail. */
async function mailedCode(email: string) {
  const before = t.sentMail.length;
  const asked = await ask(email);
  expect(asked.statusCode, asked.body).toBe(200);
  await waitFor(() => t.sentMail.length > before);
  const mail = t.sentMail.at(-1);
  expect(mail?.to).toBe(email);
  const code = /^\s+(\d{3}) (\d{3})$/m.exec(mail?.text ?? "");
  const link = /http:\/\/portal\.test\/login\/code\/(\S+)/.exec(mail?.text ?? "");
  if (!code || !link?.[1]) throw new Error("no code or link in the mail");
  expect(mail?.subject).toContain(`${code[1]} ${code[2]}`);
  return { code: `${code[1]}${code[2]}`, link: link[1] };
}

const tokenOf = (reply: { headers: Record<string, unknown> }) =>
  String(reply.headers.authorization).replace(/^Bearer /, "");

/** The office closes the account, as its member page does. */
async function closeAccount(memberId: number, action: "mark_resigned" | "mark_deceased") {
  const admin = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
  const closed = await t.app.inject({
    method: "POST",
    url: `/api/v1/office/members/${memberId}/membership`,
    payload: { action, reason: "Wrote to the office" },
    headers: bearer(admin),
  });
  expect(closed.statusCode, closed.body).toBe(200);
}

describe("a sign-in code by e-mail", () => {
  it("signs in once with the code, on any device, as the member chose to be remembered", async () => {
    const member = await createDirectoryMember(t.database.db);
    const { code } = await mailedCode(member.email);
    const signedIn = await withCode(member.email.toUpperCase(), `${code.slice(0, 3)} ${code.slice(3)}`, true);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: member.id, sessionScope: "full" });
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(tokenOf(signedIn))));
    expect(session).toMatchObject({ rememberMe: true, signedInWith: "code" });
    expect(
      (await t.app.inject({ url: "/api/v1/members/profile", headers: bearer(tokenOf(signedIn)) })).statusCode,
    ).toBe(200);

    const again = await withCode(member.email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ errors: { code: [serverMessages.signInCodeWrong] } });
  });

  it("signs in the device that opens the link, once; the code is then used too", async () => {
    const member = await createDirectoryMember(t.database.db);
    const { code, link } = await mailedCode(member.email);
    const signedIn = await withLink(link);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: member.id });
    const used = await withLink(link);
    expect(used.statusCode).toBe(410);
    expect(used.json()).toEqual({ errors: { token: [serverMessages.signInLinkUsed] } });
    expect((await withCode(member.email, code)).statusCode).toBe(401);
    const trail = await t.database.db
      .select({ action: auditLog.action, after: auditLog.after, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.memberId, member.id))
      .orderBy(desc(auditLog.id));
    expect(trail.slice(0, 2)).toEqual([
      {
        action: "signed_in_with_code",
        actorId: member.id,
        after: { by: "link", requestedAt: expect.any(String) },
      },
      { action: "sign_in_code_sent", actorId: null, after: null },
    ]);
  });

  it("works ten minutes by the club's clock, and a newer code ends the one before", async () => {
    const member = await createDirectoryMember(t.database.db);
    const first = await mailedCode(member.email);
    const second = await mailedCode(member.email);
    expect((await withCode(member.email, first.code)).statusCode).toBe(401);
    expect((await withLink(first.link)).statusCode).toBe(410);

    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 10 * 60_000 + 1);
    try {
      expect((await withCode(member.email, second.code)).statusCode).toBe(401);
      expect((await withLink(second.link)).statusCode).toBe(410);
      await purgeExpiredSignInCodes({ db: t.database.db, now: () => t.clock.now });
      const left = await t.database.db.select().from(signInCodes).where(eq(signInCodes.memberId, member.id));
      expect(left).toEqual([]);
    } finally {
      t.clock.now = start;
    }
  });

  it("ends a code at its fifth wrong try; two wrong tries at the same moment count two", async () => {
    const member = await createDirectoryMember(t.database.db);
    const { code } = await mailedCode(member.email);
    const wrong = code === "000000" ? "111111" : "000000";
    const tries = await Promise.all([withCode(member.email, wrong), withCode(member.email, wrong)]);
    expect(tries.map((reply) => reply.statusCode)).toEqual([401, 401]);
    const [row] = await t.database.db
      .select({ wrongTries: signInCodes.wrongTries })
      .from(signInCodes)
      .where(eq(signInCodes.memberId, member.id));
    expect(row?.wrongTries).toBe(2);
    for (let i = 0; i < 3; i++) expect((await withCode(member.email, wrong)).statusCode).toBe(401);
    expect((await withCode(member.email, code)).statusCode).toBe(401);
  });

  it("gives one session to two requests with the right code at the same moment", async () => {
    const member = await createDirectoryMember(t.database.db);
    const { code } = await mailedCode(member.email);
    const replies = await Promise.all([withCode(member.email, code), withCode(member.email, code)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 401]);
  });

  it("answers a stranger and a closed account as a member, and mails only the member", async () => {
    const member = await createDirectoryMember(t.database.db);
    const resigned = await createDirectoryMember(t.database.db);
    await closeAccount(resigned.id, "mark_resigned");
    const before = t.sentMail.length;
    const replies = await Promise.all([ask("stranger@example.net"), ask(resigned.email), ask(member.email)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    expect(replies[0]?.json()).toEqual({ message: serverMessages.signInCodeSent });
    await waitFor(() => t.sentMail.length > before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.sentMail.slice(before).map((mail) => mail.to)).toEqual([member.email]);
    const stranger = await withCode("stranger@example.net", "123456");
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ errors: { code: [serverMessages.signInCodeWrong] } });
    expect((await withCode(resigned.email, "123456")).json()).toEqual(stranger.json());
  });

  it("ends the codes with the member's sessions: the office marked them deceased after the code was sent", async () => {
    const member = await createDirectoryMember(t.database.db);
    const { code, link } = await mailedCode(member.email);
    await closeAccount(member.id, "mark_deceased");
    expect((await withCode(member.email, code)).json()).toEqual({
      errors: { code: [serverMessages.signInCodeWrong] },
    });
    expect((await withLink(link)).statusCode).toBe(410);
  });

  it("leaves an office account to prove its second factor before office calls", async () => {
    const o = await createTestApp({ OFFICE_2FA: "required" });
    try {
      const staff = await createStaff(o.database.db);
      const before = o.sentMail.length;
      expect(
        (
          await o.app.inject({
            method: "POST",
            url: "/api/v1/members/request_sign_in_code",
            payload: { member: { email: staff.email } },
          })
        ).statusCode,
      ).toBe(200);
      await waitFor(() => o.sentMail.length > before);
      const code = (/^\s+(\d{3}) (\d{3})$/m.exec(o.sentMail.at(-1)?.text ?? "") ?? []).slice(1).join("");
      const signedIn = await o.app.inject({
        method: "POST",
        url: "/api/v1/members/login_with_code",
        payload: { member: { email: staff.email, code } },
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const office = await o.app.inject({
        url: "/api/v1/office/members",
        headers: bearer(tokenOf(signedIn)),
      });
      expect(office.statusCode).toBe(403);
      expect(Object.keys(office.json().errors)).toEqual(["twoFactor"]);
    } finally {
      await o.close();
    }
  });

  it("names each bad field", async () => {
    expect((await ask("")).json()).toEqual({ errors: { email: ["Email is required"] } });
    expect((await post("request_sign_in_code", {})).statusCode).toBe(400);
    const badCode = await withCode("member@example.net", "12a456");
    expect(badCode.statusCode).toBe(400);
    expect(Object.keys(badCode.json().errors)).toEqual(["code"]);
    const noToken = await post("login_with_link", {});
    expect(noToken.statusCode).toBe(400);
    expect(Object.keys(noToken.json().errors)).toEqual(["token"]);
  });

  it("does not name a joiner who never paid in the trail for a code a stranger may ask for", async () => {
    const joiner = await createMember(t.database.db);
    await mailedCode(joiner.email);
    const named = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, joiner.id), eq(auditLog.action, "sign_in_code_sent")));
    expect(named).toEqual([]);
  });
});

describe("limits", () => {
  let l: TestApp;
  beforeAll(async () => {
    l = await createTestApp({ RATE_LIMIT_MAX: "3" });
  });
  afterAll(() => l.close());

  it("limits requests for one address, whoever asks, with the same 429 for a stranger's", async () => {
    const member = await createDirectoryMember(l.database.db);
    const askFor = (email: string, ip: string) =>
      l.app.inject({
        method: "POST",
        url: "/api/v1/members/request_sign_in_code",
        payload: { member: { email } },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await askFor(member.email, `10.0.0.${i + 1}`)).statusCode).toBe(200);
    const fourth = await askFor(member.email, "10.0.0.9");
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers["retry-after"]).toBeDefined();
    for (let i = 0; i < 3; i++) await askFor("nobody@example.net", `10.0.1.${i + 1}`);
    expect((await askFor("nobody@example.net", "10.0.1.9")).statusCode).toBe(429);
  });

  it("limits wrong codes per address, as a password's are", async () => {
    const member = await createDirectoryMember(l.database.db);
    const tryCode = (code: string, ip: string) =>
      l.app.inject({
        method: "POST",
        url: "/api/v1/members/login_with_code",
        payload: { member: { email: member.email, code } },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await tryCode("000000", `10.0.2.${i + 1}`)).statusCode).toBe(401);
    expect((await tryCode("000000", "10.0.2.9")).statusCode).toBe(429);
  });
});
