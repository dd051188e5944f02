import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inGoodStanding, listedInDirectory } from "../../db/member-filters.ts";
import { members } from "../members/members.schema.ts";
import { relayedMessages } from "./privacy.schema.ts";

/**
 * A member the directory lists on `today`, by member number: in good standing, and not hidden from it by their own
 * choice (no choice yet: listed, as before issue 30).
 */
export async function findListedMember(db: Db, memberNo: number, today: string) {
  const [row] = await db
    .select({
      id: members.id,
      email: members.email,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(members)
    .where(and(eq(members.memberNo, memberNo), inGoodStanding(today), listedInDirectory));
  return row;
}

/** When the sender's messages since `since` were sent, the oldest first. */
export async function findSendTimes(db: Db, senderId: number, since: Date) {
  const rows = await db
    .select({ sentAt: relayedMessages.sentAt })
    .from(relayedMessages)
    .where(and(eq(relayedMessages.senderId, senderId), gt(relayedMessages.sentAt, since)))
    .orderBy(asc(relayedMessages.sentAt));
  return rows.map((row) => row.sentAt);
}

export async function insertRelayedMessage(db: Db, message: typeof relayedMessages.$inferInsert) {
  await db.insert(relayedMessages).values(message);
}
