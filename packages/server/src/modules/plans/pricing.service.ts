import { type Checkout, type OfferedPlans, priceSelectionsFrom } from "@club/domain/checkout.rules";
import type { Selections } from "@club/domain/join.schema";
import { joinMessages } from "@club/domain/join.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField } from "../../lib/app-error.ts";
import { getClubSettings } from "../settings/settings.service.ts";
import {
  findOfferedNationalPlan,
  findOfferedNationalPlans,
  findOfferedRegionalPlans,
} from "./plans.repository.ts";
import { toNationalPlan } from "./plans.service.ts";

type PricingContext = Pick<AppContext, "db" | "config" | "log">;

/** The plans offered and the convenience fee of the moment: what any selections are priced from. */
export interface PriceList extends OfferedPlans {
  convenienceFeePercent: number;
}

/**
 * Prices a member's selections from the plans in the database, never from anything the browser sent, and
 * refuses a plan that does not exist, is not offered online or is inactive (issue 14: the members on an inactive
 * plan keep it, but nobody joins or renews on it). Paid online, the convenience fee is the club's setting of the
 * moment; paid at the office (`online: false`), there is none. Only the plans chosen are read.
 */
export async function priceSelections(
  context: PricingContext,
  selections: Selections,
  options = { online: true },
): Promise<Checkout> {
  const { db } = context;
  const convenienceFeePercent = options.online ? (await getClubSettings(context)).convenienceFeePercent : 0;
  const plan = await findOfferedNationalPlan(db, selections.nationalPlan);
  const ids = selections.regionalPlans.map((regional) => regional.regionalId);
  const regional = plan && ids.length > 0 ? await findOfferedRegionalPlans(db, ids) : [];
  return priceFromList(
    {
      nationalPlans: new Map(plan ? [[plan.id, toNationalPlan(plan)]] : []),
      regionalPlans: new Map(regional.map((row) => [row.id, row])),
      convenienceFeePercent,
    },
    selections,
    options,
  );
}

/**
 * Every plan offered and the fee, in three statements: read once by work that prices many members (a reminders run,
 * a day's letters, issue 41), each then priced by `priceFromList` without another read. A change of price made
 * meanwhile applies from the next run.
 */
export async function readPriceList(context: PricingContext): Promise<PriceList> {
  const [settings, national, regional] = await Promise.all([
    getClubSettings(context),
    findOfferedNationalPlans(context.db),
    findOfferedRegionalPlans(context.db),
  ]);
  return {
    nationalPlans: new Map(national.map((plan) => [plan.id, toNationalPlan(plan)])),
    regionalPlans: new Map(regional.map((row) => [row.id, row])),
    convenienceFeePercent: settings.convenienceFeePercent,
  };
}

/** Selections priced from a price list (see priceSelections), refused with the same errors. */
export function priceFromList(
  priceList: PriceList,
  selections: Selections,
  options = { online: true },
): Checkout {
  const priced = priceSelectionsFrom(
    selections,
    priceList,
    options.online ? priceList.convenienceFeePercent : 0,
  );
  if ("checkout" in priced) return priced.checkout;
  if (priced.refused === "plan_not_offered")
    throw invalidField("nationalPlan", joinMessages.selectPlan, "plan_not_offered");
  throw invalidField(
    "regionalPlans",
    "One of the chosen regional memberships does not exist or is no longer offered",
    "regional_plan_unknown",
  );
}
