import type { Listing, ListingSummary } from "@club/domain/listing.schema";

// Issue 44: listings as the public API replies with them: no seller, no contact.

export const carSummary: ListingSummary = {
  id: 7,
  kind: "car",
  status: "active",
  title: "1932 Packard Twelve",
  price: 145000,
  city: "Hartford",
  state: "US-CT",
  country: "US",
  car: { year: 1932, make: "Packard", model: "Twelve" },
  thumbnailUrl: "/api/v1/listing_photos/3/thumbnail?expires=1&signature=x",
  warning: true,
  publishedAt: "2027-06-01T15:00:00Z",
  expiresAt: "2027-07-31T15:00:00Z",
  soldAt: null,
};

export const partSummary: ListingSummary = {
  ...carSummary,
  id: 8,
  kind: "part",
  title: "Packard hub caps",
  price: null,
  car: null,
  thumbnailUrl: null,
  warning: false,
  status: "sold",
  soldAt: "2027-06-10T15:00:00Z",
};

export const carListing: Listing = {
  ...carSummary,
  description: "Restored in 1998.\n\nRuns well.",
  vehicleId: 12,
  photos: [{ id: 3, url: "/photo/3", thumbnailUrl: "/photo/3/thumb" }],
  carPhotos: [{ id: 4, url: "/photo/4", thumbnailUrl: "/photo/4/thumb" }],
  listingCar: {
    vehicleId: 12,
    year: 1932,
    make: "Packard",
    model: "Twelve",
    bodyStyle: "Coupe Roadster",
    bodyMaker: "Dietrich",
    numberOfCylinders: 12,
    serialNumber: null,
    engineNumber: null,
    ownerCount: 3,
    awards: null,
    fullClassic: null,
    senior: null,
    warning: "Another member has claimed this car. Ask the office before you buy.",
  },
  seller: null,
  contact: { email: null, phone: null, address: null },
  contactChoice: { email: false, phone: false, address: false },
  factChoice: { ownerCount: true, awards: false, fullClassic: false, senior: false },
  own: false,
  actions: [],
  removalReason: null,
  enquirers: [],
  transferId: null,
  fee: 0,
  invoiceId: null,
  createdAt: "2027-05-30T15:00:00Z",
};
