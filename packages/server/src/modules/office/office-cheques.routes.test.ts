import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinClub } from "../../test/checkout-requests.ts";
import { bearer, nationalPlanId, signInEachRole } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { invoices } from "../checkout/checkout.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";

// Issue 23, "a cheque pays what is owed": a member with an open invoice (an unpaid joiner's join) is offered that
// invoice first, and what a cheque pays never includes the online convenience fee.

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signInEachRole(t.app, t.database.db)).tokens.staff;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: bearer(staff), payload });

/** A joiner on the $55 Digital plan who never paid: their id and their join invoice (priced with the 3% fee). */
async function unpaidJoiner() {
  const joiner = await joinClub(t, { national_plan: await nationalPlanId(t.database.db, "Digital Member") });
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.publicId, joiner.orderId));
  if (!invoice) throw new Error("no invoice");
  expect(invoice).toMatchObject({ subtotal: 5500, fee: 165, total: 5665 });
  return { ...joiner, id: invoice.memberId };
}

describe("GET /api/v1/office/members/:id/payment_quote for an unpaid joiner", () => {
  it("proposes the join invoice, at its amount without the online fee", async () => {
    const joiner = await unpaidJoiner();
    const reply = await call("GET", `/members/${joiner.id}/payment_quote`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      proposedInvoiceId: joiner.orderId,
      openInvoices: [{ orderId: joiner.orderId, kind: "join", total: 5500 }],
    });
  });

  it("proposes nothing to a member without an open invoice", async () => {
    const member = await joinClub(t);
    const id = (await call("GET", `/members?q=${encodeURIComponent(member.email)}`)).json().results[0].id;
    const paid = await call("POST", `/members/${id}/payments`, {
      method: "cash",
      reference: "At the meeting",
      amount: (await call("GET", `/members/${id}/payment_quote`)).json().openInvoices[0].total,
      invoice_id: member.orderId,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await call("GET", `/members/${id}/payment_quote`)).json()).toMatchObject({
      proposedInvoiceId: null,
      openInvoices: [],
    });
  });
});

describe("POST /api/v1/office/members/:id/payments against an invoice priced with the online fee", () => {
  it("asks $55.00 of a cheque, not $56.65, and records the invoice as paid without the fee", async () => {
    const joiner = await unpaidJoiner();
    const cheque = { method: "cheque", reference: "Cheque 311", invoice_id: joiner.orderId };
    const withFee = await call("POST", `/members/${joiner.id}/payments`, { ...cheque, amount: 5665 });
    expect(withFee.statusCode).toBe(422);
    expect(withFee.json().errors).toEqual({ amount: ["Amount must equal the amount due ($55.00)"] });

    const reply = await call("POST", `/members/${joiner.id}/payments`, { ...cheque, amount: 5500 });
    expect(reply.statusCode, reply.body).toBe(201);
    const record = reply.json();
    expect(record.status).toBe("active");
    expect(record.invoices[0]).toMatchObject({ orderId: joiner.orderId, status: "paid", total: 5500 });
    expect(record.invoices[0].payments).toEqual([
      expect.objectContaining({ provider: "cheque", amount: 5500 }),
    ]);
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.publicId, joiner.orderId));
    expect(invoice).toMatchObject({ subtotal: 5500, fee: 0, total: 5500, liveProviderOrderId: null });
    const [membership] = await t.database.db
      .select()
      .from(nationalMemberships)
      .where(eq(nationalMemberships.memberId, joiner.id));
    expect(membership?.amountPaid).toBe(5500);

    await waitFor(() => t.sentMail.some((mail) => mail.to === joiner.email && /receipt/.test(mail.subject)));
    const receipt = t.sentMail.find((mail) => mail.to === joiner.email && /receipt/.test(mail.subject));
    expect(receipt?.text).toContain("Total paid: $55.00 (USD)");
    expect(receipt?.text).not.toContain("Convenience fee");
  });
});
