import { convenienceFeeLabel } from "@club/domain/checkout.rules";
import { spelledDay } from "@club/domain/days";
import { formatCents } from "@club/domain/money";
import type { Config } from "../../config.ts";
import type { MailMessage } from "./mail.service.ts";

// The club's mails, worded in one place; each is queued by the module whose event it is.

interface Recipient {
  email: string;
  firstName: string;
  lastName: string;
}

const greeting = (to: Recipient) => `Dear ${to.firstName} ${to.lastName},`;

function signature(config: Config) {
  const club = config.club;
  return ["", club.clubName, `${club.officeEmail} · ${club.officePhone}`];
}

/** After a first membership is paid (memberships, at settlement). */
export function welcomeMail(
  config: Config,
  member: Recipient & { memberNo: number },
  duesExpire: string,
): MailMessage {
  const club = config.club;
  return {
    to: member.email,
    subject: `Welcome to the ${club.clubName}`,
    text: [
      greeting(member),
      "",
      `Welcome to the ${club.clubName}! Your membership is active.`,
      `Your member number is ${member.memberNo}; your dues are paid through ${duesExpire}.`,
      "",
      `Sign in to the members section at ${config.publicUrl}/login with this e-mail address.`,
      ...signature(config),
    ].join("\n"),
  };
}

/** For every settled payment (checkout); the note is what the payment did, in the selling module's words. */
export function receiptMail(
  config: Config,
  receipt: {
    payer: Recipient;
    receiptNote: string;
    invoice: { publicId: string; subtotal: number; fee: number; total: number };
    items: { description: string; amount: number }[];
    captureId: string;
  },
): MailMessage {
  const { invoice } = receipt;
  return {
    to: receipt.payer.email,
    subject: `${config.club.clubShortName} receipt for order ${invoice.publicId}`,
    text: [
      greeting(receipt.payer),
      "",
      receipt.receiptNote,
      "This is your receipt.",
      "",
      ...receipt.items.map((item) => `${item.description}: ${formatCents(item.amount)}`),
      ...(invoice.fee > 0 ? [`${convenienceFeeLabel(invoice)}: ${formatCents(invoice.fee)}`] : []),
      `Total paid: ${formatCents(invoice.total)} (USD)`,
      "",
      `Order: ${invoice.publicId}`,
      `Payment: ${receipt.captureId}`,
      ...signature(config),
    ].join("\n"),
  };
}

/** What a refund came with: a registration cancelled, by the member themselves or by the office (issue 40). */
export interface RefundCancellation {
  by: "member" | "office";
  /** What was cancelled, as the sentence names it: "your registration for Spring Tour". */
  what: string;
}

/** The first line of a refund's mail: who did what, so a member who cancelled is not told the office did. */
function refundLine(amount: string, orderId: string, cancelled: RefundCancellation | undefined) {
  const ofPayment = `of your payment for order ${orderId}`;
  if (cancelled?.by === "member")
    return `You cancelled ${cancelled.what}, and we refunded ${amount} ${ofPayment}.`;
  if (cancelled?.by === "office")
    return `The club office cancelled ${cancelled.what} and refunded ${amount} ${ofPayment}.`;
  return `The club office has refunded ${amount} ${ofPayment}.`;
}

/** A payment given back, in full or in part (checkout; events when a registration is cancelled). */
export function refundMail(
  config: Config,
  refund: {
    payer: Recipient;
    orderId: string;
    amount: number;
    full: boolean;
    method: string;
    cancelled?: RefundCancellation;
  },
): MailMessage {
  const online = refund.method === "paypal" || refund.method === "sandbox";
  return {
    to: refund.payer.email,
    subject: `${config.club.clubShortName} refund for order ${refund.orderId}`,
    text: [
      greeting(refund.payer),
      "",
      refundLine(formatCents(refund.amount), refund.orderId, refund.cancelled),
      online
        ? "The money goes back to the account you paid with; your bank may take a few days to show it."
        : "The office will return it to you the way you paid.",
      // A cancellation already said what was cancelled; a refund from the office alone says it here.
      ...(refund.full && !refund.cancelled
        ? ["", "As the whole payment was refunded, what it paid for has been cancelled."]
        : []),
      "",
      "If you have a question about this refund, please reply to this e-mail or call the office.",
      ...signature(config),
    ].join("\n"),
  };
}

/** The office changed a member's sign-in e-mail: told at the old address and the new one (office). */
export function emailChangedMail(
  config: Config,
  member: Recipient,
  change: { from: string; to: string; sendTo: string },
): MailMessage {
  return {
    to: change.sendTo,
    subject: `Your ${config.club.clubShortName} e-mail address was changed`,
    text: [
      greeting(member),
      "",
      `The club office changed the e-mail address of your membership from ${change.from} to ${change.to}.`,
      `From now on, sign in at ${config.publicUrl}/login with ${change.to}; your password is unchanged.`,
      "",
      "If you did not ask for this change, please contact the club office at once.",
      ...signature(config),
    ].join("\n"),
  };
}

/** A single-use link to choose a new password (auth). */
export function passwordResetMail(
  config: Config,
  member: Recipient,
  link: string,
  ttlMs: number,
): MailMessage {
  const club = config.club;
  return {
    to: member.email,
    subject: `${club.clubShortName} password reset`,
    text: [
      greeting(member),
      "",
      `We received a request to reset the password of your ${club.clubName} member account.`,
      `To choose a new password, open this link within ${Math.round(ttlMs / 60_000)} minutes:`,
      "",
      link,
      "",
      "If you did not ask for this, you can ignore this message: your password stays as it is.",
      ...signature(config),
    ].join("\n"),
  };
}

/**
 * Issue 43: a sign-in code, with a link that signs in the device it is opened on. The code leads the subject and
 * the message, in groups a reader can say aloud, for a phone that shows only the first line.
 */
export function signInCodeMail(
  config: Config,
  member: Recipient,
  { code, link, minutes }: { code: string; link: string; minutes: number },
): MailMessage {
  const club = config.club;
  const spoken = `${code.slice(0, 3)} ${code.slice(3)}`;
  return {
    to: member.email,
    subject: `${spoken} is your ${club.clubShortName} sign-in code`,
    text: [
      greeting(member),
      "",
      `Your code to sign in to your ${club.clubName} member account is:`,
      "",
      `    ${spoken}`,
      "",
      `Type it on the sign-in page within ${minutes} minutes. Or, on this device, open this link to sign in:`,
      "",
      link,
      "",
      "The code works once. If you did not ask for it, you can ignore this message: nobody can sign in without it.",
      ...signature(config),
    ].join("\n"),
  };
}

/** The office approved a registered car (office, issue 14). */
export function vehicleApprovedMail(config: Config, owner: Recipient, vehicle: string): MailMessage {
  return {
    to: owner.email,
    subject: `Your ${vehicle} was approved by the club`,
    text: [
      greeting(owner),
      "",
      `The club office has approved your ${vehicle}.`,
      "You can now bring it to club events: choose it when you register for an event on My Events,",
      `${config.publicUrl}/my-profile/my-events`,
      "",
      "If you change its year, make, model or another important detail later, the club will look at it again.",
      ...signature(config),
    ].join("\n"),
  };
}

/** The office did not approve a registered car, and says why (office, issue 14). */
export function vehicleRejectedMail(
  config: Config,
  owner: Recipient,
  vehicle: string,
  reason: string,
): MailMessage {
  return {
    to: owner.email,
    subject: `Your ${vehicle} was not approved`,
    text: [
      greeting(owner),
      "",
      `The club office looked at your ${vehicle} and could not approve it.`,
      "",
      `The office's reason: ${reason}`,
      "",
      "You can correct the car or add photos on My Vehicles; once you save it, the office looks at it again:",
      `${config.publicUrl}/my-profile/my-vehicles`,
      "",
      "If you have a question, please reply to this e-mail or call the office.",
      ...signature(config),
    ].join("\n"),
  };
}

/** Issue 39: another member claims the owner's car; the owner may answer before the office decides. */
export function vehicleClaimedMail(config: Config, owner: Recipient, vehicle: string): MailMessage {
  return {
    to: owner.email,
    subject: `Someone has claimed your ${vehicle}`,
    text: [
      greeting(owner),
      "",
      `Another member has told the club office that your ${vehicle} is theirs, and sent papers to show it.`,
      "The car stays in your garage while the office looks at the claim.",
      "",
      "You may answer the claim before the office decides: on My Vehicles, the car shows",
      `"Someone has claimed this car" with a box for your answer. ${config.publicUrl}/my-profile/my-vehicles`,
      "",
      "If you have a question, please reply to this e-mail or call the office.",
      ...signature(config),
    ].join("\n"),
  };
}

/** Issue 39: the office approved another member's claim on the car, which closed this one. */
export function vehicleClaimClosedMail(
  config: Config,
  claimant: Recipient,
  vehicle: string,
  reason: string,
): MailMessage {
  return {
    to: claimant.email,
    subject: `Your claim on the ${vehicle} was closed`,
    text: [
      greeting(claimant),
      "",
      `You told the club office that the ${vehicle} is yours. The office has now closed your claim.`,
      "",
      `Why: ${reason}.`,
      "",
      "You can read your claims on My Vehicles:",
      `${config.publicUrl}/my-profile/my-vehicles`,
      "",
      "If you still believe the car is yours, please reply to this e-mail or call the office.",
      ...signature(config),
    ].join("\n"),
  };
}

const myEvents = (config: Config) => `${config.publicUrl}/my-profile/my-events`;

/** Issue 28: a place freed at a full event is offered to the first waiting member (events). */
export function eventPlaceOfferedMail(
  config: Config,
  member: Recipient,
  offer: { eventTitle: string; eventDates: string; holdUntil: string },
): MailMessage {
  return {
    to: member.email,
    subject: `A place is yours at ${offer.eventTitle}`,
    text: [
      greeting(member),
      "",
      `A place has opened at ${offer.eventTitle} (${offer.eventDates}), and you are first on the waiting list.`,
      `It is held for you until ${offer.holdUntil}. To take it, sign in and choose "Accept the place" on My Events:`,
      myEvents(config),
      "",
      "If you no longer wish to come, do nothing: the place goes to the next member waiting.",
      ...signature(config),
    ].join("\n"),
  };
}

/**
 * Issue 28: a registration is confirmed (paid, or free); the code is what the member shows at the gate, and the QR
 * code (a PNG) what the office's phone scans. Attached rather than drawn in HTML: mail programs show an attached
 * picture as it is, where many hide a picture embedded in a message's HTML.
 */
export function eventConfirmedMail(
  config: Config,
  member: Recipient,
  registration: { eventTitle: string; eventDates: string; place: string | null; checkInCode: string },
  qrPng: Buffer,
): MailMessage {
  return {
    to: member.email,
    subject: `You are registered: ${registration.eventTitle}`,
    text: [
      greeting(member),
      "",
      `You are registered for ${registration.eventTitle} (${registration.eventDates})${registration.place ? `, ${registration.place}` : ""}.`,
      "",
      `Your check-in code: ${registration.checkInCode}`,
      "Show it at the gate, on paper or on your phone, or the QR code attached; My Events shows both too:",
      myEvents(config),
      ...signature(config),
    ].join("\n"),
    attachments: [
      {
        filename: `check-in-${registration.checkInCode}.png`,
        contentType: "image/png",
        contentBase64: qrPng.toString("base64"),
      },
    ],
  };
}

/**
 * Issue 30: a member's message passed on through the portal (privacy). From the club's address, with Reply-To the
 * sender's, so the recipient answers the sender directly and the sender learns their address only if they do.
 */
export function memberMessageMail(
  config: Config,
  recipient: Recipient,
  sender: Recipient & { memberNo: number },
  message: { subject: string | null; text: string; via: string },
): MailMessage {
  const club = config.club;
  const senderName = `${sender.firstName} ${sender.lastName}`;
  const from = `${senderName} (member ${sender.memberNo})`;
  return {
    to: recipient.email,
    subject: message.subject ? `Message from ${from}: ${message.subject}` : `Message from ${from}`,
    text: [
      greeting(recipient),
      "",
      `${from} wrote to you through ${message.via} of the ${club.clubName}:`,
      "",
      message.text,
      "",
      "---",
      `To answer, reply to this e-mail: your reply goes straight to ${senderName}, from your own address.`,
      `Passing this message on, the club did not give ${sender.firstName} your e-mail address: they see it only if you reply.`,
      "The privacy choices on your profile decide what other members see of you.",
      ...signature(config),
    ].join("\n"),
    headers: { "Reply-To": sender.email },
  };
}

/** Issue 30: the receipt of a member's request to leave the club (privacy). */
export function erasureRequestedMail(config: Config, member: Recipient, dueOn: string): MailMessage {
  return {
    to: member.email,
    subject: `Your request to leave the ${config.club.clubName}`,
    text: [
      greeting(member),
      "",
      "We have received your request to leave the club and have your details removed.",
      `The club office will answer by ${spelledDay(dueOn)}.`,
      "",
      "Once it is done, your name, contact details, photos and sign-in are removed. Your payments stay in the club's",
      "accounts, and your cars stay in the club's registry without your name.",
      "",
      "If you did not ask for this, please contact the club office at once.",
      ...signature(config),
    ].join("\n"),
  };
}

/** Issue 30: the last mail to a member who left the club, queued before their address is erased (privacy). */
export function erasureCompletedMail(config: Config, member: Recipient): MailMessage {
  return {
    to: member.email,
    subject: `You have left the ${config.club.clubName}`,
    text: [
      greeting(member),
      "",
      "As you asked, the club office has removed your details: your name, contact details, photos and sign-in.",
      "Your payments stay in the club's accounts, and your cars stay in the club's registry without your name.",
      "",
      "This is the last e-mail you receive from the club. Thank you for the years you spent with us.",
      ...signature(config),
    ].join("\n"),
  };
}

/** Issue 30: the office refused a member's request to leave the club, and says why (privacy). */
export function erasureRefusedMail(config: Config, member: Recipient, reason: string): MailMessage {
  return {
    to: member.email,
    subject: `Your request to leave the ${config.club.clubName}`,
    text: [
      greeting(member),
      "",
      "The club office cannot remove your details at this time, for this reason:",
      "",
      reason,
      "",
      "Your account stays as it was. If you have a question, please reply to this e-mail or call the office.",
      ...signature(config),
    ].join("\n"),
  };
}

/** Issue 16: an imported member is invited to claim their account with a single-use link (claims). */
export function claimInvitationMail(config: Config, member: Recipient, link: string): MailMessage {
  const club = config.club;
  return {
    to: member.email,
    subject: `Claim your account at the ${club.clubName}`,
    text: [
      greeting(member),
      "",
      `The ${club.clubName} has moved its membership records to a new members' website, and your account is ready.`,
      "To start using it, open this link and choose a password:",
      "",
      link,
      "",
      "The link works once, for 30 days. After that, sign in with this e-mail address and your password at",
      `${config.publicUrl}/login`,
      "",
      "If you did not expect this message, or need a hand, reply to it or call the club office.",
      ...signature(config),
    ].join("\n"),
  };
}

/** Issue 44: a week before a listing ends, with the one button that renews it. */
export function listingEndingMail(
  config: Config,
  seller: Recipient,
  listing: { id: number; title: string; endsOn: string; listingDays: number },
): MailMessage {
  return {
    to: seller.email,
    subject: `Your listing "${listing.title}" ends on ${spelledDay(listing.endsOn)}`,
    text: [
      greeting(seller),
      "",
      `Your listing "${listing.title}" in the club's marketplace ends on ${spelledDay(listing.endsOn)}.`,
      `To keep it listed for another ${listing.listingDays} days, open it and press "Renew":`,
      `${config.publicUrl}/marketplace/${listing.id}`,
      "",
      'If it has sold, press "Mark sold" there instead, so buyers stop writing to you.',
      ...signature(config),
    ].join("\n"),
  };
}

/** Issue 44: a listing's time is up; it can still be renewed from the member's listings. */
export function listingExpiredMail(
  config: Config,
  seller: Recipient,
  listing: { id: number; title: string },
): MailMessage {
  return {
    to: seller.email,
    subject: `Your listing "${listing.title}" has ended`,
    text: [
      greeting(seller),
      "",
      `Your listing "${listing.title}" is no longer shown in the club's marketplace: its time is up.`,
      `You can renew it at any time from your listings:`,
      `${config.publicUrl}/marketplace/${listing.id}`,
      ...signature(config),
    ].join("\n"),
  };
}

/** Issue 44: the office approved a new member's listing; it is in the marketplace now, for the club's period. */
export function listingApprovedMail(
  config: Config,
  seller: Recipient,
  listing: { id: number; title: string; endsOn: string },
): MailMessage {
  return {
    to: seller.email,
    subject: `Your listing "${listing.title}" is in the marketplace`,
    text: [
      greeting(seller),
      "",
      `The club office approved your listing "${listing.title}". Members can find it in the club's marketplace now,`,
      `until ${spelledDay(listing.endsOn)}:`,
      `${config.publicUrl}/marketplace/${listing.id}`,
      "",
      'If it sells, press "Mark sold" there, so buyers stop writing to you.',
      ...signature(config),
    ].join("\n"),
  };
}

/** Issue 44: the office took a listing out of the marketplace, with its reason for the seller. */
export function listingRemovedMail(
  config: Config,
  seller: Recipient,
  listing: { title: string },
  reason: string,
): MailMessage {
  return {
    to: seller.email,
    subject: `Your listing "${listing.title}" was removed from the marketplace`,
    text: [
      greeting(seller),
      "",
      `The club office removed your listing "${listing.title}" from the club's marketplace.`,
      "",
      `The office's reason: ${reason}`,
      "",
      "If you have a question, please reply to this e-mail or call the office.",
      ...signature(config),
    ].join("\n"),
  };
}

/**
 * Issue 44: someone outside the club wrote to a public listing's seller; nothing reaches the seller until they open
 * this link, so an address that is not theirs sends nothing.
 */
export function publicInquiryConfirmMail(
  config: Config,
  writer: { email: string; name: string },
  listing: { title: string; link: string },
): MailMessage {
  const club = config.club;
  return {
    to: writer.email,
    subject: `Confirm your message about "${listing.title}"`,
    text: [
      `Dear ${writer.name},`,
      "",
      `You wrote to the seller of "${listing.title}" in the ${club.clubName}'s marketplace.`,
      "To send your message, open this link and press the button on the page:",
      "",
      listing.link,
      "",
      "The link works once, for 24 hours. If you did not write this message, ignore this e-mail: nothing is sent.",
      ...signature(config),
    ].join("\n"),
  };
}

/**
 * Issue 44: a confirmed message from outside the club, passed on to the seller from the club's address with Reply-To
 * the writer's; the writer never learns the seller's address unless the seller replies.
 */
export function publicInquiryMail(
  config: Config,
  seller: Recipient,
  writer: { email: string; name: string },
  message: { listingId: number; title: string; text: string },
): MailMessage {
  const club = config.club;
  return {
    to: seller.email,
    subject: `Message from ${writer.name} about your listing "${message.title}"`,
    text: [
      greeting(seller),
      "",
      `${writer.name}, who is not a member of the ${club.clubName}, wrote to you about your listing "${message.title}"`,
      "through the club's public marketplace. They confirmed their e-mail address before this was sent.",
      "",
      message.text,
      "",
      "---",
      `To answer, reply to this e-mail: your reply goes straight to ${writer.name}, from your own address.`,
      "Passing this message on, the club did not give them your name or e-mail address: they see them only if you reply.",
      `Your listing: ${config.publicUrl}/marketplace/${message.listingId}`,
      ...signature(config),
    ].join("\n"),
    headers: { "Reply-To": writer.email },
  };
}

/** Issue 46: the day before a meet, to each member who signed up to volunteer at it. */
export function volunteerReminderMail(
  config: Config,
  volunteer: Recipient,
  duty: { meet: string; day: string; place: string | null; role: string; time: string | null },
): MailMessage {
  return {
    to: volunteer.email,
    subject: `Tomorrow at ${duty.meet}: you are volunteering as ${duty.role}`,
    text: [
      greeting(volunteer),
      "",
      `Thank you for volunteering at ${duty.meet} tomorrow, ${spelledDay(duty.day)}.`,
      // Each on its own line without a closing stop: the club's words for a time often end in "a.m." already.
      `Your role: ${duty.role}`,
      ...(duty.time ? [`When: ${duty.time}`] : []),
      ...(duty.place ? [`Where: ${duty.place}`] : []),
      "",
      `If you can no longer come, please withdraw on your events page so someone else can take your place: ${config.publicUrl}/my-events`,
      ...signature(config),
    ].join("\n"),
  };
}

/**
 * Issue 46: a member was nominated for an office in an election: they answer on the election's page (accept with a
 * statement and a photo, or decline) before voting opens.
 */
export function nominationMail(
  config: Config,
  nominee: Recipient,
  nomination: {
    electionId: number;
    electionTitle: string;
    raceTitle: string;
    self: boolean;
    answerBy: string;
  },
): MailMessage {
  return {
    to: nominee.email,
    subject: `You are nominated for ${nomination.raceTitle}: please answer`,
    text: [
      greeting(nominee),
      "",
      nomination.self
        ? `You nominated yourself for ${nomination.raceTitle} in "${nomination.electionTitle}".`
        : `A member of the club has nominated you for ${nomination.raceTitle} in "${nomination.electionTitle}".`,
      "You are a candidate only once you accept. To accept (with a short statement and a photo for the ballot) or",
      `to decline, open the election and look for "Your nominations", by ${spelledDay(nomination.answerBy)}:`,
      `${config.publicUrl}/elections/${nomination.electionId}`,
      ...signature(config),
    ].join("\n"),
  };
}

/**
 * Issue 46: an election's ballot, on its first day of voting: the link opens this voter's ballot without a password,
 * for this election only. An associate gets their own at the member's address.
 */
export function ballotMail(
  config: Config,
  voter: Recipient,
  election: { title: string; votingTo: string; link: string },
): MailMessage {
  const club = config.club;
  return {
    to: voter.email,
    subject: `Your ballot: ${election.title}`,
    text: [
      greeting(voter),
      "",
      `Voting is open in the ${club.clubName}'s ${election.title}. Your ballot is secret: the club records that`,
      "you voted, never how.",
      "",
      "Open this link to vote (on your phone or computer, no password needed):",
      "",
      election.link,
      "",
      `Voting closes at the end of ${spelledDay(election.votingTo)}. The link is yours alone and works for this`,
      "election only: please do not forward this e-mail. You can also sign in and vote from Elections.",
      ...signature(config),
    ].join("\n"),
  };
}
