import { randomInt } from "node:crypto";
import {
  type ClaimGreeting,
  type ClaimList,
  claimCodeLength,
  claimEmailMessages,
  claimPageSize,
  type InvitationsResult,
  normaliseClaimCode,
} from "@club/domain/claim.schema";
import { clubDate } from "@club/domain/club-clock";
import { daysAfter } from "@club/domain/days";
import { claimMessages } from "@club/domain/import.schema";
import { fullName } from "@club/domain/member-name.rules";
import { serverMessages } from "@club/domain/messages";
import { postalAddressLines } from "@club/domain/postal-address.rules";
import { closedStandingOf } from "@club/domain/standing.rules";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField } from "../../lib/app-error.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { drawPdf, pdfDrawing } from "../../lib/pdf-threads.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { newestAuditAfter, recordAudit } from "../audit/audit.service.ts";
import { membersWithSessions, signInFromLink } from "../auth/auth.service.ts";
import { takeHits } from "../limits/limits.service.ts";
import { claimInvitationMail } from "../mail/mail-templates.ts";
import {
  accountContactsByIds,
  isEmailTaken,
  setPasswordHash,
  updateMemberFields,
} from "../members/members.service.ts";
import { configWithClubSettings, getClubTimeZone } from "../settings/settings.service.ts";
import type { ClaimLetter, renderClaimLetters } from "./claim-letters.ts";
import {
  countClaimLinks,
  countEmailsSentSince,
  findCreatedMembersWithoutLink,
  findImportStatus,
  findLetterLinks,
  findLinkByHash,
  insertClaimLinks,
  listClaimLinks,
  lockQueuedEmails,
  markLinkClaimed,
  markLinkSent,
  requeueUnclaimedLinks,
} from "./claims.repository.ts";

// Issue 16: invitations to claim the accounts an import created. The office invites once; members with an e-mail
// get a single-use link (/claim/{token}), sent a number per hour by the job `claim-invitations` so the club's mail
// is not taken for spam; members without one get a printed letter with a short code typed at /claim. Like a
// renewal link's, the token is random and kept hashed; either works for 30 days from sending and once only.

export const claimInvitationsJob = "claim-invitations";

const claimLettersDrawing = pdfDrawing<typeof renderClaimLetters>(
  import.meta.url,
  "claim-letters",
  "renderClaimLetters",
);
const validDays = 30;
const hourMs = 3_600_000;
// The office's latest invitation request (audited) carries the hourly rate the job keeps to.
const invitedAction = "claim_invitations_queued";
const defaultPerHour = 200;
// No 0/O, 1/I/L: a code read from paper is typed without doubt (as a renewal letter's).
const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function newClaimCode(): string {
  return Array.from({ length: claimCodeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join("");
}

/** A code as typed ("k7qm4-txp 9a") to its stored form; anything else is taken as a link's token, as it is. */
function normalised(token: string): string {
  const code = normaliseClaimCode(token);
  return code.length === claimCodeLength && [...code].every((c) => codeAlphabet.includes(c)) ? code : token;
}

const expiresFrom = (moment: Date) => daysAfter(moment, validDays);

const importNotFound = () => invalidField("import", serverMessages.notFound, "not_found");

/**
 * The members the import created who may be invited, by id: still open accounts (not merged, deceased or resigned),
 * with no claim link yet, and never signed in (no session, so a member who already chose a password is left alone).
 */
async function invitableMembers(context: Pick<AppContext, "db">, importId: number) {
  const created = await findCreatedMembersWithoutLink(context.db, importId);
  const accounts = await accountContactsByIds(context, created);
  const open = created.flatMap((memberId) => {
    const account = accounts.get(memberId);
    return account && closedStandingOf(account) === null ? [{ memberId, email: account.email }] : [];
  });
  const signedIn = await membersWithSessions(
    context,
    open.map((member) => member.memberId),
  );
  return open.filter((member) => !signedIn.has(member.memberId));
}

/**
 * POST /office/imports/{id}/invitations: a claim link for every member the import created who has none yet and
 * has never signed in. E-mails wait for the job (at most `perHour` an hour, from now on for every import); letters
 * count as sent now, and their codes are printed with GET /office/imports/{id}/claim_letters.pdf.
 */
export async function inviteImportedMembers(
  context: AppContext,
  input: { importId: number; perHour: number; actorId: number },
): Promise<InvitationsResult> {
  const status = await findImportStatus(context.db, input.importId);
  if (status === undefined) throw importNotFound();
  if (status !== "committed")
    throw invalidField("import", "Invitations can be sent once the import is committed.");
  const now = context.now();
  const result = await context.db.transaction(async (tx) => {
    const invitable = await invitableMembers({ ...context, db: tx }, input.importId);
    const rows = invitable.map(({ memberId, email }) =>
      email === ""
        ? {
            memberId,
            importId: input.importId,
            channel: "letter" as const,
            // A code is drawn again when the letter is printed; this one only holds the place.
            codeHash: hashToken(newClaimCode()),
            sentAt: now,
            expiresAt: expiresFrom(now),
            createdAt: now,
          }
        : { memberId, importId: input.importId, channel: "email" as const, createdAt: now },
    );
    await insertClaimLinks(tx, rows);
    const letters = rows.filter((row) => row.channel === "letter").length;
    const counts = { queued: rows.length - letters, letters };
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: input.actorId,
        memberId: null,
        action: invitedAction,
        after: { importId: input.importId, perHour: input.perHour, ...counts },
      },
    );
    return counts;
  });
  // The first hour's e-mails go now rather than at the next scheduled run.
  if (result.queued > 0) await context.jobs.send(claimInvitationsJob);
  return result;
}

async function currentPerHour(context: Pick<AppContext, "db">): Promise<number> {
  const after = await newestAuditAfter(context, invitedAction);
  const parsed = z.object({ perHour: z.number().int().positive() }).safeParse(after);
  return parsed.success ? parsed.data.perHour : defaultPerHour;
}

/**
 * The job `claim-invitations` (every few minutes): e-mails the queued invitations, as many as the hourly rate
 * leaves room for (those sent in the last hour count, whichever import they came from). Returns how many it sent.
 */
export async function sendClaimInvitations(context: AppContext): Promise<number> {
  const now = context.now();
  const perHour = await currentPerHour(context);
  const sentLastHour = await countEmailsSentSince(context.db, new Date(now.getTime() - hourMs));
  const room = perHour - sentLastHour;
  if (room <= 0) return 0;
  // Read before the transaction: on the embedded database, a query outside it would wait for it forever.
  const config = await configWithClubSettings(context);
  const sent = await context.db.transaction(async (tx) => {
    const links = await lockQueuedEmails(tx, room);
    const contacts = await accountContactsByIds(
      { ...context, db: tx },
      links.map((link) => link.memberId),
    );
    const batch = links.flatMap((link) => {
      const to = contacts.get(link.memberId);
      return to ? [{ ...link, to }] : [];
    });
    for (const { to, ...link } of batch) {
      const { token, tokenHash } = newToken();
      await context.mailer.enqueue(
        {
          ...claimInvitationMail(config, to, `${config.publicUrl}/claim/${token}`),
          memberId: link.memberId,
          bulk: true,
        },
        tx,
      );
      await markLinkSent(tx, link.id, { tokenHash, sentAt: now, expiresAt: expiresFrom(now) });
    }
    return batch.length;
  });
  if (sent > 0) {
    context.mailer.deliverSoon();
    context.log.info({ sent, perHour }, "claim invitations sent");
  }
  return sent;
}

/**
 * GET /office/imports/{id}/claim_letters.pdf: the letters of the import's members without e-mail who have not
 * claimed yet. Each print draws a fresh code (only its hash is kept, so an earlier print's code stops working) and
 * starts the 30 days again.
 */
export async function claimLettersPdf(context: AppContext, importId: number): Promise<Buffer> {
  if ((await findImportStatus(context.db, importId)) === undefined) throw importNotFound();
  const now = context.now();
  const config = await configWithClubSettings(context);
  const letters: ClaimLetter[] = await context.db.transaction(async (tx) => {
    const links = await findLetterLinks(tx, importId);
    const printed: ClaimLetter[] = [];
    for (const link of links) {
      const code = newClaimCode();
      await markLinkSent(tx, link.id, {
        codeHash: hashToken(code),
        sentAt: now,
        expiresAt: expiresFrom(now),
      });
      printed.push({ name: fullName(link), addressLines: postalAddressLines(link), code });
    }
    return printed;
  });
  if (letters.length === 0)
    throw invalidField(
      "import",
      "This import has no members without e-mail waiting for a letter.",
      "not_found",
    );
  const { club } = config;
  // Issue 40: dated the day it is printed in the club's time zone, not the UTC day.
  const date = clubDate(now, await getClubTimeZone(context));
  return drawPdf(claimLettersDrawing, { ...club, publicUrl: config.publicUrl }, letters, { date });
}

/** GET /office/imports/{id}/claims: who was invited how, and who has claimed. */
export async function listClaims(context: AppContext, importId: number, page: number): Promise<ClaimList> {
  if ((await findImportStatus(context.db, importId)) === undefined) throw importNotFound();
  const { rows, total } = await listClaimLinks(context.db, importId, {
    limit: claimPageSize,
    offset: (page - 1) * claimPageSize,
  });
  return {
    results: rows.map((row) => ({
      memberId: row.memberId,
      memberNo: row.memberNo,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      channel: row.channel,
      sentAt: row.sentAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      claimedAt: row.claimedAt?.toISOString() ?? null,
    })),
    page,
    pageSize: claimPageSize,
    total,
  };
}

/**
 * The office corrected the member's e-mail (issue 23): a link or letter code sent before no longer claims the
 * account, since it may have gone to someone else; the invitation is mailed again, to the corrected address, by the
 * job's next run.
 */
export async function revokeClaimLinks(context: Pick<AppContext, "db">, memberId: number) {
  await requeueUnclaimedLinks(context.db, memberId);
}

/** The import's invitations in numbers (for the import's own view). */
export function countInvitations(context: Pick<AppContext, "db">, importId: number) {
  return countClaimLinks(context.db, importId);
}

/** "jane.doe@example.org" as "j***@example.org": enough to recognise, not enough to harvest. */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "";
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * The link (or code) checked: unknown, expired and used each say so, naming `token`. Failed tries count per
 * address like sign-in failures, so codes cannot be guessed; a known link gives its try back.
 */
async function usableLink(context: AppContext, token: string, address: string) {
  const { max, windowMs } = context.config.rateLimit;
  const attempt = await takeHits(context, [
    { key: `claim failure|address|${address}`, limit: { max: max * 3, windowMs } },
  ]);
  const link = await findLinkByHash(context.db, hashToken(normalised(token)));
  const account = link && (await accountContactsByIds(context, [link.memberId])).get(link.memberId);
  // An account the office closed (deceased, resigned, merged) is claimed no more: its links are as good as unknown.
  if (!link || !account || closedStandingOf(account) !== null || link.expiresAt === null)
    throw new AppError("claim_link_invalid", { token: [claimMessages.invalid] });
  await attempt.undo();
  if (link.claimedAt !== null) throw new AppError("claim_link_used", { token: [claimMessages.used] });
  if (link.expiresAt <= context.now())
    throw new AppError("claim_link_expired", { token: [claimMessages.expired] });
  const { email, firstName, lastName } = account;
  return { ...link, email, firstName, lastName };
}

/** GET /members/claim/{token}: whom the link is for, so the page can greet them. */
export async function claimGreeting(
  context: AppContext,
  token: string,
  address: string,
): Promise<ClaimGreeting> {
  const link = await usableLink(context, token, address);
  return { firstName: link.firstName, lastName: link.lastName, email: maskedEmail(link.email) };
}

/**
 * POST /members/claim: the member chooses their password with the link or code, and is signed in as after a
 * login. The link is used up in the same transaction, so two tabs cannot both claim it.
 */
export async function claimAccount(
  context: AppContext,
  input: { token: string; password: string; email?: string | undefined },
  address: string,
) {
  const link = await usableLink(context, input.token, address);
  // Sign-in is by e-mail: a member invited by letter (no address on the roster) gives theirs now.
  const email = link.email === "" ? input.email : undefined;
  if (link.email === "" && !email) throw invalidField("email", claimEmailMessages.required, "invalid_input");
  if (email && (await isEmailTaken(context, email, link.memberId)))
    throw invalidField("email", claimEmailMessages.taken, "email_taken");
  const passwordHash = await hashPassword(input.password);
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    if (!(await markLinkClaimed(tx, link.id, context.now())))
      throw new AppError("claim_link_used", { token: [claimMessages.used] });
    if (email) await updateMemberFields(inTransaction, link.memberId, { email });
    await setPasswordHash(inTransaction, link.memberId, passwordHash);
    return signInFromLink(inTransaction, link.memberId, "full");
  });
}
