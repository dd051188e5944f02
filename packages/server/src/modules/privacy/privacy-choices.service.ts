import { fullName } from "@club/domain/member-name.rules";
import { choicesBeforeAsking, type PrivacyChoices } from "@club/domain/privacy.rules";
import type {
  ConsentEvent,
  consentKinds,
  consentWays,
  PrivacyChoicesInput,
  PrivacyChoicesReply,
} from "@club/domain/privacy.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { changedFields, recordAudit } from "../audit/audit.service.ts";
import {
  findChoices,
  findConsentEvents,
  insertConsentEvent,
  lockChoices,
  memberExists,
  upsertChoices,
} from "./privacy-choices.repository.ts";

// Issue 30: what a member lets other members see of them, and the consent log that keeps every choice as it was
// made. The directory's queries read the choices themselves (a read model); everything else asks here.

type Context = Pick<AppContext, "db" | "now">;

/** One consent as the log keeps it: what was chosen, how, and by whom (the member, or the office for them). */
export interface Consent {
  memberId: number;
  kind: (typeof consentKinds)[number];
  choice: Record<string, boolean>;
  how: (typeof consentWays)[number];
  actorId: number | null;
}

const choicesOf = (row: PrivacyChoices): PrivacyChoices => ({
  showInDirectory: row.showInDirectory,
  showAddress: row.showAddress,
  showPhones: row.showPhones,
  showEmail: row.showEmail,
  allowClubMail: row.allowClubMail,
});

/** What the "privacy" consent keeps: the four directory choices (club mail is a consent of its own). */
const directoryChoice = ({ allowClubMail: _, ...shown }: PrivacyChoices) => shown;

/** The choices in effect for each of these members, in one query; a member who never chose has choicesBeforeAsking. */
export async function privacyChoicesOf(
  context: Pick<AppContext, "db">,
  memberIds: number[],
): Promise<Map<number, PrivacyChoices>> {
  const rows = await findChoices(context.db, [...new Set(memberIds)]);
  const chosen = new Map(rows.map((row) => [row.memberId, choicesOf(row)]));
  return new Map(memberIds.map((id) => [id, chosen.get(id) ?? choicesBeforeAsking]));
}

/** Adds one consent to the log. Pass the transaction of the change it records as `context.db`. */
export async function recordConsent(context: Context, consent: Consent) {
  await insertConsentEvent(context.db, { ...consent, at: context.now() });
}

/** GET /members/privacy: the member's choices, and when they made them (null: never, so as before asking). */
export async function ownPrivacyChoices(context: Context, memberId: number): Promise<PrivacyChoicesReply> {
  const [row] = await findChoices(context.db, [memberId]);
  if (!row) return { ...choicesBeforeAsking, chosenAt: null };
  return { ...choicesOf(row), chosenAt: row.chosenAt.toISOString() };
}

/**
 * PUT /members/privacy: the member's five choices, saved whole. The log gets the directory choices each time (a
 * member re-saving is a choice made again) and club mail only when it changed; the trail gets what changed.
 */
export async function choosePrivacy(
  context: Context,
  memberId: number,
  choices: PrivacyChoicesInput,
): Promise<PrivacyChoicesReply> {
  return context.db.transaction(async (tx) => {
    const inTx = { ...context, db: tx };
    const previous = await lockChoices(tx, memberId);
    const before = previous ? choicesOf(previous) : choicesBeforeAsking;
    const saved = await upsertChoices(tx, memberId, choices, context.now());
    const by = { memberId, how: "member", actorId: memberId } as const;
    await recordConsent(inTx, { ...by, kind: "privacy", choice: directoryChoice(choices) });
    if (before.allowClubMail !== choices.allowClubMail) {
      await recordConsent(inTx, { ...by, kind: "club_mail", choice: { allow: choices.allowClubMail } });
    }
    await recordAudit(inTx, {
      actorId: memberId,
      memberId,
      action: "privacy_choices",
      ...changedFields({ ...before }, { ...choices }),
    });
    return { ...choicesOf(saved), chosenAt: saved.chosenAt.toISOString() };
  });
}

/**
 * The join's choices (the wizard's, or choicesAtJoin) with their consents, how "join". Expects the join's
 * transaction as `context.db`: a member is never created without them.
 */
export async function saveJoinChoices(context: Context, memberId: number, choices: PrivacyChoices) {
  await upsertChoices(context.db, memberId, choices, context.now());
  const by = { memberId, how: "join", actorId: memberId } as const;
  await recordConsent(context, { ...by, kind: "privacy", choice: directoryChoice(choices) });
  await recordConsent(context, { ...by, kind: "club_mail", choice: { allow: choices.allowClubMail } });
}

/** GET /office/members/{id}/consents: the member's consent log, newest first, each actor by full name. */
export async function consentLogOf(
  context: Pick<AppContext, "db">,
  memberId: number,
): Promise<ConsentEvent[]> {
  const [exists, events] = await Promise.all([
    memberExists(context.db, memberId),
    findConsentEvents(context.db, memberId),
  ]);
  if (!exists) throw notFound();
  return events.map(({ actorPrefix, actorFirstName, actorLastName, actorSuffix, at, ...event }) => ({
    ...event,
    actor:
      actorFirstName === null || actorLastName === null
        ? null
        : fullName({
            prefix: actorPrefix,
            firstName: actorFirstName,
            lastName: actorLastName,
            suffix: actorSuffix,
          }),
    at: at.toISOString(),
  }));
}
