import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { TwoFactorStatus } from "@club/domain/office.schema";
import type { AuthenticationCredential } from "@club/domain/passkey.schema";
import { Secret, TOTP } from "otpauth";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, forbidden, invalidField } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { markSessionSecondFactor, type SessionContext } from "../auth/auth.service.ts";
import { takeHits } from "../limits/limits.service.ts";
import { getMemberContact } from "../members/members.service.ts";
import {
  memberHasPasskey,
  proveSecondFactorByPasskey,
  secondFactorOptions,
} from "../passkeys/passkeys.service.ts";
import { lockStaff, updateStaff } from "./staff.repository.ts";

// The office's second factor (issue 13): a TOTP authenticator (RFC 6238: SHA-1, 6 digits, 30 s, as every
// authenticator app reads an otpauth URL by default) and ten single-use recovery codes. With OFFICE_2FA=required
// every office account enrols before any office call; otherwise an account that enrolled still proves it.

const period = 30;
const recoveryCodeCount = 10;
const codeWrong = "This code is not right, or was already used: try the newest code of your app";

/**
 * Whether the account must prove a second factor: OFFICE_2FA=required, or it set one up of its own accord, an
 * authenticator app or (issue 43) a passkey. The passkeys are asked only when nothing else decides.
 */
async function secondFactorRequired(context: AppContext, session: SessionContext) {
  if (context.config.office.twoFactorRequired || session.twoFactor.enrolled) return true;
  return memberHasPasskey(context, session.memberId);
}

export async function twoFactorStatus(
  context: AppContext,
  session: SessionContext,
): Promise<TwoFactorStatus> {
  return {
    required: await secondFactorRequired(context, session),
    enrolled: session.twoFactor.enrolled,
    verified: session.twoFactor.verified,
  };
}

/** Refuses an office call until the session has proved the second factor, where one is needed. */
export async function requireSecondFactor(context: AppContext, session: SessionContext) {
  if (session.twoFactor.verified || !(await secondFactorRequired(context, session))) return;
  throw session.twoFactor.enrolled
    ? new AppError("two_factor_required", {
        twoFactor: ["Enter the code from your authenticator app to use the office pages."],
      })
    : new AppError("two_factor_enrolment_required", {
        twoFactor: ["Set up two-step sign-in with an authenticator app to use the office pages."],
      });
}

function totpFor(context: AppContext, label: string, secret: string) {
  return new TOTP({
    issuer: `${context.config.club.clubShortName} office`,
    label,
    secret: Secret.fromBase32(secret),
    period,
  });
}

/**
 * An account that already enrolled replaces its authenticator only from a session that proved it (whatever
 * OFFICE_2FA says): a stolen password must not be enough to put the thief's app in its place.
 */
function refuseUnprovedReplacement(session: SessionContext) {
  if (session.twoFactor.enrolled && !session.twoFactor.verified) throw forbidden();
}

/**
 * A new secret for the authenticator app, kept apart (pending) until a code from the app proves it was scanned: an
 * authenticator already in force stays in force until then (issue 23).
 */
export async function startEnrolment(context: AppContext, session: SessionContext) {
  refuseUnprovedReplacement(session);
  const { email } = await getMemberContact(context, session.memberId);
  const secret = new Secret({ size: 20 }).base32;
  await updateStaff(context.db, session.memberId, { totpPendingSecret: secret });
  const otpauthUrl = totpFor(context, email, secret).toString();
  // Issue 41: qrcode loads when an office account first sets up its second factor, not at every start.
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The first code from the app confirms the enrolment: the new factor is in force in place of any earlier one, this
 * session has proved it, and the ten recovery codes are shown once (only their hashes are kept; the earlier ones go).
 */
export async function confirmEnrolment(context: AppContext, session: SessionContext, code: string) {
  refuseUnprovedReplacement(session);
  const attempt = await limitAttempts(context, session);
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await context.db.transaction(async (tx) => {
    const row = await lockStaff(tx, session.memberId);
    const secret = row?.totpPendingSecret;
    if (!secret) throw invalidField("code", "Start the set-up again: scan the new QR code first", "invalid");
    const step = acceptedStep(context, secret, code, null);
    if (step === null) throw invalidField("code", codeWrong, "two_factor_code_wrong");
    await updateStaff(tx, session.memberId, {
      totpSecret: secret,
      totpPendingSecret: null,
      totpConfirmedAt: context.now(),
      totpLastStep: step,
      recoveryCodes: recoveryCodes.map(hashCode),
    });
    await markSessionSecondFactor({ ...context, db: tx }, session);
    await recordAudit(
      { ...context, db: tx },
      { actorId: session.memberId, memberId: session.memberId, action: "two_factor_enrolled" },
    );
  });
  await attempt.undo();
  return { recoveryCodes };
}

/** A code from the app, or one of the recovery codes (used up), proves the factor for this session. */
export async function verifySecondFactor(context: AppContext, session: SessionContext, code: string) {
  const attempt = await limitAttempts(context, session);
  await context.db.transaction(async (tx) => {
    const row = await lockStaff(tx, session.memberId);
    if (!row?.totpSecret || !row.totpConfirmedAt)
      throw invalidField("code", "Set up your authenticator app first", "invalid");
    const step = acceptedStep(context, row.totpSecret, code, row.totpLastStep);
    if (step !== null) {
      await updateStaff(tx, session.memberId, { totpLastStep: step });
    } else {
      const hash = hashCode(normalised(code));
      if (!row.recoveryCodes.some((kept) => sameHash(kept, hash)))
        throw invalidField("code", codeWrong, "two_factor_code_wrong");
      const left = row.recoveryCodes.filter((kept) => !sameHash(kept, hash));
      await updateStaff(tx, session.memberId, { recoveryCodes: left });
      await recordAudit(
        { ...context, db: tx },
        {
          actorId: session.memberId,
          memberId: session.memberId,
          action: "two_factor_recovery_code_used",
          after: { recoveryCodesLeft: left.length },
        },
      );
    }
    await markSessionSecondFactor({ ...context, db: tx }, session);
  });
  await attempt.undo();
  return { ...(await twoFactorStatus(context, session)), verified: true };
}

/** Issue 43: the options for proving the second factor with one of the account's passkeys. */
export function passkeySecondFactorOptions(context: AppContext, session: SessionContext) {
  return secondFactorOptions(context, session);
}

/**
 * Issue 43: one of the account's passkeys proves the second factor for this session, in place of the app's code
 * (whether or not an authenticator app is enrolled: a passkey that verifies its holder is a second factor of its own).
 */
export async function verifySecondFactorByPasskey(
  context: AppContext,
  session: SessionContext,
  credential: AuthenticationCredential,
) {
  await proveSecondFactorByPasskey(context, session, credential);
  return { ...(await twoFactorStatus(context, session)), verified: true };
}

/**
 * A code given again for one sensitive change (moving an office account's e-mail): checked like the session's
 * proof, and good once. A wrong one is refused under the field `two_factor_code`.
 */
export async function proveSecondFactorAgain(context: AppContext, session: SessionContext, code: string) {
  try {
    await verifySecondFactor(context, session, code);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.errors.code)
      throw new AppError(error.code, { twoFactorCode: error.errors.code });
    throw error;
  }
}

// Wrong codes are limited like wrong passwords: per account, in the rate-limit window; a right one gives its hit
// back.
function limitAttempts(context: AppContext, session: SessionContext) {
  const { max, windowMs } = context.config.rateLimit;
  return takeHits(context, [{ key: `second factor|account|${session.memberId}`, limit: { max, windowMs } }]);
}

/**
 * The time step of a right code (this step or the one before or after: clocks drift), if it is later than the
 * last one accepted: a code is good once.
 */
function acceptedStep(context: AppContext, secret: string, code: string, lastStep: number | null) {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = context.now().getTime();
  const delta = totpFor(context, "", secret).validate({ token, timestamp, window: 1 });
  if (delta === null) return null;
  const step = TOTP.counter({ period, timestamp }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

function newRecoveryCode() {
  // 10 characters of base32 (50 bits), shown as xxxxx-xxxxx.
  const raw = new Secret({ buffer: randomBytes(7).buffer }).base32.slice(0, 10).toLowerCase();
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

function normalised(code: string) {
  const raw = code.toLowerCase().replace(/[^a-z2-7]/g, "");
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

function hashCode(code: string) {
  return createHash("sha256").update(code).digest("hex");
}

function sameHash(a: string, b: string) {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
