import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members } from "../../db/schema.ts";

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

export async function updatePasswordHash(db: Db, memberId: number, passwordHash: string) {
  await db.update(members).set({ passwordHash }).where(eq(members.id, memberId));
}

export type MemberRow = typeof members.$inferSelect;
