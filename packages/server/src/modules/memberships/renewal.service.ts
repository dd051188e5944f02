import { selectionsSchema, splitSelections } from "@club/domain/join.schema";
import { isoDay, type RenewalState, renewalWindowFor, renewButton } from "@club/domain/membership-year.rules";
import { type RenewData, type RenewRequest, renewalMessages } from "@club/domain/renewal.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { newestInvoiceSelections, openInvoice, voidUnpaidInvoices } from "../checkout/invoices.service.ts";
import { lockMember, updateProfile } from "../members/members.service.ts";
import { priceSelections } from "../plans/pricing.service.ts";
import { findMembershipDetails } from "./memberships.repository.ts";
import { renewalWindowSettingOf } from "./memberships.service.ts";

/** Where the member stands for renewing, from the one query of the membership details. */
async function renewalState(context: AppContext, memberId: number) {
  const details = await findMembershipDetails(context.db, memberId);
  if (!details) throw notFound();
  const today = isoDay(context.now());
  const state: RenewalState = {
    today,
    window: renewalWindowFor(today, renewalWindowSettingOf(context, details.renewalWindowSetting)),
    renewalDate: details.membership?.renewalDate ?? null,
    duesExpire: details.membership?.duesExpire ?? null,
    lifelong: details.lifelong ?? false,
    clubShortName: context.config.club.clubShortName,
  };
  return { state, details };
}

/** GET /api/v1/members/renew_data: the window, whether renewing is open, and last year's choices to prefill. */
export async function getRenewData(context: AppContext, memberId: number): Promise<RenewData> {
  const { state, details } = await renewalState(context, memberId);
  const { membership, associate, regionalMemberships } = details;
  return {
    renewalDate: state.renewalDate,
    duesExpire: state.duesExpire,
    renewalWindow: state.window,
    lifelong: state.lifelong,
    renewButton: renewButton(state),
    selections: {
      nationalPlan: membership?.nationalPlanId ?? null,
      associate: associate ? { firstName: associate.firstName, lastName: associate.lastName } : null,
      regionalPlans: regionalMemberships.map((regional) => ({
        regionalId: regional.regionalPlanId,
        associate: regional.associate,
      })),
      museumMembershipLevel: membership?.museumMembershipLevel ?? 0,
    },
  };
}

/**
 * PUT /api/v1/members/renew: refuses what the Renew button refuses, saves the basic info, and opens an invoice
 * priced like the join checkout. Paying it extends the memberships (checkout → membershipPurchases.renewal).
 */
export async function renewMembership(context: AppContext, memberId: number, request: RenewRequest) {
  const { state } = await renewalState(context, memberId);
  if (!renewButton(state).enabled) {
    throw new AppError("renewal_not_allowed", { base: [renewalMessages.notAllowed] });
  }
  const checkout = await priceSelections(context, request);
  const { selections: paid, rest } = splitSelections(request);
  const { vehicleInformation, ...profile } = rest;
  const selections = { ...paid, vehicleInformation };
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    // The member's row lock orders two renewals opened at once; the newer one voids the older (and an unpaid
    // join), so only one invoice can ever be paid for a year (settlement checks the rule again).
    await lockMember(inTransaction, memberId);
    await voidUnpaidInvoices(inTransaction, memberId);
    await updateProfile(inTransaction, memberId, profile);
    return openInvoice(inTransaction, { memberId, kind: "renewal", selections, checkout });
  });
}

/**
 * What a payment the office receives without an invoice buys: a renewal of the member's current choices (a join
 * for an account that never had a membership, with what they chose when they joined), on `nationalPlan` when the
 * office picks another plan.
 */
export async function officeRenewalSelections(context: AppContext, memberId: number, nationalPlan?: number) {
  const { selections: current } = await getRenewData(context, memberId);
  const joined = current.nationalPlan ? undefined : await newestInvoiceSelections(context, memberId);
  const last = joined
    ? {
        nationalPlan: joined.nationalPlan,
        associate: joined.associate,
        regionalPlans: joined.regionalPlans,
        museumMembershipLevel: joined.museumMembershipLevel,
      }
    : current;
  const plan = nationalPlan ?? last.nationalPlan;
  if (!plan) throw invalidField("nationalPlan", "Choose the national plan this payment is for");
  // Parsed as a checkout's selections are: the museum level read back is one the club still offers.
  const selections = selectionsSchema.parse({
    nationalPlan: plan,
    associate: last.associate,
    regionalPlans: last.regionalPlans,
    clubDonation: false,
    clubDonationAmount: null,
    educationalFoundation: false,
    educationalFoundationAmount: null,
    museum: last.museumMembershipLevel > 0,
    museumAmount: null,
    museumMembershipLevel: last.museumMembershipLevel,
  });
  return { kind: current.nationalPlan ? ("renewal" as const) : ("join" as const), selections };
}
