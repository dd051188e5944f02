import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = {
  first_name: "Grace",
  last_name: "Hopper",
  address_line1: "1 Navy Way",
  city: "Arlington",
  state: "US-VA",
  zip_code: "22201",
  country: "US",
};

const update = (id: number, token: string | null, member: Record<string, unknown>) =>
  t.app.inject({
    method: "PUT",
    url: `/api/v1/members/${id}`,
    headers: token ? bearer(token) : {},
    payload: { member },
  });

describe("PUT /api/v1/members/{id}", () => {
  it("needs a token", async () => {
    const member = await createMember(t.database.db);
    expect((await update(member.id, null, profile)).statusCode).toBe(401);
  });

  it("updates the member's own profile and answers with it", async () => {
    const member = await createMember(t.database.db);
    const token = await signIn(t.app, member.email);
    const response = await update(member.id, token, {
      ...profile,
      address_line2: "Suite 4",
      cell_phone: "555-0100",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: "Grace",
      addressLine2: "Suite 4",
      cellPhone: "555-0100",
      state: "US-VA",
    });
    const reread = await t.app.inject({ url: "/api/v1/members/profile", headers: bearer(token) });
    expect(reread.json()).toMatchObject({ lastName: "Hopper", city: "Arlington" });
  });

  it("refuses someone else's record with 403 and changes nothing", async () => {
    const me = await createMember(t.database.db);
    const other = await createMember(t.database.db, { firstName: "Otto" });
    const response = await update(other.id, await signIn(t.app, me.email), profile);
    expect(response.statusCode).toBe(403);
    const theirs = await t.app.inject({
      url: "/api/v1/members/profile",
      headers: bearer(await signIn(t.app, other.email)),
    });
    expect(theirs.json().firstName).toBe("Otto");
  });

  it("ignores an e-mail, a publication preference and the referral box sent with the profile", async () => {
    const member = await createMember(t.database.db, { publicationPreferences: 1 });
    const token = await signIn(t.app, member.email);
    const response = await update(member.id, token, {
      ...profile,
      email: "hijack@example.net",
      publication_preferences: 2,
      was_referred: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: member.email, publicationPreferences: 1 });
  });

  it.each([
    ["first_name", "firstName", "First Name is required"],
    ["last_name", "lastName", "Last Name is required"],
    ["address_line1", "addressLine1", "Street Address is required"],
    ["city", "city", "City is required"],
    ["state", "state", "State is required"],
    ["zip_code", "zipCode", "Postal Code is required"],
    ["country", "country", "Country is required"],
  ])("requires %s with the spec's message", async (wire, field, message) => {
    const member = await createMember(t.database.db);
    const response = await update(member.id, await signIn(t.app, member.email), { ...profile, [wire]: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { [field]: [message] } });
  });

  it("keeps a referrer to 50 characters", async () => {
    const member = await createMember(t.database.db);
    const token = await signIn(t.app, member.email);
    const tooLong = await update(member.id, token, { ...profile, referrer_name: "r".repeat(51) });
    expect(tooLong.json()).toEqual({
      errors: { referrerName: ["Referrer field may not exceed 50 characters"] },
    });
    const fine = await update(member.id, token, { ...profile, referrer_name: "Walter Brandt" });
    expect(fine.json().referrerName).toBe("Walter Brandt");
  });
});
