import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveOrder, decideSandboxOrder, joinClub, openOrder } from "../../test/checkout-requests.ts";
import {
  bearer,
  createDirectoryMember,
  nationalPlanId,
  renewalPayload,
  signIn,
  signInEachRole,
} from "../../test/factories.ts";
import { pdfPageTexts } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, pinClock } from "../../test/test-clock.ts";
import { invoices, payments as paymentRows, refunds } from "./checkout.schema.ts";

// Issue 25: a member sees what they owe and what they paid, and downloads a receipt of each payment.

let t: TestApp;
let planId: number;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  planId = await nationalPlanId(t.database.db);
  const { tokens } = await signInEachRole(t.app, t.database.db);
  staffToken = tokens.staff;
});
afterAll(() => t.close());

const payments = (token: string) => t.app.inject({ url: "/api/v1/members/payments", headers: bearer(token) });
const receipt = (token: string, orderId: string) =>
  t.app.inject({ url: `/api/v1/members/payments/${orderId}/receipt.pdf`, headers: bearer(token) });

/** A joiner who closed the payment dialog: signed in, their join unpaid. */
async function unpaidJoiner() {
  const joiner = await joinClub(t, { national_plan: planId });
  return { ...joiner, token: await signIn(t.app, joiner.email, joiner.password) };
}

async function pay(orderId: string) {
  const providerOrderId = await openOrder(t, orderId);
  await decideSandboxOrder(t, providerOrderId, "approve");
  expect((await approveOrder(t, orderId, providerOrderId)).statusCode).toBe(200);
}

/** A completed refund of the paid invoice's payment, as the office's refund leaves it; the invoice's row. */
async function recordRefund(orderId: string, refund: { amount: number; reason: string; createdAt: Date }) {
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.publicId, orderId));
  const [payment] = await t.database.db
    .select()
    .from(paymentRows)
    .where(eq(paymentRows.invoiceId, invoice?.id as number));
  await t.database.db
    .insert(refunds)
    .values({ paymentId: payment?.id as number, status: "completed", ...refund });
  return invoice;
}

describe("GET /api/v1/members/payments", () => {
  it("refuses without a token", async () => {
    const response = await t.app.inject({ url: "/api/v1/members/payments" });
    expect(response.statusCode).toBe(401);
  });

  it("shows an unpaid join as owed, with its items, fee and total, and nothing paid", async () => {
    const joiner = await unpaidJoiner();
    const response = await payments(joiner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      owed: {
        orderId: joiner.orderId,
        kind: "join",
        items: [{ description: "Active Member (USA)", amount: 8000 }],
        subtotal: 8000,
        fee: 240,
        total: 8240,
        event: null,
        listing: null,
      },
      invoices: [],
    });
  });

  it("names an unpaid event place as the place at its event, held until its hold ends (issue 40)", async () => {
    const member = await createDirectoryMember(t.database.db);
    const token = await signIn(t.app, member.email);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/office/events",
      headers: bearer(staffToken),
      payload: {
        title: "Spring Tour",
        date_start: daysFrom(t.clock.now, 30),
        date_end: daysFrom(t.clock.now, 30),
        registration: "portal",
        prices: [{ kind: "member", amount: 4500 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().id as number;
    const registered = await t.app.inject({
      method: "POST",
      url: `/api/v1/events/${eventId}/registrations`,
      headers: bearer(token),
      payload: {},
    });
    const { orderId } = registered.json().params;
    const [own] = (await t.app.inject({ url: "/api/v1/registrations", headers: bearer(token) })).json();

    const owed = (await payments(token)).json().owed;
    // Not a renewal: the invoice's kind, and what it is for.
    expect(owed).toMatchObject({
      orderId,
      kind: "event",
      total: 4635,
      event: { id: eventId, title: "Spring Tour", holdUntil: own.holdUntil },
    });
    expect(own.holdUntil).toEqual(expect.any(String));
  });

  it("prices an owed invoice again once its price expired", async () => {
    const joiner = await unpaidJoiner();
    await t.database.db
      .update(invoices)
      .set({ subtotal: 100, fee: 3, total: 103, pricedAt: new Date(t.clock.now.getTime() - 40 * 86_400_000) })
      .where(eq(invoices.publicId, joiner.orderId));
    const owed = (await payments(joiner.token)).json().owed;
    expect(owed).toMatchObject({ orderId: joiner.orderId, subtotal: 8000, total: 8240 });
  });

  it("no longer counts an invoice opened more than a year ago as owed", async () => {
    const joiner = await unpaidJoiner();
    await t.database.db
      .update(invoices)
      .set({ createdAt: new Date(t.clock.now.getTime() - 366 * 86_400_000) })
      .where(eq(invoices.publicId, joiner.orderId));
    expect((await payments(joiner.token)).json().owed).toBeNull();
  });

  it("lists paid invoices newest first with payments and refunds, and leaves void ones out", async () => {
    pinClock(t.clock, "2026-11-21T12:00:00Z");
    const joiner = await unpaidJoiner();
    await pay(joiner.orderId);
    const paidAt = t.clock.now.toISOString();

    // A renewal opened and abandoned, then replaced by a second one: the first is void, the second owed.
    pinClock(t.clock, "2027-11-02T12:00:00Z");
    const token = await signIn(t.app, joiner.email, joiner.password);
    const renew = () =>
      t.app.inject({
        method: "PUT",
        url: "/api/v1/members/renew",
        headers: bearer(token),
        payload: renewalPayload({ national_plan: planId }),
      });
    const abandoned = (await renew()).json().params.orderId as string;
    const second = (await renew()).json().params.orderId as string;

    const body = (await payments(token)).json();
    expect(body.owed).toMatchObject({ orderId: second, kind: "renewal", event: null });
    expect(body.invoices).toEqual([
      {
        orderId: joiner.orderId,
        kind: "join",
        status: "paid",
        items: [{ description: "Active Member (USA)", amount: 8000 }],
        subtotal: 8000,
        fee: 240,
        total: 8240,
        paidAt,
        payments: [{ method: "sandbox", amount: 8240, at: paidAt }],
        refunds: [],
      },
    ]);
    expect(JSON.stringify(body)).not.toContain(abandoned);

    await pay(second);
    // The office gave $10.00 back (office-refunds.routes.test.ts tests how; here only what the member sees).
    await recordRefund(second, { amount: 1000, reason: "Region closed", createdAt: t.clock.now });

    const after = (await payments(token)).json();
    expect(after.owed).toBeNull();
    expect(after.invoices.map((invoice: { orderId: string }) => invoice.orderId)).toEqual([
      second,
      joiner.orderId,
    ]);
    expect(after.invoices[0]).toMatchObject({
      status: "paid",
      refunds: [{ amount: 1000, at: "2027-11-02T12:00:00.000Z", status: "completed" }],
    });
  });

  it("shows an office account nothing of anyone's", async () => {
    expect((await payments(staffToken)).json()).toEqual({ owed: null, invoices: [] });
  });
});

describe("GET /api/v1/members/payments/{id}/receipt.pdf", () => {
  it("refuses without a token", async () => {
    const joiner = await unpaidJoiner();
    const response = await t.app.inject({ url: `/api/v1/members/payments/${joiner.orderId}/receipt.pdf` });
    expect(response.statusCode).toBe(401);
  });

  it("answers 409 for an invoice not paid yet", async () => {
    const joiner = await unpaidJoiner();
    const response = await receipt(joiner.token, joiner.orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.base).toEqual(["This invoice is not paid yet, so it has no receipt."]);
  });

  it("does not find another member's invoice, for a member or an office account", async () => {
    const owner = await unpaidJoiner();
    await pay(owner.orderId);
    const other = await unpaidJoiner();
    expect((await receipt(other.token, owner.orderId)).statusCode).toBe(404);
    expect((await receipt(staffToken, owner.orderId)).statusCode).toBe(404);
    expect((await receipt(owner.token, "no-such-invoice")).statusCode).toBe(404);
  });

  it("is a PDF naming the club, the member, each item, the fee, the total and how it was paid", async () => {
    pinClock(t.clock, "2026-11-21T12:00:00Z");
    const joiner = await joinClub(t, {
      first_name: "Harriet",
      last_name: "Quimby",
      national_plan: planId,
      club_donation: true,
      club_donation_amount: 2500,
    });
    await pay(joiner.orderId);
    const token = await signIn(t.app, joiner.email, joiner.password);
    const response = await receipt(token, joiner.orderId);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="receipt-${joiner.orderId}.pdf"`,
    );

    const pages = await pdfPageTexts(response.rawPayload);
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? "";
    const profile = (await t.app.inject({ url: "/api/v1/members/profile", headers: bearer(token) })).json();
    for (const expected of [
      "Classic Car Club of America",
      "1645 Des Plaines River Road, Suite 7A",
      "Des Plaines, IL 60018",
      "Receipt",
      `Receipt number: ${joiner.orderId}`,
      "Date paid: November 21, 2026",
      "Member: Harriet Quimby",
      `Member number: ${profile.memberNo}`,
      "Active Member (USA)",
      "$80.00",
      "Donation to the club",
      "$25.00",
      "Convenience fee (3%)",
      "$3.15",
      "Total",
      "$108.15",
      "Paid $108.15 on November 21, 2026: Online (card or PayPal)",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("REFUNDED");
  });

  it("marks a refunded invoice's receipt REFUNDED, with the refund", async () => {
    pinClock(t.clock, "2026-11-21T12:00:00Z");
    const joiner = await unpaidJoiner();
    await pay(joiner.orderId);
    const invoice = await recordRefund(joiner.orderId, {
      amount: 8240,
      reason: "Joined twice",
      createdAt: new Date("2026-11-23T09:00:00Z"),
    });
    await t.database.db
      .update(invoices)
      .set({ status: "refunded" })
      .where(eq(invoices.id, invoice?.id as number));

    const response = await receipt(joiner.token, joiner.orderId);
    expect(response.statusCode).toBe(200);
    const [text] = await pdfPageTexts(response.rawPayload);
    expect(text).toContain("REFUNDED");
    expect(text).toContain("Refunded $82.40 on November 23, 2026");
  });
});
