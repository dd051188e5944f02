import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveOrder, invoiceState, joinClub, openOrder } from "../../test/checkout-requests.ts";
import {
  bearer,
  createDirectoryMember,
  createMember,
  nationalPlanId,
  signInEachRole,
} from "../../test/factories.ts";
import { type PayPalStandIn, paypalPortalEnv, startPayPalStandIn } from "../../test/paypal-stand-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";

// The office's money on the PayPal provider (the stand-in of PayPal's REST API): cheques and cash settle like
// online payments; refunds go through PayPal's refund call for PayPal payments.

let t: TestApp;
let paypal: PayPalStandIn;
let tokens: { member: string; regionalAdmin: string; staff: string; admin: string };
let adminId: number;

beforeAll(async () => {
  paypal = await startPayPalStandIn();
  t = await createTestApp(paypalPortalEnv(paypal.url));
  const roles = await signInEachRole(t.app, t.database.db);
  tokens = roles.tokens;
  adminId = roles.ids.admin;
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const call = (method: "GET" | "POST", url: string, payload?: object, token = tokens.staff) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: token ? bearer(token) : {}, payload });
const memberIdOf = async (email: string) =>
  (await call("GET", `/members?q=${encodeURIComponent(email)}`)).json().results[0].id as number;

/** A joiner who paid online through PayPal; returns their id and the payment's id. */
async function paidJoiner() {
  const joiner = await joinClub(t, { national_plan: await nationalPlanId(t.database.db) });
  const paypalOrderId = await openOrder(t, joiner.orderId);
  paypal.approve(paypalOrderId);
  expect((await approveOrder(t, joiner.orderId, paypalOrderId)).statusCode).toBe(200);
  const id = await memberIdOf(joiner.email);
  const record = (await call("GET", `/members/${id}`)).json();
  return {
    ...joiner,
    id,
    paypalOrderId,
    payment: record.invoices[0].payments[0] as { id: number; amount: number },
  };
}

describe("who may handle money", () => {
  it.each([
    ["GET", "/members/1/payment_quote"],
    ["POST", "/members/1/payments"],
    ["POST", "/payments/1/refund"],
    ["GET", "/payments"],
    ["GET", "/payments.csv"],
  ] as const)(
    "%s %s: 401 without a token, 403 for a member and a regional administrator",
    async (method, url) => {
      const body =
        method === "POST" ? { method: "cheque", reference: "1", amount: 1, reason: "x" } : undefined;
      expect((await call(method, url, body, "")).statusCode).toBe(401);
      expect((await call(method, url, body, tokens.member)).statusCode).toBe(403);
      expect((await call(method, url, body, tokens.regionalAdmin)).statusCode).toBe(403);
    },
  );

  it("lets only an office_admin refund", async () => {
    const { payment } = await paidJoiner();
    const reply = await call(
      "POST",
      `/payments/${payment.id}/refund`,
      { reason: "Asked for it" },
      tokens.staff,
    );
    expect(reply.statusCode).toBe(403);
    expect(paypal.refunds.size).toBe(0);
  });
});

describe("POST /api/v1/office/members/:id/payments", () => {
  it("records a cheque for the unpaid joiner's invoice: the membership starts, the receipt is mailed, the directory opens", async () => {
    const joiner = await joinClub(t);
    const id = await memberIdOf(joiner.email);
    const quote = (await call("GET", `/members/${id}/payment_quote`)).json();
    expect(quote.openInvoices).toEqual([expect.objectContaining({ orderId: joiner.orderId, kind: "join" })]);
    const invoiceTotal = quote.openInvoices[0].total;

    const wrong = await call("POST", `/members/${id}/payments`, {
      method: "cheque",
      reference: "Cheque 1042",
      amount: invoiceTotal - 1,
      invoice_id: joiner.orderId,
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(["amount"]);
    expect(await invoiceState(t, joiner.orderId)).toEqual({ status: "pending", payments: 0 });

    const reply = await call("POST", `/members/${id}/payments`, {
      method: "cheque",
      reference: "Cheque 1042",
      amount: invoiceTotal,
      invoice_id: joiner.orderId,
    });
    expect(reply.statusCode).toBe(201);
    const record = reply.json();
    expect(record.status).toBe("active");
    expect(record.invoices[0]).toMatchObject({ orderId: joiner.orderId, status: "paid" });
    expect(record.invoices[0].payments[0]).toMatchObject({ provider: "cheque", reference: "Cheque 1042" });
    expect(record.audit[0]).toMatchObject({ action: "payment_settled", actorId: expect.any(Number) });

    await waitFor(() => t.sentMail.some((mail) => mail.to === joiner.email && /receipt/i.test(mail.text)));
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v1/members/login",
      payload: { member: { email: joiner.email, password: joiner.password } },
    });
    const token = String(login.headers.authorization).replace(/^Bearer /, "");
    const search = await t.app.inject({ url: "/api/v1/members/search?last_name=a", headers: bearer(token) });
    expect(search.statusCode).toBe(200);
  });

  it("without an invoice, prices a renewal of the member's choices without the online fee", async () => {
    const member = await createDirectoryMember(t.database.db, { duesExpire: "2001-12-31" });
    const quote = (await call("GET", `/members/${member.id}/payment_quote`)).json();
    expect(quote).toMatchObject({
      kind: "renewal",
      items: [expect.objectContaining({ description: "Active Member (USA)" })],
    });
    expect(quote.items.some((item: { description: string }) => /fee/i.test(item.description))).toBe(false);

    const reply = await call("POST", `/members/${member.id}/payments`, {
      method: "cash",
      reference: "Handed over at the Annual Meeting",
      amount: quote.total,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().status).toBe("active");
    expect(reply.json().invoices[0]).toMatchObject({ kind: "renewal", status: "paid", total: quote.total });
  });

  it("names the bad field and records nothing", async () => {
    const member = await createMember(t.database.db);
    const errors = async (body: object) =>
      Object.keys((await call("POST", `/members/${member.id}/payments`, body)).json().errors);
    expect(await errors({ method: "bitcoin", reference: "x", amount: 100 })).toEqual(["method"]);
    expect(await errors({ method: "cheque", reference: " ", amount: 100 })).toEqual(["reference"]);
    expect(await errors({ method: "cheque", reference: "1", amount: -5 })).toEqual(["amount"]);
    expect(await errors({ method: "cheque", reference: "1", amount: 100, invoice_id: "nope" })).toEqual([
      "invoiceId",
    ]);
    // An account that never chose a plan: the office must say which plan the payment is for.
    expect(await errors({ method: "cheque", reference: "1", amount: 100 })).toEqual(["nationalPlan"]);
    expect((await call("GET", `/members/${member.id}`)).json().invoices).toEqual([]);
  });
});

describe("POST /api/v1/office/payments/:id/refund", () => {
  it("refunds part of a PayPal payment through PayPal, then the rest: the join's membership ends", async () => {
    const joiner = await paidJoiner();
    const part = await call(
      "POST",
      `/payments/${joiner.payment.id}/refund`,
      { amount: 1000, reason: "Museum gift returned" },
      tokens.admin,
    );
    expect(part.statusCode).toBe(200);
    expect(part.json().status).toBe("active");
    expect(part.json().invoices[0].payments[0].refunded).toBe(1000);

    const rest = await call(
      "POST",
      `/payments/${joiner.payment.id}/refund`,
      { reason: "Changed their mind" },
      tokens.admin,
    );
    expect(rest.statusCode).toBe(200);
    expect(rest.json().invoices[0]).toMatchObject({ status: "refunded" });
    expect(rest.json().status).toBe("lapsed");

    const capture = paypal.captureOf(joiner.paypalOrderId);
    const made = paypal.refunds.get(capture?.id as string) ?? [];
    expect(made.map((refund) => refund.value)).toEqual([
      "10.00",
      ((joiner.payment.amount - 1000) / 100).toFixed(2),
    ]);
    expect(
      rest.json().audit.filter((entry: { action: string }) => entry.action === "payment_refunded"),
    ).toEqual([
      expect.objectContaining({
        actorId: adminId,
        reason: "Changed their mind",
        after: expect.objectContaining({ full: true }),
      }),
      expect.objectContaining({
        reason: "Museum gift returned",
        after: expect.objectContaining({ full: false }),
      }),
    ]);
    await waitFor(
      () => t.sentMail.filter((mail) => mail.to === joiner.email && /refund/.test(mail.subject)).length === 2,
    );

    const again = await call(
      "POST",
      `/payments/${joiner.payment.id}/refund`,
      { reason: "Again" },
      tokens.admin,
    );
    expect(again.statusCode).toBe(422);
  });

  it("refuses more than is left and leaves the payment as it was", async () => {
    const joiner = await paidJoiner();
    const reply = await call(
      "POST",
      `/payments/${joiner.payment.id}/refund`,
      { amount: joiner.payment.amount + 1, reason: "x" },
      tokens.admin,
    );
    expect(reply.statusCode).toBe(422);
    expect(Object.keys(reply.json().errors)).toEqual(["amount"]);
    const noReason = await call("POST", `/payments/${joiner.payment.id}/refund`, {}, tokens.admin);
    expect(Object.keys(noReason.json().errors)).toEqual(["reason"]);
    expect((await call("POST", "/payments/999999/refund", { reason: "x" }, tokens.admin)).statusCode).toBe(
      404,
    );
    const record = (await call("GET", `/members/${joiner.id}`)).json();
    expect(record.invoices[0].payments[0].refunded).toBe(0);
    expect(record.status).toBe("active");
  });

  it("records the refund of a cheque without asking PayPal", async () => {
    const member = await createDirectoryMember(t.database.db, { duesExpire: "2001-12-31" });
    const { total } = (await call("GET", `/members/${member.id}/payment_quote`)).json();
    const paid = (
      await call("POST", `/members/${member.id}/payments`, {
        method: "cheque",
        reference: "77",
        amount: total,
      })
    ).json();
    const before = paypal.calls.length;
    const reply = await call(
      "POST",
      `/payments/${paid.invoices[0].payments[0].id}/refund`,
      { reason: "Cheque bounced" },
      tokens.admin,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: "lapsed",
      nationalMembership: { duesExpire: "2001-12-31" },
    });
    expect(paypal.calls.length).toBe(before);
  });
});

describe("GET /api/v1/office/payments", () => {
  it("lists payments and refunds for the treasurer, filters them, and exports CSV", async () => {
    const joiner = await paidJoiner();
    await call(
      "POST",
      `/payments/${joiner.payment.id}/refund`,
      { amount: 500, reason: "Overpaid" },
      tokens.admin,
    );
    const page = (await call("GET", "/payments?method=paypal")).json();
    expect(page.results.every((line: { method: string }) => line.method === "paypal")).toBe(true);
    const mine = page.results.filter((line: { paymentId: number }) => line.paymentId === joiner.payment.id);
    expect(mine.map((line: { kind: string; amount: number }) => [line.kind, line.amount])).toEqual([
      ["refund", -500],
      ["payment", joiner.payment.amount],
    ]);
    expect(page.net).toBe(
      page.results.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0),
    );
    expect((await call("GET", "/payments?method=cash&from=2999-01-01")).json()).toMatchObject({
      results: [],
      total: 0,
      net: 0,
    });
    expect(Object.keys((await call("GET", "/payments?from=last-week")).json().errors)).toEqual(["from"]);
    // A year PostgreSQL cannot hold is a bad field, not a server error.
    expect(Object.keys((await call("GET", "/payments?from=0000-01-01")).json().errors)).toEqual(["from"]);
    expect(Object.keys((await call("GET", "/audit?to=0000-12-31")).json().errors)).toEqual(["to"]);

    const csv = await call("GET", "/payments.csv?method=paypal");
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, ...lines] = csv.body.trim().split("\n");
    expect(header).toBe(
      "date,kind,member_no,member,order,for,method,reference,amount,status,reason,recorded_by",
    );
    expect(lines.some((line) => line.includes(",refund,") && line.includes(",-5,"))).toBe(true);
  });
});
