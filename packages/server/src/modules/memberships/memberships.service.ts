import type { MembershipDetails, MembershipStanding } from "@club/domain/membership.schema";
import {
  defaultRenewalWindow,
  isoDay,
  membershipStanding,
  type RenewalWindowSetting,
  renewalWindowFor,
  renewalWindowSettingSchema,
} from "@club/domain/membership-year.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import {
  findAssociate,
  findNationalMembership,
  findRegionalMemberships,
  findSetting,
  isRegionalAdministrator,
} from "./memberships.repository.ts";

/** The club's renewal window; a stored value that does not parse is logged and the default applies. */
export async function getRenewalWindowSetting(context: AppContext): Promise<RenewalWindowSetting> {
  const stored = await findSetting(context.db, "renewal_window");
  if (stored === undefined) return defaultRenewalWindow;
  const setting = renewalWindowSettingSchema.safeParse(stored);
  if (setting.success) return setting.data;
  context.log.error(
    { issues: setting.error.issues },
    "settings.renewal_window is invalid; the default applies",
  );
  return defaultRenewalWindow;
}

type NationalMembershipRow = NonNullable<Awaited<ReturnType<typeof findNationalMembership>>>;

function standingOf(national: NationalMembershipRow, today: Date): MembershipStanding {
  return membershipStanding(
    { duesExpire: national.membership?.duesExpire ?? null, lifelong: national.lifelong ?? false },
    isoDay(today),
  );
}

/** Whether the member is in good standing today, or why not (unpaid joiner, lapsed dues). */
export async function getMembershipStanding(
  context: AppContext,
  memberId: number,
): Promise<MembershipStanding> {
  const national = await findNationalMembership(context.db, memberId);
  if (!national) throw notFound();
  return standingOf(national, context.now());
}

export async function getMembershipDetails(
  context: AppContext,
  memberId: number,
): Promise<MembershipDetails> {
  const today = context.now();
  const national = await findNationalMembership(context.db, memberId);
  if (!national) throw notFound();
  const [regional, associate, administrator, windowSetting] = await Promise.all([
    findRegionalMemberships(context.db, memberId),
    findAssociate(context.db, memberId),
    isRegionalAdministrator(context.db, memberId),
    getRenewalWindowSetting(context),
  ]);
  const membership = national.membership;
  return {
    id: membership?.id ?? null,
    memberNo: national.memberNo,
    nationalPlanName: national.planTitle,
    yearJoined: membership?.yearJoined ?? null,
    duesExpire: membership?.duesExpire ?? null,
    datePaid: membership?.datePaid ?? null,
    amountPaid: membership?.amountPaid ?? null,
    renewalDate: membership?.renewalDate ?? null,
    museumMembershipLevel: membership?.museumMembershipLevel ?? 0,
    lifelong: national.lifelong ?? false,
    standing: standingOf(national, today),
    regionalAdministrator: administrator,
    renewalWindow: renewalWindowFor(isoDay(today), windowSetting),
    regionalMemberships: regional,
    associate: associate
      ? {
          firstName: associate.firstName,
          lastName: associate.lastName,
          regionalMemberships: regional.filter((r) => r.associate).map((r) => r.regionName),
        }
      : null,
  };
}
