import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, signIn, signInEachRole } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { removeStaffRole } from "./office-staff.service.ts";

// Issue 14: the office's own accounts, managed by office administrators: a role given (to an account, or to a new
// one for a volunteer who is not a member), changed or taken away, and a lost authenticator reset.

let t: TestApp;
let tokens: { member: string; regionalAdmin: string; staff: string; admin: string };
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const roles = await signInEachRole(t.app, t.database.db);
  tokens = roles.tokens;
  adminId = roles.ids.admin;
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: object, token: string | null = tokens.admin) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: token ? bearer(token) : {}, payload });

interface Staff {
  memberId: number;
  memberNo: number;
  name: string;
  email: string;
  role: string;
  twoFactorEnrolled: boolean;
  since: string;
}
const staffList = async () => (await call("GET", "/staff")).json().results as Staff[];
const lastEntry = async (memberId: number) =>
  (await call("GET", `/audit?member_id=${memberId}`)).json().results[0];

describe("who may manage the office's accounts", () => {
  it.each([
    ["GET", "/staff"],
    ["POST", "/staff"],
    ["PUT", "/staff/1"],
    ["DELETE", "/staff/1"],
    ["POST", "/staff/1/reset_two_factor"],
  ] as const)(
    "%s %s: 401 without a token, 403 for a member, a regional administrator and office staff",
    async (method, url) => {
      const body = method === "POST" || method === "PUT" ? { role: "office_staff" } : undefined;
      expect((await call(method, url, body, null)).statusCode).toBe(401);
      expect((await call(method, url, body, tokens.member)).statusCode).toBe(403);
      expect((await call(method, url, body, tokens.regionalAdmin)).statusCode).toBe(403);
      expect((await call(method, url, body, tokens.staff)).statusCode).toBe(403);
    },
  );
});

describe("GET /api/v1/office/staff", () => {
  it("lists every office account with its role, its two-step sign-in and since when", async () => {
    const reply = await call("GET", "/staff");
    expect(reply.statusCode).toBe(200);
    const admin = (reply.json().results as Staff[]).find((row) => row.memberId === adminId);
    expect(admin).toMatchObject({
      role: "office_admin",
      twoFactorEnrolled: false,
      since: "2020-01-01T00:00:00.000Z",
      name: expect.stringMatching(/^Otto Office/),
    });
    expect(reply.json().results).toHaveLength(2);
  });

  it("says on each account whether the actor may change its role: not their own (issue 39)", async () => {
    const rows = (await call("GET", "/staff")).json().results as (Staff & { policies: unknown })[];
    for (const row of rows) expect(row.policies, row.name).toEqual({ changeRole: row.memberId !== adminId });
  });
});

describe("POST /api/v1/office/staff", () => {
  it("gives a member's account a role: they have the office at their next request", async () => {
    const member = await createDirectoryMember(t.database.db);
    const token = await signIn(t.app, member.email);
    expect((await call("GET", "/members", undefined, token)).statusCode).toBe(403);

    const reply = await call("POST", "/staff", { email: member.email.toUpperCase(), role: "office_staff" });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      created: false,
      staff: { memberId: member.id, email: member.email, role: "office_staff", twoFactorEnrolled: false },
    });
    expect((await call("GET", "/members", undefined, token)).statusCode).toBe(200);
    expect(await lastEntry(member.id)).toMatchObject({
      action: "staff_role_set",
      actorId: adminId,
      before: null,
      after: { role: "office_staff" },
    });
  });

  it("makes an account for a new address with the names given; its owner sets a password by reset", async () => {
    const reply = await call("POST", "/staff", {
      email: "  Treasurer@Example.org ",
      role: "office_admin",
      first_name: "Tess",
      last_name: "Treasurer",
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      created: true,
      staff: { email: "treasurer@example.org", name: "Tess Treasurer", role: "office_admin" },
    });
    await t.app.inject({
      method: "POST",
      url: "/api/v1/members/request_reset_password",
      payload: { email: "treasurer@example.org" },
    });
    await waitFor(() => t.sentMail.some((mail) => mail.to === "treasurer@example.org"));
  });

  it("needs the names for a new address, and names each field that is wrong", async () => {
    const noName = await call("POST", "/staff", { email: "nobody.yet@example.org", role: "office_staff" });
    expect(noName.statusCode).toBe(422);
    expect(Object.keys(noName.json().errors).sort()).toEqual(["firstName", "lastName"]);
    const halfName = await call("POST", "/staff", {
      email: "nobody.yet@example.org",
      role: "office_staff",
      first_name: "Nora",
    });
    expect(Object.keys(halfName.json().errors)).toEqual(["lastName"]);
    expect((await staffList()).some((row) => row.email === "nobody.yet@example.org")).toBe(false);

    const bad = await call("POST", "/staff", { email: "not an address", role: "janitor" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "role"]);
  });
});

describe("PUT and DELETE /api/v1/office/staff/{member_id}", () => {
  it("changes a role, then takes it away: the account stays, the office is closed to it at its next request", async () => {
    const member = await createDirectoryMember(t.database.db);
    await call("POST", "/staff", { email: member.email, role: "office_staff" });
    const token = await signIn(t.app, member.email);

    const promoted = await call("PUT", `/staff/${member.id}`, { role: "office_admin" });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ memberId: member.id, role: "office_admin" });
    expect((await call("GET", "/staff", undefined, token)).statusCode).toBe(200);
    expect(await lastEntry(member.id)).toMatchObject({
      action: "staff_role_set",
      before: { role: "office_staff" },
      after: { role: "office_admin" },
    });

    const removed = await call("DELETE", `/staff/${member.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call("GET", "/members", undefined, token)).statusCode).toBe(403);
    const profile = await t.app.inject({ url: "/api/v1/members/profile", headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().officeRole).toBeNull();
    expect((await staffList()).some((row) => row.memberId === member.id)).toBe(false);
    expect(await lastEntry(member.id)).toMatchObject({
      action: "staff_role_removed",
      actorId: adminId,
      before: { role: "office_admin" },
    });
  });

  it("refuses to lower or remove one's own role: another administrator does it", async () => {
    for (const method of ["PUT", "DELETE"] as const) {
      const reply = await call(
        method,
        `/staff/${adminId}`,
        method === "PUT" ? { role: "office_staff" } : undefined,
      );
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toEqual({
        errors: { base: ["You cannot remove or lower your own role: ask another office administrator"] },
      });
    }
    expect((await staffList()).find((row) => row.memberId === adminId)?.role).toBe("office_admin");
  });

  it("keeps the last office administrator when two take away each other's role at once", async () => {
    const app = await createTestApp();
    try {
      const first = await createStaff(app.database.db, "office_admin");
      const second = await createStaff(app.database.db, "office_admin");
      // The first takes away the second's role; the second's request, authorised a moment before, comes next.
      const firstToken = await signIn(app.app, first.email);
      const removed = await app.app.inject({
        method: "DELETE",
        url: `/api/v1/office/staff/${second.id}`,
        headers: bearer(firstToken),
      });
      expect(removed.statusCode).toBe(204);
      const context = { db: app.database.db, now: () => app.clock.now };
      const late = removeStaffRole(context, { memberId: second.id }, first.id);
      await expect(late).rejects.toMatchObject({
        code: "invalid",
        errors: { base: ["This is the last office administrator: make someone else an administrator first"] },
      });
    } finally {
      await app.close();
    }
  });

  it("counts only administrators who can still sign in as the one left (issue 23)", async () => {
    const app = await createTestApp();
    try {
      const live = await createStaff(app.database.db, "office_admin");
      const closed = await createStaff(app.database.db, "office_admin");
      const liveToken = await signIn(app.app, live.email);
      const resigned = await app.app.inject({
        method: "POST",
        url: `/api/v1/office/members/${closed.id}/membership`,
        headers: bearer(liveToken),
        payload: { action: "mark_resigned", reason: "Moved away" },
      });
      expect(resigned.statusCode).toBe(200);
      // A request of the resigned administrator's, authorised before the office closed the account, comes now:
      // the closed row is no administrator left, so the live one keeps the role.
      const context = { db: app.database.db, now: () => app.clock.now };
      await expect(removeStaffRole(context, { memberId: closed.id }, live.id)).rejects.toMatchObject({
        code: "invalid",
        errors: { base: ["This is the last office administrator: make someone else an administrator first"] },
      });
    } finally {
      await app.close();
    }
  });
  it("answers 404 for an account without an office role, and 400 for an id that is not one", async () => {
    const member = await createDirectoryMember(t.database.db);
    expect((await call("DELETE", `/staff/${member.id}`)).statusCode).toBe(404);
    expect((await call("PUT", "/staff/999999", { role: "office_staff" })).statusCode).toBe(404);
    const badId = await call("PUT", "/staff/abc", { role: "office_staff" });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().errors)).toEqual(["id"]);
    const badRole = await call("PUT", `/staff/${adminId}`, { role: "boss" });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json()).toEqual({ errors: { role: ["Role must be office_staff or office_admin"] } });
  });
});

describe("POST /api/v1/office/staff/{member_id}/reset_two_factor", () => {
  it("clears the authenticator, its recovery codes and every session's proof: they set up a new one", async () => {
    const app = await createTestApp({ OFFICE_2FA: "required" });
    try {
      const admin = await createStaff(app.database.db, "office_admin");
      const clerk = await createStaff(app.database.db, "office_staff");
      const office = (url: string, token: string, method: "GET" | "POST" = "GET", payload?: object) =>
        app.app.inject({ method, url: `/api/v1/office${url}`, headers: bearer(token), payload });
      async function enrol(token: string) {
        const { secret } = (await office("/two_factor/enrol", token, "POST")).json();
        const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: app.clock.now.getTime() });
        expect((await office("/two_factor/confirm", token, "POST", { code })).statusCode).toBe(200);
      }
      const adminToken = await signIn(app.app, admin.email);
      await enrol(adminToken);
      const clerkToken = await signIn(app.app, clerk.email);
      await enrol(clerkToken);
      expect((await office("/members", clerkToken)).statusCode).toBe(200);
      const list = (await office("/staff", adminToken)).json().results as Staff[];
      expect(list.find((row) => row.memberId === clerk.id)?.twoFactorEnrolled).toBe(true);

      const reset = await office(`/staff/${clerk.id}/reset_two_factor`, adminToken, "POST");
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({ memberId: clerk.id, twoFactorEnrolled: false });

      // The clerk's signed-in session must set up a new authenticator before any office call.
      const refused = await office("/members", clerkToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors.twoFactor[0]).toMatch(/Set up two-step sign-in/);
      expect((await office("/two_factor", clerkToken)).json()).toEqual({
        required: true,
        enrolled: false,
        verified: false,
      });
      await enrol(clerkToken);
      expect((await office("/members", clerkToken)).statusCode).toBe(200);

      const trail = (await office(`/audit?member_id=${clerk.id}`, adminToken)).json().results;
      expect(trail.map((entry: { action: string }) => entry.action)).toContain("two_factor_reset");

      // A role taken away and given again: the old session does not count as having proved a second factor.
      const remove = await app.app.inject({
        method: "DELETE",
        url: `/api/v1/office/staff/${clerk.id}`,
        headers: bearer(adminToken),
      });
      expect(remove.statusCode).toBe(204);
      await office("/staff", adminToken, "POST", { email: clerk.email, role: "office_staff" });
      const again = await office("/members", clerkToken);
      expect(again.statusCode).toBe(403);
      expect(again.json().errors.twoFactor[0]).toMatch(/Set up two-step sign-in/);
      expect((await office("/staff/999999/reset_two_factor", adminToken, "POST")).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
