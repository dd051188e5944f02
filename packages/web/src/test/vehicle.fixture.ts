import type { Vehicle } from "@club/domain/vehicle.schema";

// A member's approved car as GET /api/v1/vehicles returns it, for tests.
export const packardFixture: Vehicle = {
  id: 3,
  images: [
    {
      id: 41,
      url: "/api/v1/vehicle_images/41/original?expires=1&signature=a",
      thumbnailUrl: "/api/v1/vehicle_images/41/thumbnail?expires=1&signature=a",
    },
  ],
  ownedByAssociate: false,
  year: 1932,
  makeId: 9,
  make: "Packard",
  model: "Deluxe Eight",
  numberOfCylinders: 8,
  bodyStyle: "Coupe Roadster",
  bodyMaker: "Dietrich",
  engineNumber: "E-904",
  bodyNumber: "B-12",
  serialNumber: "S-1932",
  trackAcquiredFrom: null,
  trackDateAcquired: null,
  trackSoldTo: null,
  trackDateSold: null,
  trackOtherInfo: null,
  seniorCategory: "Senior",
  seniorNumber: "4471",
  newCoachWork: false,
  altered: false,
  authentic: true,
  approvedByCommittee: true,
  location: "Winnetka",
  showNumbers: false,
  status: "approved",
  rejectionReason: null,
};

export const makesFixture = [
  { id: 4, name: "Cadillac" },
  { id: 9, name: "Packard" },
];
