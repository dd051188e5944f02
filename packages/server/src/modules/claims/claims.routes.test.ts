import { claimEmailMessages } from "@club/domain/claim.schema";
import { claimMessages } from "@club/domain/import.schema";
import { messages } from "@club/domain/messages";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitedMember } from "../../test/claim-invitations.ts";
import { bearer, createStaff, signIn } from "../../test/factories.ts";
import { pdfPageTexts } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pinClock } from "../../test/test-clock.ts";
import { waitFor } from "../../test/wait-for.ts";
import { outbox } from "../mail/mail.schema.ts";
import { members } from "../members/members.schema.ts";
import { claimLinks } from "./claims.schema.ts";

// Issue 16: an imported member claims their account from the e-mailed link /claim/{token}, or with the code of a
// printed letter: they choose a password (the reset-password rules) and are signed in as after a login.

const newPassword = "Packard-Eight-1934";
let t: TestApp;
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  adminEmail = (await createStaff(t.database.db, "office_admin")).email;
});
afterAll(() => t.close());

const post = (url: string, payload?: object) => t.app.inject({ method: "POST", url, payload });
const claim = (payload: Record<string, unknown>) =>
  post("/api/v1/members/claim", { password: newPassword, password_confirmation: newPassword, ...payload });
const greet = (token: string) => t.app.inject({ url: `/api/v1/members/claim/${encodeURIComponent(token)}` });
const login = (email: string, password: string) =>
  post("/api/v1/members/login", { member: { email, password } });

/** The token of the member's invitation e-mail, once the job has sent it. */
async function mailedToken(memberId: number) {
  await waitFor(
    async () =>
      (
        await t.database.db
          .select()
          .from(claimLinks)
          .where(and(eq(claimLinks.memberId, memberId), isNotNull(claimLinks.sentAt)))
      ).length === 1,
  );
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.memberId, memberId));
  const token = /\/claim\/([\w-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error("no claim link in the invitation");
  return token;
}

describe("claiming with the e-mailed link", () => {
  it("greets the member, sets the password, signs in like a login, and works once", async () => {
    const { member } = await invitedMember(
      t,
      await signIn(t.app, adminEmail),
      "Claimant",
      "claimant@example.net",
    );
    const token = await mailedToken(member.id);
    // Before: the import's unusable hash lets no password in.
    expect((await login(member.email, "!imported")).statusCode).toBe(401);
    expect((await login(member.email, newPassword)).statusCode).toBe(401);

    const greeting = await greet(token);
    expect(greeting.statusCode).toBe(200);
    expect(greeting.json()).toEqual({ firstName: "Ada", lastName: "Claimant", email: "c***@example.net" });

    const claimed = await claim({ token });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ id: member.id, lastName: "Claimant", officeRole: null });
    const session = (claimed.headers.authorization as string).replace(/^Bearer /, "");
    expect(session.length).toBeGreaterThan(20);
    expect(claimed.headers["access-control-expose-headers"]).toBe("Authorization");
    const profile = await t.app.inject({ url: "/api/v1/members/profile", headers: bearer(session) });
    expect(profile.statusCode).toBe(200);

    const [stored] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(member.email, newPassword)).statusCode).toBe(200);
    const [link] = await t.database.db.select().from(claimLinks).where(eq(claimLinks.memberId, member.id));
    expect(link?.claimedAt?.toISOString()).toBe(t.clock.now.toISOString());

    const again = await claim({
      token,
      password: "Another-Pass-1935",
      password_confirmation: "Another-Pass-1935",
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().errors.token).toEqual([claimMessages.used]);
    expect(again.headers.authorization).toBeUndefined();
    expect((await greet(token)).statusCode).toBe(410);
    expect((await login(member.email, "Another-Pass-1935")).statusCode).toBe(401);
  });

  it("refuses a link after its 30 days (410), and an unknown one (404), naming the token", async () => {
    const { member } = await invitedMember(t, await signIn(t.app, adminEmail), "Tardy", "tardy@example.net");
    const token = await mailedToken(member.id);
    pinClock(t.clock, new Date(t.clock.now.getTime() + 30 * 86_400_000 + 60_000).toISOString());
    const expired = await claim({ token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors.token).toEqual([claimMessages.expired]);
    expect((await greet(token)).json().errors.token).toEqual([claimMessages.expired]);

    const unknown = await claim({ token: "x".repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.token).toEqual([claimMessages.invalid]);
    expect((await greet("ABCDEFGHJK")).statusCode).toBe(404);
    const missing = await claim({ token: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.token).toEqual([claimMessages.tokenRequired]);
    const [stored] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(stored?.passwordHash).toBe("!imported");
  });

  it("keeps to the reset-password rules, naming password or password_confirmation, and leaves the link usable", async () => {
    const { member } = await invitedMember(
      t,
      await signIn(t.app, adminEmail),
      "Careful",
      "careful@example.net",
    );
    const token = await mailedToken(member.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: "", password_confirmation: "" }, "password", messages.newPasswordRequired],
      [
        { password: "weakpassword", password_confirmation: "weakpassword" },
        "password",
        messages.newPasswordWeak,
      ],
      [{ password_confirmation: "" }, "passwordConfirmation", messages.confirmPasswordRequired],
      [{ password_confirmation: "Packard-Eight-1935" }, "passwordConfirmation", messages.passwordMismatch],
    ];
    for (const [change, field, message] of cases) {
      const reply = await claim({ token, ...change });
      expect(reply.statusCode, JSON.stringify(change)).toBe(400);
      expect(reply.json().errors[field]).toEqual([message]);
    }
    expect((await claim({ token })).statusCode).toBe(200);
  });
});

describe("claiming with a letter's code", () => {
  it("takes the code printed on the letter, typed with spaces, dashes or in lower case", async () => {
    const { member, importId } = await invitedMember(t, await signIn(t.app, adminEmail), "Lettered", "");
    const pdf = await t.app.inject({
      url: `/api/v1/office/imports/${importId}/claim_letters.pdf`,
      headers: bearer(await signIn(t.app, adminEmail)),
    });
    expect(pdf.statusCode).toBe(200);
    const [page] = await pdfPageTexts(pdf.rawPayload);
    expect(page).toContain("Dear Ada Lettered,");
    expect(page).toContain("http://portal.test/claim");
    const [, first, second] = /([2-9A-HJKMNP-Z]{5}) ([2-9A-HJKMNP-Z]{5})/.exec(page ?? "") ?? [];
    expect(first).toBeDefined();
    const code = `${first}${second}`;

    const greeting = await greet(code);
    expect(greeting.json()).toEqual({ firstName: "Ada", lastName: "Lettered", email: "" });
    const typed = `${first?.toLowerCase()} - ${second?.toLowerCase()}`;
    // No address on the roster: the member gives the one they will sign in with, unused by anyone else.
    const withoutEmail = await claim({ token: typed });
    expect(withoutEmail.statusCode).toBe(400);
    expect(withoutEmail.json().errors.email).toEqual([claimEmailMessages.required]);
    const taken = await claim({ token: typed, email: adminEmail });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual([claimEmailMessages.taken]);
    const claimed = await claim({ token: typed, email: "Ada.Lettered@Example.net" });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().email).toBe("ada.lettered@example.net");
    await signIn(t.app, "ada.lettered@example.net", newPassword);
    expect(claimed.json().id).toBe(member.id);
    expect(claimed.headers.authorization).toMatch(/^Bearer /);
    expect((await claim({ token: code })).statusCode).toBe(410);
  });

  it("no longer takes a code once the letters are printed again", async () => {
    const { importId } = await invitedMember(t, await signIn(t.app, adminEmail), "Reprinted", "");
    const headers = bearer(await signIn(t.app, adminEmail));
    const url = `/api/v1/office/imports/${importId}/claim_letters.pdf`;
    const codeOf = async () => {
      const [page] = await pdfPageTexts((await t.app.inject({ url, headers })).rawPayload);
      return (
        /([2-9A-HJKMNP-Z]{5}) ([2-9A-HJKMNP-Z]{5})/
          .exec(page ?? "")
          ?.slice(1)
          .join("") ?? ""
      );
    };
    const old = await codeOf();
    const fresh = await codeOf();
    expect((await greet(old)).statusCode).toBe(404);
    expect((await greet(fresh)).statusCode).toBe(200);
  });
});

describe("two claims at once", () => {
  /** The code printed on the import's (one) letter. */
  async function printedCode(importId: number) {
    const pdf = await t.app.inject({
      url: `/api/v1/office/imports/${importId}/claim_letters.pdf`,
      headers: bearer(await signIn(t.app, adminEmail)),
    });
    const [page] = await pdfPageTexts(pdf.rawPayload);
    const [, first, second] = /([2-9A-HJKMNP-Z]{5}) ([2-9A-HJKMNP-Z]{5})/.exec(page ?? "") ?? [];
    if (!first || !second) throw new Error("no code on the letter");
    return `${first}${second}`;
  }

  it("naming the same new e-mail: one is signed in, the other gets 409 naming the e-mail and claims nothing", async () => {
    const one = await invitedMember(t, await signIn(t.app, adminEmail), "Twin", "");
    const other = await invitedMember(t, await signIn(t.app, adminEmail), "Twain", "");
    const codes = [await printedCode(one.importId), await printedCode(other.importId)];
    const replies = await Promise.all(codes.map((token) => claim({ token, email: "twins@example.net" })));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses, replies.map((reply) => reply.body).join("\n")).toEqual([200, 409]);
    const refused = replies.find((reply) => reply.statusCode === 409);
    expect(Object.keys(refused?.json().errors)).toEqual(["email"]);
    expect(refused?.headers.authorization).toBeUndefined();

    // The refused claim changed nothing: its code still works, with another address.
    const refusedCode = codes[replies.indexOf(refused as (typeof replies)[number])] as string;
    expect((await claim({ token: refusedCode, email: "the-other-twin@example.net" })).statusCode).toBe(200);
  });
});

describe("guessing", () => {
  it("limits failed tries per address", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: "2" });
    try {
      const statuses = [];
      for (let i = 0; i < 8; i += 1) {
        const reply = await limited.app.inject({
          method: "POST",
          url: "/api/v1/members/claim",
          payload: { token: `ABCDE${i}FGHJ`, password: newPassword, password_confirmation: newPassword },
        });
        statuses.push(reply.statusCode);
      }
      expect(statuses.slice(0, 6)).toEqual([404, 404, 404, 404, 404, 404]);
      expect(statuses.slice(6)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
