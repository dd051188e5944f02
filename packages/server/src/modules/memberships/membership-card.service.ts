import { cardTokenOfText } from "@club/domain/check-in-code.rules";
import { isoDay } from "@club/domain/days";
import {
  type CardCheck,
  type MembershipCard,
  membershipCardMessages,
} from "@club/domain/membership-card.schema";
import { inGoodStanding, standingOf } from "@club/domain/standing.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { drawPdf, pdfDrawing } from "../../lib/pdf-threads.ts";
import { getCardHolder } from "../members/members.service.ts";
import { getNationalPlan } from "../plans/plans.service.ts";
import { cardTokenOf, memberIdOfCardToken } from "./card-tokens.ts";
import type { membershipCardPdf } from "./membership-card-pdf.ts";
import { findNationalMembership } from "./memberships.repository.ts";

// Issue 25: the membership card (GET /members/card, its PDF, the office's print of it) and the check its QR code
// opens (GET /cards/{token}), read live so that an old card of a member who lapsed or resigned says so.

/**
 * What a card shows and what its check reads: the member's name and number, whether the office closed the account,
 * and their national membership and plan (null before a first payment). Undefined for an unknown member.
 */
async function cardFactsOf(context: AppContext, memberId: number) {
  const [holder, membership] = await Promise.all([
    getCardHolder(context, memberId),
    findNationalMembership(context.db, memberId),
  ]);
  if (!holder) return undefined;
  const plan = membership && (await getNationalPlan(context, membership.nationalPlanId));
  return {
    ...holder,
    duesExpire: membership?.duesExpire ?? null,
    complimentary: membership?.complimentary ?? null,
    planTitle: plan?.title ?? null,
    lifelong: plan?.lifelong ?? null,
  };
}

type CardFacts = NonNullable<Awaited<ReturnType<typeof cardFactsOf>>>;
type IssuedFacts = CardFacts & { duesExpire: string; planTitle: string; lifelong: boolean };

const membershipCardDrawing = pdfDrawing<typeof membershipCardPdf>(
  import.meta.url,
  "membership-card-pdf",
  "membershipCardPdf",
);

const hasMembership = (facts: CardFacts): facts is IssuedFacts =>
  facts.duesExpire !== null && facts.planTitle !== null && facts.lifelong !== null;

function nameOf(facts: CardFacts): string {
  return [facts.prefix, facts.firstName, facts.lastName, facts.suffix].filter(Boolean).join(" ");
}

/** Whether the membership is in force today; an account the office closed or merged never is. */
function isCurrent(context: AppContext, facts: IssuedFacts): boolean {
  const standing = standingOf(
    {
      ...facts,
      membership: {
        duesExpire: facts.duesExpire,
        lifelong: facts.lifelong,
        complimentary: facts.complimentary ?? false,
      },
    },
    isoDay(context.now()),
  );
  return inGoodStanding(standing);
}

function faceOf(facts: IssuedFacts) {
  return {
    name: nameOf(facts),
    memberNo: facts.memberNo,
    planTitle: facts.planTitle,
    duesExpire: facts.lifelong ? null : facts.duesExpire,
    lifelong: facts.lifelong,
  };
}

/** The card's facts, refused (naming `membership`) until a first payment made the member a member. */
async function issuedFacts(context: AppContext, memberId: number, message: string): Promise<IssuedFacts> {
  const facts = await cardFactsOf(context, memberId);
  if (!facts) throw notFound();
  if (!hasMembership(facts)) throw new AppError("card_not_issued", { membership: [message] });
  return facts;
}

function checkUrlOf(context: AppContext, memberId: number): string {
  return `${context.config.publicUrl}/card/${cardTokenOf(context.config.cards.signingSecret, memberId)}`;
}

/** GET /members/card: the signed-in member's own card. */
export async function getMembershipCard(context: AppContext, memberId: number): Promise<MembershipCard> {
  const facts = await issuedFacts(context, memberId, membershipCardMessages.notIssued);
  return {
    ...faceOf(facts),
    standing: isCurrent(context, facts) ? "current" : "lapsed",
    checkUrl: checkUrlOf(context, memberId),
  };
}

/**
 * The card as a PDF: the member's own (GET /members/card.pdf) or one the office prints for them (`forOffice`, whose
 * refusal speaks of the member). One page, written in a few milliseconds: no need for a job.
 */
export async function membershipCardFile(
  context: AppContext,
  memberId: number,
  { forOffice = false } = {},
): Promise<{ fileName: string; pdf: Buffer }> {
  const message = forOffice ? membershipCardMessages.notIssuedForMember : membershipCardMessages.notIssued;
  const facts = await issuedFacts(context, memberId, message);
  const pdf = await drawPdf(membershipCardDrawing, {
    ...faceOf(facts),
    clubName: context.config.club.clubName,
    checkUrl: checkUrlOf(context, memberId),
  });
  return { fileName: `membership-card-${facts.memberNo}.pdf`, pdf };
}

/** GET /cards/{token} (public): what the card shows and whether it is current today; 404 for a forged token. */
export async function checkCard(context: AppContext, token: string): Promise<CardCheck> {
  const memberId = memberIdOfCardToken(context.config.cards.signingSecret, token);
  const facts = memberId === null ? undefined : await cardFactsOf(context, memberId);
  if (!facts || !hasMembership(facts))
    throw new AppError("card_invalid", { token: [membershipCardMessages.invalid] });
  return { ...faceOf(facts), current: isCurrent(context, facts) };
}

/**
 * Issue 43: the member whose card this is, from the text its QR code carries (the check address
 * `{PUBLIC_URL}/card/{token}`, from the phone's wallet or the card page) or the token alone; null for any text the
 * club did not sign. Whether the membership is current is not asked here: the gate asks for a place at the event.
 */
export function memberIdOfCardText(context: AppContext, text: string): number | null {
  return memberIdOfCardToken(context.config.cards.signingSecret, cardTokenOfText(text));
}
