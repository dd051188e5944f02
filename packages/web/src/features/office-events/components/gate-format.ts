import type { GateRegistration } from "@club/domain/office-events.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";

// How the office's check-in says who comes to the gate (issue 28).

/** What comes with a registration to the gate: "1932 Packard Deluxe Eight", "with associate", "2 guests". */
export function gateDetails(registration: GateRegistration): string[] {
  const { vehicle, guests } = registration;
  const parts = vehicle ? [vehicleName(vehicle)] : [];
  if (registration.associate) parts.push("with associate");
  if (guests.length > 0) parts.push(`${guests.length} ${guests.length === 1 ? "guest" : "guests"}`);
  return parts;
}

/** Who came to the gate: "Margaret Whitfield, 1932 Packard Deluxe Eight, with associate, 2 guests". */
export function gateLine(registration: GateRegistration): string {
  return [`${registration.firstName} ${registration.lastName}`, ...gateDetails(registration)].join(", ");
}
