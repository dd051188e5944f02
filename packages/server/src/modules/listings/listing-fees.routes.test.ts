import { listingMessages } from "@club/domain/listing.schema";
import { defaultMarketplaceSettings } from "@club/domain/marketplace-settings.schema";
import { paymentMessages } from "@club/domain/payment.schema";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { approveOrder, decideSandboxOrder, invoiceState, openOrder } from "../../test/checkout-requests.ts";
import {
  bearer,
  createDirectoryMember,
  createTestAppSignedIn,
  type RoleTokens,
  signIn,
} from "../../test/factories.ts";
import { pdfPageTexts } from "../../test/pdf-text.ts";
import type { TestApp } from "../../test/test-app.ts";
import { testClockStart } from "../../test/test-app.ts";
import { yearEnd } from "../../test/test-clock.ts";
import { invoiceItems, invoices } from "../checkout/checkout.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { vehicleOwnerships, vehicles } from "../vehicles/vehicles.schema.ts";

// Issue 44: a club that asks a fee to publish a listing has it paid through checkout, as an event place is; the
// sandbox provider pays it here as the payment dialog does.

let t: TestApp;
let tokens: RoleTokens;
const start = testClockStart();

beforeAll(async () => {
  ({ t, tokens } = await createTestAppSignedIn());
});
afterEach(() => {
  t.clock.now = start;
});
afterAll(() => t.close());

function call(method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
}

async function setMarketplace(changes: Record<string, unknown>) {
  const response = await call("PUT", "/office/settings", tokens.admin, { marketplace: changes });
  expect(response.statusCode, response.body).toBe(200);
}

/** A member of some years with an approved 1932 Packard Twelve in the registry. */
async function seller() {
  const owner = await createDirectoryMember(t.database.db, {
    duesExpire: yearEnd(start, 1),
    cars: [{ year: 1932, make: "Packard", model: "Twelve" }],
  });
  const [row] = await t.database.db
    .update(vehicles)
    .set({ approvedByCommittee: true })
    .where(eq(vehicles.memberId, owner.id))
    .returning();
  const vehicleId = row?.id as number;
  await t.database.db
    .insert(vehicleOwnerships)
    .values({ vehicleId, memberId: owner.id, source: "registered", createdAt: start });
  return { ...owner, vehicleId, token: await signIn(t.app, owner.email) };
}

async function publishedCar(owner: { token: string; vehicleId: number }) {
  const draft = await call("POST", "/listings", owner.token, {
    kind: "car",
    vehicle_id: owner.vehicleId,
    description: "Restored in 1998; runs well.",
    price: 145000,
    city: "Hartford",
    state: "US-CT",
    country: "US",
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const published = await call("POST", `/listings/${draft.json().id}/publish`, owner.token);
  expect(published.statusCode, published.body).toBe(200);
  return published.json();
}

/** The seller pays the invoice through the sandbox provider, as the payment dialog does. */
async function payOnline(orderId: string) {
  const providerOrderId = await openOrder(t, orderId);
  await decideSandboxOrder(t, providerOrderId, "approve");
  const approved = await approveOrder(t, orderId, providerOrderId);
  expect(approved.statusCode, approved.body).toBe(200);
}

describe("without a fee", () => {
  it("lists a published listing directly, with no invoice", async () => {
    const owner = await seller();
    const before = (await t.database.db.select().from(invoices)).length;
    const listing = await publishedCar(owner);
    expect(listing).toMatchObject({ status: "active", fee: 0, invoiceId: null });
    expect((await t.database.db.select().from(invoices)).length).toBe(before);
  });
});

describe("with a fee of $5.00", () => {
  beforeEach(() => setMarketplace({ fee: 500 }));
  afterEach(() => setMarketplace({ fee: 0 }));

  it("waits for the payment; paid through checkout, it is listed and the receipt says what it was for", async () => {
    const owner = await seller();
    const listing = await publishedCar(owner);
    expect(listing).toMatchObject({
      status: "awaiting_payment",
      fee: 500,
      invoiceId: expect.any(String),
      actions: ["edit", "addPhotos", "withdraw"],
    });

    const invoice = await t.app.inject({ method: "GET", url: `/api/v1/invoices/${listing.invoiceId}` });
    expect(invoice.statusCode).toBe(200);
    // The convenience fee of every purchase paid online (3% here), as for an event place.
    expect(invoice.json()).toMatchObject({
      kind: "listing",
      status: "pending",
      items: [{ description: "Marketplace listing: 1932 Packard Twelve", amount: 500 }],
      subtotal: 500,
      fee: 15,
      total: 515,
    });
    const owed = (await call("GET", "/members/payments", owner.token)).json().owed;
    expect(owed).toMatchObject({
      orderId: listing.invoiceId,
      kind: "listing",
      event: null,
      listing: { id: listing.id, title: "1932 Packard Twelve" },
    });

    await payOnline(listing.invoiceId);
    const paid = (await call("GET", `/listings/${listing.id}`, owner.token)).json();
    expect(paid).toMatchObject({ status: "active", invoiceId: listing.invoiceId, fee: 500 });
    expect(paid.expiresAt).toEqual(expect.any(String));

    const payments = (await call("GET", "/members/payments", owner.token)).json();
    expect(payments.owed).toBeNull();
    expect(payments.invoices[0]).toMatchObject({
      orderId: listing.invoiceId,
      kind: "listing",
      status: "paid",
      items: [{ description: "Marketplace listing: 1932 Packard Twelve", amount: 500 }],
      total: 515,
    });
    const receipt = await call("GET", `/members/payments/${listing.invoiceId}/receipt.pdf`, owner.token);
    expect(receipt.statusCode).toBe(200);
    expect((await pdfPageTexts(receipt.rawPayload)).join(" ")).toContain(
      "Marketplace listing: 1932 Packard Twelve",
    );
  });

  it("holds a new member's paid listing for the office's approval", async () => {
    const newcomer = await seller();
    await t.database.db
      .update(nationalMemberships)
      .set({ yearJoined: start.getUTCFullYear(), createdAt: new Date(start.getTime() - 10 * 86_400_000) })
      .where(eq(nationalMemberships.memberId, newcomer.id));
    const listing = await publishedCar(newcomer);
    expect(listing.status).toBe("awaiting_payment");
    await payOnline(listing.invoiceId);
    const paid = (await call("GET", `/listings/${listing.id}`, newcomer.token)).json();
    expect(paid).toMatchObject({ status: "awaiting_approval", publishedAt: null });
  });

  it("withdraws a paid listing when the office refunds its fee in full", async () => {
    const owner = await seller();
    const listing = await publishedCar(owner);
    await payOnline(listing.invoiceId);
    const record = (await call("GET", `/office/members/${owner.id}`, tokens.admin)).json();
    const paid = record.invoices.find(
      (invoice: { orderId: string }) => invoice.orderId === listing.invoiceId,
    );
    const refund = await call("POST", `/office/payments/${paid.payments[0].id}/refund`, tokens.admin, {
      reason: "Listed by mistake",
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await invoiceState(t, listing.invoiceId)).toMatchObject({ status: "refunded" });
    const withdrawn = (await call("GET", `/listings/${listing.id}`, owner.token)).json();
    expect(withdrawn).toMatchObject({ status: "withdrawn", actions: [] });
  });

  it("voids the invoice of a listing withdrawn before it was paid, which then cannot be paid", async () => {
    const owner = await seller();
    const listing = await publishedCar(owner);
    const withdrawn = await call("POST", `/listings/${listing.id}/withdraw`, owner.token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: "withdrawn" });
    expect(await invoiceState(t, listing.invoiceId)).toMatchObject({ status: "void", payments: 0 });
    const order = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/orders",
      payload: { invoice_id: listing.invoiceId },
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors.base).toEqual([paymentMessages.invoiceVoid]);
    expect((await call("GET", "/members/payments", owner.token)).json().owed).toBeNull();
  });

  it("voids the invoice of a listing the office removes while it waits for its fee", async () => {
    const owner = await seller();
    const listing = await publishedCar(owner);
    const removed = await call("POST", `/office/listings/${listing.id}/remove`, tokens.staff, {
      reason: "Not a car the club lists",
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await invoiceState(t, listing.invoiceId)).toMatchObject({ status: "void", payments: 0 });
  });

  it("counts a listing waiting for its fee against the seller's cap", async () => {
    await setMarketplace({ fee: 500, maxActive: 1 });
    try {
      const owner = await seller();
      await publishedCar(owner);
      const part = await call("POST", "/listings", owner.token, {
        kind: "part",
        title: "Packard hubcap",
        description: "Original, 1932.",
        city: "Hartford",
        country: "US",
      });
      expect(part.statusCode, part.body).toBe(201);
      const second = await call("POST", `/listings/${part.json().id}/publish`, owner.token);
      expect(second.statusCode).toBe(422);
      expect(second.json().errors.base).toEqual([listingMessages.tooManyActive(1)]);
    } finally {
      await setMarketplace({ maxActive: defaultMarketplaceSettings.maxActive });
    }
  });

  it("shows another member neither the listing nor its invoice, nor its receipt", async () => {
    const owner = await seller();
    const listing = await publishedCar(owner);
    const other = await createDirectoryMember(t.database.db, { duesExpire: yearEnd(start, 1) });
    const otherToken = await signIn(t.app, other.email);
    expect((await call("GET", `/listings/${listing.id}`, otherToken)).statusCode).toBe(404);
    expect((await call("POST", `/listings/${listing.id}/withdraw`, otherToken)).statusCode).toBe(404);
    expect((await call("GET", "/members/payments", otherToken)).json().owed).toBeNull();
    await payOnline(listing.invoiceId);
    const read = (await call("GET", `/listings/${listing.id}`, otherToken)).json();
    expect(read).toMatchObject({ status: "active", own: false, invoiceId: null });
    const receipt = await call("GET", `/members/payments/${listing.invoiceId}/receipt.pdf`, otherToken);
    expect(receipt.statusCode).toBe(404);
    const items = await t.database.db
      .select()
      .from(invoiceItems)
      .innerJoin(invoices, eq(invoiceItems.invoiceId, invoices.id))
      .where(eq(invoices.publicId, listing.invoiceId));
    expect(items.map(({ invoice_items }) => invoice_items.kind)).toEqual(["listing_fee"]);
  });
});
