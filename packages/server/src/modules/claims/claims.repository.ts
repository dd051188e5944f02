import { and, asc, count, eq, gte, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { importRows, imports } from "../imports/imports.schema.ts";
import { members } from "../members/members.schema.ts";
import { claimLinks } from "./claims.schema.ts";

/** The import's status, or undefined when there is no such import. */
export async function findImportStatus(db: Db, importId: number) {
  const [row] = await db.select({ status: imports.status }).from(imports).where(eq(imports.id, importId));
  return row?.status;
}

/** The members the import created who have no claim link yet, by id. */
export async function findCreatedMembersWithoutLink(db: Db, importId: number) {
  const rows = await db
    .selectDistinct({ memberId: importRows.memberId })
    .from(importRows)
    .where(
      and(
        eq(importRows.importId, importId),
        eq(importRows.sheet, "members"),
        eq(importRows.created, true),
        notExists(
          db.select({ one: sql`1` }).from(claimLinks).where(eq(claimLinks.memberId, importRows.memberId)),
        ),
      ),
    )
    .orderBy(asc(importRows.memberId));
  return rows.flatMap(({ memberId }) => (memberId === null ? [] : [memberId]));
}

export async function insertClaimLinks(db: Db, rows: (typeof claimLinks.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(claimLinks).values(rows);
}

/** How many invitations were e-mailed since `since`, from any import: the hourly allowance is shared. */
export async function countEmailsSentSince(db: Db, since: Date) {
  const [row] = await db
    .select({ sent: count() })
    .from(claimLinks)
    .where(and(eq(claimLinks.channel, "email"), gte(claimLinks.sentAt, since)));
  return row?.sent ?? 0;
}

/** Queued e-mail invitations, oldest first, locked for this run (another instance's run skips them). */
export function lockQueuedEmails(db: Db, limit: number) {
  return db
    .select({ id: claimLinks.id, memberId: claimLinks.memberId })
    .from(claimLinks)
    .where(and(eq(claimLinks.channel, "email"), isNull(claimLinks.sentAt), isNull(claimLinks.claimedAt)))
    .orderBy(asc(claimLinks.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** A link was sent (an e-mail) or printed (a letter): its secret and its 30 days. */
export async function markLinkSent(
  db: Db,
  id: number,
  values: Pick<typeof claimLinks.$inferInsert, "tokenHash" | "codeHash" | "sentAt" | "expiresAt">,
) {
  await db.update(claimLinks).set(values).where(eq(claimLinks.id, id));
}

/**
 * The member's unclaimed invitations forget their secret (token, letter code) and wait for the job again as
 * e-mails: the next run mails a new link to the member's address as it is now.
 */
export async function requeueUnclaimedLinks(db: Db, memberId: number) {
  await db
    .update(claimLinks)
    .set({ channel: "email", tokenHash: null, codeHash: null, sentAt: null, expiresAt: null })
    .where(and(eq(claimLinks.memberId, memberId), isNull(claimLinks.claimedAt)));
}

/** The link whose token or code hashes to `hash`. */
export async function findLinkByHash(db: Db, hash: string) {
  const [row] = await db
    .select({
      id: claimLinks.id,
      memberId: claimLinks.memberId,
      expiresAt: claimLinks.expiresAt,
      claimedAt: claimLinks.claimedAt,
    })
    .from(claimLinks)
    .where(or(eq(claimLinks.tokenHash, hash), eq(claimLinks.codeHash, hash)));
  return row;
}

/** Marks the link used, once: false when another request claimed it first. */
export async function markLinkClaimed(db: Db, id: number, now: Date) {
  const rows = await db
    .update(claimLinks)
    .set({ claimedAt: now })
    .where(and(eq(claimLinks.id, id), isNull(claimLinks.claimedAt)))
    .returning({ id: claimLinks.id });
  return rows.length === 1;
}

/** The import's unclaimed letters, with what a letter prints, by last name. */
export function findLetterLinks(db: Db, importId: number) {
  return db
    .select({
      id: claimLinks.id,
      memberNo: members.memberNo,
      prefix: members.prefix,
      firstName: members.firstName,
      lastName: members.lastName,
      suffix: members.suffix,
      line1: members.addressLine1,
      line2: members.addressLine2,
      city: members.city,
      state: members.state,
      zipCode: members.zipCode,
      country: members.country,
    })
    .from(claimLinks)
    .innerJoin(members, eq(members.id, claimLinks.memberId))
    .where(
      and(eq(claimLinks.importId, importId), eq(claimLinks.channel, "letter"), isNull(claimLinks.claimedAt)),
    )
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.memberNo));
}

/** One page of the import's invitations, by last name, and how many there are. */
export async function listClaimLinks(db: Db, importId: number, page: { limit: number; offset: number }) {
  const where = eq(claimLinks.importId, importId);
  const rows = await db
    .select({
      memberId: members.id,
      memberNo: members.memberNo,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      channel: claimLinks.channel,
      sentAt: claimLinks.sentAt,
      expiresAt: claimLinks.expiresAt,
      claimedAt: claimLinks.claimedAt,
    })
    .from(claimLinks)
    .innerJoin(members, eq(members.id, claimLinks.memberId))
    .where(where)
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.memberNo))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ total: count() }).from(claimLinks).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** The import's invitations counted: e-mails queued and sent, letters, claimed (any channel). */
export async function countClaimLinks(db: Db, importId: number) {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${claimLinks.channel} = 'email' and ${claimLinks.sentAt} is null)`,
      sent: sql<number>`count(*) filter (where ${claimLinks.channel} = 'email' and ${claimLinks.sentAt} is not null)`,
      letters: sql<number>`count(*) filter (where ${claimLinks.channel} = 'letter')`,
      claimed: sql<number>`count(*) filter (where ${isNotNull(claimLinks.claimedAt)})`,
    })
    .from(claimLinks)
    .where(eq(claimLinks.importId, importId));
  return {
    queued: Number(row?.queued ?? 0),
    sent: Number(row?.sent ?? 0),
    letters: Number(row?.letters ?? 0),
    claimed: Number(row?.claimed ?? 0),
  };
}
