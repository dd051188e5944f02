import { formatCents } from "@club/domain/money";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { approveOrder, decideSandboxOrder, openOrder } from "../../test/checkout-requests.ts";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pinClock } from "../../test/test-clock.ts";
import { waitFor } from "../../test/wait-for.ts";
import { invoices } from "../checkout/checkout.schema.ts";
import { outbox } from "../mail/mail.schema.ts";
import { members } from "../members/members.schema.ts";
import { nationalPlans } from "../plans/plans.schema.ts";
import { nationalMemberships } from "./memberships.schema.ts";

// Issue 25, "renew in one tap": the reminder's link opens last year's choices priced as the checkout will ask
// them, and one request opens their invoice.

let t: TestApp;
let staffEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  staffEmail = (await createStaff(t.database.db)).email;
});
afterAll(() => t.close());
// 26 November 2026: inside the default renewal window, 35 days before the year's dues date (a reminder is due).
beforeEach(() => pinClock(t.clock, "2026-11-26T15:00:00Z"));

const quoteOf = (token?: string) =>
  t.app.inject({ url: "/api/v1/members/renewal_quote", headers: token ? bearer(token) : {} });
const renewAsLastYear = (token?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/members/renew_as_last_year",
    headers: token ? bearer(token) : {},
  });

/** A member due to renew on 31 December, with an associate and a region: three items to price. */
async function dueMember(lastName: string, options: { duesExpire?: string; plan?: string } = {}) {
  const member = await createDirectoryMember(t.database.db, {
    member: { lastName, addressLine1: "1 Main Street", city: "Dayton" },
    nationalPlan: options.plan,
    duesExpire: options.duesExpire ?? "2026-12-31",
    associate: { firstName: "Harold", lastName },
    regions: [{ code: "GI", duesExpire: options.duesExpire ?? "2026-12-31" }],
  });
  return { member, token: await signIn(t.app, member.email) };
}

/** The office runs the day's reminders (signed in on the test's day); the text of the mail this member got. */
async function reminderMailOf(memberId: number) {
  const started = await t.app.inject({
    method: "POST",
    url: "/api/v1/office/reminders/run",
    headers: bearer(await signIn(t.app, staffEmail)),
  });
  expect(started.statusCode).toBe(202);
  let mail: typeof outbox.$inferSelect | undefined;
  await waitFor(async () => {
    [mail] = await t.database.db.select().from(outbox).where(eq(outbox.memberId, memberId));
    return mail !== undefined;
  }, 20_000);
  return mail?.text ?? "";
}

async function invoiceOf(orderId: string) {
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.publicId, orderId));
  return invoice;
}

describe("GET /api/v1/members/renewal_quote and POST /api/v1/members/renew_as_last_year", () => {
  it("need a token", async () => {
    expect((await quoteOf()).statusCode).toBe(401);
    expect((await renewAsLastYear()).statusCode).toBe(401);
  });

  it("quote the total the reminder mail stated, and open an invoice payable for it", async () => {
    const { member, token } = await dueMember("Quoted");
    const mail = await reminderMailOf(member.id);

    const reply = await quoteOf(token);
    expect(reply.statusCode).toBe(200);
    const quote = reply.json();
    expect(quote).toMatchObject({
      renewable: true,
      renewButton: { enabled: true, reason: "open" },
      items: [
        { description: "Active Member (USA)", amount: 8000 },
        expect.objectContaining({ amount: 1500 }),
        expect.objectContaining({ description: expect.stringContaining("Greater Illinois") }),
      ],
    });
    const subtotal = quote.items.reduce((sum: number, item: { amount: number }) => sum + item.amount, 0);
    expect(quote.totalByCheque).toBe(subtotal);
    expect(quote.fee).toBe(Math.round(subtotal * 0.03));
    expect(quote.totalOnline).toBe(subtotal + quote.fee);
    expect(mail).toContain(
      `${formatCents(quote.totalOnline)} if you pay online (the convenience fee included), or ${formatCents(quote.totalByCheque)} by cheque`,
    );

    const [before] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    const opened = await renewAsLastYear(token);
    expect(opened.statusCode).toBe(201);
    const orderId = opened.json().params.orderId as string;
    expect(await invoiceOf(orderId)).toMatchObject({
      kind: "renewal",
      status: "pending",
      fee: quote.fee,
      total: quote.totalOnline,
      selections: expect.objectContaining({ vehicleInformation: "no_changes" }),
    });
    const [after] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(after).toEqual(before);

    const providerOrderId = await openOrder(t, orderId);
    await decideSandboxOrder(t, providerOrderId, "approve");
    expect((await approveOrder(t, orderId, providerOrderId)).statusCode).toBe(200);
    const [national] = await t.database.db
      .select()
      .from(nationalMemberships)
      .where(eq(nationalMemberships.memberId, member.id));
    expect(national).toMatchObject({ duesExpire: "2027-12-31", amountPaid: quote.totalOnline });

    // Renewed: the page says so instead of offering to pay again, and a second invoice is refused.
    expect((await quoteOf(token)).json()).toMatchObject({ renewable: false, reason: "already_renewed" });
    expect((await renewAsLastYear(token)).statusCode).toBe(422);
  });

  it("says why a member cannot renew now instead of failing, and refuses to open an invoice", async () => {
    const lifelong = await dueMember("Lifelong", { plan: "LIFE Member (USA)", duesExpire: "9999-12-31" });
    expect((await quoteOf(lifelong.token)).json()).toEqual({
      renewable: false,
      reason: "lifelong",
      message: "Your membership is for life: there is nothing to renew.",
    });

    pinClock(t.clock, "2026-07-04T12:00:00Z");
    const early = await dueMember("Early");
    expect((await quoteOf(early.token)).json()).toEqual({
      renewable: false,
      reason: "outside_window",
      message: "Membership renewal is open from 2026-10-01 to 2026-12-31.",
    });
    const refused = await renewAsLastYear(early.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: { base: ["Membership renewal is open from 2026-10-01 to 2026-12-31."] },
    });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.memberId, early.member.id))).toEqual(
      [],
    );
  });

  it("gives an office account that is no member nothing to renew, and no invoice", async () => {
    const staff = await createStaff(t.database.db);
    const token = await signIn(t.app, staff.email);
    expect((await quoteOf(token)).json()).toMatchObject({ renewable: false, reason: "no_membership" });
    expect((await renewAsLastYear(token)).statusCode).toBe(422);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.memberId, staff.id))).toEqual([]);
  });

  it("names a plan the club no longer offers, so the member chooses again", async () => {
    const { token } = await dueMember("Withdrawn", { plan: "Active Member (International)" });
    const plan = eq(nationalPlans.title, "Active Member (International)");
    await t.database.db.update(nationalPlans).set({ active: false }).where(plan);
    try {
      const quote = await quoteOf(token);
      expect(quote.statusCode).toBe(422);
      expect(quote.json()).toEqual({
        errors: {
          nationalPlan: [
            "Active Member (International) is no longer offered. Please choose your membership again.",
          ],
        },
      });
      expect((await renewAsLastYear(token)).json().errors).toHaveProperty("nationalPlan");
    } finally {
      await t.database.db.update(nationalPlans).set({ active: true }).where(plan);
    }
  });

  it("leaves one invoice payable when two are opened at once", async () => {
    const { member, token } = await dueMember("Twice");
    const replies = await Promise.all([renewAsLastYear(token), renewAsLastYear(token)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201]);
    const pending = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.memberId, member.id), eq(invoices.status, "pending")));
    expect(pending).toHaveLength(1);
  });
});
