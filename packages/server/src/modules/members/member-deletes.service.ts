import type { AppContext } from "../../lib/app-context.ts";
import { membersNamedInTrail } from "../audit/audit.service.ts";
import { forgetUnpaidInvoices, membersNamedByMoney, unpaidJoiners } from "../checkout/invoices.service.ts";
import { chunkSize, findMembersKept, lockPurgeableJoiners } from "./member-deletes.repository.ts";
import { deleteMembers } from "./member-import.repository.ts";

// Issue 23: money and the trail restrict the delete of a member in the database (migration 0014). The same
// references are read before a delete is attempted, so that whoever deletes members (an import's undo, the purge of
// joiners who never paid) refuses in words instead of failing on a foreign key. Each owner is asked once a chunk.

/**
 * Of these members, those a delete must not reach, and what keeps each: money (an invoice they hold, a gift in their
 * name, a payment they recorded, a refund they made), the trail, or a duplicate merged into them.
 */
export async function membersKept(context: Pick<AppContext, "db">, ids: number[]) {
  const kept = [];
  for (let start = 0; start < ids.length; start += chunkSize) {
    const chunk = ids.slice(start, start + chunkSize);
    const money = await membersNamedByMoney(context, chunk);
    const trail = await membersNamedInTrail(context, chunk);
    const rows = await findMembersKept(context.db, chunk, [...money, ...trail]);
    kept.push(
      ...rows.map(({ donated, ...member }) => ({
        ...member,
        money: donated || money.has(member.id),
        trail: trail.has(member.id),
      })),
    );
  }
  return kept;
}

/**
 * Deletes the joiners who never paid and signed up before `before`, with their unpaid invoices; returns how many.
 * Expects the caller's transaction as `context.db`. Checkout names them; each chunk is then locked and checkout asked
 * again, as a joiner may have opened an invoice between the two and none can once their row is held. Whom the trail
 * names, or whose invoice holds money after all (a capture we did not settle), is kept.
 */
export async function deleteAbandonedJoiners(context: Pick<AppContext, "db">, before: Date) {
  const joiners = await unpaidJoiners(context, before);
  let deleted = 0;
  for (let start = 0; start < joiners.length; start += chunkSize) {
    const locked = await lockPurgeableJoiners(context.db, joiners.slice(start, start + chunkSize), before);
    const trail = await membersNamedInTrail(context, locked);
    const untraced = locked.filter((id) => !trail.has(id));
    const forgotten = await forgetUnpaidInvoices(context, await unpaidJoiners(context, before, untraced));
    await deleteMembers(context.db, forgotten);
    deleted += forgotten.length;
  }
  return deleted;
}
