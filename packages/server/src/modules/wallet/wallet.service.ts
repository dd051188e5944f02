import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { MembershipCard } from "@club/domain/membership-card.schema";
import type { CardWallets, GoogleWalletLink, MyWalletPass } from "@club/domain/wallet.schema";
import { walletMessages } from "@club/domain/wallet.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, unauthorized } from "../../lib/app-error.ts";
import { hashToken } from "../../lib/tokens.ts";
import type { AppleWalletConfig } from "../../wallet-config.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { getMembershipCard } from "../memberships/membership-card.service.ts";
import { pushPassChanged } from "./apns.ts";
import {
  deleteDevice,
  deletePassOfMember,
  findMemberWalletData,
  findPassBySerial,
  findPassesOfDevice,
  findPassOfMember,
  findPushTokens,
  findRegisteredPasses,
  insertPass,
  markPassChanged,
  upsertDevice,
  type WalletPassRow,
} from "./wallet.repository.ts";

// Issue 43: the membership card in the phone's wallet, and Apple's pass web service.
//
// When a pass changed is derived, not hooked (docs/decisions.md, issue 43): a pass shows the member's card as
// memberships reads it today (name, number, plan, dues date, standing), so each time the pass is issued, listed or
// fetched the card is read again and its hash compared with the one kept; a different hash is the "changed" mark
// and moves updated_at to now. A renewal, a lapse (no event at all: only a day passing), a resignation or the office
// closing the account is seen without memberships or privacy calling the wallet; an erasure deletes the pass.

const notConfigured = () => new AppError("not_found", { base: [walletMessages.notConfigured] });

function appleOf(context: AppContext): AppleWalletConfig {
  const apple = context.config.wallets.apple;
  if (!apple) throw notConfigured();
  return apple;
}

const factsHashOf = (card: MembershipCard) => hashToken(JSON.stringify(card));

/** To the second: Last-Modified and If-Modified-Since carry no more. */
const toSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

/** The pass's token for Apple's devices, derived from its serial (so a second download shows the same), kept hashed. */
function authTokenOf(context: AppContext, serialNumber: string): string {
  return createHmac("sha256", context.config.cards.signingSecret)
    .update(`wallet-pass:${serialNumber}`)
    .digest("base64url");
}

function sameToken(pass: WalletPassRow, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(pass.authTokenHash);
  const given = Buffer.from(hashToken(token));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The pass with what its card says today, marked changed (updated now) when that differs from what it said. */
async function currentPass(context: AppContext, pass: WalletPassRow) {
  const card = await getMembershipCard(context, pass.memberId);
  const factsHash = factsHashOf(card);
  if (factsHash === pass.factsHash) return { pass, card, changed: false };
  const changed = await markPassChanged(context.db, pass.id, {
    factsHash,
    updatedAt: toSecond(context.now()),
  });
  return { pass: changed ?? pass, card, changed: true };
}

/** The member's pass, made on their first download (409 card_not_issued before their first payment). */
async function passOfMember(context: AppContext, memberId: number) {
  const existing = await findPassOfMember(context.db, memberId);
  if (existing) return currentPass(context, existing);
  const card = await getMembershipCard(context, memberId);
  const serialNumber = randomUUID();
  const now = context.now();
  const pass = await insertPass(context.db, {
    memberId,
    serialNumber,
    authTokenHash: hashToken(authTokenOf(context, serialNumber)),
    factsHash: factsHashOf(card),
    updatedAt: toSecond(now),
    createdAt: now,
  });
  if (!pass) throw new Error("wallet pass not stored");
  return { pass, card, changed: false };
}

/** The member's pass for one wallet, made or brought up to date, and its issue in the trail, together. */
function issuePass(context: AppContext, memberId: number, wallet: "apple" | "google") {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const issued = await passOfMember(inTransaction, memberId);
    await recordAudit(inTransaction, {
      actorId: memberId,
      memberId,
      action: "wallet_pass_issued",
      after: { wallet, serialNumber: issued.pass.serialNumber },
    });
    return issued;
  });
}

/** The signed .pkpass; passkit-generator and sharp load at the first one (issue 41: a start loads neither). */
async function passFile(
  context: AppContext,
  apple: AppleWalletConfig,
  pass: WalletPassRow,
  card: MembershipCard,
) {
  const { applePassFile } = await import("./apple-pass.ts");
  return applePassFile({
    apple,
    club: context.config.club,
    card,
    serialNumber: pass.serialNumber,
    authenticationToken: authTokenOf(context, pass.serialNumber),
    webServiceURL: `${context.config.publicUrl}/api/v1/wallet/apple`,
    now: context.now(),
  });
}

/** GET /members/card/wallets: which wallets the club offers. */
export function cardWallets(context: AppContext): CardWallets {
  return { apple: context.config.wallets.apple !== null, google: context.config.wallets.google !== null };
}

/** GET /members/card.pkpass: the signed-in member's card for Apple Wallet (404 when the club does not offer it). */
export async function issueApplePass(context: AppContext, memberId: number) {
  const apple = appleOf(context);
  const { pass, card } = await issuePass(context, memberId, "apple");
  // Drawn and signed after the transaction: it holds no connection while the icons are made and the manifest signed.
  return {
    fileName: `membership-card-${card.memberNo}.pkpass`,
    pkpass: await passFile(context, apple, pass, card),
  };
}

/** GET /members/card/google_wallet: the "Save to Google Wallet" link for the signed-in member's card. */
export async function googleWalletLink(context: AppContext, memberId: number): Promise<GoogleWalletLink> {
  const google = context.config.wallets.google;
  if (!google) throw notConfigured();
  const { pass, card } = await issuePass(context, memberId, "google");
  // jose (the link's signature) loads with the first link asked for, as the Apple pass's libraries do (issue 41).
  const { googleSaveUrl } = await import("./google-wallet.ts");
  const saveUrl = await googleSaveUrl({
    google,
    club: context.config.club,
    card,
    serialNumber: pass.serialNumber,
    publicUrl: context.config.publicUrl,
    now: context.now(),
  });
  return { saveUrl };
}

// Apple's pass web service. Every route answers 404 for another pass type; those that name a pass need its token
// (401 without it, with a wrong one, or for a serial number the club never issued: nothing tells them apart).

interface PassAddress {
  passTypeIdentifier: string;
  serialNumber: string;
  token: string | undefined;
}

function checkPassType(apple: AppleWalletConfig, passTypeIdentifier: string) {
  if (passTypeIdentifier !== apple.passTypeIdentifier)
    throw new AppError("not_found", { passTypeIdentifier: ["is not this club's pass type"] });
}

async function authenticatedPass(context: AppContext, address: PassAddress) {
  checkPassType(appleOf(context), address.passTypeIdentifier);
  const pass = await findPassBySerial(context.db, address.serialNumber);
  if (!pass || !sameToken(pass, address.token)) throw unauthorized();
  return pass;
}

/** POST /v1/devices/{device}/registrations/{type}/{serial}: "created" (201) or "updated" (200, a new push token). */
export async function registerDevice(
  context: AppContext,
  address: PassAddress & { deviceLibraryIdentifier: string; pushToken: string },
) {
  const pass = await authenticatedPass(context, address);
  return upsertDevice(context.db, {
    deviceLibraryIdentifier: address.deviceLibraryIdentifier,
    passId: pass.id,
    pushToken: address.pushToken,
    createdAt: context.now(),
  });
}

/** DELETE /v1/devices/{device}/registrations/{type}/{serial}: the device hears no more about the pass. */
export async function unregisterDevice(
  context: AppContext,
  address: PassAddress & { deviceLibraryIdentifier: string },
) {
  const pass = await authenticatedPass(context, address);
  await deleteDevice(context.db, address.deviceLibraryIdentifier, pass.id);
}

/**
 * GET /v1/devices/{device}/registrations/{type}?passesUpdatedSince=: the serial numbers of the device's passes that
 * changed after the tag (every one without it), and the tag to send next time; null when none did (204).
 */
export async function updatedPasses(
  context: AppContext,
  query: {
    deviceLibraryIdentifier: string;
    passTypeIdentifier: string;
    passesUpdatedSince?: string | undefined;
  },
) {
  checkPassType(appleOf(context), query.passTypeIdentifier);
  const since = query.passesUpdatedSince === undefined ? -1 : Number(query.passesUpdatedSince);
  const passes = [];
  for (const pass of await findPassesOfDevice(context.db, query.deviceLibraryIdentifier)) {
    passes.push((await currentPass(context, pass)).pass);
  }
  const updated = passes.filter((pass) => pass.updatedAt.getTime() / 1000 > since);
  if (updated.length === 0) return null;
  const lastUpdated = Math.max(...updated.map((pass) => pass.updatedAt.getTime() / 1000));
  return { serialNumbers: updated.map((pass) => pass.serialNumber), lastUpdated: String(lastUpdated) };
}

/**
 * GET /v1/passes/{type}/{serial}: the pass as it is now, or "not modified" when it has not changed since the
 * If-Modified-Since the device sent.
 */
export async function latestPass(
  context: AppContext,
  address: PassAddress & { ifModifiedSince?: string | undefined },
) {
  const apple = appleOf(context);
  const { pass, card } = await currentPass(context, await authenticatedPass(context, address));
  const since = address.ifModifiedSince ? Date.parse(address.ifModifiedSince) : Number.NaN;
  if (!Number.isNaN(since) && pass.updatedAt.getTime() <= since) return { notModified: true as const };
  return {
    notModified: false as const,
    lastModified: pass.updatedAt,
    pkpass: await passFile(context, apple, pass, card),
  };
}

/** POST /v1/log: what a device reports going wrong with the club's passes, into the server's log. */
export function logFromDevices(context: AppContext, logs: string[]) {
  for (const message of logs) context.log.warn({ walletLog: message }, "Apple Wallet reported a problem");
}

/**
 * Looks at every pass some phone holds and tells the phones holding one that changed (a renewal, a lapse, a
 * resignation): a no-op for the phones without APPLE_WALLET_APNS_URL, which learn it when they next ask.
 */
export async function refreshWalletPasses(context: AppContext): Promise<{ changed: number; pushed: number }> {
  if (!context.config.wallets.apple) return { changed: 0, pushed: 0 };
  const changedIds: number[] = [];
  let after = 0;
  for (;;) {
    const batch = await findRegisteredPasses(context.db, after, 200);
    if (batch.length === 0) break;
    for (const pass of batch) {
      if ((await currentPass(context, pass)).changed) changedIds.push(pass.id);
      after = pass.id;
    }
  }
  const tokens = await findPushTokens(context.db, changedIds);
  const pushed = await pushPassChanged(
    context.config.wallets.apple,
    context.log,
    tokens.map((row) => row.pushToken),
  );
  return { changed: changedIds.length, pushed };
}

/** Download my data: the member's pass and when each of their phones registered for it; null without one. */
export async function ownWalletPass(context: AppContext, memberId: number): Promise<MyWalletPass | null> {
  const data = await findMemberWalletData(context.db, memberId);
  if (!data) return null;
  return {
    serialNumber: data.pass.serialNumber,
    issuedAt: data.pass.createdAt.toISOString(),
    updatedAt: data.pass.updatedAt.toISOString(),
    devicesRegisteredAt: data.devices.map((device) => device.registeredAt.toISOString()),
  };
}

/** Erasure: the member's pass and its phones' registrations are deleted (their phones' copies can fetch it no more). */
export async function forgetWalletPass(context: Pick<AppContext, "db">, memberId: number) {
  await deletePassOfMember(context.db, memberId);
}
