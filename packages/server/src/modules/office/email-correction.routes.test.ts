import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitedMember } from "../../test/claim-invitations.ts";
import { bearer, createDirectoryMember, createMember, createStaff, signIn } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { pdfPageTexts } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pinClock } from "../../test/test-clock.ts";
import { waitFor } from "../../test/wait-for.ts";
import { claimLinks } from "../claims/claims.schema.ts";
import { sendClaimInvitations } from "../claims/claims.service.ts";
import { outbox } from "../mail/mail.schema.ts";

// Issue 23, tokens follow the address: when the office corrects a member's e-mail, the links mailed before (to a
// mistyped address, perhaps someone else's) stop working: the claim link or letter code, the password reset link
// and the renewal link.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email, undefined, true);
});
afterAll(() => t.close());

const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: token ? bearer(token) : {} });

async function correctEmail(memberId: number, email: string) {
  const reply = await t.app.inject({
    method: "PUT",
    url: `/api/v1/office/members/${memberId}`,
    headers: bearer(admin),
    payload: { member: { email }, reason: "The address was mistyped" },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

/** The claim link in the newest invitation mailed to `to`. */
async function claimTokenMailedTo(to: string) {
  const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, to));
  const token = /\/claim\/([\w-]+)/.exec(mails.at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error(`no claim link mailed to ${to}`);
  return token;
}

const greet = (token: string) => t.app.inject({ url: `/api/v1/members/claim/${encodeURIComponent(token)}` });
const claim = (token: string) =>
  post("/api/v1/members/claim", {
    token,
    password: "Packard-Eight-1934",
    password_confirmation: "Packard-Eight-1934",
  });

describe("the office corrects a member's e-mail", () => {
  it("voids the claim link mailed to the mistyped address, and mails a new one to the corrected address", async () => {
    const { member } = await invitedMember(t, admin, "Mistyped", "ada.mistyped@exmaple.net");
    await waitFor(
      async () =>
        (
          await t.database.db
            .select()
            .from(claimLinks)
            .where(and(eq(claimLinks.memberId, member.id), isNotNull(claimLinks.sentAt)))
        ).length === 1,
    );
    const mistypedToken = await claimTokenMailedTo("ada.mistyped@exmaple.net");
    expect((await greet(mistypedToken)).statusCode).toBe(200);

    await correctEmail(member.id, "ada.mistyped@example.net");
    expect((await greet(mistypedToken)).statusCode).toBe(404);
    const refused = await claim(mistypedToken);
    expect(refused.statusCode).toBe(404);
    expect(Object.keys(refused.json().errors)).toEqual(["token"]);

    // The invitation waits for the job again, which mails it to the address as corrected.
    expect(await sendClaimInvitations(jobContextOn(t.database.db, t.clock))).toBe(1);
    const corrected = await claimTokenMailedTo("ada.mistyped@example.net");
    expect((await greet(corrected)).statusCode).toBe(200);
    expect((await claim(corrected)).statusCode).toBe(200);
  });

  it("voids a letter's code once the office gives the member an e-mail", async () => {
    const { member, importId } = await invitedMember(t, admin, "Lettered", "");
    const pdf = await t.app.inject({
      url: `/api/v1/office/imports/${importId}/claim_letters.pdf`,
      headers: bearer(admin),
    });
    const [page] = await pdfPageTexts(pdf.rawPayload);
    const code =
      /([2-9A-HJKMNP-Z]{5}) ([2-9A-HJKMNP-Z]{5})/
        .exec(page ?? "")
        ?.slice(1)
        .join("") ?? "";
    expect((await greet(code)).statusCode).toBe(200);

    await correctEmail(member.id, "ada.lettered@example.net");
    expect((await greet(code)).statusCode).toBe(404);
  });

  it("voids the password reset link mailed to the old address", async () => {
    const member = await createMember(t.database.db, { email: "bob.old@exmaple.net" });
    expect((await post("/api/v1/members/request_reset_password", { email: member.email })).statusCode).toBe(
      200,
    );
    // The reset mail itself: another test's notices may be delivered after it, so it is not always the last one.
    const resetMail = () =>
      t.sentMail.find((mail) => mail.to === member.email && /\/reset-password\//.test(mail.text));
    await waitFor(() => resetMail() !== undefined);
    const token = /\/reset-password\/(\S+)/.exec(resetMail()?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");

    await correctEmail(member.id, "bob.old@example.net");
    const reset = await t.app.inject({
      method: "PUT",
      url: "/api/v1/members/reset_password",
      payload: {
        member: {
          password: "Reset-Password-2026",
          password_confirmation: "Reset-Password-2026",
          reset_password_token: token,
        },
      },
    });
    expect(reset.statusCode).toBe(422);
    expect(Object.keys(reset.json().errors)).toEqual(["resetPasswordToken"]);
  });

  it("voids the renewal link mailed to the old address", async () => {
    // One calendar situation: inside the renewal window, 35 days before the dues date.
    pinClock(t.clock, "2026-11-26T15:00:00Z");
    const member = await createDirectoryMember(t.database.db, {
      member: {
        lastName: "Renewer",
        email: "cy.renewer@exmaple.net",
        addressLine1: "1 Main Street",
        city: "Dayton",
      },
      duesExpire: "2026-12-31",
    });
    // The run is a job the request starts (issue 24): its mail is queued a moment later.
    expect((await post("/api/v1/office/reminders/run", undefined, admin)).statusCode).toBe(202);
    const mailOf = () => t.database.db.select().from(outbox).where(eq(outbox.memberId, member.id));
    await waitFor(async () => (await mailOf()).length > 0);
    const [mail] = await mailOf();
    const token = /\/renew\/([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const exchange = () => post("/api/v1/members/renewal_link", { token });
    expect((await exchange()).statusCode).toBe(200);

    await correctEmail(member.id, "cy.renewer@example.net");
    const refused = await exchange();
    expect(refused.statusCode).toBe(404);
    expect(Object.keys(refused.json().errors)).toEqual(["token"]);
  });
});
