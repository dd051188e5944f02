import { isoDay } from "@club/domain/days";
import { type MembershipAction, type OfficeMemberUpdate, officeMessages } from "@club/domain/office.schema";
import type { MemberAction } from "@club/domain/office-policies.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { changedFields, recordAudit } from "../audit/audit.service.ts";
import { revokeResetLinks, type SessionContext, signOutEverywhere } from "../auth/auth.service.ts";
import { moveMemberInvoices, voidUnpaidInvoices } from "../checkout/invoices.service.ts";
import { revokeClaimLinks } from "../claims/claims.service.ts";
import { moveMemberRegistrations } from "../events/events.service.ts";
import { emailChangedMail } from "../mail/mail-templates.ts";
import {
  findAccountById,
  isEmailTaken,
  lockMember,
  retireDuplicate,
  toProfile,
  updateMemberFields,
} from "../members/members.service.ts";
import { changeMembership, mergeMemberships } from "../memberships/membership-changes.service.ts";
import { type Actor, authorize } from "../policy/policy.ts";
import { revokeRenewalLinks } from "../reminders/renewal-links.service.ts";
import { configWithClubSettings } from "../settings/settings.service.ts";
import { moveMemberVehicles } from "../vehicles/vehicles.service.ts";
import { moveNotes } from "./office.repository.ts";
import { memberRecord } from "./office.service.ts";
import { findStaffRole } from "./staff.repository.ts";
import { proveSecondFactorAgain } from "./two-factor.service.ts";

// The office's changes to a member (issue 13): each in one transaction with its audit entry, holding the member's
// row lock, and answered with the record as it is after the change.

/**
 * The member's row, locked for the caller's transaction, once the policy allows the actor this action on it (an
 * office account is an administrator's to change; a merged duplicate takes no more changes).
 */
export async function lockedAccount(
  context: AppContext,
  actor: Actor,
  action: MemberAction,
  memberId: number,
) {
  await lockMember(context, memberId);
  const account = await findAccountById(context, memberId);
  if (!account) throw notFound();
  const target = { ...account, officeRole: await findStaffRole(context.db, memberId) };
  authorize(actor, action, target);
  return target;
}

/**
 * PUT /office/members/{id}: any profile field, e-mail included. A new address must be free; the member is told of
 * it at the old address and the new one. Only the fields whose values change are written to the trail.
 */
export async function updateMemberByOffice(
  context: AppContext,
  session: SessionContext,
  memberId: number,
  update: OfficeMemberUpdate,
) {
  const actor = update.twoFactorCode
    ? {
        ...session,
        provedSecondFactorNow: await proveSecondFactorAgain(context, session, update.twoFactorCode),
      }
    : session;
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const before = await lockedAccount(inTransaction, actor, "updateMember", memberId);
    const { email } = update.member;
    const movesEmail = email !== undefined && email !== before.email.toLowerCase();
    if (movesEmail) authorize(actor, "changeEmail", before);
    if (movesEmail && (await isEmailTaken(inTransaction, email, memberId)))
      throw invalidField("email", "This e-mail address is already used by another account", "email_taken");
    const after = await updateMemberFields(inTransaction, memberId, update.member);
    const change = changedFields(toProfile(before), toProfile(after));
    if (Object.keys(change.after).length === 0) return;
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId,
      action: "profile_changed",
      reason: update.reason ?? null,
      ...change,
    });
    if (change.after.email) {
      const move = { from: before.email, to: after.email };
      const config = await configWithClubSettings(inTransaction);
      for (const sendTo of [before.email, after.email])
        await context.mailer.enqueue(emailChangedMail(config, after, { ...move, sendTo }), tx);
      await revokeMailedLinks(inTransaction, memberId);
    }
  });
  context.mailer.deliverSoon();
  return memberRecord(context, memberId);
}

/**
 * The links mailed to the old address (to claim the account, reset its password, renew in one click) may have gone
 * to someone else, a mistyped address: none works any more (issue 23). Each module voids its own.
 */
async function revokeMailedLinks(context: AppContext, memberId: number) {
  await revokeClaimLinks(context, memberId);
  await revokeResetLinks(context, memberId);
  await revokeRenewalLinks(context, [memberId]);
}

/**
 * POST /office/members/{id}/membership: a change of plan or dues, a lifetime or complimentary membership, or the
 * member marked deceased or resigned (out of the directory and, from issue 15, the reminders; a deceased member's
 * sessions end). Every change carries its reason into the trail.
 */
export async function changeMembershipByOffice(
  context: AppContext,
  session: SessionContext,
  memberId: number,
  input: MembershipAction & { reason: string },
) {
  const { reason, ...action } = input;
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const account = await lockedAccount(inTransaction, session, "changeMembership", memberId);
    const change =
      action.action === "mark_deceased" || action.action === "mark_resigned"
        ? await closeMembership(inTransaction, account, action)
        : await changeMembership(inTransaction, memberId, action);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId,
      action: action.action,
      reason,
      ...change,
    });
  });
  return memberRecord(context, memberId);
}

async function closeMembership(
  context: AppContext,
  account: { id: number; deceasedOn: string | null; resignedOn: string | null },
  action: Extract<MembershipAction, { action: "mark_deceased" | "mark_resigned" }>,
) {
  const on = action.on ?? isoDay(context.now());
  if (on > isoDay(context.now())) throw invalidField("on", "The date cannot be in the future");
  const field = action.action === "mark_deceased" ? "deceasedOn" : "resignedOn";
  await updateMemberFields(context, account.id, { [field]: on });
  // An open invoice of a closed membership must not be paid any more.
  await voidUnpaidInvoices(context, account.id);
  if (action.action === "mark_deceased") await signOutEverywhere(context, account.id);
  return { before: { [field]: account[field] }, after: { [field]: on } };
}

/**
 * POST /office/members/{id}/merge: the duplicate's history (invoices and payments, memberships, gifts, cars, event
 * registrations, notes, associate) becomes this member's, in one transaction; the duplicate no longer signs in and
 * its trail stays readable from this member's History.
 */
export async function mergeDuplicate(
  context: AppContext,
  session: SessionContext,
  memberId: number,
  input: { duplicateId: number; reason?: string },
) {
  const { duplicateId } = input;
  if (duplicateId === memberId)
    throw invalidField("duplicateId", officeMessages.duplicateSelf, "merge_refused");
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    // Both rows locked in id order, so two merges of the same pair cannot wait on each other.
    const [first, second] = memberId < duplicateId ? [memberId, duplicateId] : [duplicateId, memberId];
    await lockedAccount(inTransaction, session, "mergeDuplicate", first).catch(
      rethrowFor(first === duplicateId),
    );
    await lockedAccount(inTransaction, session, "mergeDuplicate", second).catch(
      rethrowFor(second === duplicateId),
    );
    const moved = {
      // Memberships first: each member's paid purchases learn what the other had while still telling whose.
      memberships: await mergeMemberships(inTransaction, duplicateId, memberId),
      invoices: await moveMemberInvoices(inTransaction, duplicateId, memberId),
      vehicles: await moveMemberVehicles(inTransaction, duplicateId, memberId),
      registrations: await moveMemberRegistrations(inTransaction, duplicateId, memberId),
      notes: await moveNotes(tx, duplicateId, memberId),
    };
    const retired = await retireDuplicate(inTransaction, duplicateId, memberId);
    await signOutEverywhere(inTransaction, duplicateId);
    const summary = { ...moved, associateMoved: retired.associateMoved };
    const reason = input.reason ?? null;
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId,
      action: "member_merged",
      reason,
      after: { duplicateId, duplicateEmail: retired.email, ...summary },
    });
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: duplicateId,
      action: "merged_into",
      reason,
      before: { email: retired.email },
      after: { mergedIntoId: memberId },
    });
  });
  return memberRecord(context, memberId);
}

/**
 * The duplicate named in the request that does not exist (or was merged already) is a bad field, not a 404; a
 * refusal of the policy (an office account) stays one.
 */
function rethrowFor(isDuplicate: boolean) {
  return (error: unknown) => {
    if (isDuplicate && error instanceof AppError && error.code !== "forbidden")
      throw invalidField(
        "duplicateId",
        error.code === "not_found" ? "No account has this id" : "This account was already merged",
        "merge_refused",
      );
    throw error;
  };
}
