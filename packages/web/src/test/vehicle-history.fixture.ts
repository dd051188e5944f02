import { registryMessages, type VehicleHistory } from "@club/domain/vehicle-registry.schema";

// A car's history as GET /api/v1/vehicles/31/history returns it (issue 27), for tests: owners outside the club, a
// deleted member, the current owner last; numbers from the papers and from the owner.
export const duesenbergHistory: VehicleHistory = {
  vehicleId: 31,
  car: "1931 Duesenberg Model J",
  status: "approved",
  registryStatus: "active",
  inGarage: true,
  numbers: {
    serialNumber: "2405",
    engineNumber: "J-385",
    bodyNumber: null,
    sources: {
      serialNumber: { source: "documents", verifiedBy: "Jane Roe", verifiedOn: "2026-01-02" },
      engineNumber: { source: "owner", verifiedBy: null, verifiedOn: null },
    },
  },
  ownerships: [
    {
      ownerName: "Harold Greene",
      clubMember: false,
      memberNo: null,
      place: null,
      from: null,
      to: "1962-05-01",
      endedHow: null,
      source: "import",
    },
    {
      ownerName: registryMessages.formerMember,
      clubMember: true,
      memberNo: null,
      place: null,
      from: "1962-05-01",
      to: null,
      endedHow: null,
      source: "import",
    },
    {
      ownerName: "John Carter",
      clubMember: false,
      memberNo: null,
      place: "Dayton, Ohio",
      from: "1988-03-12",
      to: "1998-06-30",
      endedHow: null,
      source: "transfer",
    },
    {
      ownerName: "Walter Brandt",
      clubMember: true,
      memberNo: 1107,
      place: null,
      from: "1998-06-30",
      to: null,
      endedHow: null,
      source: "registered",
    },
  ],
  events: [{ name: "Grand Classic, Elkhart Lake", date: "2025-07-12" }],
  awards: [],
  archivePages: [],
};
