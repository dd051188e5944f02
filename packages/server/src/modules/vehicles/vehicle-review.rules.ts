import { materialVehicleFields, type VehicleStatus } from "@club/domain/vehicle.schema";

// The club's review of a car (issue 14; docs/decisions.md "Vehicles and events"): one definition of a material
// change, shared by the owner's edit (which sends the car back to the club) and the office's queue (which shows
// what changed since the last approval).

type MaterialField = (typeof materialVehicleFields)[number];
export type MaterialValues = Partial<Record<MaterialField, unknown>>;

/** Approved wins; otherwise a car with the office's reason was rejected; anything else waits for the club. */
export function vehicleStatusOf(vehicle: {
  approvedByCommittee: boolean;
  rejectionReason: string | null;
}): VehicleStatus {
  if (vehicle.approvedByCommittee) return "approved";
  return vehicle.rejectionReason === null ? "pending" : "rejected";
}

/** The material fields of a car, as `approved_values` keeps them when the club approves it. */
export function materialValues(vehicle: Record<MaterialField, unknown>): Record<MaterialField, unknown> {
  return Object.fromEntries(materialVehicleFields.map((field) => [field, vehicle[field] ?? null])) as Record<
    MaterialField,
    unknown
  >;
}

/** The material fields whose values differ between `before` and `after` (a field missing from `before` is null). */
export function changedMaterialFields(before: MaterialValues, after: MaterialValues): MaterialField[] {
  return materialVehicleFields.filter((field) => (before[field] ?? null) !== (after[field] ?? null));
}

/** What the club's approval writes: approved, no reason, and the material fields as they are now. */
export function approvalOf(vehicle: Record<MaterialField, unknown>, now: Date) {
  return {
    approvedByCommittee: true,
    rejectionReason: null,
    reviewedAt: now,
    approvedValues: materialValues(vehicle),
  };
}

/**
 * What sending a car back to the club writes: neither approved nor rejected. The values last approved are kept for
 * the queue to compare with; a car approved before they were kept (the command line's, the seed's) keeps the
 * values it had until now, which are the ones approved.
 */
export function backToClubOf(
  vehicle: Record<MaterialField, unknown> & {
    approvedByCommittee: boolean;
    approvedValues: Record<string, unknown> | null;
  },
) {
  return {
    approvedByCommittee: false,
    rejectionReason: null,
    reviewedAt: null,
    approvedValues: vehicle.approvedValues ?? (vehicle.approvedByCommittee ? materialValues(vehicle) : null),
  };
}
