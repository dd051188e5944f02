/**
 * How a car is named in lists, dialogs, badges and photo descriptions: "1932 Packard Deluxe Eight"; a car of no
 * listed make by its year and model.
 */
export function vehicleName(vehicle: { year: number; make: string | null; model: string }): string {
  return [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(" ");
}
