import { fullName } from "@club/domain/member-name.rules";
import { passkeyMessages } from "@club/domain/messages";
import type {
  AddPasskeyInput,
  AuthenticationCredential,
  AuthenticationOptions,
  Passkey,
  RegistrationOptions,
} from "@club/domain/passkey.schema";
import { closedStandingOf } from "@club/domain/standing.rules";
import type { AuthenticatorTransport } from "@simplewebauthn/server";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound, unauthorized } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { markSessionSecondFactor, type SessionContext, startSession } from "../auth/auth.service.ts";
import { takeHits } from "../limits/limits.service.ts";
import { findAccountById } from "../members/members.service.ts";
import {
  consumeChallenge,
  deleteExpiredChallenges,
  deletePasskey,
  deletePasskeysOf,
  findPasskeyByCredentialId,
  findPasskeyById,
  findPasskeysOf,
  insertChallenge,
  insertPasskey,
  type PasskeyRow,
  updatePasskey,
} from "./passkeys.repository.ts";
import type { PasskeyPurpose } from "./passkeys.schema.ts";

// Issue 43: passkeys (WebAuthn, @simplewebauthn/server). The relying party is PUBLIC_URL's host, and an answer is
// accepted from PUBLIC_URL's origin only. Every challenge is the server's, kept for five minutes and taken back
// before an answer is checked, so each serves once. A passkey must verify its holder (a fingerprint, a face, the
// device's PIN): it replaces a password, or proves an office account's second factor.

const challengeTtlMs = 5 * 60_000;

// The WebAuthn library and the ASN.1 parsers it brings (about 60 ms and 20 MiB) load with the first passkey asked for,
// not at every start (issue 41).
const webauthn = () => import("@simplewebauthn/server");
const webauthnHelpers = () => import("@simplewebauthn/server/helpers");
const browserTimeoutMs = 2 * 60_000;

function relyingParty(context: AppContext) {
  const url = new URL(context.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** The user handle WebAuthn keeps with a discoverable passkey: the account's id, nothing that names the member. */
async function userHandleOf(memberId: number) {
  const { isoUint8Array } = await webauthnHelpers();
  return isoUint8Array.fromUTF8String(`member-${memberId}`);
}

function asPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

async function newChallenge(
  context: AppContext,
  challenge: string,
  purpose: PasskeyPurpose,
  memberId: number | null,
) {
  const now = context.now();
  await deleteExpiredChallenges(context.db, now);
  await insertChallenge(context.db, {
    challenge,
    purpose,
    memberId,
    expiresAt: new Date(now.getTime() + challengeTtlMs),
    createdAt: now,
  });
}

/** Takes back the challenge the browser's answer signed; one expired, used or for something else is refused. */
async function takeChallenge(
  context: AppContext,
  clientDataJSON: string,
  purpose: PasskeyPurpose,
  memberId: number | null,
) {
  const { decodeClientDataJSON } = await webauthnHelpers();
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw invalidField("credential", passkeyMessages.credentialUnreadable, "passkey_invalid");
  }
  const row = await consumeChallenge(context.db, challenge, { purpose, memberId, now: context.now() });
  if (!row) throw invalidField("credential", passkeyMessages.requestExpired, "passkey_request_expired");
  return challenge;
}

/** The member's passkeys, in the order they were added. */
export async function listPasskeys(context: Pick<AppContext, "db">, memberId: number) {
  const rows = await findPasskeysOf(context.db, memberId);
  return rows.map(asPasskey);
}

/** Whether the member has a passkey (an office account that added one proves its second factor, issue 43). */
export async function memberHasPasskey(context: Pick<AppContext, "db">, memberId: number) {
  return (await findPasskeysOf(context.db, memberId)).length > 0;
}

/** Issue 43, Download my data: each passkey's name and times, without its key. */
export async function passkeysForMyData(context: Pick<AppContext, "db">, memberId: number) {
  const rows = await findPasskeysOf(context.db, memberId);
  return rows.map(({ name, createdAt, lastUsedAt }) => ({
    name,
    createdAt: createdAt.toISOString(),
    lastUsedAt: lastUsedAt?.toISOString() ?? null,
  }));
}

/** What the browser needs to make a new passkey for the signed-in member (startRegistration). */
export async function registrationOptions(
  context: AppContext,
  session: SessionContext,
): Promise<RegistrationOptions> {
  const member = await findAccountById(context, session.memberId);
  if (!member) throw unauthorized();
  const existing = await findPasskeysOf(context.db, session.memberId);
  const { rpID } = relyingParty(context);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: context.config.club.clubName,
    rpID,
    userName: member.email ?? `member-${member.id}`,
    userDisplayName: fullName(member),
    userID: await userHandleOf(member.id),
    timeout: browserTimeoutMs,
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await newChallenge(context, options.challenge, "add", session.memberId);
  return options as RegistrationOptions;
}

/** Keeps the new passkey once its answer to the member's challenge checks out. */
export async function addPasskey(
  context: AppContext,
  session: SessionContext,
  input: Required<Pick<AddPasskeyInput, "name" | "credential">>,
) {
  const challenge = await takeChallenge(
    context,
    input.credential.response.clientDataJSON,
    "add",
    session.memberId,
  );
  const { rpID, origin } = relyingParty(context);
  const { verifyRegistrationResponse } = await webauthn();
  const { isoBase64URL } = await webauthnHelpers();
  const verification = await verifyRegistrationResponse({
    response: input.credential,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified)
    throw invalidField("credential", passkeyMessages.notVerified, "passkey_invalid");
  const { credential } = verification.registrationInfo;
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const row = await insertPasskey(tx, {
      memberId: session.memberId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? input.credential.response.transports ?? [],
      name: input.name,
      createdAt: now,
      lastUsedAt: null,
    });
    if (!row) throw invalidField("credential", passkeyMessages.alreadyAdded, "passkey_taken");
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: session.memberId,
        action: "passkey_added",
        after: { passkeyId: row.id, name: row.name },
      },
    );
    return asPasskey(row);
  });
}

/** One of the member's own passkeys; someone else's, or none, is not found. */
async function ownPasskey(context: AppContext, session: SessionContext, id: number) {
  const row = await findPasskeyById(context.db, id);
  if (!row || row.memberId !== session.memberId) throw notFound();
  return row;
}

export async function renamePasskey(
  context: AppContext,
  session: SessionContext,
  { id, name }: { id: number; name: string },
) {
  const row = await ownPasskey(context, session, id);
  await context.db.transaction(async (tx) => {
    await updatePasskey(tx, id, { name });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: session.memberId,
        action: "passkey_renamed",
        before: { name: row.name },
        after: { passkeyId: id, name },
      },
    );
  });
  return asPasskey({ ...row, name });
}

export async function removePasskey(context: AppContext, session: SessionContext, id: number) {
  const row = await ownPasskey(context, session, id);
  await context.db.transaction(async (tx) => {
    await deletePasskey(tx, id);
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: session.memberId,
        action: "passkey_removed",
        before: { passkeyId: id, name: row.name },
      },
    );
  });
}

/** Issue 43: a member who leaves (erasure) or is removed keeps no passkey with the club. */
export async function forgetPasskeys(context: Pick<AppContext, "db">, memberId: number) {
  await deletePasskeysOf(context.db, memberId);
}

/**
 * Checks a passkey's answer against its kept key and moves its counter on: an answer whose counter does not move
 * forward (a cloned authenticator, a replay) is refused by the library. Undefined when it does not check out.
 */
async function verifiedUse(
  context: AppContext,
  row: PasskeyRow,
  credential: AuthenticationCredential,
  challenge: string,
) {
  const { rpID, origin } = relyingParty(context);
  const { verifyAuthenticationResponse } = await webauthn();
  const { isoBase64URL } = await webauthnHelpers();
  const verification = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: row.credentialId,
      publicKey: isoBase64URL.toBuffer(row.publicKey),
      counter: row.counter,
      transports: row.transports as AuthenticatorTransport[],
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return undefined;
  const newCounter = verification.authenticationInfo.newCounter;
  await updatePasskey(context.db, row.id, { counter: newCounter, lastUsedAt: context.now() });
  return newCounter;
}

/** What the browser needs to sign in with any passkey it holds for the portal (discoverable, conditional UI). */
export async function signInOptions(context: AppContext): Promise<AuthenticationOptions> {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(context).rpID,
    timeout: browserTimeoutMs,
    userVerification: "required",
  });
  await newChallenge(context, options.challenge, "sign_in", null);
  return options as AuthenticationOptions;
}

const refused = () => new AppError("passkey_refused", { credential: [passkeyMessages.notRecognised] });

/**
 * Signs in with a passkey, as a password would: a session that is not remembered, `signedInWith: "passkey"`.
 * Failures are limited per client address as the login's are; an unknown passkey, one that does not check out and
 * one of an account that may not sign in (closed: resigned, deceased, merged) read alike.
 */
export async function signInWithPasskey(
  context: AppContext,
  credential: AuthenticationCredential,
  address: string,
) {
  const { max, windowMs } = context.config.rateLimit;
  const attempt = await takeHits(context, [
    { key: `passkey sign-in failure|address|${address}`, limit: { max: max * 3, windowMs } },
  ]);
  const challenge = await takeChallenge(context, credential.response.clientDataJSON, "sign_in", null);
  const row = await findPasskeyByCredentialId(context.db, credential.id);
  if (!row) throw refused();
  const { isoBase64URL } = await webauthnHelpers();
  if (
    credential.response.userHandle !== undefined &&
    credential.response.userHandle !== isoBase64URL.fromBuffer(await userHandleOf(row.memberId))
  )
    throw refused();
  const member = await findAccountById(context, row.memberId);
  if (!member || closedStandingOf(member) !== null) throw refused();
  if ((await verifiedUse(context, row, credential, challenge)) === undefined) throw refused();
  await recordAudit(context, {
    actorId: member.id,
    memberId: member.id,
    action: "passkey_sign_in",
    after: { passkeyId: row.id },
  });
  await attempt.undo();
  return startSession(context, member, { rememberMe: false, scope: "full", signedInWith: "passkey" });
}

/** What the browser needs to prove an office account's second factor with one of the account's passkeys. */
export async function secondFactorOptions(
  context: AppContext,
  session: SessionContext,
): Promise<AuthenticationOptions> {
  const rows = await findPasskeysOf(context.db, session.memberId);
  if (rows.length === 0) throw invalidField("credential", passkeyMessages.noPasskey, "passkey_invalid");
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(context).rpID,
    timeout: browserTimeoutMs,
    userVerification: "required",
    allowCredentials: rows.map((row) => ({
      id: row.credentialId,
      transports: row.transports as AuthenticatorTransport[],
    })),
  });
  await newChallenge(context, options.challenge, "second_factor", session.memberId);
  return options as AuthenticationOptions;
}

/**
 * One of the account's own passkeys proves the office's second factor for this session, in place of a code from
 * the authenticator app (office's two-factor service calls it). Wrong answers count with wrong codes.
 */
export async function proveSecondFactorByPasskey(
  context: AppContext,
  session: SessionContext,
  credential: AuthenticationCredential,
) {
  const { max, windowMs } = context.config.rateLimit;
  const attempt = await takeHits(context, [
    { key: `second factor|account|${session.memberId}`, limit: { max, windowMs } },
  ]);
  const challenge = await takeChallenge(
    context,
    credential.response.clientDataJSON,
    "second_factor",
    session.memberId,
  );
  const row = await findPasskeyByCredentialId(context.db, credential.id);
  const wrong = () => invalidField("credential", passkeyMessages.notVerified, "passkey_invalid");
  if (!row || row.memberId !== session.memberId) throw wrong();
  if ((await verifiedUse(context, row, credential, challenge)) === undefined) throw wrong();
  await markSessionSecondFactor(context, session);
  await recordAudit(context, {
    actorId: session.memberId,
    memberId: session.memberId,
    action: "passkey_second_factor",
    after: { passkeyId: row.id },
  });
  await attempt.undo();
}
