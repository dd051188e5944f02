import { isoDay } from "@club/domain/days";
import type { MembershipDetails } from "@club/domain/membership.schema";
import {
  defaultRenewalWindow,
  type RenewalWindowSetting,
  renewalWindowFor,
  renewalWindowSettingSchema,
} from "@club/domain/membership-year.rules";
import { memberFacingStanding, standingOf } from "@club/domain/standing.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { findMembershipDetails, findSetting } from "./memberships.repository.ts";

/** The club's renewal window; a stored value that does not parse is logged and the default applies. */
export async function getRenewalWindowSetting(context: AppContext): Promise<RenewalWindowSetting> {
  return renewalWindowSettingOf(context, await findSetting(context.db, "renewal_window"));
}

export function renewalWindowSettingOf(context: AppContext, stored: unknown): RenewalWindowSetting {
  if (stored === undefined || stored === null) return defaultRenewalWindow;
  const setting = renewalWindowSettingSchema.safeParse(stored);
  if (setting.success) return setting.data;
  context.log.error(
    { issues: setting.error.issues },
    "settings.renewal_window is invalid; the default applies",
  );
  return defaultRenewalWindow;
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
    regionalAdministrator: details.regionalAdministrator,
    renewalWindow: renewalWindowFor(today, renewalWindowSettingOf(context, details.renewalWindowSetting)),
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
