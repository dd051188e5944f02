import type { RenewalWindow } from "@club/domain/membership.schema";
import { choicesBeforeAsking, type PrivacyChoices } from "@club/domain/privacy.rules";
import { type RegionalStatusFilter, renewedYear } from "@club/domain/search.schema";
import { type ClosedStanding, goodStandings, type Standing } from "@club/domain/standing.rules";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { regions } from "../modules/geo/geo.schema.ts";
import { members } from "../modules/members/members.schema.ts";
import { nationalMemberships, regionalMemberships } from "../modules/memberships/memberships.schema.ts";
import { nationalPlans, regionalPlans } from "../modules/plans/plans.schema.ts";
import { erasureRequests, privacyChoices } from "../modules/privacy/privacy.schema.ts";

// Conditions on the members table that more than one module's queries share (the directory search, the regional
// administrator's search and export): here, so that no module reaches into another's repository for them.

/** A LIKE pattern that matches the text anywhere, case-insensitively, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function contains(column: SQL | unknown, text: string): SQL {
  return sql`lower(${column}) like ${containsPattern(text)}`;
}

// Where an account stands (issue 23): the SQL mirror of `standingOf` in the domain's standing.rules.ts, built from
// two lists below that every form shares. A test (member-filters.test.ts) seeds an account of every standing and
// checks that the SQL and the domain agree. The filters are plain conditions on columns rather than comparisons of
// a CASE, so the planner estimates how many members they keep and reads the memberships once for a whole page or
// count (a CASE made it guess a handful, and look each member's membership up one by one: six times slower).

type Day = string | Placeholder;
/** The standings a national membership gives an open account. */
type MembershipStanding = Exclude<Standing, ClosedStanding | "unpaid_joiner">;

/** The columns whose date or link closes an account, in the domain's order: the first one set decides. */
const closings = [
  ["merged", members.mergedIntoId],
  ["deceased", members.deceasedOn],
  ["resigned", members.resignedOn],
] as const satisfies readonly (readonly [ClosedStanding, unknown])[];

/**
 * What a national membership row and its plan make of an open account, each as a condition on the row (they
 * exclude one another). A complimentary year runs to its dues date like a paid one; without a row (a left join
 * that found none) none holds.
 */
function membershipConditions(today: Day): Record<MembershipStanding, SQL> {
  const { duesExpire, complimentary } = nationalMemberships;
  const notLifelong = sql`not ${nationalPlans.lifelong}`;
  return {
    lifetime: sql`${nationalPlans.lifelong}`,
    complimentary: sql`${notLifelong} and ${duesExpire} >= ${today} and ${complimentary}`,
    active: sql`${notLifelong} and ${duesExpire} >= ${today} and not ${complimentary}`,
    lapsed: sql`${notLifelong} and ${duesExpire} < ${today}`,
  };
}

const closedStanding = sql`case ${sql.join(
  closings.map(([standing, column]) => sql`when ${column} is not null then ${standing}`),
  sql` `,
)} end`;

function membershipStanding(today: Day): SQL {
  const conditions = Object.entries(membershipConditions(today));
  return sql`case ${sql.join(
    conditions.map(([standing, condition]) => sql`when ${condition} then ${standing}`),
    sql` `,
  )} end`;
}

const membershipOfMember = sql`from ${nationalMemberships}
  join ${nationalPlans} on ${nationalPlans.id} = ${nationalMemberships.nationalPlanId}
  where ${nationalMemberships.memberId} = ${members.id}`;

/** The account's standing on `today`, in any query over members. */
export function standingSql(today: Day): SQL<Standing> {
  return sql<Standing>`coalesce(${closedStanding},
    (select ${membershipStanding(today)} ${membershipOfMember}), 'unpaid_joiner')`;
}

/** The same, in a query that left-joins the member's national membership and its plan itself (the office's list). */
export function joinedStandingSql(today: Day): SQL<Standing> {
  return sql<Standing>`coalesce(${closedStanding}, ${membershipStanding(today)}, 'unpaid_joiner')`;
}

/** The account is open: the office has not closed it nor merged it into another (the domain's `maySignIn`). */
export const accountOpen: SQL = sql.join(
  closings.map(([, column]) => sql`${column} is null`),
  sql` and `,
);

/**
 * Open accounts whose national membership gives one of `wanted` on `today` and meets `membership` (a condition on
 * its row), as a semi-join the planner can run once for a whole page or count, rather than a subquery per member.
 */
export function hasMembershipStanding(
  today: Day,
  wanted: readonly MembershipStanding[],
  membership?: SQL,
): SQL {
  const conditions = membershipConditions(today);
  const anyWanted = sql.join(
    wanted.map((standing) => sql`(${conditions[standing]})`),
    sql` or `,
  );
  return sql`${accountOpen} and exists (select 1 ${membershipOfMember}
    and (${anyWanted}) ${membership ? sql`and ${membership}` : sql``})`;
}

/**
 * Who the directory lists (docs/decisions.md), the active members the dashboard counts and announcements reach:
 * members in good standing (active, lifetime, complimentary). Joiners who have not paid, lapsed members, and
 * accounts the office closed or merged are not.
 */
export function inGoodStanding(today: Day): SQL {
  return hasMembershipStanding(today, goodStandings);
}

/**
 * The same, in a query that joins the member's national membership and its plan itself (the dashboard's counts): a
 * condition on the joined rows, not a second reading of them per member.
 */
export function joinedInGoodStanding(today: Day): SQL {
  const conditions = membershipConditions(today);
  const anyGood = sql.join(
    goodStandings.map((standing) => sql`(${conditions[standing]})`),
    sql` or `,
  );
  return sql`${accountOpen} and (${anyGood})`;
}

/** Members with a regional membership in the region whose dues fit the condition. */
export function inRegion(regionCode: string, dues?: SQL): SQL {
  return sql`exists (select 1 from ${regionalMemberships}
    join ${regionalPlans} on ${regionalPlans.id} = ${regionalMemberships.regionalPlanId}
    join ${regions} on ${regions.id} = ${regionalPlans.regionId}
    where ${regionalMemberships.memberId} = ${members.id} and ${regions.code} = ${regionCode}
    ${dues ? sql`and ${dues}` : sql``})`;
}

/**
 * Members of a region by the status of their regional membership (spec §9): all; current (dues run to today or
 * later); renewed for the coming year ("Renewed {year}"); not renewed for it.
 */
export function regionalStatus(
  regionCode: string,
  filter: RegionalStatusFilter,
  today: string,
  window: RenewalWindow,
): SQL {
  const renewedThrough = `${renewedYear(today, window)}-12-31`;
  const dues = regionalMemberships.duesExpire;
  switch (filter) {
    case "all_members":
      return inRegion(regionCode);
    case "current_members":
      return inRegion(regionCode, sql`${dues} >= ${today}`);
    case "renewed_members":
      return inRegion(regionCode, sql`${dues} >= ${renewedThrough}`);
    case "not_renewed_members":
      return inRegion(regionCode, sql`${dues} < ${renewedThrough}`);
  }
}

/**
 * The member's id, always with its table's name: Drizzle leaves a selected expression's columns unqualified in a query
 * over one table, where a subquery's own `id` would take the place of the member's.
 */
const memberIdOfRow = sql`${members}.${sql.identifier("id")}`;

/** A choice of what other members see (issue 30); allowing club mail is the regional mailing list's own. */
type ShownChoice = Exclude<keyof PrivacyChoices, "allowClubMail">;

/**
 * The member shows `choice` to other members: they chose so, or never chose and have the domain's
 * choicesBeforeAsking (everything shown). An anti-join on the members' own rows, so a search's page and count stay
 * plain conditions on members.
 */
export function showsToOthers(choice: ShownChoice): SQL<boolean> {
  return sql<boolean>`not exists (select 1 from ${privacyChoices}
    where ${privacyChoices.memberId} = ${memberIdOfRow} and not ${privacyChoices[choice]})`;
}

/** Who other members find in the directory, the regional administrators' searches and reports included. */
export const listedInDirectory: SQL<boolean> = showsToOthers("showInDirectory");

/** A choice's value in a query that left-joins the member's privacy_choices row: no row is choicesBeforeAsking. */
export function chosen(choice: keyof PrivacyChoices): SQL<boolean> {
  return sql<boolean>`coalesce(${privacyChoices[choice]}, ${sql.raw(String(choicesBeforeAsking[choice]))})`;
}

/** The choices of the members of a query that left-joins their privacy_choices rows, as flat columns. */
export const choiceColumns = {
  showInDirectory: chosen("showInDirectory"),
  showAddress: chosen("showAddress"),
  showPhones: chosen("showPhones"),
  showEmail: chosen("showEmail"),
  allowClubMail: chosen("allowClubMail"),
};

/**
 * What the visibility rule (the domain's member-visibility.rules.ts) reads of each member a query names, as plain
 * columns of a query over members: whether they are listed (no choice made: listed, choicesBeforeAsking) and whether
 * they were forgotten at their request. An anti-join and a semi-join, so any list of members adds them without a
 * join of its own.
 */
export const seenMemberColumns = {
  showInDirectory: listedInDirectory,
  erased: sql<boolean>`exists (select 1 from ${erasureRequests}
    where ${erasureRequests.memberId} = ${memberIdOfRow} and ${erasureRequests.status} = 'completed')`,
};
