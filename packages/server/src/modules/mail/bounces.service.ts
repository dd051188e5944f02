import { bouncePageSize, mailBounceMessages } from "@club/domain/mail-bounce.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import {
  countBounces,
  deleteBounce,
  findBounceOf,
  findBouncePage,
  findBouncing,
} from "./bounces.repository.ts";

// Addresses that bounce (the mailer records them: mail.service.ts). Bulk mail (reminders, announcements) asks
// here which addresses to skip; the office lists them and clears one once the member confirms a working address.

const normalised = (address: string) => address.trim().toLowerCase();

/**
 * The office's list names the member each address belongs to; the members' service knows them, handed in by
 * office-api.ts (issue 39): the members call checkout, which mails receipts, so mail cannot call the members.
 */
export interface BouncesContext extends AppContext {
  ownersOfAddresses(
    context: Pick<AppContext, "db">,
    addresses: readonly string[],
  ): Promise<Map<string, { id: number; memberNo: number; firstName: string; lastName: string }>>;
}

/** Which of the addresses bounce, lower-cased: the reminders and announcements send nothing there. */
export async function bouncingAddresses(
  context: Pick<AppContext, "db">,
  addresses: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(addresses.map(normalised))];
  if (wanted.length === 0) return new Set();
  return new Set(await findBouncing(context.db, wanted));
}

/** The address's bounce, or null when it does not bounce. */
export async function findBounce(context: Pick<AppContext, "db">, address: string) {
  const row = await findBounceOf(context.db, normalised(address));
  return row ? { address: row.address, reason: row.reason, bouncedAt: row.bouncedAt.toISOString() } : null;
}

/** A page of the bouncing addresses, the latest first, with the member each belongs to. */
export async function listBounces(
  context: Pick<BouncesContext, "db" | "ownersOfAddresses">,
  query: { page: number },
) {
  const rows = await findBouncePage(context.db, {
    limit: bouncePageSize,
    offset: (query.page - 1) * bouncePageSize,
  });
  const owners = await context.ownersOfAddresses(
    context,
    rows.map((row) => row.address),
  );
  return {
    results: rows.map((row) => {
      const owner = owners.get(row.address);
      return {
        address: row.address,
        reason: row.reason,
        bouncedAt: row.bouncedAt.toISOString(),
        member: owner
          ? { id: owner.id, memberNo: owner.memberNo, name: `${owner.firstName} ${owner.lastName}` }
          : null,
      };
    }),
    page: query.page,
    pageSize: bouncePageSize,
    // A page past the last has no row to carry the count.
    total: rows[0]?.total ?? (await countBounces(context.db)),
  };
}

/**
 * The office clears a bounce once the member has confirmed a working address: bulk mail goes there again. In the
 * audit trail, on the member whose address it is.
 */
export async function clearBounce(
  context: Pick<BouncesContext, "db" | "now" | "ownersOfAddresses">,
  actorId: number,
  address: string,
) {
  await context.db.transaction(async (tx) => {
    const removed = await deleteBounce(tx, normalised(address));
    if (!removed) throw new AppError("not_found", { address: [mailBounceMessages.notBouncing] });
    const owners = await context.ownersOfAddresses({ db: tx }, [removed.address]);
    await recordAudit(
      { ...context, db: tx },
      {
        actorId,
        memberId: owners.get(removed.address)?.id ?? null,
        action: "mail_bounce_cleared",
        before: {
          address: removed.address,
          reason: removed.reason,
          bouncedAt: removed.bouncedAt.toISOString(),
        },
      },
    );
  });
}
