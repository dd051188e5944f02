import type { Checkout } from "@club/domain/checkout.rules";
import { isoDay } from "@club/domain/days";
import { type Selections, selectionsSchema, splitSelections } from "@club/domain/join.schema";
import {
  type RenewalState,
  type RenewButton,
  renewalWindowFor,
  renewButton,
} from "@club/domain/membership-year.rules";
import {
  type InvoiceSelections,
  type RenewData,
  type RenewRequest,
  renewalMessages,
} from "@club/domain/renewal.schema";
import { type RenewalQuote, renewalQuoteMessages } from "@club/domain/renewal-quote.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { newestInvoiceSelections, openInvoice, voidUnpaidInvoices } from "../checkout/invoices.service.ts";
import { lockMember, updateProfile } from "../members/members.service.ts";
import { type PriceList, priceFromList, priceSelections, readPriceList } from "../plans/pricing.service.ts";
import { renewalWindowOf } from "../settings/settings.service.ts";
import { findMembershipDetails, findRenewalChoices } from "./memberships.repository.ts";

/** Where the member stands for renewing, from the one query of the membership details. */
async function renewalState(context: AppContext, memberId: number) {
  const details = await findMembershipDetails(context.db, memberId);
  if (!details) throw notFound();
  const today = isoDay(context.now());
  const state: RenewalState = {
    today,
    window: renewalWindowFor(today, renewalWindowOf(context, details.renewalWindowSetting)),
    renewalDate: details.membership?.renewalDate ?? null,
    lastPaid: details.lastPaid,
    duesExpire: details.membership?.duesExpire ?? null,
    lifelong: details.lifelong ?? false,
    clubShortName: context.config.club.clubShortName,
  };
  return { state, details };
}

/** GET /api/v1/members/renew_data: the window, whether renewing is open, and last year's choices to prefill. */
export async function getRenewData(context: AppContext, memberId: number): Promise<RenewData> {
  const { state, details } = await renewalState(context, memberId);
  return {
    renewalDate: state.renewalDate,
    duesExpire: state.duesExpire,
    renewalWindow: state.window,
    lifelong: state.lifelong,
    renewButton: renewButton(state),
    selections: lastYearsSelections(details),
  };
}

type LastYearsSelections = RenewData["selections"];

/** What of a member's memberships a renewal starts from: the membership details, or a set's renewal choices. */
interface CurrentMemberships {
  membership: { nationalPlanId: number; museumMembershipLevel: number } | null;
  associate: { firstName: string; lastName: string } | null;
  regionalMemberships: { regionalPlanId: number; associate: boolean }[];
}

/** The member's current memberships as the choices a renewal starts from. */
function lastYearsSelections(details: CurrentMemberships): LastYearsSelections {
  const { membership, associate, regionalMemberships } = details;
  return {
    nationalPlan: membership?.nationalPlanId ?? null,
    associate: associate ? { firstName: associate.firstName, lastName: associate.lastName } : null,
    regionalPlans: regionalMemberships.map((regional) => ({
      regionalId: regional.regionalPlanId,
      associate: regional.associate,
    })),
    museumMembershipLevel: membership?.museumMembershipLevel ?? 0,
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
  return openRenewalInvoice(context, memberId, {
    selections: { ...paid, vehicleInformation },
    checkout,
    profile,
  });
}

/** A renewal's invoice, opened in place of any unpaid one; the profile is saved with it when the member changed it. */
async function openRenewalInvoice(
  context: AppContext,
  memberId: number,
  renewal: {
    selections: InvoiceSelections;
    checkout: Checkout;
    profile?: Parameters<typeof updateProfile>[2];
  },
) {
  const { selections, checkout, profile } = renewal;
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    // The member's row lock orders two renewals opened at once; the newer one voids the older (and an unpaid
    // join), so only one invoice can ever be paid for a year (settlement checks the rule again).
    await lockMember(inTransaction, memberId);
    await voidUnpaidInvoices(inTransaction, memberId);
    if (profile) await updateProfile(inTransaction, memberId, profile);
    return openInvoice(inTransaction, { memberId, kind: "renewal", selections, checkout });
  });
}

/**
 * Last year's choices as the one-tap renewal, the reminders and the letters price them, or why the member cannot
 * renew them now. A plan the club no longer offers is refused naming it: the member chooses again in the wizard.
 */
async function lastYearsRenewal(context: AppContext, memberId: number) {
  const { state, details } = await renewalState(context, memberId);
  const button = renewButton(state);
  const last = lastYearsSelections(details);
  if (!button.enabled || last.nationalPlan === null) {
    return { renewable: false as const, button, ...notRenewableBecause(button, last.nationalPlan) };
  }
  const selections = renewalSelections(last, last.nationalPlan);
  return { renewable: true as const, button, selections, planTitle: details.planTitle };
}

/** Prices last year's choices; a plan the club no longer offers is refused naming it, to be chosen again. */
async function priceOrChooseAgain<T>(pricing: Promise<T>, planTitle: string | null): Promise<T> {
  try {
    return await pricing;
  } catch (error) {
    throw choiceNoLongerOffered(error, planTitle);
  }
}

function notRenewableBecause(button: RenewButton, nationalPlan: number | null) {
  if (button.reason === "lifelong")
    return { reason: "lifelong" as const, message: renewalQuoteMessages.lifelong };
  if (button.reason === "already_renewed" || button.reason === "outside_window") {
    return { reason: button.reason, message: button.tooltip ?? renewalMessages.notAllowed };
  }
  if (nationalPlan === null)
    return { reason: "no_membership" as const, message: renewalQuoteMessages.noMembership };
  throw new Error(`a renewable member was refused: ${button.reason}`);
}

function choiceNoLongerOffered(error: unknown, planTitle: string | null) {
  if (!(error instanceof AppError)) return error;
  if (error.code === "plan_not_offered") {
    return invalidField(
      "nationalPlan",
      renewalQuoteMessages.planNotOffered(planTitle ?? "Your membership plan"),
      "plan_not_offered",
    );
  }
  if (error.code === "regional_plan_unknown") {
    return invalidField(
      "regionalPlans",
      renewalQuoteMessages.regionalPlanNotOffered,
      "regional_plan_unknown",
    );
  }
  return error;
}

/**
 * What renewing these choices costs: each item and the fee as the checkout asks online, and the total by cheque.
 * Priced once: by cheque the checkout adds no fee (priceSelections with online: false), so its total is the
 * online subtotal.
 */
export async function priceRenewal(context: AppContext, selections: Selections) {
  return renewalPriceOf(await priceSelections(context, selections, { online: true }));
}

function renewalPriceOf(online: Checkout) {
  return {
    items: online.items.map(({ description, amount }) => ({ description, amount })),
    fee: online.fee,
    totalOnline: online.total,
    totalByCheque: online.subtotal,
  };
}

/** GET /api/v1/members/renewal_quote: "renew as last year", priced, or why the member cannot renew now. */
export async function getRenewalQuote(context: AppContext, memberId: number): Promise<RenewalQuote> {
  const renewal = await lastYearsRenewal(context, memberId);
  if (!renewal.renewable) return { renewable: false, reason: renewal.reason, message: renewal.message };
  const price = await priceOrChooseAgain(priceRenewal(context, renewal.selections), renewal.planTitle);
  return { renewable: true, renewButton: renewal.button, ...price };
}

/**
 * POST /api/v1/members/renew_as_last_year: the invoice of last year's choices as the quote priced them; the
 * profile stays as it is and the cars need no changes. Refused as PUT /members/renew is when renewing is not open.
 */
export async function renewAsLastYear(context: AppContext, memberId: number) {
  const renewal = await lastYearsRenewal(context, memberId);
  if (!renewal.renewable) throw new AppError("renewal_not_allowed", { base: [renewal.message] });
  const checkout = await priceOrChooseAgain(priceSelections(context, renewal.selections), renewal.planTitle);
  return openRenewalInvoice(context, memberId, {
    selections: { ...renewal.selections, vehicleInformation: "no_changes" },
    checkout,
  });
}

/**
 * What a payment the office receives without an invoice buys: a renewal of the member's current choices (a join
 * for an account that never had a membership, with what they chose when they joined), on `nationalPlan` when the
 * office picks another plan.
 */
export async function officeRenewalSelections(context: AppContext, memberId: number, nationalPlan?: number) {
  const details = await findMembershipDetails(context.db, memberId);
  if (!details) throw notFound();
  return selectionsFrom(context, memberId, lastYearsSelections(details), nationalPlan);
}

/** The choices a payment or a renewal is for, from the member's current ones (see officeRenewalSelections). */
async function selectionsFrom(
  context: AppContext,
  memberId: number,
  current: LastYearsSelections,
  nationalPlan?: number,
) {
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
  return {
    kind: current.nationalPlan ? ("renewal" as const) : ("join" as const),
    selections: renewalSelections(last, plan),
  };
}

/** Last year's choices on `plan`, with no gifts: what the reminders, the letters and the one-tap renewal price. */
function renewalSelections(last: Omit<LastYearsSelections, "nationalPlan">, plan: number): Selections {
  // Parsed as a checkout's selections are: the museum level read back is one the club still offers.
  return selectionsSchema.parse({
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
}

export type RenewalPriceList = PriceList;

/** Issue 41: the plans offered and the fee, read once for the renewals of many members (see priceRenewals). */
export function readRenewalPriceList(context: AppContext): Promise<RenewalPriceList> {
  return readPriceList(context);
}

/** A member's renewal priced, or why it could not be (an unknown member, a plan no longer offered). */
export type PricedRenewal = { price: ReturnType<typeof renewalPriceOf> } | { error: unknown };

/**
 * Issue 41: the renewals of a set of members (a reminders run's, a day's letters) priced as each member's own
 * (officeRenewalSelections, then priceRenewal) with one read of their choices for the whole set and none of the
 * plans: `priceList` is read once per run. Keyed by member.
 */
export async function priceRenewals(
  context: AppContext,
  memberIds: number[],
  priceList: RenewalPriceList,
): Promise<Map<number, PricedRenewal>> {
  const choices = new Map(
    (memberIds.length > 0 ? await findRenewalChoices(context.db, memberIds) : []).map((row) => [
      row.memberId,
      row,
    ]),
  );
  const priced = new Map<number, PricedRenewal>();
  for (const memberId of memberIds) {
    try {
      const current = choices.get(memberId);
      if (!current) throw notFound();
      const { selections } = await selectionsFrom(context, memberId, lastYearsSelections(current));
      priced.set(memberId, { price: renewalPriceOf(priceFromList(priceList, selections)) });
    } catch (error) {
      priced.set(memberId, { error });
    }
  }
  return priced;
}
