import { isoDay } from "@club/domain/days";
import { inGoodStanding, maySignIn, type Standing, standingOf, standings } from "@club/domain/standing.rules";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../modules/members/members.schema.ts";
import { nationalMemberships } from "../modules/memberships/memberships.schema.ts";
import { nationalPlans } from "../modules/plans/plans.schema.ts";
import { createDirectoryMember, createMember } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { daysFrom, yearEnd } from "../test/test-clock.ts";
import {
  accountOpen,
  hasMembershipStanding,
  inGoodStanding as inGoodStandingSql,
  joinedStandingSql,
  standingSql,
} from "./member-filters.ts";

// Issue 23: "in good standing" is the domain's rule (standing.rules.ts) and its SQL mirror here, which every
// listing, count and status reads. One account of every standing (and the days where one turns into another):
// the SQL says of each what the domain says of the same row.

let t: TestApp;
let today: string;
const seeded: { name: string; id: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  today = isoDay(t.clock.now);
  const yesterday = daysFrom(t.clock.now, -1);
  const nextYear = yearEnd(t.clock.now, 1);
  const seed = async (name: string, account: Promise<{ id: number }>) => {
    seeded.push({ name, id: (await account).id });
  };
  const complimentary = async (account: Promise<{ id: number }>) => {
    const { id } = await account;
    await db
      .update(nationalMemberships)
      .set({ complimentary: true })
      .where(eq(nationalMemberships.memberId, id));
    return { id };
  };

  await seed("active", createDirectoryMember(db, { duesExpire: nextYear }));
  await seed("active on its last day", createDirectoryMember(db, { duesExpire: today }));
  await seed("lapsed yesterday", createDirectoryMember(db, { duesExpire: yesterday }));
  await seed(
    "lifetime, dues long past",
    createDirectoryMember(db, { nationalPlan: "LIFE Member (USA)", duesExpire: "2001-12-31" }),
  );
  await seed("complimentary", complimentary(createDirectoryMember(db, { duesExpire: nextYear })));
  await seed(
    "complimentary year run out",
    complimentary(createDirectoryMember(db, { duesExpire: yesterday })),
  );
  await seed("unpaid joiner", createMember(db));
  await seed("deceased", createDirectoryMember(db, { member: { deceasedOn: yesterday } }));
  await seed("resigned", createDirectoryMember(db, { member: { resignedOn: yesterday } }));
  await seed(
    "resigned lifetime member",
    createDirectoryMember(db, { nationalPlan: "LIFE Member (USA)", member: { resignedOn: yesterday } }),
  );
  const kept = seeded[0]?.id as number;
  await seed("merged", createMember(db, { mergedIntoId: kept }));
  await seed(
    "merged, a membership left behind",
    createDirectoryMember(db, { member: { mergedIntoId: kept } }),
  );
});
afterAll(() => t.close());

/** Each seeded account's row, what the domain makes of it, and what each SQL form says. */
async function bothSides() {
  const rows = await t.database.db
    .select({
      id: members.id,
      deceasedOn: members.deceasedOn,
      resignedOn: members.resignedOn,
      mergedIntoId: members.mergedIntoId,
      duesExpire: nationalMemberships.duesExpire,
      lifelong: nationalPlans.lifelong,
      complimentary: nationalMemberships.complimentary,
      standing: standingSql(today),
      joinedStanding: joinedStandingSql(today),
      good: sql<boolean>`${inGoodStandingSql(today)}`,
      open: sql<boolean>`${accountOpen}`,
      lapsed: sql<boolean>`${hasMembershipStanding(today, ["lapsed"])}`,
    })
    .from(members)
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .where(
      inArray(
        members.id,
        seeded.map((account) => account.id),
      ),
    );
  return seeded.map(({ name, id }) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`${name} not read`);
    const { duesExpire, lifelong, complimentary } = row;
    const membership =
      duesExpire === null
        ? null
        : { duesExpire, lifelong: lifelong ?? false, complimentary: complimentary ?? false };
    return { name, domain: standingOf({ ...row, membership }, today) as Standing, sql: row };
  });
}

describe("the standing in SQL and in the domain", () => {
  it("seeds every standing there is", async () => {
    const seen = new Set((await bothSides()).map((account) => account.domain));
    expect([...seen].sort()).toEqual([...standings].sort());
  });

  it("gives each account the same standing, as a subquery or over the query's own joins", async () => {
    for (const { name, domain, sql: row } of await bothSides()) {
      expect({ name, standing: row.standing }).toEqual({ name, standing: domain });
      expect({ name, standing: row.joinedStanding }).toEqual({ name, standing: domain });
    }
  });

  it("lists in good standing, open and lapsed exactly the accounts the domain does", async () => {
    for (const { name, domain, sql: row } of await bothSides()) {
      expect({ name, good: row.good, open: row.open, lapsed: row.lapsed }).toEqual({
        name,
        good: inGoodStanding(domain),
        open: maySignIn(domain),
        lapsed: domain === "lapsed",
      });
    }
  });
});
