import type { ChangePasswordInput, LoginInput, ResetPasswordInput } from "@club/domain/auth.schema";
import { isoDay } from "@club/domain/days";
import { serverMessages } from "@club/domain/messages";
import type { OfficeRole, SessionScope, SignInMethod } from "@club/domain/own-profile.schema";
import { closedStandingOf, maySignIn, type Standing, standingOf } from "@club/domain/standing.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, unauthorized } from "../../lib/app-error.ts";
import { hashPassword, hasPassword, verifyPassword } from "../../lib/passwords.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { takeHits } from "../limits/limits.service.ts";
import { passwordResetMail } from "../mail/mail-templates.ts";
import {
  findAccountByEmail,
  findAccountById,
  setPasswordHash,
  toProfile,
} from "../members/members.service.ts";
import { configWithClubSettings } from "../settings/settings.service.ts";
import {
  consumePasswordReset,
  deleteExpiredResets,
  findPasswordReset,
  insertPasswordReset,
  revokeMemberResets,
} from "./password-resets.repository.ts";
import { noSessionCache, type SessionCache } from "./session-cache.ts";
import {
  clearSecondFactor,
  deleteExpiredSessions,
  deleteMemberSessions,
  deleteSession,
  deleteSessionsOf,
  findLiveSession,
  findMemberSessions,
  findMembersWithSessions,
  findOfficeRole,
  insertSession,
  markSecondFactor,
  touchSession,
} from "./sessions.repository.ts";
import { endSignInCodesOf } from "./sign-in-codes.repository.ts";

export interface SessionContext {
  sessionId: number;
  memberId: number;
  tokenHash: string;
  /** Where the account stands as the request came in (standing.rules.ts), read with the session. */
  standing: Standing;
  /** The account's role in the club office, if it has one. */
  officeRole: OfficeRole | null;
  /** What the session may do: a renewal link's sees and pays its renewal only (issue 39, the auth plugin). */
  scope: SessionScope;
  /** An office account's authenticator: enrolled (confirmed with a code), and proved in this session. */
  twoFactor: { enrolled: boolean; verified: boolean };
}

// A sliding session is pushed forward at most once a minute, not on every request.
const slideEveryMs = 60_000;

export type LoginData = Required<Pick<LoginInput, "email" | "password" | "rememberMe">>;

/**
 * Signs in. Failed attempts are limited per account (RATE_LIMIT_MAX in the window) and per client address
 * (three times that: one Wi-Fi at a club meeting carries many members' typos); a successful sign-in does not
 * count, so a room full of members can all sign in. Each attempt is counted before the password is checked and
 * given back when it succeeds, so of a burst of wrong guesses only the first ones are checked.
 */
export async function login(context: AppContext, input: LoginData, address: string) {
  const { max, windowMs } = context.config.rateLimit;
  const attempt = await takeHits(context, [
    { key: `login failure|account|${input.email.toLowerCase()}`, limit: { max, windowMs } },
    { key: `login failure|address|${address}`, limit: { max: max * 3, windowMs } },
  ]);
  const member = await findAccountByEmail(context, input.email);
  const passwordMatches = await verifyPassword(member?.passwordHash, input.password);
  // An account the office closed (deceased, resigned) answers as a wrong password would: the reply tells whoever
  // holds the password nothing of what became of the member, and the attempt counts like any failure.
  if (!member || !passwordMatches || closedStandingOf(member) !== null) {
    throw new AppError("invalid_credentials", { base: [serverMessages.invalidCredentials] });
  }
  await attempt.undo();
  return startSession(context, member, {
    rememberMe: input.rememberMe,
    scope: "full",
    signedInWith: "password",
  });
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

/**
 * A new session for a member who has proved who they are (a password, a mailed code, a passkey, a link): the token
 * for the Authorization header, and the profile the sign-in answers with.
 */
export async function startSession(
  context: AppContext,
  member: Account,
  {
    rememberMe,
    scope,
    signedInWith,
  }: { rememberMe: boolean; scope: SessionScope; signedInWith: SignInMethod },
) {
  const { token, tokenHash } = newToken();
  const ttl = rememberMe ? context.config.auth.rememberMeTtlMs : context.config.auth.sessionTtlMs;
  const now = context.now();
  const expiresAt = new Date(now.getTime() + ttl);
  await insertSession(context.db, {
    memberId: member.id,
    tokenHash,
    rememberMe,
    scope,
    signedInWith,
    expiresAt,
    now,
  });
  const session = await findLiveSession(context.db, tokenHash, now);
  const profile = {
    ...toProfile(member),
    officeRole: session?.officeRole ?? null,
    sessionScope: scope,
    hasPassword: hasPassword(member.passwordHash),
  };
  return { token, profile, expiresAt };
}

/**
 * Signs a member in from a link the portal mailed them (a renewal reminder's, a claim's): a short session, never
 * remembered. An office account signs in with its password only: a link in a mailbox must not open the office. An
 * account the office closed signs in no more, whichever link it still holds. A renewal link's session is scoped to
 * the renewal (issue 39): the link sits in a mailbox for 30 days, and must not reach the member's data, their
 * leaving or their password; a claim, where the member has just chosen their password, signs in fully.
 */
export async function signInFromLink(context: AppContext, memberId: number, scope: SessionScope) {
  const member = await findAccountById(context, memberId);
  if (!member) throw unauthorized();
  if (closedStandingOf(member) !== null)
    throw new AppError("forbidden", { base: [serverMessages.accountClosed] });
  if ((await findOfficeRole(context.db, memberId)) !== null)
    throw new AppError("forbidden", { base: [serverMessages.officeSignsInWithPassword] });
  return startSession(context, member, { rememberMe: false, scope, signedInWith: "mailed_link" });
}

type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** The account's standing from what the session's query read with it (no national membership: a joiner). */
function standingOfSession(session: LiveSession, today: string): Standing {
  const { duesExpire, lifelong, complimentary } = session;
  const membership =
    duesExpire === null
      ? null
      : { duesExpire, lifelong: lifelong ?? false, complimentary: complimentary ?? false };
  return standingOf({ ...session, membership }, today);
}

/**
 * Resolves a bearer token to its session, sliding a short session's expiry forward. A session of an account the
 * office has since closed or merged no longer works, from its next request.
 */
export async function authenticate(
  context: AppContext,
  token: string,
  cache: SessionCache = noSessionCache,
): Promise<SessionContext> {
  const now = context.now();
  const tokenHash = hashToken(token);
  const session = await cache.lookup(tokenHash, () => findLiveSession(context.db, tokenHash, now));
  // A remembered session is judged against the clock again: it may have ended since it was read.
  if (!session || session.expiresAt.getTime() <= now.getTime()) throw unauthorized();
  const standing = standingOfSession(session, isoDay(now));
  if (!maySignIn(standing)) throw unauthorized();
  if (!session.rememberMe && now.getTime() - session.lastUsedAt.getTime() > slideEveryMs) {
    const slid = { lastUsedAt: now, expiresAt: new Date(now.getTime() + context.config.auth.sessionTtlMs) };
    await touchSession(context.db, session.id, slid);
    cache.update(tokenHash, slid);
  }
  return {
    sessionId: session.id,
    memberId: session.memberId,
    tokenHash,
    standing,
    officeRole: session.officeRole,
    scope: session.scope,
    twoFactor: { enrolled: session.totpConfirmedAt !== null, verified: session.secondFactorAt !== null },
  };
}

/** This session proved the office's second factor: office calls may go ahead (office). */
export async function markSessionSecondFactor(context: AppContext, session: SessionContext) {
  await markSecondFactor(context.db, session.sessionId, context.now());
}

/**
 * The member's sessions forget that they proved the office's second factor (an office administrator reset the
 * authenticator, issue 14): at their next office call they set up a new one.
 */
export async function forgetSecondFactor(context: Pick<AppContext, "db">, memberId: number) {
  await clearSecondFactor(context.db, memberId);
}

/** Housekeeping: expired sessions are useless and only grow the table. */
export async function purgeExpiredSessions(context: Pick<AppContext, "db" | "now">) {
  await deleteExpiredSessions(context.db, context.now());
}

/** Housekeeping: a reset link past its time (used or not) can no longer do anything. */
export async function purgeExpiredResetLinks(context: Pick<AppContext, "db" | "now">) {
  await deleteExpiredResets(context.db, context.now());
}

export async function logout(context: AppContext, session: SessionContext) {
  await deleteSession(context.db, session.tokenHash);
}

/** Changes the password and signs out every other session of the member; this one stays. */
export async function changePassword(
  context: AppContext,
  session: SessionContext,
  input: Pick<ChangePasswordInput, "currentPassword" | "password">,
) {
  const member = await findAccountById(context, session.memberId);
  if (!member) throw unauthorized();
  if (!(await verifyPassword(member.passwordHash, input.currentPassword))) {
    throw invalidField("currentPassword", serverMessages.currentPasswordWrong, "current_password_wrong");
  }
  const passwordHash = await hashPassword(input.password);
  await context.db.transaction(async (tx) => {
    await setPasswordHash({ ...context, db: tx }, member.id, passwordHash);
    await deleteMemberSessions(tx, member.id, session.sessionId);
  });
}

/**
 * Issue 43: a member who joined without a password chooses one (signed in with a code); an account that has one
 * changes it with the current one instead.
 */
export async function setFirstPassword(context: AppContext, session: SessionContext, password: string) {
  const member = await findAccountById(context, session.memberId);
  if (!member) throw unauthorized();
  if (hasPassword(member.passwordHash)) {
    throw invalidField("password", serverMessages.passwordAlreadySet, "password_already_set");
  }
  await setPasswordHash(context, member.id, await hashPassword(password));
}

/**
 * Sends a reset link when the address belongs to a member; says nothing either way, nor by its timing: the work
 * starts after the caller has replied, so a known and an unknown address answer alike and as fast (decisions.md).
 */
export function requestPasswordReset(context: AppContext, email: string): void {
  sendResetLink(context, email).catch((error: unknown) =>
    context.log.error({ err: error }, "password reset request failed"),
  );
}

async function sendResetLink(context: AppContext, email: string) {
  const member = await findAccountByEmail(context, email);
  // A closed account could not sign in with the new password: no link is mailed to it.
  if (!member || closedStandingOf(member) !== null) return;
  const { token, tokenHash } = newToken();
  const ttlMs = context.config.auth.resetTokenTtlMs;
  const link = `${context.config.publicUrl}/reset-password/${token}`;
  // Read before the transaction: on the embedded database, a query outside it would wait for it forever.
  const config = await configWithClubSettings(context);
  await context.db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      memberId: member.id,
      tokenHash,
      expiresAt: new Date(context.now().getTime() + ttlMs),
      createdAt: context.now(),
    });
    await context.mailer.enqueue(passwordResetMail(config, member, link, ttlMs), tx);
  });
  context.mailer.deliverSoon();
}

/**
 * Whether a reset link can still set a password, so its page says so before anything is typed. The link is
 * neither used up nor extended, and the answer names no one: the page needs no more than yes or why not.
 */
export async function checkResetLink(context: Pick<AppContext, "db" | "now">, token: string) {
  const reset = await findPasswordReset(context.db, hashToken(token));
  if (!reset)
    throw new AppError("reset_link_unknown", { resetPasswordToken: [serverMessages.resetLinkUnknown] });
  if (reset.usedAt !== null)
    throw new AppError("reset_link_used", { resetPasswordToken: [serverMessages.resetLinkUsed] });
  if (reset.expiresAt <= context.now())
    throw new AppError("reset_link_expired", { resetPasswordToken: [serverMessages.resetLinkExpired] });
  return { valid: true } as const;
}

/** Sets a new password from a single-use link and signs the member out everywhere. */
export async function resetPassword(
  context: AppContext,
  input: Pick<ResetPasswordInput, "password" | "resetPasswordToken">,
) {
  const now = context.now();
  const passwordHash = await hashPassword(input.password);
  const reset = await context.db.transaction(async (tx) => {
    const used = await consumePasswordReset(tx, hashToken(input.resetPasswordToken), now);
    if (!used) return undefined;
    await setPasswordHash({ ...context, db: tx }, used.memberId, passwordHash);
    await revokeMemberResets(tx, [used.memberId], now);
    await deleteMemberSessions(tx, used.memberId);
    return used;
  });
  if (!reset)
    throw invalidField("resetPasswordToken", serverMessages.resetTokenInvalid, "reset_token_invalid");
}

/**
 * No reset link or sign-in code sent to the member works any more (the office corrected the address it went to,
 * issue 23).
 */
export async function revokeResetLinks(context: Pick<AppContext, "db" | "now">, memberId: number) {
  await revokeMemberResets(context.db, [memberId], context.now());
  await endSignInCodesOf(context.db, [memberId], context.now());
}

/**
 * Every session of the member ends and no reset link or sign-in code works any more (office: a merged duplicate, a
 * death).
 */
export async function signOutEverywhere(context: AppContext, memberId: number) {
  await signOutMembersEverywhere(context, [memberId]);
}

/** signOutEverywhere for a list of members, in two statements (issue 41: an import's undo, a batch at a time). */
export async function signOutMembersEverywhere(context: Pick<AppContext, "db" | "now">, memberIds: number[]) {
  await deleteSessionsOf(context.db, memberIds);
  await revokeMemberResets(context.db, memberIds, context.now());
  await endSignInCodesOf(context.db, memberIds, context.now());
}

/** Of these members, those who have a session: one query for a whole list. */
export async function membersWithSessions(context: Pick<AppContext, "db">, memberIds: number[]) {
  if (memberIds.length === 0) return new Set<number>();
  const rows = await findMembersWithSessions(context.db, memberIds);
  return new Set(rows.map((row) => row.memberId));
}

/** Issue 30: the member's sessions for their own data (the one asking included), whether live or not yet purged. */
export async function listMemberSessions(context: Pick<AppContext, "db">, memberId: number) {
  const rows = await findMemberSessions(context.db, memberId);
  return rows.map((row) => ({
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    rememberMe: row.rememberMe,
    signedInWith: row.signedInWith,
  }));
}
