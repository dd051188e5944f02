import type { MembershipDetails } from "@club/domain/membership.schema";
import { type RenewalState, renewButton } from "@club/domain/membership-year.rules";
import type { OwnProfile } from "@club/domain/own-profile.schema";
import type { RenewData } from "@club/domain/renewal.schema";

/** The signed-in member's own profile (a member: no office role). */
export const profileFixture: OwnProfile = {
  id: 7,
  memberNo: 1042,
  prefix: null,
  firstName: "Margaret",
  lastName: "Whitfield",
  suffix: null,
  company: null,
  email: "member@example.org",
  addressLine1: "412 Linden Avenue",
  addressLine2: null,
  city: "Winnetka",
  state: "US-IL",
  zipCode: "60093",
  country: "US",
  businessPhone: null,
  cellPhone: "(847) 555-0142",
  residentialPhone: null,
  publicationPreferences: 1,
  referrerName: null,
  seniorCategory: null,
  seniorNumber: null,
  officeRole: null,
  sessionScope: "full",
  hasPassword: true,
};

const renewalWindow = { start: "2025-10-01", end: "2025-12-31" };

/** renew_data with the Renew button as the domain rule decides it for these dates. */
export function renewDataFixture(state: Partial<RenewalState> = {}): RenewData {
  const full: RenewalState = {
    today: "2025-11-10",
    window: renewalWindow,
    renewalDate: "2025-01-06",
    lastPaid: "renewal",
    duesExpire: "2025-12-31",
    lifelong: false,
    clubShortName: "CCCA",
    ...state,
  };
  return {
    renewalDate: full.renewalDate,
    duesExpire: full.duesExpire,
    renewalWindow: full.window,
    lifelong: full.lifelong,
    renewButton: renewButton(full),
    selections: {
      nationalPlan: 1,
      associate: { firstName: "Harold", lastName: "Whitfield" },
      regionalPlans: [{ regionalId: 11, associate: true }],
      museumMembershipLevel: 50,
    },
  };
}

export const membershipDetailsFixture: MembershipDetails = {
  id: 3,
  memberNo: 1042,
  nationalPlanName: "Active Member (USA)",
  yearJoined: 2009,
  duesExpire: "2025-12-31",
  datePaid: "2025-01-06",
  amountPaid: 8000,
  renewalDate: "2025-01-06",
  museumMembershipLevel: 100,
  lifelong: false,
  standing: "active",
  regionalAdministrator: false,
  renewalWindow,
  regionalMemberships: [
    {
      id: 21,
      regionName: "Greater Illinois Region",
      regionCode: "GI",
      duesExpire: "2025-12-31",
      associate: true,
    },
    {
      id: 22,
      regionName: "Upper Midwest Region",
      regionCode: "UM",
      duesExpire: "2026-12-31",
      associate: false,
    },
  ],
  associate: { firstName: "Harold", lastName: "Whitfield", regionalMemberships: ["Greater Illinois Region"] },
};
