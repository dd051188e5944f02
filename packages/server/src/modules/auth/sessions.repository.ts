import type { SessionScope, SignInMethod } from "@club/domain/own-profile.schema";
import { and, desc, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { members } from "../members/members.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { staff } from "../office/office.schema.ts";
import { nationalPlans } from "../plans/plans.schema.ts";
import { sessions } from "./auth.schema.ts";

export async function insertSession(
  db: Db,
  values: {
    memberId: number;
    tokenHash: string;
    rememberMe: boolean;
    scope: SessionScope;
    signedInWith: SignInMethod;
    expiresAt: Date;
    now: Date;
  },
) {
  const { now, ...session } = values;
  await db.insert(sessions).values({ ...session, lastUsedAt: now, createdAt: now });
}

// Every signed-in request reads its session first: prepared once, with what the member's standing is made of (the
// account's closing dates, its national membership) and its office role, so the session is refused once the office
// closes the account, and a route that needs the standing (the directory) or the role (the office) has it without
// a round trip of its own.
const liveSession = preparedPerDb((db) =>
  db
    .select({
      id: sessions.id,
      memberId: sessions.memberId,
      rememberMe: sessions.rememberMe,
      scope: sessions.scope,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      deceasedOn: members.deceasedOn,
      resignedOn: members.resignedOn,
      mergedIntoId: members.mergedIntoId,
      duesExpire: nationalMemberships.duesExpire,
      lifelong: nationalPlans.lifelong,
      complimentary: nationalMemberships.complimentary,
      officeRole: staff.role,
      totpConfirmedAt: staff.totpConfirmedAt,
      secondFactorAt: sessions.secondFactorAt,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, sessions.memberId))
    .leftJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .leftJoin(staff, eq(staff.memberId, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .prepare("find_live_session"),
);

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [session] = await liveSession(db).execute({ tokenHash, now: now.toISOString() });
  return session;
}

/** The session proved the office's second factor. */
export async function markSecondFactor(db: Db, id: number, now: Date) {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, id));
}

/** No session of the member has proved the office's second factor any more (its authenticator was reset). */
export async function clearSecondFactor(db: Db, memberId: number) {
  await db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.memberId, memberId));
}

export async function touchSession(db: Db, id: number, values: { lastUsedAt: Date; expiresAt: Date }) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Every session of these members. */
export async function deleteSessionsOf(db: Db, memberIds: number[]) {
  if (memberIds.length > 0) await db.delete(sessions).where(inArray(sessions.memberId, memberIds));
}

export async function deleteMemberSessions(db: Db, memberId: number, exceptId?: number) {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.memberId, memberId), exceptId === undefined ? undefined : ne(sessions.id, exceptId)),
    );
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** The account's office role, if it has one. */
export async function findOfficeRole(db: Db, memberId: number) {
  const [row] = await db.select({ role: staff.role }).from(staff).where(eq(staff.memberId, memberId));
  return row?.role ?? null;
}

/** Of these members, those with a session, whether live or not yet purged. */
export function findMembersWithSessions(db: Db, memberIds: number[]) {
  return db
    .selectDistinct({ memberId: sessions.memberId })
    .from(sessions)
    .where(inArray(sessions.memberId, memberIds));
}

/** The member's sessions, newest first: when each began, was last used and ends; never the token's hash. */
export function findMemberSessions(db: Db, memberId: number) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      rememberMe: sessions.rememberMe,
      signedInWith: sessions.signedInWith,
    })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}
