import { z } from "zod";
import { multiLineTextSchema, singleLineTextSchema } from "./fields.schema.ts";

// Issue 30: the message relay. A member writes to another member through the portal; the club mails it from its own
// address with the sender's as Reply-To, so a member who hides their e-mail stays reachable without showing it.

export const memberMessageSubjectMax = 120;
export const memberMessageTextMax = 2000;

/**
 * How many messages one member may send (docs/decisions.md): enough to write to every owner of a model one is
 * restoring, too few for the relay to serve as a way to mail the directory.
 */
export const memberMessageLimits = [
  { max: 5, hours: 24, period: "24 hours" },
  { max: 20, hours: 30 * 24, period: "30 days" },
] as const;

export const memberMessageMessages = {
  subjectTooLong: `Subject is too long (${memberMessageSubjectMax} characters at most)`,
  messageRequired: "Message is required",
  messageTooLong: `Message is too long (${memberMessageTextMax.toLocaleString("en-US")} characters at most)`,
  toYourself: "You cannot send a message to yourself.",
  noAddress: "The club has no e-mail address for this member, so it cannot pass a message on.",
  tooMany: (max: number, period: string, writeAgain: string) =>
    `You have sent ${max} messages in the last ${period}, the most a member may send. You can write again from ${writeAgain}.`,
  sent: "Your message was sent. Replies come to your own e-mail.",
} as const;

/** POST /api/v1/members/{memberNo}/message: the text, and a subject the member may leave blank (null). */
export const memberMessageInputSchema = z.object({
  subject: singleLineTextSchema()
    .trim()
    .max(memberMessageSubjectMax, { error: memberMessageMessages.subjectTooLong })
    .nullish()
    .transform((value) => value || null),
  // Plain text, kept as typed (its lines and paragraphs); only the blank space around it dropped.
  message: multiLineTextSchema({ error: memberMessageMessages.messageRequired })
    .trim()
    .min(1, { error: memberMessageMessages.messageRequired, abort: true })
    .max(memberMessageTextMax, { error: memberMessageMessages.messageTooLong }),
});
export type MemberMessageInput = z.output<typeof memberMessageInputSchema>;

/** The relay's answer: the message is on its way. Nothing about the recipient, their address least of all. */
export const memberMessageReplySchema = z.object({ sent: z.literal(true) });
export type MemberMessageReply = z.infer<typeof memberMessageReplySchema>;
