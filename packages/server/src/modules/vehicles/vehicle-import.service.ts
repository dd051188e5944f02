import type { SeniorCategory } from "@club/domain/import-row.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { deleteVehicles, insertVehicles } from "./vehicle-import.repository.ts";
import { startOwnerships } from "./vehicle-registry.service.ts";
import { approvalOf } from "./vehicle-review.rules.ts";

// Issue 16: the cars a roster import brings, a batch at a time in the import's transaction (`context.db`).

export interface ImportedVehicle {
  memberId: number;
  year: number;
  makeId: number;
  model: string;
  bodyStyle: string | null;
  bodyMaker: string | null;
  engineNumber: string | null;
  bodyNumber: string | null;
  serialNumber: string | null;
  seniorCategory: SeniorCategory;
  seniorNumber: string | null;
  /** The roster says the club approved it: approved and reviewed now, so it does not wait in the office's queue. */
  approved: boolean;
}

/** The cars in one statement; their ids in the order given. */
export async function createImportedVehicles(
  context: Pick<AppContext, "db" | "now">,
  cars: ImportedVehicle[],
) {
  const now = context.now();
  const created = await insertVehicles(
    context.db,
    cars.map(({ approved, ...car }) => {
      // The roster has no cylinders; 0 until the owner fills it in (the car form asks for it).
      const values = {
        ...car,
        ownedByAssociate: false,
        numberOfCylinders: 0,
        newCoachWork: false,
        altered: false,
        createdAt: now,
        updatedAt: now,
      };
      return approved ? { ...values, ...approvalOf(values, now) } : values;
    }),
  );
  const ids = created.map((car) => car.id);
  await startOwnerships(
    context,
    ids.map((vehicleId, i) => ({ vehicleId, memberId: cars[i]?.memberId as number })),
    "import",
  );
  return ids;
}

/** Undo: the cars an import added to members it did not create (its own members' cars go with them). */
export function deleteImportedVehicles(context: Pick<AppContext, "db">, ids: number[]) {
  return deleteVehicles(context.db, ids);
}
