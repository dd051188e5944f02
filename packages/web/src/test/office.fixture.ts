import type { OfficeMemberRecord, OfficeSession } from "@club/domain/office.schema";
import { profileFixture } from "./member-fixtures.ts";

/** An office administrator's session whose second factor is set up and proved. */
export function officeSessionFixture(overrides: Partial<OfficeSession> = {}): OfficeSession {
  return {
    role: "office_admin",
    name: "Olive Office",
    twoFactor: { required: true, enrolled: true, verified: true },
    ...overrides,
  };
}

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
