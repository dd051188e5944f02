import { randomBytes } from "node:crypto";
import { type Checkout, computeCheckout } from "@club/domain/checkout.rules";
import { isoDay } from "@club/domain/days";
import { renewalWindowFor, renewedDuesExpiry } from "@club/domain/membership-year.rules";
import { defaultOnlineFeeRule, paymentShares as sharesOfPayment } from "@club/domain/region-money.rules";
import type { InvoiceSelections } from "@club/domain/renewal.schema";
import { eq } from "drizzle-orm";
import { hashPassword } from "../../lib/passwords.ts";
import { invoiceItems, invoices, paymentShares, payments } from "../../modules/checkout/checkout.schema.ts";
import { members } from "../../modules/members/members.schema.ts";
import { nationalMemberships } from "../../modules/memberships/memberships.schema.ts";
import { nationalPlans } from "../../modules/plans/plans.schema.ts";
import type { Db } from "../client.ts";
import { demoPassword } from "./demo-members.ts";

// What the office's demo account finds to work on (issue 13): a lapsed member, a joiner who never paid (to record a
// cheque for), a second account Walter Brandt made by joining again (to merge), and a renewal Eleanor Hayes paid
// online (to refund). Added once, to a demo database that does not have them yet.

const joinerEmail = "frank.delaney@example.org";

const lapsed = {
  email: "dorothy.lancaster@example.org",
  firstName: "Dorothy",
  lastName: "Lancaster",
  addressLine1: "8 Harbor View Road",
  city: "Marblehead",
  state: "US-MA",
  zipCode: "01945",
  country: "US",
  cellPhone: "(781) 555-0177",
};

const joiners = [
  {
    email: joinerEmail,
    firstName: "Frank",
    lastName: "Delaney",
    addressLine1: "305 Maple Street",
    city: "Oak Park",
    state: "US-IL",
    zipCode: "60302",
    country: "US",
    cellPhone: "(708) 555-0131",
  },
  // Walter Brandt (walter.brandt@example.org) joined again with another address: a duplicate for the office.
  {
    email: "w.brandt@example.net",
    firstName: "Walter",
    lastName: "Brandt",
    addressLine1: "2200 Ridge Road",
    city: "Evanston",
    state: "US-IL",
    zipCode: "60201",
    country: "US",
    cellPhone: "(847) 555-0163",
  },
];

export async function seedDemoOffice(db: Db, now: Date) {
  const [done] = await db.select({ id: members.id }).from(members).where(eq(members.email, joinerEmail));
  if (done) return;
  const [eleanor] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, "eleanor.hayes@example.org"));
  const [margaret] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, "member@example.org"));
  const [plan] = await db.select().from(nationalPlans).where(eq(nationalPlans.title, "Active Member (USA)"));
  if (!plan) return;
  const passwordHash = await hashPassword(demoPassword);
  const year = now.getUTCFullYear();
  const selections: InvoiceSelections = {
    nationalPlan: plan.id,
    associate: null,
    regionalPlans: [],
    clubDonation: false,
    clubDonationAmount: null,
    educationalFoundation: false,
    educationalFoundationAmount: null,
    museum: false,
    museumAmount: null,
    museumMembershipLevel: 0,
  };
  const checkout = computeCheckout({
    nationalPlan: {
      title: plan.title,
      cost: plan.cost,
      lifelong: plan.lifelong,
      associatePlan: { title: plan.associatePlanTitle, cost: plan.associatePlanCost },
    },
    associate: false,
    regionalPlans: [],
    clubDonationAmount: 0,
    educationalFoundationAmount: 0,
    museumMembershipLevel: 0,
  });

  await db.transaction(async (tx) => {
    const stamp = { passwordHash, createdAt: now, updatedAt: now };
    const [lapsedRow] = await tx
      .insert(members)
      .values({ ...lapsed, ...stamp })
      .returning({ id: members.id });
    await tx.insert(nationalMemberships).values({
      memberId: lapsedRow?.id as number,
      nationalPlanId: plan.id,
      yearJoined: 1998,
      duesExpire: `${year - 1}-12-31`,
      datePaid: `${year - 1}-01-12`,
      amountPaid: plan.cost,
      renewalDate: `${year - 1}-01-12`,
      createdAt: now,
      updatedAt: now,
    });
    for (const joiner of joiners) {
      const [row] = await tx
        .insert(members)
        .values({ ...joiner, ...stamp })
        .returning({ id: members.id });
      await insertInvoice(tx, row?.id as number, "join", selections, checkout, now);
    }
    // The demo member's renewal of January, paid online: what her membership records, with its invoice and payment
    // (her payments and her own data show it; issue 30's "my data" walk finds it).
    if (margaret) {
      await insertPaidRenewal(tx, margaret.id, selections, checkout, new Date(`${year}-01-06T15:00:00Z`));
    }
    if (eleanor) {
      await insertPaidRenewal(tx, eleanor.id, selections, checkout, now);
      // What the paid renewal bought: the next year, renewed today (so no renewal reminder asks her again).
      const today = isoDay(now);
      const [membership] = await tx
        .select({ duesExpire: nationalMemberships.duesExpire })
        .from(nationalMemberships)
        .where(eq(nationalMemberships.memberId, eleanor.id));
      await tx
        .update(nationalMemberships)
        .set({
          duesExpire: renewedDuesExpiry(today, renewalWindowFor(today), membership?.duesExpire ?? null),
          renewalDate: today,
          datePaid: today,
          amountPaid: checkout.total,
          updatedAt: now,
        })
        .where(eq(nationalMemberships.memberId, eleanor.id));
    }
  });
}

async function insertInvoice(
  db: Db,
  memberId: number,
  kind: "join" | "renewal",
  selections: InvoiceSelections,
  checkout: Checkout,
  now: Date,
) {
  const [invoice] = await db
    .insert(invoices)
    .values({
      publicId: randomBytes(12).toString("base64url"),
      memberId,
      kind,
      selections,
      subtotal: checkout.subtotal,
      fee: checkout.fee,
      total: checkout.total,
      pricedAt: now,
      createdAt: now,
    })
    .returning();
  if (!invoice) throw new Error("demo invoice not created");
  await db
    .insert(invoiceItems)
    .values(checkout.items.map((item, position) => ({ ...item, invoiceId: invoice.id, position })));
  return invoice;
}

/** A renewal invoice paid online in the sandbox at `paidAt`, with its payment. */
async function insertPaidRenewal(
  db: Db,
  memberId: number,
  selections: InvoiceSelections,
  checkout: Checkout,
  paidAt: Date,
) {
  const invoice = await insertInvoice(db, memberId, "renewal", selections, checkout, paidAt);
  await db.update(invoices).set({ status: "paid", paidAt }).where(eq(invoices.id, invoice.id));
  const [payment] = await db
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      provider: "sandbox",
      providerOrderId: `SBX-DEMO-${invoice.publicId}`,
      captureId: `SBX-CAPTURE-DEMO-${invoice.publicId}`,
      amount: checkout.total,
      currency: "USD",
      createdAt: paidAt,
    })
    .returning({ id: payments.id });
  // National's and the regions' parts, as a settlement writes them (issue 42): here national's alone.
  await db.insert(paymentShares).values(
    sharesOfPayment(checkout.items, checkout.total, defaultOnlineFeeRule).map((share) => ({
      ...share,
      paymentId: payment?.id as number,
      at: paidAt,
    })),
  );
}
