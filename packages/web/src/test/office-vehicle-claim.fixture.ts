import type { OfficeVehicleClaim } from "@club/domain/vehicle-registry.schema";

/**
 * A pending claim in the office's queue as GET /api/v1/office/vehicle_claims returns it (issue 27): a member claims
 * a car another member has, with a note and one paper.
 */
export function officeVehicleClaimFixture(overrides: Partial<OfficeVehicleClaim> = {}): OfficeVehicleClaim {
  return {
    id: 5,
    vehicleId: 12,
    car: "1931 Packard Twin Six",
    note: "I bought it at auction in 2019.\nThe title and the bill of sale are attached.",
    status: "pending",
    reason: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    decidedAt: null,
    claimant: { memberNo: 10043, name: "Hal Byrne" },
    currentOwner: { memberNo: 10042, name: "Ruth Owner" },
    numbers: { serialNumber: "S-1931", engineNumber: "E-931", bodyNumber: null },
    documents: [{ id: 71, fileName: "title.pdf", url: "/api/v1/claim_documents/71?expires=1&signature=a" }],
    ownerAnswer: null,
    ...overrides,
  };
}
