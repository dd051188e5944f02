import type { Selections } from "@club/domain/join.schema";
import { isoDay, renewalWindowFor, renewButton, renewedDuesExpiry } from "@club/domain/membership-year.rules";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  associates,
  donations,
  nationalMemberships,
  nationalPlans,
  regionalMemberships,
} from "../../db/schema.ts";
import { getRenewalWindowSetting } from "./memberships.service.ts";

export interface Purchase {
  kind: "join" | "renewal";
  memberId: number;
  invoiceId: number;
  selections: Selections;
  total: number;
  now: Date;
  clubShortName: string;
}

/** What the rules no longer allow at settlement, though the invoice was fine when it was opened. */
export class PurchaseRefusedError extends Error {}

/**
 * Turns a paid join or renewal invoice into memberships and recorded gifts, inside the settlement transaction.
 * A first membership runs like a restart (renewedDuesExpiry with no dues yet); a renewal adds a year.
 */
export async function activatePurchase(tx: Db, purchase: Purchase) {
  const { selections, memberId, now } = purchase;
  const today = isoDay(now);
  const window = renewalWindowFor(today, await getRenewalWindowSetting(tx));
  // Locked, so that two renewals settling at once see each other: the second finds the first's renewal date.
  const [current] = await tx
    .select()
    .from(nationalMemberships)
    .where(eq(nationalMemberships.memberId, memberId))
    .for("update");
  // A join pays for a first membership; one that already started (paid by another invoice) is not bought twice.
  if (purchase.kind === "join" && current) throw new PurchaseRefusedError("membership already started");
  if (purchase.kind === "renewal") {
    const [plan] = current
      ? await tx.select().from(nationalPlans).where(eq(nationalPlans.id, current.nationalPlanId))
      : [];
    const button = renewButton({
      today,
      window,
      renewalDate: current?.renewalDate ?? null,
      duesExpire: current?.duesExpire ?? null,
      lifelong: plan?.lifelong ?? false,
      clubShortName: purchase.clubShortName,
    });
    if (!button.enabled) throw new PurchaseRefusedError(`renewal not allowed: ${button.reason}`);
  }
  const duesExpire = renewedDuesExpiry(today, window, current?.duesExpire ?? null);
  const paid = {
    nationalPlanId: selections.nationalPlan,
    duesExpire,
    datePaid: today,
    amountPaid: purchase.total,
    renewalDate: today,
    museumMembershipLevel: selections.museumMembershipLevel,
    updatedAt: now,
  };
  await tx
    .insert(nationalMemberships)
    .values({ memberId, yearJoined: Number(today.slice(0, 4)), ...paid, createdAt: now })
    .onConflictDoUpdate({ target: nationalMemberships.memberId, set: paid });

  await syncAssociate(tx, memberId, selections.associate, now);
  for (const regional of selections.regionalPlans) {
    const values = {
      associate: regional.associate && selections.associate !== null,
      duesExpire,
      updatedAt: now,
    };
    await tx
      .insert(regionalMemberships)
      .values({ memberId, regionalPlanId: regional.regionalId, ...values, createdAt: now })
      .onConflictDoUpdate({
        target: [regionalMemberships.memberId, regionalMemberships.regionalPlanId],
        set: values,
      });
  }

  const gifts = [
    { kind: "club" as const, amount: selections.clubDonation ? (selections.clubDonationAmount ?? 0) : 0 },
    {
      kind: "educational_foundation" as const,
      amount: selections.educationalFoundation ? (selections.educationalFoundationAmount ?? 0) : 0,
    },
  ].filter((gift) => gift.amount > 0);
  if (gifts.length > 0) {
    await tx
      .insert(donations)
      .values(gifts.map((gift) => ({ ...gift, memberId, invoiceId: purchase.invoiceId, createdAt: now })));
  }
  return { duesExpire };
}

/** The associate the member paid for: registered, renamed, or (renewing without one) removed. */
async function syncAssociate(tx: Db, memberId: number, associate: Selections["associate"], now: Date) {
  if (!associate) {
    await tx.delete(associates).where(eq(associates.memberId, memberId));
    await tx
      .update(regionalMemberships)
      .set({ associate: false, updatedAt: now })
      .where(eq(regionalMemberships.memberId, memberId));
    return;
  }
  await tx
    .insert(associates)
    .values({ memberId, ...associate, createdAt: now })
    .onConflictDoUpdate({
      target: associates.memberId,
      set: { firstName: sql`excluded.first_name`, lastName: sql`excluded.last_name` },
    });
}
