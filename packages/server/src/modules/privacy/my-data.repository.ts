import { desc, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { relayedMessages } from "./privacy.schema.ts";

/** The messages relayed to or from the member, newest first: which way and when, never the other member. */
export function findRelayedMessagesOf(db: Db, memberId: number) {
  return db
    .select({ senderId: relayedMessages.senderId, sentAt: relayedMessages.sentAt })
    .from(relayedMessages)
    .where(or(eq(relayedMessages.senderId, memberId), eq(relayedMessages.recipientId, memberId)))
    .orderBy(desc(relayedMessages.sentAt), desc(relayedMessages.id));
}
