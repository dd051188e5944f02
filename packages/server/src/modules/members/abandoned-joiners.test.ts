import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../config.ts";
import { joinClub, openOrder } from "../../test/checkout-requests.ts";
import { bearer, signInEachRole } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { invoices, providerOrders, unsettledCaptures } from "../checkout/checkout.schema.ts";
import { members } from "./members.schema.ts";
import { purgeAbandonedJoiners } from "./members.service.ts";

// Issue 23: the purge of joiners who never paid deletes them with their unpaid invoices, and never reaches money or
// the trail: money and the trail restrict a member's delete, so the purge keeps whoever holds either.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInEachRole(t.app, t.database.db)).tokens.admin;
});
afterAll(() => t.close());

/** The housekeeping run, `days` after the test clock. */
const purgeAfter = (days: number) =>
  purgeAbandonedJoiners({
    db: t.database.db,
    config: parseConfig({ ABANDONED_JOIN_DAYS: "90" }),
    log: pino({ level: "silent" }),
    now: () => new Date(t.clock.now.getTime() + days * 86_400_000),
  });

async function joinerWithInvoice() {
  const joiner = await joinClub(t);
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.publicId, joiner.orderId));
  if (!invoice) throw new Error("no invoice");
  return { ...joiner, id: invoice.memberId, invoiceId: invoice.id };
}

const memberExists = async (id: number) =>
  (await t.database.db.select({ id: members.id }).from(members).where(eq(members.id, id))).length === 1;
const invoiceExists = async (id: number) =>
  (await t.database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id))).length === 1;

describe("purging joiners who never paid", () => {
  it("deletes them with their unpaid invoice and its order; keeps one the trail names or whose invoice holds money", async () => {
    // Opened an order at the provider and never paid: the order goes with the invoice.
    const abandoned = await joinerWithInvoice();
    await openOrder(t, abandoned.orderId);
    // The office corrected a joiner's address: the trail names them.
    const corrected = await joinerWithInvoice();
    const change = await t.app.inject({
      method: "PUT",
      url: `/api/v1/office/members/${corrected.id}`,
      headers: bearer(admin),
      payload: { member: { city: "Peoria" }, reason: "Wrote in" },
    });
    expect(change.statusCode, change.body).toBe(200);
    // The provider captured money for a joiner's invoice that we did not settle.
    const captured = await joinerWithInvoice();
    await t.database.db.insert(unsettledCaptures).values({
      provider: "sandbox",
      providerOrderId: "SANDBOX-ORDER-UNSETTLED",
      captureId: "SANDBOX-CAPTURE-UNSETTLED",
      invoiceId: captured.invoiceId,
      amount: 8240,
      currency: "USD",
      reason: "capture does not match its invoice",
      refundStatus: "failed",
      createdAt: t.clock.now,
      updatedAt: t.clock.now,
    });

    expect(await purgeAfter(91)).toBe(1);
    expect(await memberExists(abandoned.id)).toBe(false);
    expect(await invoiceExists(abandoned.invoiceId)).toBe(false);
    expect(
      await t.database.db
        .select()
        .from(providerOrders)
        .where(eq(providerOrders.invoiceId, abandoned.invoiceId)),
    ).toEqual([]);
    for (const kept of [corrected, captured]) {
      expect(await memberExists(kept.id)).toBe(true);
      expect(await invoiceExists(kept.invoiceId)).toBe(true);
    }
    const [capture] = await t.database.db
      .select()
      .from(unsettledCaptures)
      .where(eq(unsettledCaptures.captureId, "SANDBOX-CAPTURE-UNSETTLED"));
    expect(capture?.invoiceId).toBe(captured.invoiceId);
  });
});
