import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { staff } from "../../db/schema.ts";

/** The staff row, held until the transaction ends: two codes checked at once cannot both use one step. */
export async function lockStaff(db: Db, memberId: number) {
  const [row] = await db.select().from(staff).where(eq(staff.memberId, memberId)).for("update");
  return row;
}

export async function updateStaff(
  db: Db,
  memberId: number,
  values: Partial<Omit<typeof staff.$inferInsert, "memberId" | "createdAt">>,
) {
  await db.update(staff).set(values).where(eq(staff.memberId, memberId));
}

export async function upsertStaff(db: Db, values: typeof staff.$inferInsert) {
  await db
    .insert(staff)
    .values(values)
    .onConflictDoUpdate({ target: staff.memberId, set: { role: values.role } });
}
