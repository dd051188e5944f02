import { computeCheckout } from "@club/domain/checkout.rules";
import { serverMessages } from "@club/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, createStaff, joinPayload, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { invoiceItems, invoices } from "../checkout/checkout.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { nationalPlans, regionalPlans } from "../plans/plans.schema.ts";
import { associates, members } from "./members.schema.ts";

let t: TestApp;
let plans: Record<string, typeof nationalPlans.$inferSelect>;
let regional: Record<string, { id: number; title: string; cost: number; associateCost: number }>;

beforeAll(async () => {
  t = await createTestApp();
  plans = Object.fromEntries((await t.database.db.select().from(nationalPlans)).map((p) => [p.title, p]));
  const rows = await t.database.db
    .select({
      id: regionalPlans.id,
      title: regionalPlans.title,
      cost: regionalPlans.cost,
      associateCost: regionalPlans.associateCost,
      code: regions.code,
    })
    .from(regionalPlans)
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId));
  regional = Object.fromEntries(rows.map((r) => [r.code, r]));
});
afterAll(() => t.close());

const join = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/v1/members", payload: payload as object });
const usa = () => plans["Active Member (USA)"] as typeof nationalPlans.$inferSelect;

async function invoiceOf(orderId: string) {
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.publicId, orderId));
  if (!invoice) throw new Error("no invoice");
  const items = await t.database.db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice.id));
  return { invoice, items };
}

describe("plans", () => {
  it("lists the national plans offered online, without the LIFE plan, in cents", async () => {
    const response = await t.app.inject({ url: "/api/v1/national_membership_plans" });
    expect(response.statusCode).toBe(200);
    const titles = response.json().map((p: { title: string }) => p.title);
    expect(titles).toContain("Active Member (USA)");
    expect(titles).not.toContain("LIFE Member (USA)");
    expect(response.json()[0]).toMatchObject({
      cost: 8000,
      lifelong: false,
      associatePlan: { title: "Associate Member (USA)", cost: 1500 },
    });
  });

  it("lists the regional plans with their regions and associate costs", async () => {
    const response = await t.app.inject({ url: "/api/v1/regional_membership_plans" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      id: regional.GI?.id,
      title: "Greater Illinois Region membership",
      regionName: "Greater Illinois Region",
      regionCode: "GI",
      cost: 4000,
      associateCost: 1000,
    });
  });
});

describe("geography", () => {
  it("maps country names to codes, and a country's states to theirs", async () => {
    const countries = (await t.app.inject({ url: "/api/v1/countries" })).json();
    expect(countries["United States of America"]).toBe("US");
    expect(countries.Canada).toBe("CA");
    const states = await t.app.inject({ url: "/api/v1/regions?country_code=US" });
    expect(states.json().Illinois).toBe("US-IL");
    expect(states.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("names the bad country code", async () => {
    const response = await t.app.inject({ url: "/api/v1/regions?country_code=usa" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(["countryCode"]);
  });
});

describe("POST /api/v1/members/validate_unique_email", () => {
  it("says whether an address is free, and nothing else", async () => {
    const member = await createMember(t.database.db, { email: "Taken.Address@example.net" });
    const check = (email: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/members/validate_unique_email", payload: { email } });
    expect((await check("taken.address@example.net")).json()).toEqual({ available: false });
    expect((await check("free.address@example.net")).json()).toEqual({ available: true });
    expect((await check(member.email.toUpperCase())).json()).toEqual({ available: false });
    expect((await check("nope")).json()).toEqual({ errors: { email: ["Wrong email format"] } });
  });
});

describe("POST /api/v1/members", () => {
  it("creates the member, the associate and an invoice priced by the server", async () => {
    const payload = joinPayload({
      associate: { first_name: "Harriet", last_name: "Benton" },
      regional_plans: [
        { regional_id: regional.GI?.id, associate: true },
        { regional_id: regional.NE?.id, associate: false },
      ],
      club_donation: true,
      club_donation_amount: 2500,
      educational_foundation: true,
      educational_foundation_amount: 1000,
      museum: true,
      museum_membership_level: 100,
      museum_amount: 1,
      national_plan: usa().id,
    });
    const response = await join(payload);
    expect(response.statusCode).toBe(201);
    const { status, params } = response.json();
    expect(status).toBe("created");
    expect(params.orderId).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const expected = computeCheckout({
      nationalPlan: {
        title: usa().title,
        cost: usa().cost,
        lifelong: false,
        associatePlan: { title: usa().associatePlanTitle, cost: usa().associatePlanCost },
      },
      associate: true,
      regionalPlans: [
        {
          title: regional.GI?.title ?? "",
          cost: regional.GI?.cost ?? 0,
          associateCost: regional.GI?.associateCost ?? 0,
          associate: true,
        },
        {
          title: regional.NE?.title ?? "",
          cost: regional.NE?.cost ?? 0,
          associateCost: regional.NE?.associateCost ?? 0,
          associate: false,
        },
      ],
      clubDonationAmount: 2500,
      educationalFoundationAmount: 1000,
      museumMembershipLevel: 100,
    });
    const { invoice, items } = await invoiceOf(params.orderId);
    expect(invoice).toMatchObject({
      status: "pending",
      kind: "join",
      subtotal: expected.subtotal,
      fee: expected.fee,
      total: expected.total,
    });
    // 8000 + 1500 + 4000 + 1000 + 3500 + 2500 + 1000 + 10000 = 31500; fee 945
    expect(invoice.total).toBe(32445);
    expect(items.map((i) => i.amount).sort((a, b) => a - b)).toEqual(
      expected.items.map((i) => i.amount).sort((a, b) => a - b),
    );

    const [member] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.email, payload.member.email));
    expect(member).toMatchObject({ firstName: "Clara", city: "Springfield", state: "US-IL", country: "US" });
    const [associate] = await t.database.db
      .select()
      .from(associates)
      .where(eq(associates.memberId, member?.id as number));
    expect(associate).toMatchObject({ firstName: "Harriet", lastName: "Benton" });
    expect(await signIn(t.app, payload.member.email, "Joining-Club-1934")).toBeTruthy();
  });

  it("ignores any price or total the browser sends", async () => {
    const response = await join(
      joinPayload({
        national_plan: usa().id,
        museum: true,
        museum_membership_level: 50,
        museum_amount: 1,
        total: 1,
        fee: 0,
      }),
    );
    expect(response.statusCode).toBe(201);
    const { invoice } = await invoiceOf(response.json().params.orderId);
    expect(invoice.total).toBe(8000 + 5000 + Math.round(13000 * 0.03));
  });

  it("asks for a password unless the club lets joiners sign in with codes instead (issue 43)", async () => {
    const withoutPassword = (email: string) => {
      const payload = joinPayload({ email, national_plan: usa().id });
      const { password: _password, password_confirmation: _confirmation, ...member } = payload.member;
      return join({ member });
    };
    const refused = await withoutPassword("no-password-refused@example.net");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: { password: ["Password is required"] } });
    expect(
      await t.database.db.select().from(members).where(eq(members.email, "no-password-refused@example.net")),
    ).toEqual([]);

    const admin = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
    const allow = (value: boolean) =>
      t.app.inject({
        method: "PUT",
        url: "/api/v1/office/settings",
        payload: { join_without_password: value },
        headers: bearer(admin),
      });
    expect((await allow(true)).statusCode).toBe(200);
    try {
      const email = "no-password@example.net";
      const joined = await withoutPassword(email);
      expect(joined.statusCode, joined.body).toBe(201);
      const [member] = await t.database.db.select().from(members).where(eq(members.email, email));
      expect(member?.passwordHash).toBe("");
      for (const password of ["", "Joining-Club-1934"]) {
        const login = await t.app.inject({
          method: "POST",
          url: "/api/v1/members/login",
          payload: { member: { email, password: password || "x" } },
        });
        expect(login.statusCode).toBe(401);
      }
      // The code by e-mail signs them in.
      const before = t.sentMail.length;
      await t.app.inject({
        method: "POST",
        url: "/api/v1/members/request_sign_in_code",
        payload: { member: { email } },
      });
      await waitFor(() => t.sentMail.length > before);
      const code = (/^\s+(\d{3}) (\d{3})$/m.exec(t.sentMail.at(-1)?.text ?? "") ?? []).slice(1).join("");
      const signedIn = await t.app.inject({
        method: "POST",
        url: "/api/v1/members/login_with_code",
        payload: { member: { email, code } },
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().hasPassword).toBe(false);
      // Then they may choose a first password, once; 401 without a session, 400 naming a weak one.
      const token = String(signedIn.headers.authorization).replace(/^Bearer /, "");
      const choose = (password: string, headers: Record<string, string> = bearer(token)) =>
        t.app.inject({
          method: "PUT",
          url: "/api/v1/members/set_password",
          payload: { member: { password, password_confirmation: password } },
          headers,
        });
      expect((await choose("Chosen-Later-1936", {})).statusCode).toBe(401);
      const weakFirst = await choose("weak");
      expect(weakFirst.statusCode).toBe(400);
      expect(Object.keys(weakFirst.json().errors)).toEqual(["password"]);
      expect((await choose("Chosen-Later-1936")).statusCode).toBe(200);
      expect(await signIn(t.app, email, "Chosen-Later-1936")).toBeTruthy();
      const again = await choose("Chosen-Again-1937");
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({ errors: { password: [serverMessages.passwordAlreadySet] } });
      // A password given is still checked and kept.
      const weak = await join(joinPayload({ password: "weak", password_confirmation: "weak" }));
      expect(weak.statusCode).toBe(400);
      expect(Object.keys(weak.json().errors)).toEqual(["password"]);
    } finally {
      await allow(false);
    }
  });

  it("refuses a taken e-mail naming the field, and creates nothing", async () => {
    const existing = await createMember(t.database.db);
    const before = (await t.database.db.select().from(invoices)).length;
    const response = await join(
      joinPayload({ email: existing.email.toUpperCase(), national_plan: usa().id }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { email: ["This email is already associated with a member"] },
    });
    expect((await t.database.db.select().from(invoices)).length).toBe(before);
  });

  it("refuses the LIFE plan, and a plan that does not exist", async () => {
    for (const plan of [plans["LIFE Member (USA)"]?.id, 9999]) {
      const response = await join(joinPayload({ national_plan: plan }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: { nationalPlan: ["Select a membership level"] } });
    }
  });

  it("refuses an unknown regional plan", async () => {
    const response = await join(
      joinPayload({ national_plan: usa().id, regional_plans: [{ regional_id: 9999, associate: false }] }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["regionalPlans"]);
  });

  it.each([
    ["no plan", { national_plan: undefined }, { nationalPlan: ["Select a membership level"] }],
    [
      "a weak password",
      { password: "weakpass", password_confirmation: "weakpass" },
      {
        password: [
          "Password does not meet security requirements. Password must be at least ten characters with at least one number, upper-case letter and lower-case letter.",
        ],
      },
    ],
    [
      "a mismatched confirmation",
      { password_confirmation: "Joining-Club-1935" },
      {
        passwordConfirmation: [
          'Input into "password" and "confirm password" fields does not match. Please correct and re-submit.',
        ],
      },
    ],
    ["no e-mail", { email: "" }, { email: ["Email is required"] }],
    ["no street address", { address_line1: "" }, { addressLine1: ["Street Address is required"] }],
    ["no postal code", { zip_code: " " }, { zipCode: ["Postal Code is required"] }],
    [
      "a referrer over 50 characters",
      { referrer_name: "x".repeat(51) },
      { referrerName: ["Referrer field may not exceed 50 characters"] },
    ],
    [
      "an associate without a last name",
      { associate: { first_name: "Harriet", last_name: "" } },
      {
        "associate.lastName": ["Associate Last Name is required"],
      },
    ],
    [
      "a club donation without an amount",
      { club_donation: true },
      { clubDonationAmount: ["'In the Amount of' field is required"] },
    ],
    [
      "a zero donation",
      { club_donation: true, club_donation_amount: 0 },
      { clubDonationAmount: ["'In the Amount of' field can not be zero"] },
    ],
    [
      "a donation in cents, not whole dollars",
      { educational_foundation: true, educational_foundation_amount: 1050 },
      {
        educationalFoundationAmount: ["'In the Amount of' field must be an integer"],
      },
    ],
    [
      "a donation over six digits",
      { club_donation: true, club_donation_amount: 100_000_000 },
      {
        clubDonationAmount: ["'In the Amount of' field may not exceed 6 characters"],
      },
    ],
    [
      "a museum membership without a level",
      { museum: true, museum_membership_level: 0 },
      {
        museumMembershipLevel: ["Membership Level field is required"],
      },
    ],
  ])("names the field for %s", async (_, changes, errors) => {
    const response = await join(joinPayload({ national_plan: usa().id, ...changes }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
  });

  it("refuses a museum level that is not one of the club's", async () => {
    const response = await join(
      joinPayload({ national_plan: usa().id, museum: true, museum_membership_level: 75 }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(["museumMembershipLevel"]);
  });
});
