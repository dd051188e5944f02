import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveOrder, decideSandboxOrder, joinClub, openOrder } from "../../test/checkout-requests.ts";
import {
  bearer,
  createDirectoryMember,
  createMember,
  createStaff,
  nationalPlanId,
  signIn,
  testPassword,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { waitFor } from "../../test/wait-for.ts";

let t: TestApp;
let tokens: { member: string; regionalAdmin: string; staff: string };
let staffId: number;

beforeAll(async () => {
  t = await createTestApp();
  const member = await createDirectoryMember(t.database.db);
  const regionalAdmin = await createDirectoryMember(t.database.db, { administers: ["GI"] });
  const staff = await createStaff(t.database.db);
  staffId = staff.id;
  tokens = {
    member: await signIn(t.app, member.email),
    regionalAdmin: await signIn(t.app, regionalAdmin.email),
    staff: await signIn(t.app, staff.email),
  };
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT" | "POST", url: string, payload?: object, token = tokens.staff) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: token ? bearer(token) : {}, payload });
const record = async (id: number) => (await call("GET", `/members/${id}`)).json();
const lastAudit = async (id: number) => (await record(id)).audit[0];

describe("who may change a member", () => {
  it.each([
    ["PUT", "/members/1", { member: { city: "Reno" } }],
    ["POST", "/members/1/membership", { action: "make_lifetime", reason: "x" }],
    ["POST", "/members/1/merge", { duplicate_id: 2 }],
  ] as const)(
    "%s %s: 401 without a token, 403 for a member and a regional administrator",
    async (method, url, body) => {
      expect((await call(method, url, body, "")).statusCode).toBe(401);
      expect((await call(method, url, body, tokens.member)).statusCode).toBe(403);
      expect((await call(method, url, body, tokens.regionalAdmin)).statusCode).toBe(403);
    },
  );
});

describe("PUT /api/v1/office/members/:id", () => {
  it("changes the e-mail: the member is told at both addresses, signs in with the new one, and the trail says who", async () => {
    const member = await createDirectoryMember(t.database.db);
    const reply = await call("PUT", `/members/${member.id}`, {
      member: { email: "  New.Address@Example.org ", city: "Reno" },
      reason: "Member phoned: new address",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().profile).toMatchObject({ email: "new.address@example.org", city: "Reno" });

    const notices = () => t.sentMail.filter((mail) => /e-mail address was changed/.test(mail.subject));
    await waitFor(() => notices().length === 2);
    expect(
      notices()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([member.email, "new.address@example.org"].sort());

    expect(await lastAudit(member.id)).toMatchObject({
      action: "profile_changed",
      actorId: staffId,
      reason: "Member phoned: new address",
      before: { email: member.email, city: member.city },
      after: { email: "new.address@example.org", city: "Reno" },
    });
    const signIn = (email: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/members/login",
        payload: { member: { email, password: testPassword } },
      });
    expect((await signIn("new.address@example.org")).statusCode).toBe(200);
    expect((await signIn(member.email)).statusCode).toBe(401);
  });

  it("keeps fields that are left out, and writes no trail entry when nothing changes", async () => {
    const member = await createDirectoryMember(t.database.db, {
      member: { publicationPreferences: 2, city: "Boston" },
    });
    await call("PUT", `/members/${member.id}`, { member: { city: "Salem" } });
    const after = await record(member.id);
    expect(after.profile).toMatchObject({
      city: "Salem",
      publicationPreferences: 2,
      firstName: member.firstName,
    });
    const entries = after.audit.length;
    expect((await call("PUT", `/members/${member.id}`, { member: { city: "Salem" } })).statusCode).toBe(200);
    expect((await record(member.id)).audit).toHaveLength(entries);
  });

  it("refuses an address another account uses, and bad fields, naming them and changing nothing", async () => {
    const member = await createDirectoryMember(t.database.db);
    const other = await createMember(t.database.db);
    const taken = await call("PUT", `/members/${member.id}`, {
      member: { email: other.email.toUpperCase() },
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(["email"]);
    const bad = await call("PUT", `/members/${member.id}`, {
      member: { email: "not-an-address", first_name: "" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "firstName"]);
    expect((await record(member.id)).profile.email).toBe(member.email);
    expect((await call("PUT", "/members/999999", { member: { city: "Reno" } })).statusCode).toBe(404);
  });
});

describe("the member's history", () => {
  it("shows the member's own profile changes, by the member", async () => {
    const member = await createDirectoryMember(t.database.db, {
      member: {
        addressLine1: "1 Beacon Street",
        city: "Boston",
        state: "US-MA",
        zipCode: "02108",
        country: "US",
      },
    });
    const token = await signIn(t.app, member.email);
    const own = await t.app.inject({ url: "/api/v1/members/profile", headers: bearer(token) });
    const reply = await t.app.inject({
      method: "PUT",
      url: `/api/v1/members/${member.id}`,
      headers: bearer(token),
      payload: { member: { ...own.json(), city: "Cambridge" } },
    });
    expect(reply.statusCode).toBe(200);
    expect(await lastAudit(member.id)).toMatchObject({
      action: "profile_changed",
      actorId: member.id,
      before: { city: "Boston" },
      after: { city: "Cambridge" },
    });
  });
});

describe("POST /api/v1/office/members/:id/membership", () => {
  const act = (id: number, body: object) => call("POST", `/members/${id}/membership`, body);

  it("sets the dues date with a reason, moving the regional dues that ran with it", async () => {
    const member = await createDirectoryMember(t.database.db, {
      duesExpire: "2026-12-31",
      regions: [{ code: "GI", duesExpire: "2026-12-31" }],
    });
    const reply = await act(member.id, {
      action: "set_dues_expire",
      dues_expire: "2027-12-31",
      reason: "Paid at the Grand Classic",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().nationalMembership.duesExpire).toBe("2027-12-31");
    expect(reply.json().regionalMemberships[0].duesExpire).toBe("2027-12-31");
    expect(reply.json().audit[0]).toMatchObject({
      action: "set_dues_expire",
      actorId: staffId,
      reason: "Paid at the Grand Classic",
      before: { duesExpire: "2026-12-31" },
      after: { duesExpire: "2027-12-31" },
    });
  });

  it("makes a member lifetime, changes a plan, and gives a complimentary year", async () => {
    const member = await createDirectoryMember(t.database.db);
    const lifetime = await act(member.id, { action: "make_lifetime", reason: "Fifty years in the club" });
    expect(lifetime.json()).toMatchObject({ status: "lifetime", nationalMembership: { lifelong: true } });

    const other = await createDirectoryMember(t.database.db);
    const plan = await nationalPlanId(t.database.db, "Active Member (International)");
    const changed = await act(other.id, {
      action: "change_plan",
      national_plan: plan,
      reason: "Moved abroad",
    });
    expect(changed.json().nationalMembership).toMatchObject({ nationalPlanId: plan });

    const joiner = await createMember(t.database.db);
    const noPlan = await act(joiner.id, { action: "complimentary_year", reason: "Speaker at the meet" });
    expect(noPlan.statusCode).toBe(422);
    expect(Object.keys(noPlan.json().errors)).toEqual(["nationalPlan"]);
    const gift = await act(joiner.id, {
      action: "complimentary_year",
      national_plan: await nationalPlanId(t.database.db),
      reason: "Speaker at the meet",
    });
    // Issue 23: the office sees the complimentary year as the member's standing.
    expect(gift.json()).toMatchObject({
      status: "complimentary",
      nationalMembership: { complimentary: true },
    });
  });

  it("marks a member deceased: out of the directory, signed out, open invoices void", async () => {
    const member = await createDirectoryMember(t.database.db);
    const token = await signIn(t.app, member.email);
    const reply = await act(member.id, { action: "mark_deceased", reason: "Letter from the family" });
    expect(reply.json()).toMatchObject({ status: "deceased", deceasedOn: daysFrom(t.clock.now, 0) });
    expect((await t.app.inject({ url: "/api/v1/members/profile", headers: bearer(token) })).statusCode).toBe(
      401,
    );
    const search = await t.app.inject({
      url: `/api/v1/members/search?last_name=${member.lastName}`,
      headers: bearer(tokens.member),
    });
    expect(search.json().results ?? []).toEqual([]);

    const resigning = await createDirectoryMember(t.database.db);
    const resigned = await act(resigning.id, {
      action: "mark_resigned",
      on: "2020-05-01",
      reason: "Asked to leave",
    });
    expect(resigned.json()).toMatchObject({ status: "resigned", resignedOn: "2020-05-01" });
  });

  it("names what is wrong: the action, the reason, the date", async () => {
    const member = await createDirectoryMember(t.database.db);
    const errors = async (body: object) => Object.keys((await act(member.id, body)).json().errors);
    expect(await errors({ action: "make_lifetime" })).toEqual(["reason"]);
    expect(await errors({ action: "make_lifetime", reason: "   " })).toEqual(["reason"]);
    expect(await errors({ action: "fly_to_the_moon", reason: "x" })).toEqual(["action"]);
    expect(await errors({ action: "set_dues_expire", dues_expire: "31/12/2027", reason: "x" })).toEqual([
      "duesExpire",
    ]);
    expect(await errors({ action: "set_dues_expire", dues_expire: "0000-01-01", reason: "x" })).toEqual([
      "duesExpire",
    ]);
    expect(await errors({ action: "mark_deceased", on: "2999-01-01", reason: "x" })).toEqual(["on"]);
    expect((await record(member.id)).status).toBe("active");
  });
});

describe("POST /api/v1/office/members/:id/merge", () => {
  it("keeps one member with both histories; the duplicate no longer signs in", async () => {
    const kept = await createDirectoryMember(t.database.db, {
      duesExpire: "2026-12-31",
      cars: [{ year: 1931, make: "Duesenberg", model: "Model J" }],
    });
    // The member joined a second time and paid for it.
    const duplicate = await joinClub(t);
    const providerOrderId = await openOrder(t, duplicate.orderId);
    await decideSandboxOrder(t, providerOrderId, "approve");
    expect((await approveOrder(t, duplicate.orderId, providerOrderId)).statusCode).toBe(200);
    const [row] = (await call("GET", `/members?q=${encodeURIComponent(duplicate.email)}`)).json().results;
    await call("POST", `/members/${row.id}/notes`, { text: "Joined twice by mistake" });

    const reply = await call("POST", `/members/${kept.id}/merge`, {
      duplicate_id: row.id,
      reason: "Same person",
    });
    expect(reply.statusCode).toBe(200);
    const merged = reply.json();
    expect(merged.invoices.map((invoice: { orderId: string }) => invoice.orderId)).toContain(
      duplicate.orderId,
    );
    expect(merged.vehicles).toHaveLength(1);
    expect(merged.notes[0].text).toBe("Joined twice by mistake");
    // The later dues of the two memberships stay.
    expect(merged.nationalMembership.duesExpire > "2026-12-31").toBe(true);
    expect(merged.audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(["member_merged", "merged_into", "note_added"]),
    );

    const login = await t.app.inject({
      method: "POST",
      url: "/api/v1/members/login",
      payload: { member: { email: duplicate.email, password: duplicate.password } },
    });
    expect(login.statusCode).toBe(401);
    const gone = await record(row.id);
    expect(gone).toMatchObject({
      status: "merged",
      mergedIntoId: kept.id,
      invoices: [],
      nationalMembership: null,
    });
    // The duplicate's address is free: the office may give it to the member who stays.
    const moved = await call("PUT", `/members/${kept.id}`, { member: { email: duplicate.email } });
    expect(moved.statusCode).toBe(200);
    // Merged accounts are listed only when asked for.
    expect((await call("GET", `/members?q=${row.memberNo}`)).json().results).toEqual([]);
    expect((await call("GET", `/members?status=merged&q=${row.memberNo}`)).json().results).toHaveLength(1);
  });

  it("refuses to merge a member with itself, with nobody, or twice", async () => {
    const kept = await createDirectoryMember(t.database.db);
    const duplicate = await createMember(t.database.db);
    const errors = async (body: object) =>
      (await call("POST", `/members/${kept.id}/merge`, body)).json().errors;
    expect(await errors({ duplicate_id: kept.id })).toEqual({
      duplicateId: ["A member cannot be merged with itself"],
    });
    expect(await errors({ duplicate_id: 999999 })).toEqual({ duplicateId: ["No account has this id"] });
    expect(Object.keys(await errors({}))).toEqual(["duplicateId"]);
    expect((await call("POST", `/members/${kept.id}/merge`, { duplicate_id: duplicate.id })).statusCode).toBe(
      200,
    );
    expect(await errors({ duplicate_id: duplicate.id })).toEqual({
      duplicateId: ["This account was already merged"],
    });
  });
});

describe("control characters (issue 23)", () => {
  it("refuses a line break or a control character in a name or an address, naming the field and changing nothing", async () => {
    const member = await createDirectoryMember(t.database.db);
    const cases = [
      [{ first_name: "Ada\r\nBcc: someone@example.net" }, "firstName"],
      [{ last_name: "Lovelace\n" }, "lastName"],
      [{ address_line_1: "1 Main Street\u0007" }, "addressLine1"],
      [{ city: "Reno\u2028Sparks" }, "city"],
      [{ company: "Acme\tMotors" }, "company"],
    ] as const;
    for (const [fields, field] of cases) {
      const reply = await call("PUT", `/members/${member.id}`, { member: fields });
      expect(reply.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(reply.json().errors)).toEqual([field]);
    }
    expect((await record(member.id)).profile).toMatchObject({
      firstName: member.firstName,
      lastName: member.lastName,
      city: member.city,
    });
  });
});
