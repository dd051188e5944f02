import type { Vehicle } from "@club/domain/vehicle.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";

// Issue 14: a car the club turned down says so, not that it waits.
const notChosenNote = {
  pending: "pending club approval, cannot be chosen",
  rejected: "not approved by the club, cannot be chosen",
};

/** spec §2: a car in the "Car to bring" list; only one the club approved can be chosen. */
export function carOption(car: Vehicle): { label: string; value: string; disabled?: boolean } {
  return car.approvedByCommittee
    ? { label: vehicleName(car), value: String(car.id) }
    : {
        label: `${vehicleName(car)} (${notChosenNote[car.status === "rejected" ? "rejected" : "pending"]})`,
        value: String(car.id),
        disabled: true,
      };
}
