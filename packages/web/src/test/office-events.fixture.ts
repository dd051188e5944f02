import type { EventRegistrant, GateRegistration, OfficeEvent } from "@club/domain/office-events.schema";

/**
 * A form event in Greater Illinois as the office's events (and its regional administrators') list it: registration
 * through form 240101, 3 of 40 places taken.
 */
export const springTour: OfficeEvent = {
  id: 5,
  title: "Spring Tour",
  dateStart: "2027-05-01",
  dateEnd: "2027-05-03",
  regionCode: "GI",
  regionName: "Greater Illinois Region",
  registration: "form",
  formId: "240101",
  capacity: 40,
  registered: 3,
  waitlisted: 0,
  place: null,
  description: null,
  prices: [],
  carRequired: false,
  carEligibility: "approved",
  registrationOpens: null,
  registrationCloses: null,
  cancellation: null,
  items: [],
  full: false,
  past: false,
};

/** Issue 28: a full portal event with prices, a car rule, a cancellation rule, an item and two members waiting. */
export const concours: OfficeEvent = {
  ...springTour,
  id: 9,
  title: "Grand Classic Concours",
  dateStart: "2027-07-10",
  dateEnd: "2027-07-10",
  registration: "portal",
  formId: null,
  capacity: 2,
  registered: 2,
  waitlisted: 2,
  place: "Meadow Brook Hall",
  description: "Judging from 10 a.m.",
  prices: [
    { kind: "member", amount: 4500, earlyUntil: "2027-06-01", earlyAmount: 4000 },
    { kind: "guest", amount: 2500, earlyUntil: null, earlyAmount: null },
  ],
  carRequired: true,
  carEligibility: "full_classic",
  registrationOpens: "2027-03-01",
  registrationCloses: "2027-07-01",
  cancellation: { fullRefundUntil: "2027-06-01", fee: 1000, noRefundAfter: "2027-07-01" },
  items: [{ id: 4, label: "Banquet seat", amount: 6000, limit: 80 }],
  full: true,
};

/** Margaret Whitfield's registration, with her Packard; a form event's (confirmed, nothing more) unless told. */
export function registrantFixture(overrides: Partial<EventRegistrant> = {}): EventRegistrant {
  return {
    id: 1,
    submissionId: "SUB-1",
    registeredAt: "2027-02-01T10:00:00.000Z",
    status: "confirmed",
    associate: false,
    guests: [],
    items: [],
    total: 0,
    checkedInAt: null,
    memberId: 7,
    memberNo: 1042,
    firstName: "Margaret",
    lastName: "Whitfield",
    email: "member@example.org",
    vehicle: { id: 3, year: 1932, make: "Packard", model: "Deluxe Eight" },
    ...overrides,
  };
}

/** Margaret Whitfield at the gate: her Packard and two guests, still expected unless told. */
export function gateRegistrationFixture(overrides: Partial<GateRegistration> = {}): GateRegistration {
  return {
    registrationId: 1,
    memberNo: 1042,
    firstName: "Margaret",
    lastName: "Whitfield",
    vehicle: { year: 1932, make: "Packard", model: "Deluxe Eight" },
    associate: false,
    guests: [
      { firstName: "Ann", lastName: "Lee" },
      { firstName: "Bob", lastName: "Lee" },
    ],
    items: [],
    checkedInAt: null,
    ...overrides,
  };
}
