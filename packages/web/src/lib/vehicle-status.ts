import type { VehicleStatus } from "@club/domain/vehicle.schema";

/**
 * Issue 14: where the club's review of a car stands, in words, with a colour beside them. The member's car cards
 * and a car's history (issue 27) say it alike.
 */
export const vehicleStatusBadges: Record<VehicleStatus, { label: string; color: string }> = {
  approved: { label: "Approved", color: "green" },
  pending: { label: "Pending club approval", color: "yellow" },
  rejected: { label: "Not approved", color: "red" },
};
