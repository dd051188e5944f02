import type { OfficeMemberRecord, OfficeSession } from "@club/domain/office.schema";
import {
  type MemberPolicies,
  type MemberRefusals,
  type OfficePolicies,
  policyMessages,
} from "@club/domain/office-policies.schema";
import type { OfficeRole } from "@club/domain/own-profile.schema";
import { profileFixture } from "./member-fixtures.ts";

/** What the server lets an office administrator do at the club's level: everything. */
export const adminOfficePolicies: OfficePolicies = {
  enterOffice: true,
  manageMembers: true,
  readPayments: true,
  recordPayments: true,
  refundPayments: true,
  readAudit: true,
  readDashboard: true,
  reviewVehicles: true,
  decideVehicleClaims: true,
  manageEvents: true,
  manageAnnouncements: true,
  manageBounces: true,
  runReminders: true,
  configureReminders: true,
  readRegions: true,
  appointRegionalAdmins: true,
  managePlans: true,
  manageSettings: true,
  manageStaff: true,
  manageImports: true,
  manageClaims: true,
  manageClassics: true,
  readErasureRequests: true,
  decideErasureRequests: true,
  withdrawResults: true,
  recordRemittances: true,
  moderateListings: true,
  manageArchive: true,
  manageElections: true,
};

/**
 * What it lets office staff do: the desk's work, not the club's structure, refunds, the roster, its roles or a
 * car's move to another garage on a claim.
 */
export const staffOfficePolicies: OfficePolicies = {
  ...adminOfficePolicies,
  refundPayments: false,
  configureReminders: false,
  appointRegionalAdmins: false,
  managePlans: false,
  manageSettings: false,
  manageStaff: false,
  manageImports: false,
  manageClaims: false,
  manageClassics: false,
  decideVehicleClaims: false,
  decideErasureRequests: false,
  withdrawResults: false,
  recordRemittances: false,
};

const officePoliciesOf: Record<OfficeRole, OfficePolicies> = {
  office_admin: adminOfficePolicies,
  office_staff: staffOfficePolicies,
};

/** An office session whose second factor is set up and proved: an administrator's unless `role` says otherwise. */
export function officeSessionFixture(overrides: Partial<OfficeSession> = {}): OfficeSession {
  const role = overrides.role ?? "office_admin";
  return {
    role,
    name: "Olive Office",
    twoFactor: { required: true, enrolled: true, verified: true },
    policies: officePoliciesOf[role],
    ...overrides,
  };
}

/** What the server lets an office administrator do to a member's record: everything. */
export const adminMemberPolicies: MemberPolicies = {
  updateMember: true,
  changeEmail: true,
  changeMembership: true,
  addNote: true,
  recordPayment: true,
  refundPayment: true,
  mergeDuplicate: true,
};

/** Office staff on a member's record: all but refunds. */
export const staffMemberPolicies: MemberPolicies = { ...adminMemberPolicies, refundPayment: false };

/** Why not, as the server says it, for office staff on a member's record. */
export const staffMemberRefusals: MemberRefusals = { refundPayment: policyMessages.refundForAdministrators };

/** Office staff on an office account's record: notes and cheques only (issue 23). */
export const staffOnOfficeAccountPolicies: MemberPolicies = {
  ...staffMemberPolicies,
  updateMember: false,
  changeEmail: false,
  changeMembership: false,
  mergeDuplicate: false,
};

/** Why not, as the server says it, for office staff on an office account's record. */
export const staffOnOfficeAccountRefusals: MemberRefusals = {
  ...staffMemberRefusals,
  updateMember: policyMessages.officeAccountProtected,
  changeEmail: policyMessages.officeAccountProtected,
  changeMembership: policyMessages.officeAccountProtected,
  mergeDuplicate: policyMessages.officeAccountNotMerged,
};

/** A member's record as GET /api/v1/office/members/{id} returns it: a renewal paid by cheque, an open invoice. */
export function officeRecordFixture(overrides: Partial<OfficeMemberRecord> = {}): OfficeMemberRecord {
  const { officeRole: _ownRole, ...profile } = profileFixture;
  return {
    profile,
    status: "active",
    officeRole: null,
    deceasedOn: null,
    resignedOn: null,
    bulkMailOptOutAt: null,
    mergedIntoId: null,
    createdAt: "2009-03-02T15:04:00.000Z",
    policies: adminMemberPolicies,
    refusals: {},
    secondFactorFor: [],
    nationalMembership: {
      nationalPlanId: 1,
      planTitle: "Active Member (USA)",
      lifelong: false,
      yearJoined: 2009,
      duesExpire: "2025-12-31",
      complimentary: false,
    },
    regionalMemberships: [
      { regionCode: "GI", regionName: "Greater Illinois Region", duesExpire: "2025-12-31" },
    ],
    associate: null,
    invoices: [
      {
        orderId: "ORD-2026-OPEN",
        kind: "renewal",
        status: "pending",
        total: 9500,
        createdAt: "2026-01-04T10:00:00.000Z",
        paidAt: null,
        items: [{ description: "Active Member (USA)", amount: 9500 }],
        payments: [],
      },
      {
        orderId: "ORD-2025-PAID",
        kind: "renewal",
        status: "paid",
        total: 8000,
        createdAt: "2025-01-06T10:00:00.000Z",
        paidAt: "2025-01-08T10:00:00.000Z",
        items: [{ description: "Active Member (USA)", amount: 8000 }],
        payments: [
          {
            id: 31,
            provider: "cheque",
            reference: "Cheque 1207",
            amount: 8000,
            refunded: 2000,
            capturedAt: "2025-01-08T10:00:00.000Z",
          },
        ],
      },
    ],
    donations: [],
    vehicles: [],
    registrations: [],
    mails: [],
    mailBounce: null,
    reminders: [],
    notes: [],
    audit: [],
    ...overrides,
  };
}

/** A page of an office list as the server replies it: these rows, 50 a page, `total` in all. */
export function officePageFixture<Row>(results: Row[], page = 1, total = results.length) {
  return { results, page, pageSize: 50, total };
}
