import { and, asc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members } from "../members/members.schema.ts";
import { remittances } from "./region-money.schema.ts";

export async function insertRemittance(db: Db, values: typeof remittances.$inferInsert) {
  const [row] = await db.insert(remittances).values(values).returning({ id: remittances.id });
  if (!row) throw new Error("remittance not recorded");
  return row;
}

function remittancesWithRecorder(db: Db) {
  return db
    .select({
      id: remittances.id,
      sentOn: remittances.sentOn,
      amount: remittances.amount,
      reference: remittances.reference,
      recordedBy: sql<string>`${members.firstName} || ' ' || ${members.lastName}`,
    })
    .from(remittances)
    .innerJoin(members, eq(members.id, remittances.recordedBy));
}

export async function findRemittance(db: Db, id: number) {
  const [row] = await remittancesWithRecorder(db).where(eq(remittances.id, id));
  if (!row) throw new Error(`remittance ${id} not found`);
  return row;
}

/** The region's remittances sent from `from` to `to` (both days included), oldest first, with who recorded each. */
export function findRemittances(db: Db, regionId: number, days: { from: string; to: string }) {
  return remittancesWithRecorder(db)
    .where(
      and(
        eq(remittances.regionId, regionId),
        gte(remittances.sentOn, days.from),
        lte(remittances.sentOn, days.to),
      ),
    )
    .orderBy(asc(remittances.sentOn), asc(remittances.id));
}

/** All the region was sent before the day `before`. */
export async function sumRemittancesBefore(db: Db, regionId: number, before: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${remittances.amount}), 0)::int` })
    .from(remittances)
    .where(and(eq(remittances.regionId, regionId), lt(remittances.sentOn, before)));
  return row?.total ?? 0;
}
