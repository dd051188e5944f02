import type { ChangePasswordInput, LoginInput, ResetPasswordInput } from "@club/domain/auth.schema";
import { serverMessages } from "@club/domain/messages";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError, invalidField, unauthorized } from "../../lib/app-error.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import type { Mailer } from "../mail/mail.service.ts";
import { findMemberByEmail, findMemberById, updatePasswordHash } from "../members/members.repository.ts";
import {
  consumePasswordReset,
  insertPasswordReset,
  revokeMemberResets,
} from "./password-resets.repository.ts";
import {
  deleteExpiredSessions,
  deleteMemberSessions,
  deleteSession,
  findLiveSession,
  insertSession,
  touchSession,
} from "./sessions.repository.ts";

export interface AuthDeps {
  db: Db;
  config: Pick<Config, "auth" | "publicUrl" | "club">;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface SessionContext {
  sessionId: number;
  memberId: number;
  tokenHash: string;
}

// A sliding session is pushed forward at most once a minute, not on every request.
const slideEveryMs = 60_000;

export type LoginData = Required<Pick<LoginInput, "email" | "password" | "rememberMe">>;

export async function login(deps: AuthDeps, input: LoginData) {
  const member = await findMemberByEmail(deps.db, input.email);
  const passwordMatches = await verifyPassword(member?.passwordHash, input.password);
  if (!member || !passwordMatches) {
    throw new AppError(401, "invalid_credentials", { base: [serverMessages.invalidCredentials] });
  }
  const { token, tokenHash } = newToken();
  const ttl = input.rememberMe ? deps.config.auth.rememberMeTtlMs : deps.config.auth.sessionTtlMs;
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + ttl);
  await insertSession(deps.db, {
    memberId: member.id,
    tokenHash,
    rememberMe: input.rememberMe,
    expiresAt,
    now,
  });
  return { token, member, expiresAt };
}

/** Resolves a bearer token to its session, sliding a short session's expiry forward. */
export async function authenticate(deps: AuthDeps, token: string): Promise<SessionContext> {
  const now = deps.now();
  const tokenHash = hashToken(token);
  const session = await findLiveSession(deps.db, tokenHash, now);
  if (!session) throw unauthorized();
  if (!session.rememberMe && now.getTime() - session.lastUsedAt.getTime() > slideEveryMs) {
    await touchSession(deps.db, session.id, {
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + deps.config.auth.sessionTtlMs),
    });
  }
  return { sessionId: session.id, memberId: session.memberId, tokenHash };
}

/** Housekeeping: expired sessions are useless and only grow the table. */
export async function purgeExpiredSessions(deps: Pick<AuthDeps, "db" | "now">) {
  await deleteExpiredSessions(deps.db, deps.now());
}

export async function logout(deps: AuthDeps, session: SessionContext) {
  await deleteSession(deps.db, session.tokenHash);
}

/** Changes the password and signs out every other session of the member; this one stays. */
export async function changePassword(
  deps: AuthDeps,
  session: SessionContext,
  input: Pick<ChangePasswordInput, "currentPassword" | "password">,
) {
  const member = await findMemberById(deps.db, session.memberId);
  if (!member) throw unauthorized();
  if (!(await verifyPassword(member.passwordHash, input.currentPassword))) {
    throw invalidField("currentPassword", serverMessages.currentPasswordWrong, "current_password_wrong");
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, member.id, passwordHash, deps.now());
    await deleteMemberSessions(tx, member.id, session.sessionId);
  });
}

/**
 * Sends a reset link when the address belongs to a member; says nothing either way, nor by its timing: the work
 * starts after the caller has replied, so a known and an unknown address answer alike and as fast (decisions.md).
 */
export function requestPasswordReset(deps: AuthDeps, email: string): void {
  sendResetLink(deps, email).catch((error: unknown) =>
    deps.log.error({ err: error }, "password reset request failed"),
  );
}

async function sendResetLink(deps: AuthDeps, email: string) {
  const member = await findMemberByEmail(deps.db, email);
  if (!member) return;
  const { token, tokenHash } = newToken();
  const ttlMs = deps.config.auth.resetTokenTtlMs;
  const link = `${deps.config.publicUrl}/reset-password/${token}`;
  await deps.db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      memberId: member.id,
      tokenHash,
      expiresAt: new Date(deps.now().getTime() + ttlMs),
      createdAt: deps.now(),
    });
    await deps.mailer.enqueue(
      {
        to: member.email,
        subject: `${deps.config.club.clubShortName} password reset`,
        text: [
          `Dear ${member.firstName} ${member.lastName},`,
          "",
          `We received a request to reset the password of your ${deps.config.club.clubName} member account.`,
          `To choose a new password, open this link within ${Math.round(ttlMs / 60_000)} minutes:`,
          "",
          link,
          "",
          "If you did not ask for this, you can ignore this message: your password stays as it is.",
          "",
          `${deps.config.club.clubName}`,
          `${deps.config.club.officeEmail} · ${deps.config.club.officePhone}`,
        ].join("\n"),
      },
      tx,
    );
  });
  void deps.mailer.deliverPending();
}

/** Sets a new password from a single-use link and signs the member out everywhere. */
export async function resetPassword(
  deps: AuthDeps,
  input: Pick<ResetPasswordInput, "password" | "resetPasswordToken">,
) {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  const reset = await deps.db.transaction(async (tx) => {
    const used = await consumePasswordReset(tx, hashToken(input.resetPasswordToken), now);
    if (!used) return undefined;
    await updatePasswordHash(tx, used.memberId, passwordHash, now);
    await revokeMemberResets(tx, used.memberId, now);
    await deleteMemberSessions(tx, used.memberId);
    return used;
  });
  if (!reset)
    throw invalidField("resetPasswordToken", serverMessages.resetTokenInvalid, "reset_token_invalid");
}
