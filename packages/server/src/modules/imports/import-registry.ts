import type { CarMapping } from "@club/domain/import.schema";
import { carRowValues } from "@club/domain/import-row.rules";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import {
  addImportedHistory,
  findRegistryCars,
  removeImportedHistory,
} from "../vehicles/vehicle-import.service.ts";
import type { ImportReference } from "./import-reference.ts";
import { additionsOf, identifierFields, registryImportMessages } from "./import-registry-match.ts";
import type { RowResult } from "./imports.repository.ts";

// Issue 27: a registry file in the roster import. A car row whose serial number (written alike: `identityKey`) is
// a car already in the registry, in a garage or not, makes no second car: it adds the earlier owners the car's chain
// lacks, before its first link, and the numbers the car has not got. Who has the car now never changes: a row that
// names someone else says so, for the office to look at (import-registry-match.ts). The preview lists these rows; the commit works the
// additions out again on the locked car and keeps on the row what it added (`before`), which undo takes back.

/** What undo reads back from a matched car's row. */
const registryBeforeSchema = z.object({
  ownershipIds: z.array(z.number()),
  filled: z.partialRecord(z.enum(identifierFields), z.string()),
});

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

/**
 * Undo of a batch's matched cars' rows: the links each inserted and the numbers it filled (still as it filled them),
 * set-based (issue 41).
 */
export async function removeFromRegistryCars(
  context: Pick<AppContext, "db" | "now">,
  rows: { vehicleId: number; before: unknown }[],
) {
  await removeImportedHistory(
    context,
    rows.map((row) => ({ vehicleId: row.vehicleId, added: registryBeforeSchema.parse(row.before) })),
  );
}
