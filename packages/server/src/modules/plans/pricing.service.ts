import { type Checkout, computeCheckout } from "@club/domain/checkout.rules";
import type { Selections } from "@club/domain/join.schema";
import { joinMessages } from "@club/domain/join.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField } from "../../lib/app-error.ts";
import { getClubSettings } from "../settings/settings.service.ts";
import { findOfferedNationalPlan, findOfferedRegionalPlans } from "./plans.repository.ts";
import { toNationalPlan } from "./plans.service.ts";

/**
 * Prices a member's selections from the plans in the database, never from anything the browser sent, and
 * refuses a plan that does not exist, is not offered online or is inactive (issue 14: the members on an inactive
 * plan keep it, but nobody joins or renews on it). Paid online, the convenience fee is the club's setting of the
 * moment; paid at the office (`online: false`), there is none.
 */
export async function priceSelections(
  context: Pick<AppContext, "db" | "config" | "log">,
  selections: Selections,
  options = { online: true },
): Promise<Checkout> {
  const { db } = context;
  const feePercent = options.online ? (await getClubSettings(context)).convenienceFeePercent : 0;
  const plan = await findOfferedNationalPlan(db, selections.nationalPlan);
  if (!plan) throw invalidField("nationalPlan", joinMessages.selectPlan, "plan_not_offered");
  const ids = selections.regionalPlans.map((regional) => regional.regionalId);
  const regional = ids.length > 0 ? await findOfferedRegionalPlans(db, ids) : [];
  if (regional.length !== new Set(ids).size) {
    throw invalidField(
      "regionalPlans",
      "One of the chosen regional memberships does not exist or is no longer offered",
      "regional_plan_unknown",
    );
  }
  const byId = new Map(regional.map((row) => [row.id, row]));
  return computeCheckout(
    {
      nationalPlan: toNationalPlan(plan),
      associate: selections.associate !== null,
      regionalPlans: selections.regionalPlans.map((choice) => {
        const row = byId.get(choice.regionalId);
        if (!row) throw new Error("regional plan vanished while pricing");
        return {
          title: row.title,
          cost: row.cost,
          associateCost: row.associateCost,
          associate: choice.associate,
        };
      }),
      clubDonationAmount: selections.clubDonation ? (selections.clubDonationAmount ?? 0) : 0,
      educationalFoundationAmount: selections.educationalFoundation
        ? (selections.educationalFoundationAmount ?? 0)
        : 0,
      museumMembershipLevel: selections.museum ? selections.museumMembershipLevel : 0,
    },
    { feePercent },
  );
}
