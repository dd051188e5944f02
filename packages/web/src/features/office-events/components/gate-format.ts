import type { GateRegistration } from "@club/domain/office-events.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";

// How the office's check-in says who comes to the gate (issue 28).

/**
 * What comes with a registration to the gate: "1932 Packard Deluxe Eight", "with associate", "2 guests", and what
 * was bought to hand over there (issue 40): "2 × Banquet seat".
 */
export function gateDetails(registration: GateRegistration): string[] {
  const { vehicle, guests, items } = registration;
  const parts = vehicle ? [vehicleName(vehicle)] : [];
  if (registration.associate) parts.push("with associate");
  if (guests.length > 0) parts.push(`${guests.length} ${guests.length === 1 ? "guest" : "guests"}`);
  for (const item of items) parts.push(`${item.quantity} × ${item.label}`);
  return parts;
}

/** "Margaret Whitfield": as the gate's questions and answers name a member. */
export function gateName(registration: GateRegistration): string {
  return `${registration.firstName} ${registration.lastName}`;
}

/** Who came to the gate: "Margaret Whitfield, 1932 Packard Deluxe Eight, with associate, 2 guests". */
export function gateLine(registration: GateRegistration): string {
  return [gateName(registration), ...gateDetails(registration)].join(", ");
}

/** Folded for finding a name as typed: any case, without accents ("zoe" finds "Zoë"). */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The registrations whose member's name (first, last, either order) or number holds every word typed: "marg whit",
 * "whitfield", "1042".
 */
export function findByName(registrations: GateRegistration[], typed: string): GateRegistration[] {
  const words = folded(typed)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return registrations;
  return registrations.filter((registration) => {
    const haystack = folded(`${registration.firstName} ${registration.lastName} ${registration.memberNo}`);
    return words.every((word) => haystack.includes(word));
  });
}
