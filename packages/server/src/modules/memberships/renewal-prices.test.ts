import { selectionsSchema } from "@club/domain/join.schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { createDirectoryMember, createMember, nationalPlanId } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { captureQueries } from "../../test/round-trips.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { openInvoice } from "../checkout/invoices.service.ts";
import { regions } from "../geo/geo.schema.ts";
import { nationalPlans, regionalPlans } from "../plans/plans.schema.ts";
import { priceSelections } from "../plans/pricing.service.ts";
import { settings } from "../settings/settings.schema.ts";
import { nationalMemberships, regionalMemberships } from "./memberships.schema.ts";
import {
  getRenewalQuote,
  officeRenewalSelections,
  priceRenewal,
  priceRenewals,
  readRenewalPriceList,
} from "./renewal.service.ts";

// Issue 41 (pricing): a reminders run and a day's letters price a set of members from one read of their choices and
// one of the plans, instead of a member at a time. Whatever a member holds, the set's price is the one member's: the
// one the office's per-member path gives, and the one the member's own renewal page quotes.

// Inside the default renewal window, 35 days before the year's dues date.
const clock = { now: new Date("2026-11-26T15:00:00Z") };
const thisYear = "2026-12-31";
const lastYear = "2025-12-31";

let database: Database;
let context: AppContext;
const memberIds: number[] = [];

async function regionalPlanOf(code: string) {
  const [row] = await database.db
    .select({ id: regionalPlans.id })
    .from(regionalPlans)
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
    .where(eq(regions.code, code));
  return row?.id as number;
}

/** Every national plan offered, with and without an associate, no region to three, every museum level. */
async function createVariedMembers() {
  const plans = [
    "Active Member (USA)",
    "Active Member (Canada)",
    "Active Member (International)",
    "Digital Member",
  ];
  const regionSets = [[], ["GI"], ["AZ", "GI"], ["CO", "FL", "MET"]];
  const museumLevels = [0, 50, 100, 500, 1000];
  let n = 0;
  for (const plan of plans)
    for (const associate of [false, true])
      for (const codes of regionSets) {
        n += 1;
        const member = await createDirectoryMember(database.db, {
          member: { lastName: `Varied${n}` },
          nationalPlan: plan,
          // One in three lapsed last year: the run's "lapsed" steps price them too.
          duesExpire: n % 3 === 0 ? lastYear : thisYear,
          associate: associate ? { firstName: "Pat", lastName: `Varied${n}` } : undefined,
          regions: codes.map((code) => ({ code, duesExpire: thisYear })),
        });
        await database.db
          .update(nationalMemberships)
          .set({ museumMembershipLevel: museumLevels[n % museumLevels.length] })
          .where(eq(nationalMemberships.memberId, member.id));
        // With an associate, the associate is in the first region too, when there is one.
        if (associate && codes[0])
          await database.db
            .update(regionalMemberships)
            .set({ associate: true })
            .where(
              and(
                eq(regionalMemberships.memberId, member.id),
                eq(regionalMemberships.regionalPlanId, await regionalPlanOf(codes[0])),
              ),
            );
        memberIds.push(member.id);
      }
}

/** The members who cannot be priced, each for its own reason. */
async function createUnpriceableMembers() {
  // Lifelong: the LIFE plan is not offered online.
  const lifelong = await createDirectoryMember(database.db, {
    member: { lastName: "Lifelong" },
    nationalPlan: "LIFE Member (USA)",
  });
  // A plan the club retired (inactive).
  const [retired] = await database.db
    .insert(nationalPlans)
    .values({
      title: "Retired Plan",
      description: "No longer offered",
      cost: 9000,
      lifelong: false,
      offeredOnline: true,
      active: false,
      associatePlanTitle: "Retired Associate",
      associatePlanCost: 1000,
      sortOrder: 99,
    })
    .returning();
  const onRetired = await createDirectoryMember(database.db, {
    member: { lastName: "Retired" },
    nationalPlan: retired?.title,
  });
  // A region whose plan the club withdrew.
  await database.db
    .update(regionalPlans)
    .set({ active: false })
    .where(eq(regionalPlans.id, await regionalPlanOf("DV")));
  const inWithdrawnRegion = await createDirectoryMember(database.db, {
    member: { lastName: "Withdrawn" },
    regions: [{ code: "DV", duesExpire: thisYear }],
  });
  // No membership and no invoice: nothing to renew.
  const nothing = await createMember(database.db, { lastName: "Nothing" });
  memberIds.push(lifelong.id, onRetired.id, inWithdrawnRegion.id, nothing.id, 999_999);
}

/** A joiner who has not paid yet: their join's choices are what a payment at the office would buy. */
async function createJoiner() {
  const joiner = await createMember(database.db, { lastName: "Joiner" });
  const selections = selectionsSchema.parse({
    nationalPlan: await nationalPlanId(database.db, "Active Member (Canada)"),
    associate: { firstName: "Sam", lastName: "Joiner" },
    regionalPlans: [{ regionalId: await regionalPlanOf("GI"), associate: true }],
    museum: true,
    museumMembershipLevel: 100,
    clubDonation: true,
    clubDonationAmount: 2500,
  });
  await openInvoice(context, {
    memberId: joiner.id,
    kind: "join",
    selections,
    checkout: await priceSelections(context, selections),
  });
  memberIds.push(joiner.id);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demo: false, now: clock.now });
  context = jobContextOn(database.db, clock);
  // Not the default 3 %: the set must apply the club's own fee.
  await database.db
    .insert(settings)
    .values({ key: "convenience_fee_percent", value: 2.5, updatedAt: clock.now });
  await createVariedMembers();
  await createUnpriceableMembers();
  await createJoiner();
}, 60_000);
afterAll(() => database.close());

/** A price, or the error's code: what a reminder, a letter or the member's page would say. */
function outcomeOf(priced: { price: unknown } | { error: unknown }) {
  if ("price" in priced) return { price: priced.price };
  const { error } = priced;
  return { error: error instanceof AppError ? error.code : String(error) };
}

/** The office's per-member path: the member's choices, then their price (what the run did a member at a time). */
async function oneMemberAtATime(memberId: number) {
  try {
    const { selections } = await officeRenewalSelections(context, memberId);
    return outcomeOf({ price: await priceRenewal(context, selections) });
  } catch (error) {
    return outcomeOf({ error });
  }
}

describe("the renewals of a set of members, priced at once", () => {
  it("are priced exactly as each member alone, whatever they hold", async () => {
    const priced = await priceRenewals(context, memberIds, await readRenewalPriceList(context));

    expect([...priced.keys()]).toEqual(memberIds);
    const prices = new Set<number>();
    for (const memberId of memberIds) {
      const set = outcomeOf(priced.get(memberId) ?? { error: "missing" });
      expect({ memberId, ...set }).toEqual({ memberId, ...(await oneMemberAtATime(memberId)) });
      if ("price" in set) prices.add((set.price as { totalOnline: number }).totalOnline);
    }
    // The set is varied: many different totals, and each reason for no price.
    expect(prices.size).toBeGreaterThan(20);
    const errors = [...priced.values()].flatMap((outcome) => {
      const { error } = outcomeOf(outcome);
      return error ? [error] : [];
    });
    expect(new Set(errors)).toEqual(
      new Set(["plan_not_offered", "regional_plan_unknown", "invalid", "not_found"]),
    );
  });

  it("are the amounts each member's own renewal page quotes", async () => {
    const priced = await priceRenewals(context, memberIds, await readRenewalPriceList(context));
    let quoted = 0;
    for (const memberId of memberIds) {
      const quote = await getRenewalQuote(context, memberId).catch(() => null);
      if (!quote?.renewable) continue;
      quoted += 1;
      const { renewButton: _, renewable: __, ...price } = quote;
      expect({ memberId, ...outcomeOf(priced.get(memberId) ?? { error: "missing" }) }).toEqual({
        memberId,
        price,
      });
    }
    expect(quoted).toBeGreaterThan(25);
  });

  it("read the set's choices in one statement, and the plans and the fee once", async () => {
    const members = memberIds.slice(0, 32);
    let priceList: Awaited<ReturnType<typeof readRenewalPriceList>> | undefined;
    const listRead = await captureQueries(database.db, async () => {
      priceList = await readRenewalPriceList(context);
    });
    expect(listRead).toHaveLength(3);
    const setRead = await captureQueries(database.db, () =>
      priceRenewals(context, members, priceList as NonNullable<typeof priceList>),
    );
    expect(setRead).toHaveLength(1);
    expect(setRead[0]?.text).toContain('"national_memberships"');
  });
});
