import type { AnnouncementSegment } from "@club/domain/announcement.schema";
import type { Config } from "../../config.ts";
import type { MailMessage } from "../mail/mail.service.ts";

// An announcement as a member gets it: the office's text as typed (plain text), then a footer that says why the
// member got it and how to stop these e-mails. Bulk mail carries the one-click unsubscribe of RFC 8058.

/** What the segment's footer names: the region or the event the member is in the segment for. */
export interface SegmentNames {
  regionName?: string | null;
  eventTitle?: string | null;
}

function whyYouGotIt(config: Config, segment: AnnouncementSegment, names: SegmentNames): string {
  const club = config.club.clubName;
  switch (segment.kind) {
    case "active":
      return `you are a member of the ${club}`;
    case "region":
      return `you are a member of the ${club}'s ${names.regionName ?? "region"}`;
    case "lapsed":
      return `you were a member of the ${club} until recently`;
    case "event":
      return `you registered for ${names.eventTitle ?? "one of the club's events"}`;
  }
}

/** The page a member opens from the e-mail's footer (the web's /unsubscribe/{token}). */
export const unsubscribePageUrl = (config: Config, token: string) =>
  `${config.publicUrl}/unsubscribe/${token}`;

/** Where a mail program POSTs the one-click unsubscribe (List-Unsubscribe). */
export const oneClickUrl = (config: Config, token: string) =>
  `${config.publicUrl}/api/v1/unsubscribe/${token}`;

/** The token shown where a preview or a test has no member's own link; it opens the page's "not valid" message. */
export const sampleToken = "example-link";

export interface AnnouncementMailInput {
  to: { email: string; firstName: string; lastName: string; memberId?: number };
  subject: string;
  body: string;
  segment: AnnouncementSegment;
  names: SegmentNames;
  /** The member's own unsubscribe token; a preview or a test uses `sampleToken`. */
  token: string;
}

export function announcementText(config: Config, input: AnnouncementMailInput): string {
  const { club } = config;
  return [
    `Dear ${input.to.firstName} ${input.to.lastName},`,
    "",
    input.body,
    "",
    "--",
    `You receive this e-mail because ${whyYouGotIt(config, input.segment, input.names)}.`,
    "To stop getting club announcements by e-mail, open this link:",
    unsubscribePageUrl(config, input.token),
    "Renewal reminders and messages about your payments will still come.",
    "",
    club.clubName,
    `${club.officeEmail} · ${club.officePhone}`,
  ].join("\n");
}

/** The bulk message for one member, with the headers a mail program shows as its own Unsubscribe button. */
export function announcementMail(config: Config, input: AnnouncementMailInput): MailMessage {
  return {
    to: input.to.email,
    subject: input.subject,
    text: announcementText(config, input),
    memberId: input.to.memberId,
    headers: {
      "List-Unsubscribe": `<${oneClickUrl(config, input.token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
