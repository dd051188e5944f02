import type { Selections } from "@club/domain/join.schema";
import { newMembershipDuesExpiry, renewalWindowFor } from "@club/domain/membership-year.rules";
import type { Db } from "../../db/client.ts";
import { donations, nationalMemberships, regionalMemberships } from "../../db/schema.ts";
import { getRenewalWindowSetting } from "./memberships.service.ts";

export interface Purchase {
  memberId: number;
  invoiceId: number;
  selections: Selections;
  total: number;
  today: string;
}

/** Turns a paid join invoice into memberships and recorded gifts. Runs inside the settlement transaction. */
export async function activateJoin(tx: Db, purchase: Purchase) {
  const window = renewalWindowFor(purchase.today, await getRenewalWindowSetting(tx));
  const duesExpire = newMembershipDuesExpiry(purchase.today, window);
  const { selections } = purchase;
  await tx.insert(nationalMemberships).values({
    memberId: purchase.memberId,
    nationalPlanId: selections.nationalPlan,
    yearJoined: Number(purchase.today.slice(0, 4)),
    duesExpire,
    datePaid: purchase.today,
    amountPaid: purchase.total,
    renewalDate: purchase.today,
    museumMembershipLevel: selections.museumMembershipLevel,
  });
  for (const regional of selections.regionalPlans) {
    await tx
      .insert(regionalMemberships)
      .values({
        memberId: purchase.memberId,
        regionalPlanId: regional.regionalId,
        associate: regional.associate && selections.associate !== null,
        duesExpire,
      })
      .onConflictDoNothing();
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
      .values(gifts.map((gift) => ({ ...gift, memberId: purchase.memberId, invoiceId: purchase.invoiceId })));
  }
  return { duesExpire };
}
