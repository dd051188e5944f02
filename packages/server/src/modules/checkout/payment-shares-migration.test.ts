import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveOrder, decideSandboxOrder, joinClub, openOrder } from "../../test/checkout-requests.ts";
import { bearer, createStaff, nationalPlanId, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { regions } from "../geo/geo.schema.ts";
import { regionalPlans } from "../plans/plans.schema.ts";
import { invoiceItems, invoices, paymentShares, payments } from "./checkout.schema.ts";

// Issue 42: migration 0037 gives the payments and refunds made before it their parts, in SQL. They must be the parts
// the settlement and the refund now write in TypeScript (region-money.rules.ts, the fee to national): the same money
// is paid, refunded in part and in full, then its parts are taken away and the migration's statements run again.

let t: TestApp;

/** The migration's statements after its tables: the regions of the invoices' lines, then the parts. */
function backfillStatements() {
  const file = readFileSync(
    path.resolve(import.meta.dirname, "../../../drizzle/0037_region_money.sql"),
    "utf8",
  );
  const statements = file.split("--> statement-breakpoint").map((statement) => statement.trim());
  return statements.slice(statements.findIndex((statement) => statement.startsWith("-- Issue 42")));
}

async function paidJoin(codes: string[]) {
  const db = t.database.db;
  const plans = await db
    .select({ id: regionalPlans.id, code: regions.code })
    .from(regionalPlans)
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId));
  const { orderId } = await joinClub(t, {
    national_plan: await nationalPlanId(db),
    associate: { first_name: "Harriet", last_name: "Benton" },
    regional_plans: codes.map((code) => ({
      regional_id: plans.find((plan) => plan.code === code)?.id,
      associate: code === "GI",
    })),
    club_donation: true,
    club_donation_amount: 2500,
  });
  const providerOrderId = await openOrder(t, orderId);
  await decideSandboxOrder(t, providerOrderId, "approve");
  expect((await approveOrder(t, orderId, providerOrderId)).statusCode).toBe(200);
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(invoices.publicId, orderId));
  return payment?.id as number;
}

const allShares = () =>
  t.database.db
    .select({
      paymentId: paymentShares.paymentId,
      refundId: paymentShares.refundId,
      regionId: paymentShares.regionId,
      kind: paymentShares.kind,
      amount: paymentShares.amount,
      at: paymentShares.at,
    })
    .from(paymentShares)
    .orderBy(
      asc(paymentShares.paymentId),
      asc(paymentShares.refundId),
      asc(paymentShares.regionId),
      asc(paymentShares.kind),
    );

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("migration 0037's parts of the money before it", () => {
  it("are the parts the settlement and the refunds write", async () => {
    const admin = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
    const refund = (paymentId: number, payload: object) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/office/payments/${paymentId}/refund`,
        headers: bearer(admin),
        payload,
      });
    const three = await paidJoin(["GI", "UM", "AZ"]);
    expect((await refund(three, { amount: 3333, reason: "Part" })).statusCode).toBe(200);
    expect((await refund(three, { amount: 777, reason: "More" })).statusCode).toBe(200);
    const whole = await paidJoin(["UM"]);
    expect((await refund(whole, { amount: 1001, reason: "Part" })).statusCode).toBe(200);
    expect((await refund(whole, { reason: "The rest" })).statusCode).toBe(200);
    await paidJoin([]);
    const written = await allShares();
    const regionsOfLines = await t.database.db
      .select({ id: invoiceItems.id, regionId: invoiceItems.regionId })
      .from(invoiceItems)
      .orderBy(asc(invoiceItems.id));
    expect(regionsOfLines.some((line) => line.regionId !== null)).toBe(true);

    await t.database.db.transaction(async (tx) => {
      await tx.delete(paymentShares);
      await tx.update(invoiceItems).set({ regionId: null });
      for (const statement of backfillStatements()) await tx.execute(sql.raw(statement));
    });

    expect(await allShares()).toEqual(written);
    expect(
      await t.database.db
        .select({ id: invoiceItems.id, regionId: invoiceItems.regionId })
        .from(invoiceItems)
        .orderBy(asc(invoiceItems.id)),
    ).toEqual(regionsOfLines);
  });
});
