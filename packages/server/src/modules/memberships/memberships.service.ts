import type { MembershipDetails, MembershipStanding } from "@club/domain/membership.schema";
import {
  defaultRenewalWindow,
  isoDay,
  membershipStanding,
  type RenewalWindowSetting,
  renewalWindowFor,
} from "@club/domain/membership-year.rules";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import {
  findAssociate,
  findNationalMembership,
  findRegionalMemberships,
  findSetting,
  isRegionalAdministrator,
} from "./memberships.repository.ts";

export async function getRenewalWindowSetting(db: Db): Promise<RenewalWindowSetting> {
  return (
    ((await findSetting(db, "renewal_window")) as RenewalWindowSetting | undefined) ?? defaultRenewalWindow
  );
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
  db: Db,
  memberId: number,
  today: Date,
): Promise<MembershipStanding> {
  const national = await findNationalMembership(db, memberId);
  if (!national) throw notFound();
  return standingOf(national, today);
}

export async function getMembershipDetails(
  db: Db,
  memberId: number,
  today: Date,
): Promise<MembershipDetails> {
  const national = await findNationalMembership(db, memberId);
  if (!national) throw notFound();
  const [regional, associate, administrator, windowSetting] = await Promise.all([
    findRegionalMemberships(db, memberId),
    findAssociate(db, memberId),
    isRegionalAdministrator(db, memberId),
    getRenewalWindowSetting(db),
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
