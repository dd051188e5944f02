import { listingMessages } from "@club/domain/listing.schema";
import type { ViewingAccount } from "@club/domain/member-visibility.rules";
import { invalidField } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { authorize } from "../policy/policy.ts";
import { findOpenReport, insertReport } from "./listings.repository.ts";
import { type ListingsContext, readableListing } from "./listings.service.ts";

// Issue 44: members tell the office what is wrong with a listing; the office's queue reads the reports and decides.

/** POST /listings/{id}/reports: one open report a member and listing; a second while it is open changes nothing. */
export async function reportListing(
  context: ListingsContext,
  reporter: ViewingAccount,
  id: number,
  input: { reason: string },
) {
  authorize(reporter, "useMarketplace");
  const listing = await readableListing(context, reporter, id);
  if (listing.memberId === reporter.memberId) throw invalidField("base", listingMessages.ownListing);
  await context.db.transaction(async (tx) => {
    if (await findOpenReport(tx, id, reporter.memberId)) return;
    await insertReport(tx, {
      listingId: id,
      reporterId: reporter.memberId,
      reason: input.reason,
      createdAt: context.now(),
    });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: reporter.memberId,
        memberId: listing.memberId,
        action: "listing_reported",
        after: { listingId: id },
      },
    );
  });
  return { reported: true } as const;
}
