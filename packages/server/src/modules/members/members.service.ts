import type { Profile, ProfileUpdate } from "@club/domain/member.schema";
import { isInOfficeRange } from "@club/domain/member-number.rules";
import {
  type MemberAsSeen,
  memberAsSeen,
  type ViewingAccount,
  viewerOf,
} from "@club/domain/member-visibility.rules";
import { inGoodStanding } from "@club/domain/standing.rules";
import { lastNamesMatch } from "@club/domain/vehicle-transfer.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField, notFound } from "../../lib/app-error.ts";
import { brokenUniqueIndex } from "../../lib/database-errors.ts";
import { hashPassword, hasPassword } from "../../lib/passwords.ts";
import { newToken } from "../../lib/tokens.ts";
import { changedFields, recordAudit } from "../audit/audit.service.ts";
import { deleteAbandonedJoiners } from "./member-deletes.service.ts";
import {
  clearPasswordSetSince,
  deleteAssociate,
  findAccountContactsByIds,
  findAssociateRow,
  findCardHolder,
  findMemberByEmail,
  findMemberById,
  findMemberNamesByIds,
  findMemberStandingByNo,
  findMembersByAddresses,
  findSeenMembersByIds,
  insertMember,
  lockMemberRow,
  lockMemberRowKeepingKeys,
  lockOfficeMemberNumbers,
  type MemberRow,
  moveAssociate,
  nextOfficeMemberNo,
  updateMember,
  updatePasswordHash,
  upsertAssociate,
} from "./members.repository.ts";
import type { members } from "./members.schema.ts";

export function toProfile(member: MemberRow): Profile {
  return {
    id: member.id,
    memberNo: member.memberNo,
    prefix: member.prefix,
    firstName: member.firstName,
    lastName: member.lastName,
    suffix: member.suffix,
    company: member.company,
    email: member.email,
    addressLine1: member.addressLine1,
    addressLine2: member.addressLine2,
    city: member.city,
    state: member.state,
    zipCode: member.zipCode,
    country: member.country,
    businessPhone: member.businessPhone,
    cellPhone: member.cellPhone,
    residentialPhone: member.residentialPhone,
    publicationPreferences: member.publicationPreferences,
    referrerName: member.referrerName,
    seniorCategory: member.seniorCategory as Profile["seniorCategory"],
    seniorNumber: member.seniorNumber,
  };
}

/** The member's own profile, and whether they have a password of their own (issue 43). */
export async function getProfile(context: AppContext, memberId: number) {
  const member = await findMemberById(context.db, memberId);
  if (!member) throw notFound();
  return { ...toProfile(member), hasPassword: hasPassword(member.passwordHash) };
}

/**
 * A member changes only their own record; e-mail and publication preference are not in the update. What changed
 * goes into the member's history, which the office reads (issue 13), in the same transaction.
 */
export async function updateProfile(context: AppContext, memberId: number, update: ProfileUpdate) {
  return context.db.transaction(async (tx) => {
    await lockMemberRow(tx, memberId);
    const before = await findMemberById(tx, memberId);
    const member = await updateMember(tx, memberId, { ...update, updatedAt: context.now() });
    if (!before || !member) throw notFound();
    const change = changedFields(toProfile(before), toProfile(member));
    if (Object.keys(change.after).length > 0)
      await recordAudit(
        { ...context, db: tx },
        { actorId: memberId, memberId, action: "profile_changed", ...change },
      );
    return { ...toProfile(member), hasPassword: hasPassword(member.passwordHash) };
  });
}

/** Holds the member's row until the caller's transaction ends: their own changes are made one after another. */
export async function lockMember(context: AppContext, memberId: number) {
  await lockMemberRow(context.db, memberId);
}

/**
 * Holds the member's row until the caller's transaction ends, so that another module's changes for this member (their
 * garage's cars) queue behind one another, while rows of other tables may still be written that reference it.
 */
export async function holdMember(context: Pick<AppContext, "db">, memberId: number) {
  await lockMemberRowKeepingKeys(context.db, memberId);
}

/** The members' numbers and names by id, in one query for a whole list; an id with no member is not in the map. */
export async function memberNamesByIds(context: Pick<AppContext, "db">, ids: number[]) {
  if (ids.length === 0) return new Map<number, MemberName>();
  const rows = await findMemberNamesByIds(context.db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

export type MemberName = Awaited<ReturnType<typeof findMemberNamesByIds>>[number];

/**
 * Issue 39: the members named by a read model, each as `viewer` may see them (the domain's visibility rule: their
 * name and number, or "A club member" / "A former member"), in one query for a whole list. `viewer` null: nobody
 * signed in. An id with no member is not in the map. `rule`: officerAsSeen for a region's officers (issue 42).
 */
export async function membersAsSeenByIds(
  context: Pick<AppContext, "db">,
  viewer: ViewingAccount | null,
  ids: number[],
  rule: typeof memberAsSeen = memberAsSeen,
): Promise<Map<number, MemberAsSeen>> {
  if (ids.length === 0) return new Map();
  const rows = await findSeenMembersByIds(context.db, [...new Set(ids)]);
  return new Map(
    rows.map(({ erased, showInDirectory, ...member }) => [
      member.id,
      rule(viewerOf(viewer, member.id), { ...member, erased, choices: { showInDirectory } }),
    ]),
  );
}

/** The account behind a sign-in (auth): the member's row with its password hash. */
export function findAccountByEmail(context: Pick<AppContext, "db">, email: string) {
  return findMemberByEmail(context.db, email);
}

export function findAccountById(context: AppContext, memberId: number) {
  return findMemberById(context.db, memberId);
}

/**
 * The member a car may be sold to (issues 27 and 39), by the number on their card and the last name the seller was
 * given: a member in good standing on `today` whose last name it is. Every other case (no such number, another name,
 * an office account, a closed, erased, merged, lapsed or unpaid account) is the same undefined, found by the same
 * one query and the same comparison, so that an offer tells the seller nothing they did not already know.
 */
export async function findBuyer(
  context: Pick<AppContext, "db">,
  buyer: { memberNo: number; lastName: string; today: string },
) {
  const member = await findMemberStandingByNo(context.db, buyer.memberNo, buyer.today);
  const sameName = lastNamesMatch(buyer.lastName, member?.lastName ?? "");
  if (!member || !sameName || isInOfficeRange(member.memberNo) || !inGoodStanding(member.standing))
    return undefined;
  return { id: member.id };
}

/**
 * Issue 46: the member with this number and where they stand on `today` (a nominee must be in good standing); an
 * office account's number is no member's.
 */
export async function memberStandingByNumber(
  context: Pick<AppContext, "db">,
  memberNo: number,
  today: string,
) {
  const member = await findMemberStandingByNo(context.db, memberNo, today);
  if (!member || isInOfficeRange(member.memberNo)) return undefined;
  return { id: member.id, memberNo: member.memberNo, standing: member.standing };
}

/** The account each address belongs to, keyed by the address lower-cased; none for one no one has (bounces). */
export async function ownersOfAddresses(context: Pick<AppContext, "db">, addresses: readonly string[]) {
  const wanted = [...new Set(addresses.map((address) => address.toLowerCase()))];
  const rows = wanted.length === 0 ? [] : await findMembersByAddresses(context.db, wanted);
  return new Map(rows.map(({ address, ...owner }) => [address, owner]));
}

export async function setPasswordHash(context: AppContext, memberId: number, passwordHash: string) {
  await updatePasswordHash(context.db, memberId, passwordHash, context.now());
}

/**
 * Issue 39: a password set at or after `since` no longer signs in (an import's undo: it was set through an address
 * the import gave); the member sets a new one by a reset link to their own address. Of these members, in one
 * statement (issue 41); how many were cleared.
 */
export function forgetPasswordSetSince(
  context: Pick<AppContext, "db" | "now">,
  memberIds: number[],
  since: Date,
) {
  return clearPasswordSetSince(context.db, memberIds, {
    since,
    passwordHash: passwordToReset,
    now: context.now(),
  });
}

/** Not an argon2 hash: no password matches it, and a reset link sets a new one. */
const passwordToReset = "!reset-required";

/**
 * The member as their membership card names them (memberships), with whether the office closed the account: the
 * card of a member who died, resigned or was merged is not current. Undefined for an unknown member.
 */
export function getCardHolder(context: Pick<AppContext, "db">, memberId: number) {
  return findCardHolder(context.db, memberId);
}

/** Who to write to about the member (memberships' welcome, checkout's receipt). */
export async function getMemberContact(context: AppContext, memberId: number) {
  const member = await findMemberById(context.db, memberId);
  if (!member) throw notFound();
  const { email, firstName, lastName, memberNo } = member;
  return { email, firstName, lastName, memberNo };
}

/** The member's associate (spouse or partner), if their membership has one. */
export async function getMemberAssociate(context: Pick<AppContext, "db">, memberId: number) {
  const row = await findAssociateRow(context.db, memberId);
  return row && { firstName: row.firstName, lastName: row.lastName };
}

/**
 * Issue 30: the member's own row as their data, everything but the password: the profile, the associate, when the
 * account began, their opt-out from bulk mail and their resignation.
 */
export async function getMemberRecord(context: Pick<AppContext, "db">, memberId: number) {
  const [member, associate] = await Promise.all([
    findMemberById(context.db, memberId),
    getMemberAssociate(context, memberId),
  ]);
  if (!member) throw notFound();
  return {
    ...toProfile(member),
    associate: associate ?? null,
    accountCreatedAt: member.createdAt.toISOString(),
    bulkMailOptOutAt: member.bulkMailOptOutAt?.toISOString() ?? null,
    resignedOn: member.resignedOn,
  };
}

/** The associate (spouse or partner) a member paid for: registered, renamed, or removed when `null`. */
export async function saveAssociate(
  context: AppContext,
  memberId: number,
  associate: { firstName: string; lastName: string } | null,
) {
  if (associate) await upsertAssociate(context.db, memberId, associate, context.now());
  else await deleteAssociate(context.db, memberId);
}

/**
 * Housekeeping: joiners who never paid are forgotten after the configured time (ABANDONED_JOIN_DAYS), with their
 * unpaid invoices. Money and the trail restrict a member's delete (issue 23): a joiner whose invoice holds money
 * after all (a capture we did not settle) is kept, as is one the trail names.
 */
export async function purgeAbandonedJoiners(context: Pick<AppContext, "db" | "now" | "config" | "log">) {
  const before = new Date(context.now().getTime() - context.config.payments.abandonedJoinMs);
  const removed = await context.db.transaction((tx) => deleteAbandonedJoiners({ db: tx }, before));
  if (removed > 0) context.log.info({ removed }, "removed joiners who never paid");
  return removed;
}

type OfficeFields = Omit<Partial<typeof members.$inferInsert>, "id" | "memberNo" | "createdAt" | "updatedAt">;

/**
 * The office changes any of a member's fields. A new e-mail's uniqueness is the caller's to check; two requests
 * giving one address at once both pass that check, and the second is refused here (409 naming `email`).
 */
export async function updateMemberFields(context: AppContext, memberId: number, fields: OfficeFields) {
  const member = await updateMember(context.db, memberId, { ...fields, updatedAt: context.now() }).catch(
    refuseEmailTakenMeanwhile,
  );
  if (!member) throw notFound();
  return member;
}

function refuseEmailTakenMeanwhile(error: unknown): never {
  if (brokenUniqueIndex(error) === "members_email_unique")
    throw invalidField(
      "email",
      "Another account took this e-mail address a moment ago: use another one",
      "email_conflict",
    );
  throw error;
}

/** Whether another account already signs in with this address. */
export async function isEmailTaken(context: AppContext, email: string, exceptMemberId: number) {
  const account = await findMemberByEmail(context.db, email);
  return account !== undefined && account.id !== exceptMemberId;
}

/**
 * A merge (office): the duplicate keeps its row (its history points at the remaining member through
 * `mergedIntoId`) but can no longer sign in: its address is freed for the remaining member (an address that can
 * never receive mail, RFC 2606 `.invalid`) and its password hash is one no password matches. Its associate moves
 * when the remaining member has none.
 */
export async function retireDuplicate(context: AppContext, duplicateId: number, keptId: number) {
  const now = context.now();
  const [duplicate, keptAssociate] = [
    await findMemberById(context.db, duplicateId),
    await findAssociateRow(context.db, keptId),
  ];
  if (!duplicate) throw notFound();
  if (!keptAssociate) await moveAssociate(context.db, duplicateId, keptId);
  else await deleteAssociate(context.db, duplicateId);
  await updateMember(context.db, duplicateId, {
    email: `merged-${duplicateId}@merged.invalid`,
    passwordHash: "!merged",
    mergedIntoId: keptId,
    updatedAt: now,
  });
  return { email: duplicate.email, associateMoved: !keptAssociate };
}

/**
 * An account for the office that is not a member (`npm run staff:add`, an administrator adding staff, the demo's
 * office account), numbered from the office accounts' own range (issue 23, member-number.rules.ts) so that no
 * roster row carries its number. Without `passwordHash` no one knows its password, so its owner chooses one through
 * "Forgot your password?" (the reset link), as after any reset.
 */
export async function createOfficeAccount(
  context: Pick<AppContext, "db" | "now">,
  person: { email: string; firstName: string; lastName: string; passwordHash?: string },
) {
  const now = context.now();
  const passwordHash = person.passwordHash ?? (await hashPassword(newToken().token));
  return context.db.transaction(async (tx) => {
    await lockOfficeMemberNumbers(tx);
    return insertMember(tx, {
      ...person,
      memberNo: await nextOfficeMemberNo(tx),
      passwordHash,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/**
 * The member followed an announcement's unsubscribe link (issue 15, RFC 8058): no more announcements; renewal
 * reminders and receipts still go, as they do not ask for it. The first choice's date stays; in the member's
 * history as `bulk_mail_opt_out`. Expects the caller's transaction as `context.db` (the row is locked, so two
 * clicks at once record it once). True when this call opted them out, false when they already were.
 */
export async function optOutOfBulkMail(context: Pick<AppContext, "db" | "now">, memberId: number) {
  await lockMemberRow(context.db, memberId);
  const member = await findMemberById(context.db, memberId);
  if (!member) throw notFound();
  if (member.bulkMailOptOutAt) return false;
  const now = context.now();
  await updateMember(context.db, memberId, { bulkMailOptOutAt: now, updatedAt: now });
  await recordAudit(context, {
    actorId: memberId,
    memberId,
    action: "bulk_mail_opt_out",
    after: { bulkMailOptOutAt: now.toISOString() },
  });
  return true;
}

/**
 * Who to write to about each of these accounts, and whether the office closed it (what `closedStandingOf` reads),
 * in one query for a whole list; an id with no member is not in the map.
 */
export async function accountContactsByIds(context: Pick<AppContext, "db">, ids: number[]) {
  if (ids.length === 0) return new Map<number, AccountContact>();
  const rows = await findAccountContactsByIds(context.db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

export type AccountContact = Awaited<ReturnType<typeof findAccountContactsByIds>>[number];
