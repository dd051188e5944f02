import type { ClubEvent, EventDetails, Registration } from "@club/domain/event.schema";

// Issue 28: events and registrations as the events API returns them, for tests.

/** A portal event: registered for and paid for here. */
export const concoursFixture: ClubEvent = {
  id: 12,
  registration: "portal",
  formId: null,
  title: "Spring Concours",
  dateStart: "2099-05-02",
  dateEnd: "2099-05-03",
  regionName: "Greater Illinois",
  place: "Cantigny Park, Wheaton",
  full: false,
};

/** GET /api/v1/events/12: $40 a member, $30 an associate, $25 a guest, a $20 dinner with 5 left. */
export const concoursDetailsFixture: EventDetails = {
  ...concoursFixture,
  description: "Judging on Saturday, a tour on Sunday.",
  capacity: 80,
  placesLeft: 12,
  waitlisted: 0,
  prices: [
    { kind: "member", amount: 4000, regularAmount: 5000, earlyUntil: "2099-04-01" },
    { kind: "associate", amount: 3000, regularAmount: 3000, earlyUntil: null },
    { kind: "guest", amount: 2500, regularAmount: 2500, earlyUntil: null },
  ],
  carRequired: true,
  carEligibility: "approved",
  registrationOpens: null,
  registrationCloses: null,
  canRegister: true,
  cannotRegisterReason: null,
  cancellation: { fullRefundUntil: "2000-01-01", fee: 1000, noRefundAfter: "2099-04-30" },
  items: [{ id: 7, label: "Saturday dinner", amount: 2000, left: 5 }],
  myRegistration: null,
};

/** A registration made in the portal, confirmed and paid: $77.25 with the fee. */
export const confirmedRegistrationFixture: Registration = {
  id: 31,
  submissionId: null,
  event: concoursFixture,
  status: "confirmed",
  checkInCode: "K7Q2M9XP",
  checkedInAt: null,
  waitlistPosition: null,
  holdUntil: null,
  orderId: null,
  total: 7725,
  placePrice: null,
  paid: 7725,
  refunded: 0,
  refundedAt: null,
  vehicle: { id: 3, year: 1932, make: "Packard", model: "Deluxe Eight" },
  associate: true,
  guests: [{ firstName: "Ada", lastName: "Byron" }],
  items: [{ itemId: 7, label: "Saturday dinner", quantity: 2, amount: 2000 }],
  cancelledAt: null,
};
