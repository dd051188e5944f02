import { maskEmail } from "@club/domain/announcement.rules";
import { announcementMessages, type UnsubscribeStatus } from "@club/domain/announcement.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField } from "../../lib/app-error.ts";
import { hashToken } from "../../lib/tokens.ts";
import { optOutOfBulkMail } from "../members/members.service.ts";
import { recordConsent } from "../privacy/privacy-choices.service.ts";
import { findRecipientByToken } from "./announcements.repository.ts";

// Issue 15: each announcement's e-mail carries a link of the member's own (a random token, kept hashed). It needs no
// sign-in: whoever has the e-mail may stop these e-mails, and nothing else. The address is shown masked.

async function recipientOf(context: AppContext, token: string) {
  const recipient = await findRecipientByToken(context.db, hashToken(token));
  if (!recipient) throw invalidField("token", announcementMessages.tokenUnknown, "not_found");
  return recipient;
}

/** GET /unsubscribe/{token}: whose link it is, and whether they have already unsubscribed. */
export async function unsubscribeStatus(context: AppContext, token: string): Promise<UnsubscribeStatus> {
  const recipient = await recipientOf(context, token);
  return { email: maskEmail(recipient.email), unsubscribed: recipient.unsubscribed };
}

/**
 * POST /unsubscribe/{token}: no more announcements for the member (again: no change), in their consent log (issue
 * 30) as the trail has it: the member's own choice, made from their e-mail.
 */
export async function unsubscribe(context: AppContext, token: string): Promise<UnsubscribeStatus> {
  const recipient = await recipientOf(context, token);
  await context.db.transaction(async (tx) => {
    const inTx = { ...context, db: tx };
    if (!(await optOutOfBulkMail(inTx, recipient.memberId))) return;
    await recordConsent(inTx, {
      memberId: recipient.memberId,
      kind: "announcements",
      choice: { receive: false },
      how: "unsubscribe_link",
      actorId: recipient.memberId,
    });
  });
  return { email: maskEmail(recipient.email), unsubscribed: true };
}
