import type { Listing, ListingSummary } from "@club/domain/listing.schema";

// Listings as GET /api/v1/listings and /listings/{id} return them (issue 44), for tests.

export const packardSummary: ListingSummary = {
  id: 51,
  kind: "car",
  status: "active",
  title: "1932 Packard Deluxe Eight",
  price: 185000,
  city: "Winnetka",
  state: "Illinois",
  country: "United States",
  car: { year: 1932, make: "Packard", model: "Deluxe Eight" },
  thumbnailUrl: "/api/v1/listing_photos/7/thumbnail?expires=1&signature=a",
  warning: false,
  publishedAt: "2027-06-01T15:00:00Z",
  expiresAt: "2027-07-31T15:00:00Z",
  soldAt: null,
};

export const packardListing: Listing = {
  ...packardSummary,
  description: "A fine Coupe Roadster by Dietrich.\n\nKept in a heated garage since 1978.",
  vehicleId: 3,
  photos: [
    {
      id: 7,
      url: "/api/v1/listing_photos/7/original?expires=1&signature=a",
      thumbnailUrl: "/api/v1/listing_photos/7/thumbnail?expires=1&signature=a",
    },
  ],
  carPhotos: [
    {
      id: 41,
      url: "/api/v1/vehicle_images/41/original?expires=1&signature=a",
      thumbnailUrl: "/api/v1/vehicle_images/41/thumbnail?expires=1&signature=a",
    },
  ],
  listingCar: {
    vehicleId: 3,
    year: 1932,
    make: "Packard",
    model: "Deluxe Eight",
    bodyStyle: "Coupe Roadster",
    bodyMaker: "Dietrich",
    numberOfCylinders: 8,
    serialNumber: null,
    engineNumber: null,
    ownerCount: 3,
    awards: [{ eventTitle: "Grand Classic 2026", date: "2026-07-18", award: "First Prize", score: 98.5 }],
    fullClassic: "Packard 1930–1939 Deluxe Eight",
    senior: { category: "Senior", number: "4471" },
    warning: null,
  },
  seller: { name: "Margaret Whitfield", memberNo: 1042 },
  contact: { email: null, phone: "(847) 555-0142", address: null },
  contactChoice: { email: false, phone: true, address: false },
  factChoice: { ownerCount: true, awards: true, fullClassic: true, senior: true },
  own: false,
  actions: [],
  removalReason: null,
  enquirers: [],
  transferId: null,
  fee: 0,
  invoiceId: null,
  createdAt: "2027-06-01T14:00:00Z",
};

/** The same listing as its seller reads it: listed, with a member who wrote about it. */
export const ownPackardListing: Listing = {
  ...packardListing,
  own: true,
  actions: ["edit", "renew", "withdraw", "markSold", "addPhotos"],
  enquirers: [{ memberNo: 2077, name: "Eleanor Hayes" }],
};
