import type { Selections } from "@club/domain/join.schema";
import { renewalWindowFor, renewedDuesExpiry } from "@club/domain/membership-year.rules";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { associates, donations, nationalMemberships, regionalMemberships } from "../../db/schema.ts";
import { getRenewalWindowSetting } from "./memberships.service.ts";

export interface Purchase {
  memberId: number;
  invoiceId: number;
  selections: Selections;
  total: number;
  today: string;
}

/**
 * Turns a paid join or renewal invoice into memberships and recorded gifts, inside the settlement transaction.
 * A first membership runs like a restart (renewedDuesExpiry with no dues yet); a renewal adds a year.
 */
export async function activatePurchase(tx: Db, purchase: Purchase) {
  const { selections, memberId, today } = purchase;
  const window = renewalWindowFor(today, await getRenewalWindowSetting(tx));
  const [current] = await tx
    .select()
    .from(nationalMemberships)
    .where(eq(nationalMemberships.memberId, memberId));
  const duesExpire = renewedDuesExpiry(today, window, current?.duesExpire ?? null);
  const paid = {
    nationalPlanId: selections.nationalPlan,
    duesExpire,
    datePaid: today,
    amountPaid: purchase.total,
    renewalDate: today,
    museumMembershipLevel: selections.museumMembershipLevel,
  };
  await tx
    .insert(nationalMemberships)
    .values({ memberId, yearJoined: Number(today.slice(0, 4)), ...paid })
    .onConflictDoUpdate({ target: nationalMemberships.memberId, set: paid });

  await syncAssociate(tx, memberId, selections.associate);
  for (const regional of selections.regionalPlans) {
    const values = { associate: regional.associate && selections.associate !== null, duesExpire };
    await tx
      .insert(regionalMemberships)
      .values({ memberId, regionalPlanId: regional.regionalId, ...values })
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
      .values(gifts.map((gift) => ({ ...gift, memberId, invoiceId: purchase.invoiceId })));
  }
  return { duesExpire };
}

/** The associate the member paid for: registered, renamed, or (renewing without one) removed. */
async function syncAssociate(tx: Db, memberId: number, associate: Selections["associate"]) {
  if (!associate) {
    await tx.delete(associates).where(eq(associates.memberId, memberId));
    await tx
      .update(regionalMemberships)
      .set({ associate: false })
      .where(eq(regionalMemberships.memberId, memberId));
    return;
  }
  await tx
    .insert(associates)
    .values({ memberId, ...associate })
    .onConflictDoUpdate({
      target: associates.memberId,
      set: { firstName: sql`excluded.first_name`, lastName: sql`excluded.last_name` },
    });
}
