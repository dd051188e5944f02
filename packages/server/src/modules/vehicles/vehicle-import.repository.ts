import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { vehicles } from "./vehicles.schema.ts";

// The roster import's cars (issue 16): many rows a statement.

export async function insertVehicles(db: Db, rows: (typeof vehicles.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(vehicles).values(rows).returning({ id: vehicles.id });
}

export async function deleteVehicles(db: Db, ids: number[]) {
  if (ids.length > 0) await db.delete(vehicles).where(inArray(vehicles.id, ids));
}
