import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { unsettledCaptures } from "./checkout.schema.ts";

type Row = typeof unsettledCaptures.$inferSelect;

/** Records the capture once; a second report of the same capture gets the first record back. */
export async function insertUnsettledCapture(
  db: Db,
  values: Omit<typeof unsettledCaptures.$inferInsert, "id">,
): Promise<{ row: Row; isNew: boolean }> {
  const [inserted] = await db.insert(unsettledCaptures).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, isNew: true };
  const [existing] = await db
    .select()
    .from(unsettledCaptures)
    .where(eq(unsettledCaptures.captureId, values.captureId));
  if (!existing) throw new Error("unsettled capture vanished");
  return { row: existing, isNew: false };
}

export async function setRefundOutcome(
  db: Db,
  id: number,
  outcome: Pick<Row, "refundStatus" | "refundId" | "lastError" | "updatedAt">,
) {
  await db.update(unsettledCaptures).set(outcome).where(eq(unsettledCaptures.id, id));
}

export function listUnsettledCaptures(db: Db) {
  return db.select().from(unsettledCaptures).orderBy(unsettledCaptures.id);
}
