import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { volunteerRoles, volunteerSignUps } from "./volunteers.schema.ts";

// Issue 46: a meet's volunteer roles and their sign-ups. A sign-up, a withdrawal and a change of places run in a
// transaction holding the role's row (lockRole), so the places are counted once at a time.

export type VolunteerRoleRecord = typeof volunteerRoles.$inferSelect;
export type SignUpRecord = typeof volunteerSignUps.$inferSelect;

const roleOrder = [asc(volunteerRoles.position), asc(volunteerRoles.id)];

export function findRoles(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(volunteerRoles)
    .where(inArray(volunteerRoles.eventId, eventIds))
    .orderBy(...roleOrder);
}

/** The role's row, held until the transaction ends. */
export async function lockRole(db: Db, id: number) {
  const [role] = await db.select().from(volunteerRoles).where(eq(volunteerRoles.id, id)).for("update");
  return role;
}

export async function insertRole(db: Db, values: typeof volunteerRoles.$inferInsert) {
  const [role] = await db.insert(volunteerRoles).values(values).returning();
  if (!role) throw new Error("volunteer role not added");
  return role;
}

export async function updateRole(
  db: Db,
  id: number,
  values: Pick<VolunteerRoleRecord, "title" | "description" | "places" | "time" | "position" | "updatedAt">,
) {
  const [role] = await db.update(volunteerRoles).set(values).where(eq(volunteerRoles.id, id)).returning();
  if (!role) throw new Error("volunteer role not updated");
  return role;
}

/** Removes the role, and with it its sign-ups. */
export async function deleteRole(db: Db, id: number) {
  await db.delete(volunteerRoles).where(eq(volunteerRoles.id, id));
}

/** The roles' sign-ups, first come first. */
export function findSignUps(db: Db, roleIds: number[]) {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(volunteerSignUps)
    .where(inArray(volunteerSignUps.roleId, roleIds))
    .orderBy(asc(volunteerSignUps.createdAt), asc(volunteerSignUps.id));
}

export async function countSignUps(db: Db, roleId: number) {
  const [row] = await db
    .select({ taken: count() })
    .from(volunteerSignUps)
    .where(eq(volunteerSignUps.roleId, roleId));
  return row?.taken ?? 0;
}

/** The new sign-up; undefined when the member is signed up for the role already. */
export async function insertSignUp(db: Db, values: typeof volunteerSignUps.$inferInsert) {
  const [signUp] = await db.insert(volunteerSignUps).values(values).onConflictDoNothing().returning();
  return signUp;
}

/** The member's sign-up for the role, removed; undefined when there was none. */
export async function deleteSignUp(db: Db, roleId: number, memberId: number) {
  const [signUp] = await db
    .delete(volunteerSignUps)
    .where(and(eq(volunteerSignUps.roleId, roleId), eq(volunteerSignUps.memberId, memberId)))
    .returning();
  return signUp;
}

/** Every sign-up of the member, with its role, oldest first (Download my data). */
export function findSignUpsOfMember(db: Db, memberId: number) {
  return db
    .select({ signUp: volunteerSignUps, role: volunteerRoles })
    .from(volunteerSignUps)
    .innerJoin(volunteerRoles, eq(volunteerRoles.id, volunteerSignUps.roleId))
    .where(eq(volunteerSignUps.memberId, memberId))
    .orderBy(asc(volunteerSignUps.createdAt), asc(volunteerSignUps.id));
}

/** The member leaves the club: their sign-ups go. */
export async function deleteSignUpsOfMember(db: Db, memberId: number) {
  await db.delete(volunteerSignUps).where(eq(volunteerSignUps.memberId, memberId));
}

/** The meets that have any role (members read those not begun). */
export async function findEventIdsWithRoles(db: Db) {
  const rows = await db.selectDistinct({ eventId: volunteerRoles.eventId }).from(volunteerRoles);
  return rows.map((row) => row.eventId);
}

/** The meets with a sign-up whose reminder has not gone. */
export async function findEventIdsAwaitingReminders(db: Db) {
  const rows = await db
    .selectDistinct({ eventId: volunteerRoles.eventId })
    .from(volunteerSignUps)
    .innerJoin(volunteerRoles, eq(volunteerRoles.id, volunteerSignUps.roleId))
    .where(isNull(volunteerSignUps.remindedAt));
  return rows.map((row) => row.eventId);
}

/** The meets' sign-ups not yet reminded, with their roles, a batch at a time. */
export function findUnreminded(db: Db, eventIds: number[], limit: number) {
  return db
    .select({ signUp: volunteerSignUps, role: volunteerRoles })
    .from(volunteerSignUps)
    .innerJoin(volunteerRoles, eq(volunteerRoles.id, volunteerSignUps.roleId))
    .where(and(inArray(volunteerRoles.eventId, eventIds), isNull(volunteerSignUps.remindedAt)))
    .orderBy(asc(volunteerSignUps.id))
    .limit(limit);
}

/** Marks the sign-up reminded, if no other run did first; true when this call marked it. */
export async function markReminded(db: Db, id: number, at: Date) {
  const marked = await db
    .update(volunteerSignUps)
    .set({ remindedAt: at })
    .where(and(eq(volunteerSignUps.id, id), isNull(volunteerSignUps.remindedAt)))
    .returning({ id: volunteerSignUps.id });
  return marked.length > 0;
}
