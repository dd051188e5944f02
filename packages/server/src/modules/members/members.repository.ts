import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { associates, invoices, members, nationalMemberships, staff } from "../../db/schema.ts";

export async function findMemberByEmail(db: Db, email: string) {
  const [member] = await db
    .select()
    .from(members)
    .where(eq(sql`lower(${members.email})`, email.toLowerCase()));
  return member;
}

export async function findMemberById(db: Db, id: number) {
  const [member] = await db.select().from(members).where(eq(members.id, id));
  return member;
}

export async function updatePasswordHash(db: Db, memberId: number, passwordHash: string, now: Date) {
  await db.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, memberId));
}

export async function insertMember(db: Db, values: typeof members.$inferInsert) {
  const [member] = await db.insert(members).values(values).returning();
  if (!member) throw new Error("member not created");
  return member;
}

/** The member's associate (spouse or partner), registered or renamed. */
export async function upsertAssociate(
  db: Db,
  memberId: number,
  associate: { firstName: string; lastName: string },
  now: Date,
) {
  await db
    .insert(associates)
    .values({ memberId, ...associate, createdAt: now })
    .onConflictDoUpdate({
      target: associates.memberId,
      set: { firstName: sql`excluded.first_name`, lastName: sql`excluded.last_name` },
    });
}

export async function deleteAssociate(db: Db, memberId: number) {
  await db.delete(associates).where(eq(associates.memberId, memberId));
}

export async function lockMemberRow(db: Db, memberId: number) {
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("update");
}

export async function updateMember(db: Db, memberId: number, values: Partial<typeof members.$inferInsert>) {
  const [member] = await db.update(members).set(values).where(eq(members.id, memberId)).returning();
  return member;
}

export type MemberRow = typeof members.$inferSelect;

/**
 * Joiners who never paid: signed up before `before`, no membership, and no invoice that is paid or newer. They
 * are deleted with their invoices, orders and sessions (foreign keys cascade); returns how many.
 */
export async function deleteAbandonedJoiners(db: Db, before: Date) {
  const deleted = await db
    .delete(members)
    .where(
      and(
        lt(members.createdAt, before),
        sql`exists (select 1 from ${invoices} where ${invoices.memberId} = ${members.id} and ${invoices.kind} = 'join')`,
        sql`not exists (select 1 from ${invoices} where ${invoices.memberId} = ${members.id} and (${invoices.status} = 'paid' or ${invoices.createdAt} >= ${before}))`,
        sql`not exists (select 1 from ${nationalMemberships} where ${nationalMemberships.memberId} = ${members.id})`,
        // An office account is kept, whether or not it ever paid as a member.
        sql`not exists (select 1 from ${staff} where ${staff.memberId} = ${members.id})`,
      ),
    )
    .returning({ id: members.id });
  return deleted.length;
}

export async function findAssociateRow(db: Db, memberId: number) {
  const [row] = await db.select().from(associates).where(eq(associates.memberId, memberId));
  return row;
}

export async function moveAssociate(db: Db, fromMemberId: number, toMemberId: number) {
  await db.update(associates).set({ memberId: toMemberId }).where(eq(associates.memberId, fromMemberId));
}
