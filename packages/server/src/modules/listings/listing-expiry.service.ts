import { clubDate } from "@club/domain/club-clock";
import { reminderDueBefore } from "@club/domain/listing.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { listingEndingMail, listingExpiredMail } from "../mail/mail-templates.ts";
import { getMemberContact } from "../members/members.service.ts";
import {
  configWithClubSettings,
  getClubTimeZone,
  getMarketplaceSettings,
} from "../settings/settings.service.ts";
import { expireListings, findDueReminders, findEnded, updateListing } from "./listings.repository.ts";

// Issue 44: a listing lasts the club's number of days. A week before it ends its seller is reminded (once a period:
// a renewal clears the mark), and when it ends it leaves the marketplace. Run on the housekeeping schedule, in
// batches, each listing in its own short transaction.

const batchSize = 100;

/** Mails the reminders due and expires the listings whose time is up; says how many of each. */
export async function remindAndExpireListings(context: AppContext) {
  const now = context.now();
  const [settings, timeZone, config] = await Promise.all([
    getMarketplaceSettings(context),
    getClubTimeZone(context),
    configWithClubSettings(context),
  ]);
  let reminded = 0;
  for (let due = await findDueReminders(context.db, reminderDueBefore(now), batchSize); due.length > 0; ) {
    for (const listing of due) {
      const seller = await getMemberContact(context, listing.memberId);
      await context.db.transaction(async (tx) => {
        await updateListing(tx, listing.id, { remindedAt: now });
        if (!seller.email || !listing.expiresAt) return;
        const mail = listingEndingMail(
          config,
          { ...seller, email: seller.email },
          {
            id: listing.id,
            title: listing.title,
            endsOn: clubDate(listing.expiresAt, timeZone),
            listingDays: settings.listingDays,
          },
        );
        await context.mailer.enqueue({ ...mail, memberId: listing.memberId }, tx);
      });
      reminded += 1;
    }
    due = await findDueReminders(context.db, reminderDueBefore(now), batchSize);
  }
  let expired = 0;
  for (let ended = await findEnded(context.db, now, batchSize); ended.length > 0; ) {
    for (const { id } of ended) {
      await context.db.transaction(async (tx) => {
        const [listing] = await expireListings(tx, [id], now);
        if (!listing) return;
        expired += 1;
        await recordAudit(
          { ...context, db: tx },
          {
            actorId: null,
            memberId: listing.memberId,
            action: "listing_expired",
            after: { listingId: id },
          },
        );
        const seller = await getMemberContact({ ...context, db: tx }, listing.memberId);
        if (seller.email)
          await context.mailer.enqueue(
            {
              ...listingExpiredMail(config, { ...seller, email: seller.email }, listing),
              memberId: listing.memberId,
            },
            tx,
          );
      });
    }
    ended = await findEnded(context.db, now, batchSize);
  }
  if (reminded + expired > 0) context.mailer.deliverSoon();
  return { reminded, expired };
}
