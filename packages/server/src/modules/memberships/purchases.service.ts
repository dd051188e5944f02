import { isoDay } from "@club/domain/days";
import { renewalWindowFor, renewButton, renewedDuesExpiry } from "@club/domain/membership-year.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { newestPaidInvoiceKind } from "../checkout/invoices.service.ts";
import {
  type Fulfil,
  type MembershipKind,
  type PaidInvoice,
  type Purchase,
  PurchaseRefusedError,
} from "../checkout/purchases.ts";
import { welcomeMail } from "../mail/mail-templates.ts";
import { getMemberContact, saveAssociate } from "../members/members.service.ts";
import { configWithClubSettings } from "../settings/settings.service.ts";
import { lockedNationalMembership, membershipsBefore, undoPurchase } from "./membership-changes.service.ts";
import {
  clearRegionalAssociates,
  insertDonations,
  saveNationalMembership,
  saveRegionalMembership,
} from "./memberships.repository.ts";
import { getRenewalWindowSetting } from "./memberships.service.ts";

/**
 * Turns a paid join or renewal invoice into memberships and recorded gifts, inside the settlement transaction.
 * A first membership runs like a restart (renewedDuesExpiry with no dues yet); a renewal adds a year. What the
 * rules no longer allow (a second join, a renewal outside its window) is refused, and checkout refunds it.
 */
async function activate(context: AppContext, invoice: PaidInvoice<MembershipKind>) {
  const { selections, memberId } = invoice;
  const now = context.now();
  const today = isoDay(now);
  const window = renewalWindowFor(today, await getRenewalWindowSetting(context));
  const undo = await membershipsBefore(
    context,
    memberId,
    selections.regionalPlans.map((plan) => plan.regionalId),
  );
  const current = await lockedNationalMembership(context, memberId);
  // A join pays for a first membership; one that already started (paid by another invoice) is not bought twice.
  if (invoice.kind === "join" && current) throw new PurchaseRefusedError("membership already started");
  if (invoice.kind === "renewal") {
    const button = renewButton({
      today,
      window,
      renewalDate: current?.renewalDate ?? null,
      lastPaid: await newestPaidInvoiceKind(context, memberId),
      duesExpire: current?.duesExpire ?? null,
      lifelong: current?.lifelong ?? false,
      clubShortName: context.config.club.clubShortName,
    });
    if (!button.enabled) throw new PurchaseRefusedError(`renewal not allowed: ${button.reason}`);
  }
  const duesExpire = renewedDuesExpiry(today, window, current?.duesExpire ?? null);
  await saveNationalMembership(context.db, memberId, {
    nationalPlanId: selections.nationalPlan,
    yearJoined: Number(today.slice(0, 4)),
    duesExpire,
    datePaid: today,
    amountPaid: invoice.total,
    renewalDate: today,
    museumMembershipLevel: selections.museumMembershipLevel,
    complimentary: false,
    updatedAt: now,
  });

  await saveAssociate(context, memberId, selections.associate);
  if (!selections.associate) await clearRegionalAssociates(context.db, memberId, now);
  for (const regional of selections.regionalPlans) {
    await saveRegionalMembership(context.db, memberId, regional.regionalId, {
      associate: regional.associate && selections.associate !== null,
      duesExpire,
      updatedAt: now,
    });
  }

  const gifts = [
    { kind: "club" as const, amount: selections.clubDonation ? (selections.clubDonationAmount ?? 0) : 0 },
    {
      kind: "educational_foundation" as const,
      amount: selections.educationalFoundation ? (selections.educationalFoundationAmount ?? 0) : 0,
    },
  ].filter((gift) => gift.amount > 0);
  await insertDonations(
    context.db,
    gifts.map((gift) => ({ ...gift, memberId, invoiceId: invoice.id, createdAt: now })),
  );
  return { duesExpire, undo: { ...undo, duesExpire } };
}

const join: Fulfil<"join"> = async (context, invoice) => {
  const { duesExpire, undo } = await activate(context, invoice);
  const member = await getMemberContact(context, invoice.memberId);
  await context.mailer.enqueue(
    welcomeMail(await configWithClubSettings(context), member, duesExpire),
    context.db,
  );
  return { payer: member, receiptNote: "Thank you for your payment.", undo };
};

const renewal: Fulfil<"renewal"> = async (context, invoice) => {
  const { duesExpire, undo } = await activate(context, invoice);
  return {
    payer: await getMemberContact(context, invoice.memberId),
    receiptNote: `Thank you for renewing your membership; your dues are now paid through ${duesExpire}.`,
    undo,
  };
};

/** What a join and a renewal buy, and how a full refund takes it back: plugged into checkout in app.ts. */
export const membershipPurchases: { join: Purchase<"join">; renewal: Purchase<"renewal"> } = {
  join: { fulfil: join, undo: undoPurchase },
  renewal: { fulfil: renewal, undo: undoPurchase },
};
