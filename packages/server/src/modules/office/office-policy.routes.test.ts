import { policyMessages } from "@club/domain/office-policies.schema";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, signIn, signInEachRole } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Issue 23: an office that cannot be turned against the club. A staff volunteer cannot take over an office
// administrator (by moving the address password resets go to, by closing or merging the account), nor appoint
// regional administrators or read who claimed an imported account; the replies say what the actor may do.

let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInEachRole>>["tokens"];
let ids: Awaited<ReturnType<typeof signInEachRole>>["ids"];

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, ids } = await signInEachRole(t.app, t.database.db));
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: bearer(token), payload });

const codeAt = (secret: string, now: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now.getTime() });

async function enrol(token: string) {
  const enrolment = (await call("POST", "/two_factor/enrol", token)).json();
  const confirmed = await call("POST", "/two_factor/confirm", token, {
    code: codeAt(enrolment.secret, t.clock.now),
  });
  expect(confirmed.statusCode).toBe(200);
  return enrolment.secret as string;
}

const nextStep = () => {
  t.clock.now = new Date(t.clock.now.getTime() + 30_000);
};

describe("office accounts are an administrator's to change", () => {
  it("refuses office staff changing an administrator's e-mail, and leaves it as it was", async () => {
    const before = (await call("GET", `/members/${ids.admin}`, tokens.admin)).json();
    const changed = await call("PUT", `/members/${ids.admin}`, tokens.staff, {
      member: { email: "takeover@example.net" },
      reason: "typo",
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().errors.base[0]).toMatch(/office account/);
    const after = (await call("GET", `/members/${ids.admin}`, tokens.admin)).json();
    expect(after.profile.email).toBe(before.profile.email);
  });

  it("refuses office staff renaming or closing an office account", async () => {
    const renamed = await call("PUT", `/members/${ids.admin}`, tokens.staff, {
      member: { first_name: "Mallory" },
    });
    expect(renamed.statusCode).toBe(403);
    const closed = await call("POST", `/members/${ids.admin}/membership`, tokens.staff, {
      action: "mark_resigned",
      reason: "left",
    });
    expect(closed.statusCode).toBe(403);
    const other = await createStaff(t.database.db, "office_staff");
    const lowered = await call("POST", `/members/${other.id}/membership`, tokens.staff, {
      action: "mark_deceased",
      reason: "none",
    });
    expect(lowered.statusCode).toBe(403);
  });

  it("lets office staff change a member's e-mail as before", async () => {
    const member = await createDirectoryMember(t.database.db);
    const changed = await call("PUT", `/members/${member.id}`, tokens.staff, {
      member: { email: `moved-${member.id}@example.net` },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().profile.email).toBe(`moved-${member.id}@example.net`);
  });

  it("refuses merging any office account, either way round, whoever asks", async () => {
    const member = await createDirectoryMember(t.database.db);
    for (const token of [tokens.staff, tokens.admin]) {
      const away = await call("POST", `/members/${member.id}/merge`, token, { duplicate_id: ids.admin });
      expect(away.statusCode).toBe(403);
      const into = await call("POST", `/members/${ids.staff}/merge`, token, { duplicate_id: member.id });
      expect(into.statusCode).toBe(403);
    }
    const admin = (await call("GET", `/members/${ids.admin}`, tokens.admin)).json();
    expect(admin.mergedIntoId).toBeNull();
    expect((await call("GET", "/session", tokens.admin)).statusCode).toBe(200);
  });

  it("asks an administrator for a fresh authenticator code to move an office account's e-mail", async () => {
    const admin = await createStaff(t.database.db, "office_admin");
    const adminToken = await signIn(t.app, admin.email);
    const colleague = await createStaff(t.database.db, "office_staff");
    const move = (payload: object) =>
      call("PUT", `/members/${colleague.id}`, adminToken, {
        member: { email: `colleague-${colleague.id}@example.net` },
        ...payload,
      });

    const withoutFactor = await move({});
    expect(withoutFactor.statusCode).toBe(403);
    expect(withoutFactor.json().errors.twoFactorCode[0]).toMatch(/Set up two-step sign-in/);

    const secret = await enrol(adminToken);
    nextStep();
    const withoutCode = await move({});
    expect(withoutCode.statusCode).toBe(403);
    expect(withoutCode.json().errors.twoFactorCode[0]).toMatch(/code from your authenticator/);
    const wrongCode = await move({ two_factor_code: "000000" });
    expect(wrongCode.statusCode).toBe(422);
    expect(Object.keys(wrongCode.json().errors)).toEqual(["twoFactorCode"]);

    const moved = await move({ two_factor_code: codeAt(secret, t.clock.now) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().profile.email).toBe(`colleague-${colleague.id}@example.net`);
  });
});

describe("the administrators' club-level actions", () => {
  it("refuses office staff appointing regional administrators, themselves included", async () => {
    const appointed = await call("PUT", "/regions/GI/administrators", tokens.staff, {
      member_ids: [ids.staff],
    });
    expect(appointed.statusCode).toBe(403);
    expect((await call("GET", "/regions", tokens.staff)).statusCode).toBe(200);
    const byAdmin = await call("PUT", "/regions/GI/administrators", tokens.admin, {
      member_ids: [ids.regionalAdmin],
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it("refuses office staff the import's claims list", async () => {
    expect((await call("GET", "/imports/1/claims", tokens.staff)).statusCode).toBe(403);
    expect((await call("GET", "/imports/1/claims", tokens.admin)).statusCode).toBe(404);
  });
});

describe("replies carry what the actor may do", () => {
  it("lists the club-level actions of the session's role", async () => {
    const staff = (await call("GET", "/session", tokens.staff)).json();
    expect(staff.policies).toMatchObject({
      manageMembers: true,
      recordPayments: true,
      refundPayments: false,
      manageStaff: false,
      appointRegionalAdmins: false,
      manageClaims: false,
    });
    const admin = (await call("GET", "/session", tokens.admin)).json();
    expect(Object.values(admin.policies).every(Boolean)).toBe(true);
  });

  it("tells office staff they may not change an office account, and may change a member", async () => {
    const office = (await call("GET", `/members/${ids.admin}`, tokens.staff)).json();
    expect(office.policies).toMatchObject({
      updateMember: false,
      changeEmail: false,
      changeMembership: false,
      mergeDuplicate: false,
      addNote: true,
    });
    const member = (await call("GET", `/members/${ids.member}`, tokens.staff)).json();
    expect(member.policies).toMatchObject({
      updateMember: true,
      changeEmail: true,
      changeMembership: true,
      mergeDuplicate: true,
      refundPayment: false,
    });
  });

  it("says why each refused action is refused, in the policy's words, so the web words nothing itself", async () => {
    const office = (await call("GET", `/members/${ids.admin}`, tokens.staff)).json();
    expect(office.refusals).toEqual({
      updateMember: policyMessages.officeAccountProtected,
      changeEmail: policyMessages.officeAccountProtected,
      changeMembership: policyMessages.officeAccountProtected,
      refundPayment: policyMessages.refundForAdministrators,
      mergeDuplicate: policyMessages.officeAccountNotMerged,
    });
    const member = (await call("GET", `/members/${ids.member}`, tokens.admin)).json();
    expect(member.refusals).toEqual({});
    expect(member.secondFactorFor).toEqual([]);
  });

  it("gives each row of the member search what the actor may do to it, and why not (issue 39: the merge picker)", async () => {
    const page = await call("GET", "/members?sort=created_at&order=asc&page=1", tokens.staff);
    expect(page.statusCode, page.body).toBe(200);
    const rows = page.json().results as { id: number; policies: object; refusals: object }[];
    const office = rows.find((row) => row.id === ids.admin);
    const member = rows.find((row) => row.id === ids.member);
    expect(office?.policies).toMatchObject({ mergeDuplicate: false, addNote: true });
    expect(office?.refusals).toMatchObject({ mergeDuplicate: policyMessages.officeAccountNotMerged });
    expect(member?.policies).toMatchObject({ mergeDuplicate: true, refundPayment: false });
    expect(member?.refusals).toEqual({ refundPayment: policyMessages.refundForAdministrators });
    const admin = (await call("GET", "/members?sort=created_at&order=asc&page=1", tokens.admin)).json();
    expect(admin.results.find((row: { id: number }) => row.id === ids.member)?.refusals).toEqual({});
  });

  it("refuses a member and a regional administrator every office call", async () => {
    for (const token of [tokens.member, tokens.regionalAdmin]) {
      expect((await call("GET", "/session", token)).statusCode).toBe(403);
      expect((await call("GET", `/members/${ids.member}`, token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/v1/office/session" })).statusCode).toBe(401);
  });
});
