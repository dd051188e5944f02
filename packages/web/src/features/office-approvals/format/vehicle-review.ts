import {
  type OfficeVehicle,
  reviewedVehicleFields,
  type VehicleChange,
} from "@club/domain/office-vehicles.schema";
import type { VehicleStatus } from "@club/domain/vehicle.schema";
import { vehicleFieldLabels } from "../../../lib/vehicle-field-labels.ts";
import { humanize, noValue } from "../../../office-kit/office-format.ts";

// The car approvals queue (issue 14) in the words of the member's vehicle form (spec §3), so the office and the
// owner name each field alike.

export const vehicleStatusLabels: Record<VehicleStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/** Dark enough for white text at 4.5:1 (WCAG AA), beside the word, never instead of it. */
export const vehicleStatusColors: Record<VehicleStatus, string> = {
  pending: "#8a5a00",
  approved: "#216e33",
  rejected: "#a61e1e",
};

export const vehicleFieldLabel = (field: string) => vehicleFieldLabels[field] ?? humanize(field);

/** A field's value as the form shows it: Yes or No, Member or Associate, a dash for nothing. */
export function vehicleValue(field: string, value: string | number | boolean | null): string {
  if (value === null || value === "") return noValue;
  if (field === "ownedByAssociate") return value ? "Associate" : "Member";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/** "Model: Custom Eight → Custom Super Eight" */
export function changeLine(change: VehicleChange): string {
  const label = vehicleFieldLabel(change.field);
  return `${label}: ${vehicleValue(change.field, change.before)} → ${vehicleValue(change.field, change.after)}`;
}

/** The car's story and whereabouts: shown only where the owner wrote something. */
const historyFields = [
  "location",
  "trackAcquiredFrom",
  "trackDateAcquired",
  "trackSoldTo",
  "trackDateSold",
  "trackOtherInfo",
] as const satisfies readonly (keyof OfficeVehicle)[];

/** The car's fields as label and value, a changed one marked in its label (not by colour alone). */
export function vehicleRows(car: OfficeVehicle): { label: string; value: string }[] {
  const changed = new Set(car.changes.map((change) => change.field));
  return reviewedVehicleFields.map((field) => ({
    label: changed.has(field) ? `${vehicleFieldLabel(field)} (changed)` : vehicleFieldLabel(field),
    value: vehicleValue(field, car[field]),
  }));
}

/** The history and location the owner filled in; none when they left them blank. */
export function historyRows(car: OfficeVehicle): { label: string; value: string }[] {
  return historyFields
    .filter((field) => car[field] !== null && car[field] !== "")
    .map((field) => ({ label: vehicleFieldLabel(field), value: vehicleValue(field, car[field]) }));
}
