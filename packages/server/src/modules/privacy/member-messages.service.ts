import { clubMoment } from "@club/domain/club-clock";
import { isoDay } from "@club/domain/days";
import {
  type MemberMessageInput,
  memberMessageLimits,
  memberMessageMessages as messages,
} from "@club/domain/member-message.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { memberMessageMail } from "../mail/mail-templates.ts";
import { getMemberContact, holdMember } from "../members/members.service.ts";
import { configWithClubSettings, getClubTimeZone } from "../settings/settings.service.ts";
import { findListedMember, findSendTimes, insertRelayedMessage } from "./member-messages.repository.ts";

// Issue 30: the message relay. The text goes into the recipient's mail and nowhere else: relayed_messages keeps who
// wrote to whom and when, which is all the limits count, and the trail says the same.

const hourMs = 3_600_000;
const longestWindowMs = Math.max(...memberMessageLimits.map((limit) => limit.hours)) * hourMs;

/**
 * The refusal when the sender has reached a limit, saying when they may write again: when enough of the messages a
 * limit counts have left its window. Over both limits, the later moment is the one that lets them write.
 */
function limitRefusal(sentTimes: Date[], now: Date, timeZone: string): AppError | null {
  const reached = memberMessageLimits.flatMap((limit) => {
    const windowMs = limit.hours * hourMs;
    const counted = sentTimes.filter((sentAt) => sentAt.getTime() > now.getTime() - windowMs);
    const leavesLast = counted[counted.length - limit.max];
    return leavesLast ? [{ ...limit, writeAgain: new Date(leavesLast.getTime() + windowMs) }] : [];
  });
  const latest = reached.sort((a, b) => b.writeAgain.getTime() - a.writeAgain.getTime())[0];
  if (!latest) return null;
  return new AppError(
    "too_many_requests",
    { base: [messages.tooMany(latest.max, latest.period, clubMoment(latest.writeAgain, timeZone))] },
    Math.ceil((latest.writeAgain.getTime() - now.getTime()) / 1000),
  );
}

/**
 * Passes a member's message on to a member the directory lists, by mail from the club with Reply-To the sender.
 */
export async function sendMemberMessage(
  context: AppContext,
  message: { senderId: number; memberNo: number; input: MemberMessageInput },
) {
  const { senderId, memberNo, input } = message;
  const recipient = await findListedMember(context.db, memberNo, isoDay(context.now()));
  if (!recipient) throw notFound();
  return relayMessage(context, { senderId, recipient, ...input, via: "the members' directory" });
}

/** Whom a relayed message goes to, and what the mail says it was written through. */
export interface RelayedMessage {
  senderId: number;
  recipient: { id: number; email: string | null; firstName: string; lastName: string };
  subject: string | null;
  message: string;
  /** "the members' directory"; issue 44: a listing of the marketplace. */
  via: string;
}

/**
 * The relay itself, for the directory and the marketplace's listings alike (issue 44: its limits apply to both). The
 * sender's row is held while their messages are counted and this one recorded, so two sends at once are counted one
 * after the other and cannot both pass a limit.
 */
export async function relayMessage(context: AppContext, relayed: RelayedMessage) {
  const { senderId, recipient } = relayed;
  const sender = await getMemberContact(context, senderId);
  if (recipient.id === senderId) throw invalidField("base", messages.toYourself);
  if (!recipient.email) throw invalidField("base", messages.noAddress);
  const to = { ...recipient, email: recipient.email };
  const config = await configWithClubSettings(context);
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    await holdMember(inTransaction, senderId);
    const now = context.now();
    const refusal = limitRefusal(
      await findSendTimes(tx, senderId, new Date(now.getTime() - longestWindowMs)),
      now,
      await getClubTimeZone(inTransaction),
    );
    if (refusal) throw refusal;
    await insertRelayedMessage(tx, { senderId, recipientId: recipient.id, sentAt: now });
    await recordAudit(inTransaction, {
      actorId: senderId,
      memberId: recipient.id,
      action: "member_message_sent",
    });
    await context.mailer.enqueue(
      {
        ...memberMessageMail(config, to, sender, {
          subject: relayed.subject,
          text: relayed.message,
          via: relayed.via,
        }),
        memberId: recipient.id,
      },
      tx,
    );
  });
  context.mailer.deliverSoon();
  return { sent: true } as const;
}
