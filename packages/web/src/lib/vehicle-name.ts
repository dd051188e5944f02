/** How a car is named in lists, dialogs and photo descriptions: "1932 Packard Deluxe Eight". */
export function vehicleName(vehicle: { year: number; make: string; model: string }): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}
