import { listingMessages, type PublicInquiryInput } from "@club/domain/listing.schema";
import { memberMessageMessages } from "@club/domain/member-message.schema";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { takeHits } from "../limits/limits.service.ts";
import { publicInquiryConfirmMail, publicInquiryMail } from "../mail/mail-templates.ts";
import { getMemberContact } from "../members/members.service.ts";
import { configWithClubSettings, getMarketplaceSettings } from "../settings/settings.service.ts";
import {
  deleteUnconfirmedInquiries,
  forgetInquiryWriters,
  insertInquiry,
  lockInquiryByHash,
  markInquirySent,
} from "./listings.repository.ts";
import { type ListingsContext, readableListing } from "./listings.service.ts";

// Issue 44: someone outside the club writes to the seller of a public listing. No captcha: the message waits until
// its writer opens the link mailed to them (so nobody writes in another's name), and each network and each address
// may write a few a day. The seller's name and address are never shown to the writer.

const dayMs = 86_400_000;
/** Inquiries a day from one network, and to one address: enough for a buyer, too few for a spammer. */
export const publicInquiryLimit = { max: 5, windowMs: dayMs };
/** How long the confirmation link works. */
const confirmWithinMs = dayMs;
/** How long the writer's name and address are kept after their message was relayed (a seller's question about it). */
const keepWriterMs = 30 * dayMs;

/** A listing the public may read and write about now: the club shows them, and it is listed (not sold). */
async function publicListing(context: ListingsContext, id: number) {
  const settings = await getMarketplaceSettings(context);
  if (!settings.enabled || !settings.public) throw notFound();
  const row = await readableListing(context, null, id);
  if (row.status !== "active") throw notFound();
  return row;
}

const gone = () => new AppError("inquiry_gone", { token: [listingMessages.inquiryGone] });

/**
 * POST /public/listings/{id}/inquiries: the message is kept with the hash of a link's token, and the link is mailed
 * to its writer; nothing reaches the seller yet.
 */
export async function startPublicInquiry(
  context: ListingsContext,
  request: { listingId: number; input: PublicInquiryInput; ip: string },
) {
  const { listingId, input, ip } = request;
  const listing = await publicListing(context, listingId);
  await takeHits(context, [
    { key: `public inquiry|ip|${ip}`, limit: publicInquiryLimit },
    { key: `public inquiry|address|${input.email.toLowerCase()}`, limit: publicInquiryLimit },
  ]);
  const seller = await getMemberContact(context, listing.memberId);
  if (!seller.email) throw invalidField("base", memberMessageMessages.noAddress);
  const { token, tokenHash } = newToken();
  const config = await configWithClubSettings(context);
  await context.db.transaction(async (tx) => {
    await insertInquiry(tx, {
      listingId,
      name: input.name,
      email: input.email,
      message: input.message,
      tokenHash,
      createdAt: context.now(),
    });
    await context.mailer.enqueue(
      publicInquiryConfirmMail(config, input, {
        title: listing.title,
        link: `${config.publicUrl}/for-sale/confirm/${token}`,
      }),
      tx,
    );
  });
  context.mailer.deliverSoon();
  return { message: listingMessages.inquiryConfirm };
}

/**
 * POST /public/inquiries/confirm: the link's first use within its day relays the message to the seller, from the
 * club with Reply-To the writer, and erases its text. Used, old or unknown: gone. A listing no longer shown: gone too.
 */
export async function confirmPublicInquiry(context: ListingsContext, token: string) {
  const config = await configWithClubSettings(context);
  await context.db.transaction(async (tx) => {
    const inquiry = await lockInquiryByHash(tx, hashToken(token));
    if (!inquiry || inquiry.confirmedAt !== null || inquiry.message === null) throw gone();
    if (inquiry.createdAt.getTime() <= context.now().getTime() - confirmWithinMs) throw gone();
    const inTransaction = { ...context, db: tx };
    const listing = await publicListing(inTransaction, inquiry.listingId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === "not_found" ? gone() : error;
    });
    const seller = await getMemberContact(inTransaction, listing.memberId);
    if (!seller.email) throw gone();
    await context.mailer.enqueue(
      {
        ...publicInquiryMail(
          config,
          { ...seller, email: seller.email },
          { name: inquiry.name, email: inquiry.email },
          { listingId: listing.id, title: listing.title, text: inquiry.message },
        ),
        memberId: listing.memberId,
      },
      tx,
    );
    await markInquirySent(tx, inquiry.id, context.now());
  });
  context.mailer.deliverSoon();
  return { message: listingMessages.inquirySent };
}

/** Housekeeping: unconfirmed inquiries go after their day; relayed ones forget their writer after 30 days. */
export async function purgePublicInquiries(context: Pick<ListingsContext, "db" | "now">) {
  const now = context.now().getTime();
  await deleteUnconfirmedInquiries(context.db, new Date(now - confirmWithinMs));
  await forgetInquiryWriters(context.db, new Date(now - keepWriterMs));
}
