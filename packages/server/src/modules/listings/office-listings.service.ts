import { clubDate } from "@club/domain/club-clock";
import { removableByOffice } from "@club/domain/listing.rules";
import {
  type OfficeListingQuery,
  type OfficeListingRow,
  officeListingMessages,
} from "@club/domain/listing.schema";
import { fullName } from "@club/domain/member-name.rules";
import { visibilityMessages } from "@club/domain/member-visibility.rules";
import { officePageOffset, officePageSize } from "@club/domain/office.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { UrlSigner } from "../files/signed-urls.ts";
import { listingApprovedMail, listingRemovedMail } from "../mail/mail-templates.ts";
import { getMemberContact, memberNamesByIds } from "../members/members.service.ts";
import {
  configWithClubSettings,
  getClubTimeZone,
  getMarketplaceSettings,
} from "../settings/settings.service.ts";
import { withdrawListingFee } from "./listing-fees.ts";
import { summariesOf } from "./listing-view.ts";
import {
  findListing,
  findOfficeListingPage,
  findOpenReportsOf,
  findReport,
  type ListingRow,
  lockListing,
  resolveOpenReports,
  updateListing,
} from "./listings.repository.ts";
import { startListing } from "./listings.service.ts";

// Issue 44: the office's side of the marketplace: the approval queue of new members' listings, the listings members
// reported, and the decisions (approve, remove with a reason for the seller, dismiss a report), each in one
// transaction with its audit entry and, for the seller's listing, their mail. The office sees every seller and
// reporter by their full name and number, whatever their directory choices.

export type OfficeListingsContext = AppContext & { signer: UrlSigner };
/** Who decides: the office account (the guard has authorised it), named in the audit trail. */
type Decider = { memberId: number };

/** The rows as the office's page shows them: summary, seller, and the reports not decided yet. */
async function toOfficeRows(context: OfficeListingsContext, rows: ListingRow[]): Promise<OfficeListingRow[]> {
  const [summaries, reports] = await Promise.all([
    summariesOf(context, null, rows),
    findOpenReportsOf(
      context.db,
      rows.map((row) => row.id),
    ),
  ]);
  const names = await memberNamesByIds(context, [
    ...rows.map((row) => row.memberId),
    ...reports.flatMap((report) => report.reporterId ?? []),
  ]);
  return rows.flatMap((row, at) => {
    const summary = summaries[at];
    const seller = names.get(row.memberId);
    if (!summary || !seller) return [];
    return [
      {
        ...summary,
        seller: { memberId: seller.id, memberNo: seller.memberNo, name: fullName(seller) },
        openReports: reports
          .filter((report) => report.listingId === row.id)
          .map((report) => {
            const reporter = report.reporterId === null ? undefined : names.get(report.reporterId);
            return {
              id: report.id,
              reason: report.reason,
              // A reporter whose account was deleted since (the report keeps its reason) is no longer named.
              reporter: reporter ? fullName(reporter) : visibilityMessages.formerMember,
              createdAt: report.createdAt.toISOString(),
            };
          }),
      },
    ];
  });
}

async function officeRowOf(context: OfficeListingsContext, id: number) {
  const row = await findListing(context.db, id);
  const [shown] = row ? await toOfficeRows(context, [row]) : [];
  if (!shown) throw notFound();
  return shown;
}

/** GET /office/listings: a page of the approval queue, the reported listings or all but drafts, newest first. */
export async function listOfficeListings(context: OfficeListingsContext, query: OfficeListingQuery) {
  const { rows, total } = await findOfficeListingPage(context.db, query.show, {
    limit: officePageSize,
    offset: officePageOffset(query.page),
  });
  return { results: await toOfficeRows(context, rows), page: query.page, pageSize: officePageSize, total };
}

/** POST /office/listings/{id}/approve: a waiting listing is listed for the club's period; its seller is told. */
export async function approveListing(context: OfficeListingsContext, decider: Decider, id: number) {
  const [settings, timeZone, config] = await Promise.all([
    getMarketplaceSettings(context),
    getClubTimeZone(context),
    configWithClubSettings(context),
  ]);
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const listing = await lockListing(tx, id);
    if (!listing) throw notFound();
    if (listing.status !== "awaiting_approval")
      throw new AppError("listing_state", { base: [officeListingMessages.notAwaiting] });
    await updateListing(tx, id, { approvedAt: context.now() });
    const listed = await startListing(inTransaction, listing, settings);
    await recordAudit(inTransaction, {
      actorId: decider.memberId,
      memberId: listing.memberId,
      action: "listing_approved",
      before: { listingId: id, status: listing.status },
      after: { listingId: id, status: listed.status },
    });
    const seller = await getMemberContact(inTransaction, listing.memberId);
    if (seller.email && listed.expiresAt)
      await context.mailer.enqueue(
        {
          ...listingApprovedMail(
            config,
            { ...seller, email: seller.email },
            { id, title: listed.title, endsOn: clubDate(listed.expiresAt, timeZone) },
          ),
          memberId: listing.memberId,
        },
        tx,
      );
  });
  context.mailer.deliverSoon();
  return officeRowOf(context, id);
}

/**
 * POST /office/listings/{id}/remove: out of the marketplace for good, with the reason the seller is mailed and reads
 * on their listing; the reports on it are decided with it.
 */
export async function removeListing(
  context: OfficeListingsContext,
  decider: Decider,
  id: number,
  input: { reason: string },
) {
  const config = await configWithClubSettings(context);
  // A listing waiting for its fee: the invoice is withdrawn first, so the seller can no longer pay for it.
  const waiting = await findListing(context.db, id);
  if (waiting?.status === "awaiting_payment") await withdrawListingFee(context, waiting);
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const listing = await lockListing(tx, id);
    if (!listing) throw notFound();
    if (!removableByOffice(listing.status))
      throw new AppError("listing_state", { base: [officeListingMessages.notRemovable] });
    const now = context.now();
    await updateListing(tx, id, {
      status: "removed",
      removalReason: input.reason,
      closedAt: now,
      updatedAt: now,
    });
    const reports = await resolveOpenReports(tx, { listingId: id }, "removed", now);
    await recordAudit(inTransaction, {
      actorId: decider.memberId,
      memberId: listing.memberId,
      action: "listing_removed",
      reason: input.reason,
      before: { listingId: id, status: listing.status },
      after: { listingId: id, status: "removed", reportIds: reports.map((report) => report.id) },
    });
    const seller = await getMemberContact(inTransaction, listing.memberId);
    if (seller.email)
      await context.mailer.enqueue(
        {
          ...listingRemovedMail(config, { ...seller, email: seller.email }, listing, input.reason),
          memberId: listing.memberId,
        },
        tx,
      );
  });
  context.mailer.deliverSoon();
  return officeRowOf(context, id);
}

/** POST /office/listing_reports/{id}/dismiss: the office finds nothing wrong; the listing stays as it is. */
export async function dismissReport(context: OfficeListingsContext, decider: Decider, reportId: number) {
  const report = await findReport(context.db, reportId);
  if (!report) throw notFound();
  await context.db.transaction(async (tx) => {
    const listing = await lockListing(tx, report.listingId);
    if (!listing) throw notFound();
    const [dismissed] = await resolveOpenReports(
      tx,
      { listingId: report.listingId, reportId },
      "dismissed",
      context.now(),
    );
    if (!dismissed) throw new AppError("listing_state", { base: [officeListingMessages.reportDecided] });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: decider.memberId,
        memberId: listing.memberId,
        action: "listing_report_dismissed",
        after: { listingId: listing.id, reportId },
      },
    );
  });
  return officeRowOf(context, report.listingId);
}
