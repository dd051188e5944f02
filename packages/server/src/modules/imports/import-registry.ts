import type { CarMapping, ImportPreview } from "@club/domain/import.schema";
import { type CarRowValues, carRowValues } from "@club/domain/import-row.rules";
import { earlierLinks, ownersToAdd } from "@club/domain/registry-import.rules";
import { identityKey } from "@club/domain/vehicle-registry.schema";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import {
  addImportedHistory,
  findRegistryCars,
  type RegistryAdditions,
  type RegistryCar,
  removeImportedHistory,
} from "../vehicles/vehicle-import.service.ts";
import type { ImportReference } from "./import-lookups.ts";
import type { RowResult } from "./imports.repository.ts";

// Issue 27: a registry file in the roster import. A car row whose serial number (written alike: `identityKey`) is
// a car already in the registry, in a garage or not, makes no second car: it adds the earlier owners the car's chain
// lacks, before its first link, and the numbers the car has not got. Who has the car now never changes: a row that
// names someone else says so, for the office to look at. The preview lists these rows; the commit works the
// additions out again on the locked car and keeps on the row what it added (`before`), which undo takes back.

/** The numbers a row may fill on a matched car (the serial number is what matched it). */
const identifierFields = [
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

/** What undo reads back from a matched car's row. */
const registryBeforeSchema = z.object({
  ownershipIds: z.array(z.number()),
  filled: z.partialRecord(z.enum(identifierFields), z.string()),
});

/** What the row adds to the car, as it is now, and what the office should look at. */
function additionsOf(car: RegistryCar, values: Partial<CarRowValues>) {
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

/**
 * The preview: each candidate whose serial number the registry has becomes matched to that car (its result
 * changed in place), with what it would add; the first `listed` are described for the office.
 */
export async function matchRegistryCars(
  context: Pick<AppContext, "db">,
  candidates: CarCandidate[],
  listed: number,
): Promise<{ matchedCars: ImportPreview["matchedCars"]; ownersAdded: number }> {
  const keyed = candidates.flatMap((candidate) => {
    const key = identityKey(candidate.values.serialNumber);
    return key === null ? [] : [{ candidate, key }];
  });
  const cars = await findRegistryCars(context, { serialKeys: [...new Set(keyed.map((k) => k.key))] });
  // The oldest record of a number when the registry already holds it twice.
  const bySerial = new Map<string, RegistryCar>();
  for (const car of cars) if (car.serialKey && !bySerial.has(car.serialKey)) bySerial.set(car.serialKey, car);
  const matchedCars: ImportPreview["matchedCars"] = [];
  let ownersAdded = 0;
  for (const { candidate, key } of keyed) {
    const car = bySerial.get(key);
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

interface MatchedRow {
  id: number;
  sheet: string;
  outcome: string | null;
  cells: Record<string, string>;
  vehicleId: number | null;
}

/**
 * The commit: the batch's rows matched to registry cars add what they add to the car as it is now (locked), and
 * keep it on the row for undo. A car deleted since the preview refuses its row.
 */
export async function addToRegistryCars(
  context: Pick<AppContext, "db" | "now">,
  rows: MatchedRow[],
  carMapping: CarMapping,
  reference: ImportReference,
): Promise<RowResult[]> {
  const matched = rows.filter((row) => row.sheet === "cars" && row.outcome === "matched" && row.vehicleId);
  if (matched.length === 0) return [];
  const cars = new Map(
    (
      await findRegistryCars(
        context,
        { ids: [...new Set(matched.map((row) => row.vehicleId as number))] },
        true,
      )
    ).map((car) => [car.id, car]),
  );
  const results: RowResult[] = [];
  for (const row of matched) {
    const result: RowResult = {
      id: row.id,
      outcome: "matched",
      reasons: null,
      memberId: null,
      vehicleId: row.vehicleId,
      created: false,
      before: null,
    };
    const car = cars.get(row.vehicleId as number);
    if (!car) {
      results.push({
        ...result,
        outcome: "rejected",
        reasons: [registryImportMessages.carGone],
        vehicleId: null,
      });
      continue;
    }
    const { links, numbers, notes } = additionsOf(
      car,
      carRowValues(row.cells, carMapping, reference.lookups).values,
    );
    result.reasons = notes.length > 0 ? notes : null;
    if (links.length > 0 || Object.keys(numbers).length > 0) {
      // One row of a file per car (a second row with its serial number is a duplicate), so no other row of
      // the batch adds to this car.
      result.before = { ...(await addImportedHistory(context, car.id, { links, numbers })) };
    }
    results.push(result);
  }
  return results;
}

/** Undo of a matched car's row: the links it inserted and the numbers it filled (still as it filled them). */
export async function removeFromRegistryCar(
  context: Pick<AppContext, "db" | "now">,
  vehicleId: number,
  before: unknown,
) {
  await removeImportedHistory(context, vehicleId, registryBeforeSchema.parse(before));
}
