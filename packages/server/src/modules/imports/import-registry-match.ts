import type { ImportPreview } from "@club/domain/import.schema";
import type { CarRowValues } from "@club/domain/import-row.rules";
import { earlierLinks, ownersToAdd } from "@club/domain/registry-import.rules";
import { identityKey } from "@club/domain/vehicle-registry.schema";
import type { RegistryAdditions, RegistryCar } from "../vehicles/vehicle-import.service.ts";
import type { RowResult } from "./imports.repository.ts";

// Issue 27: what a car row of the file adds to the registry's car of the same serial number (import-registry.ts).
// Plain rules on plain data, apart from the reads, so that the preview's worker thread (issue 41) runs them.

/** The numbers a row may fill on a matched car (the serial number is what matched it). */
export const identifierFields = [
  "engineNumber",
  "bodyNumber",
] as const satisfies (keyof RegistryAdditions["filled"])[];
type IdentifierField = (typeof identifierFields)[number];

export const registryImportMessages = {
  otherOwner: (file: string, car: RegistryCar) =>
    `The file names ${file} as the owner; the registry has ${car.owner.name}` +
    `${car.owner.memberNo === null ? "" : ` (member ${car.owner.memberNo})`}: the import leaves the owner as it is`,
  carGone: "The car this row matched was deleted after the preview",
};

/** What the row adds to the car, as it is now, and what the office should look at. */
export function additionsOf(car: RegistryCar, values: Partial<CarRowValues>) {
  const owners = ownersToAdd(car.chain, values.pastOwners ?? []);
  const numbers: RegistryAdditions["filled"] = {};
  for (const field of identifierFields) {
    const value = values[field];
    if (value && !car[field]) numbers[field] = value;
  }
  const notes: string[] = [];
  const sameName = (name: string) => name.trim().toLowerCase() === car.owner.name.trim().toLowerCase();
  if (values.ownerMemberNo && values.ownerMemberNo !== car.owner.memberNo)
    notes.push(registryImportMessages.otherOwner(`member ${values.ownerMemberNo}`, car));
  else if (values.ownerName && (car.owner.memberNo !== null || !sameName(values.ownerName)))
    notes.push(registryImportMessages.otherOwner(values.ownerName, car));
  return { owners, links: earlierLinks(owners, car.firstStart), numbers, notes };
}

/** A car row the preview has kept as new so far, with its values. */
export interface CarCandidate {
  rowNo: number;
  values: Partial<CarRowValues>;
  result: RowResult;
}

/** The serial numbers (as `identityKey` writes them) the registry is asked for. */
export function registrySerialKeys(candidates: CarCandidate[]): string[] {
  return [...new Set(candidates.flatMap((candidate) => identityKey(candidate.values.serialNumber) ?? []))];
}

/**
 * The preview: each candidate whose serial number is one of the registry's `cars` becomes matched to that car (its
 * result changed in place), with what it would add; the first `listed` are described for the office.
 */
export function matchRegistryCars(
  candidates: CarCandidate[],
  cars: RegistryCar[],
  listed: number,
): { matchedCars: ImportPreview["matchedCars"]; ownersAdded: number } {
  // The oldest record of a number when the registry already holds it twice.
  const bySerial = new Map<string, RegistryCar>();
  for (const car of cars) if (car.serialKey && !bySerial.has(car.serialKey)) bySerial.set(car.serialKey, car);
  const matchedCars: ImportPreview["matchedCars"] = [];
  let ownersAdded = 0;
  for (const candidate of candidates) {
    const key = identityKey(candidate.values.serialNumber);
    const car = key === null ? undefined : bySerial.get(key);
    if (!car) continue;
    const { owners, numbers, notes } = additionsOf(car, candidate.values);
    candidate.result.outcome = "matched";
    candidate.result.memberId = null;
    candidate.result.vehicleId = car.id;
    candidate.result.reasons = notes.length > 0 ? notes : null;
    ownersAdded += owners.length;
    if (matchedCars.length < listed)
      matchedCars.push({
        row: candidate.rowNo,
        vehicleId: car.id,
        car: car.car,
        pastOwners: owners.map((owner) => owner.name),
        numbers: Object.keys(numbers) as IdentifierField[],
        notes,
      });
  }
  return { matchedCars, ownersAdded };
}
