import { clubDate } from "@club/domain/club-clock";
import { isoDay } from "@club/domain/days";
import type { MembershipDetails } from "@club/domain/membership.schema";
import { type RenewalWindowSetting, renewalWindowFor } from "@club/domain/membership-year.rules";
import { isCurrentTerm } from "@club/domain/officer-terms.rules";
import { memberFacingStanding, standingOf } from "@club/domain/standing.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import {
  clubTimeZoneOf,
  getClubTimeZone,
  getRenewalWindow,
  renewalWindowOf,
} from "../settings/settings.service.ts";
import {
  countMembersByNationalPlan,
  countMembersByRegionalPlan,
  findJoinedOn,
  findMembershipDetails,
} from "./memberships.repository.ts";

/** The club's renewal window; a stored value that does not parse is logged and the default applies. */
export function getRenewalWindowSetting(context: AppContext): Promise<RenewalWindowSetting> {
  return getRenewalWindow(context);
}

/** GET membership_details: one round trip (findMembershipDetails) after the session's. */
export async function getMembershipDetails(
  context: AppContext,
  memberId: number,
): Promise<MembershipDetails> {
  const today = isoDay(context.now());
  const details = await findMembershipDetails(context.db, memberId);
  if (!details) throw notFound();
  const { membership, associate, regionalMemberships } = details;
  const lifelong = details.lifelong ?? false;
  return {
    id: membership?.id ?? null,
    memberNo: details.memberNo,
    nationalPlanName: details.planTitle,
    yearJoined: membership?.yearJoined ?? null,
    duesExpire: membership?.duesExpire ?? null,
    datePaid: membership?.datePaid ?? null,
    amountPaid: membership?.amountPaid ?? null,
    renewalDate: membership?.renewalDate ?? null,
    museumMembershipLevel: membership?.museumMembershipLevel ?? 0,
    lifelong,
    standing: memberFacingStanding(
      standingOf({ ...details, membership: membership && { ...membership, lifelong } }, today),
    ),
    regionalAdministrator: details.officerTerms.some((term) =>
      isCurrentTerm(term, clubDate(context.now(), clubTimeZoneOf(context, details.clubTimeZoneSetting))),
    ),
    renewalWindow: renewalWindowFor(today, renewalWindowOf(context, details.renewalWindowSetting)),
    regionalMemberships: regionalMemberships.map(({ regionalPlanId: _, ...membership }) => membership),
    associate: associate
      ? {
          firstName: associate.firstName,
          lastName: associate.lastName,
          regionalMemberships: regionalMemberships.filter((r) => r.associate).map((r) => r.regionName),
        }
      : null,
  };
}

/** How many members hold each of these national plans, in one query; a plan no one holds is not in the map. */
export async function memberCountsByNationalPlan(context: Pick<AppContext, "db">, planIds: number[]) {
  if (planIds.length === 0) return new Map<number, number>();
  const rows = await countMembersByNationalPlan(context.db, planIds);
  return new Map(rows.map((row) => [row.planId, row.members]));
}

/** How many members hold each of these regional plans, in one query; a plan no one holds is not in the map. */
export async function memberCountsByRegionalPlan(context: Pick<AppContext, "db">, planIds: number[]) {
  if (planIds.length === 0) return new Map<number, number>();
  const rows = await countMembersByRegionalPlan(context.db, planIds);
  return new Map(rows.map((row) => [row.planId, row.members]));
}

/**
 * Issue 44: the club's day the member joined (YYYY-MM-DD), or null before their first payment: whose listings wait
 * for approval.
 */
export async function joinedOnOf(context: AppContext, memberId: number): Promise<string | null> {
  return (await findJoinedOn(context.db, memberId, await getClubTimeZone(context))) ?? null;
}
