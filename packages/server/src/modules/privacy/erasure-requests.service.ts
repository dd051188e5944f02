import { addDays, isoDay } from "@club/domain/days";
import {
  type ErasureRequest,
  type ErasureRequestInput,
  erasureMessages,
  type OfficeErasureRequest,
} from "@club/domain/erasure.schema";
import { fullName } from "@club/domain/member-name.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { brokenUniqueIndex } from "../../lib/database-errors.ts";
import { forgetArchiveReader } from "../archive/archive-member-data.service.ts";
import { forgetMemberInTrail, recordAudit } from "../audit/audit.service.ts";
import { type SessionContext, signOutEverywhere } from "../auth/auth.service.ts";
import { forgetPetitioner } from "../classics/classics.service.ts";
import { endCommitteeTermsOf } from "../committees/committees.service.ts";
import { removeElectionPhotoFiles } from "../elections/election-photos.ts";
import { forgetNominee } from "../elections/election-setup.service.ts";
import { forgetCalendarKey } from "../events/calendar-keys.ts";
import { forgetImportedMember } from "../imports/imports.service.ts";
import { forgetVolunteer } from "../judging/volunteers.service.ts";
import { removeListingPhotoFiles } from "../listings/listing-photo-files.ts";
import { forgetSeller } from "../listings/listings-member-data.service.ts";
import { forgetMemberMail } from "../mail/mail.service.ts";
import { erasureCompletedMail, erasureRefusedMail, erasureRequestedMail } from "../mail/mail-templates.ts";
import { anonymiseMember } from "../members/member-erasure.service.ts";
import { getMemberContact, memberNamesByIds } from "../members/members.service.ts";
import { removeMemberNotes } from "../office/office.service.ts";
import { forgetPasskeys } from "../passkeys/passkeys.service.ts";
import { forgetPostAuthor } from "../regional-admin/region-posts.service.ts";
import { endAppointmentsOf } from "../regional-admin/regional-admin.service.ts";
import { forgetRemindersSent } from "../reminders/reminders.service.ts";
import { releaseErasedOwnersCars, removeCarPhotoFiles } from "../vehicles/owner-erasure.service.ts";
import type { VehiclesContext } from "../vehicles/vehicles.service.ts";
import { forgetWalletPass } from "../wallet/wallet.service.ts";
import {
  deletePrivacyChoices,
  deleteRelayedMessages,
  type ErasureRequestRow,
  findErasureRequest,
  findErasureRequests,
  findLatestErasureRequest,
  insertErasureRequest,
  lockErasureRequest,
  setErasureDecision,
} from "./erasure-requests.repository.ts";

// Issue 30: the right to erasure. A member asks to leave the club and be forgotten; the office answers within the
// configured days (ERASURE_ANSWER_DAYS), completing the request (each module anonymises what it owns, in one
// transaction) or refusing it with a reason the member reads. docs/decisions.md says what is removed and what stays.

/**
 * Completing removes the member's car photos from the vehicles' storage, and their address from the announcements'
 * lists of recipients (announcements call privacy, so app wiring hands that in): the context carries both.
 */
export type ErasureContext = AppContext &
  Pick<VehiclesContext, "storage"> & {
    forgetAnnouncementAddresses: (context: Pick<AppContext, "db">, memberId: number) => Promise<void>;
  };

function toErasureRequest(row: ErasureRequestRow): ErasureRequest {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    dueOn: row.dueOn,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    refusal: row.refusal,
  };
}

const requestOpen = () => new AppError("erasure_open", { base: [erasureMessages.requestOpen] });

/**
 * POST /members/erasure_request: the member asks to leave the club, due for an answer in the configured days. One
 * open request a member, held by the partial unique index: two asked at once give one 201 and one 409. The receipt
 * is mailed and the request is in the trail (without the reason: the member's own words stay with the request).
 */
export async function requestErasure(
  context: AppContext,
  memberId: number,
  input: ErasureRequestInput,
): Promise<ErasureRequest> {
  const now = context.now();
  const dueOn = addDays(isoDay(now), context.config.erasure.answerDays);
  const row = await context.db
    .transaction(async (tx) => {
      const inTransaction = { ...context, db: tx };
      const member = await getMemberContact(inTransaction, memberId);
      const request = await insertErasureRequest(tx, {
        memberId,
        memberNo: member.memberNo,
        reason: input.reason || null,
        requestedAt: now,
        dueOn,
      });
      if (member.email)
        await context.mailer.enqueue(
          { ...erasureRequestedMail(context.config, member, dueOn), memberId },
          tx,
        );
      await recordAudit(inTransaction, {
        actorId: memberId,
        memberId,
        action: "erasure_requested",
        after: { requestId: request.id, dueOn },
      });
      return request;
    })
    .catch((error: unknown) => {
      if (brokenUniqueIndex(error) === "erasure_requests_one_open") throw requestOpen();
      throw error;
    });
  context.mailer.deliverSoon();
  return toErasureRequest(row);
}

/** GET /members/erasure_request: the member's latest request and the office's answer; 404 when they never asked. */
export async function latestErasureRequest(context: AppContext, memberId: number): Promise<ErasureRequest> {
  const row = await findLatestErasureRequest(context.db, memberId);
  if (!row) throw notFound();
  return toErasureRequest(row);
}

/**
 * DELETE /members/erasure_request (issue 39): the member withdraws their open request before the office answers it.
 * It stays in the office's queue as withdrawn, and in the trail; the member may ask again later.
 */
export async function withdrawErasureRequest(context: AppContext, memberId: number): Promise<ErasureRequest> {
  const now = context.now();
  const row = await context.db.transaction(async (tx) => {
    const latest = await findLatestErasureRequest(tx, memberId);
    const open = latest?.status === "open" ? await lockErasureRequest(tx, latest.id) : undefined;
    // Answered meanwhile (the office completed or refused it): nothing open to withdraw.
    if (open?.status !== "open") throw notFound();
    await setErasureDecision(tx, open.id, {
      status: "withdrawn",
      refusal: null,
      decidedAt: now,
      decidedBy: memberId,
    });
    await recordAudit(
      { ...context, db: tx },
      { actorId: memberId, memberId, action: "erasure_withdrawn", after: { requestId: open.id } },
    );
    return { ...open, status: "withdrawn" as const, decidedAt: now, decidedBy: memberId };
  });
  return toErasureRequest(row);
}

/** The office's view of requests: the member by their name now, the account that answered by its name. */
async function toOfficeRequests(
  context: AppContext,
  rows: ErasureRequestRow[],
): Promise<OfficeErasureRequest[]> {
  const names = await memberNamesByIds(
    context,
    rows.flatMap((row) => (row.decidedBy === null ? [row.memberId] : [row.memberId, row.decidedBy])),
  );
  const today = isoDay(context.now());
  return rows.map((row) => {
    const member = names.get(row.memberId);
    const decidedBy = row.decidedBy === null ? undefined : names.get(row.decidedBy);
    return {
      ...toErasureRequest(row),
      memberNo: row.memberNo,
      name: member ? fullName(member) : "",
      late: row.status === "open" && row.dueOn < today,
      decidedBy: decidedBy ? fullName(decidedBy) : null,
    };
  });
}

/** GET /office/erasure_requests: every request, the open ones first by due day, and how many open ones are late. */
export async function listErasureRequests(context: AppContext) {
  const requests = await toOfficeRequests(context, await findErasureRequests(context.db));
  return { requests, late: requests.filter((request) => request.late).length };
}

async function officeRequest(context: AppContext, id: number) {
  const row = await findErasureRequest(context.db, id);
  if (!row) throw notFound();
  const [request] = await toOfficeRequests(context, [row]);
  return request as OfficeErasureRequest;
}

/** The request, locked for the caller's transaction, while it is open: one already answered is a conflict. */
async function lockOpenRequest(context: Pick<AppContext, "db">, id: number) {
  const request = await lockErasureRequest(context.db, id);
  if (!request) throw notFound();
  if (request.status !== "open") throw new AppError("erasure_decided", { base: [erasureMessages.decided] });
  return request;
}

/**
 * POST /office/erasure_requests/{id}/complete: the member is forgotten, in one transaction, each module doing its
 * part: the member's row anonymised and the associate removed (members), the office's notes on them removed
 * (office), every session ended (auth) and every passkey removed (passkeys, issue 43), their cars out of their garage without photos or their name in the chain
 * (vehicles), their privacy choices and relayed messages removed (here), their sent mail and the trail's entries
 * keeping no address or name of theirs (mail, audit: issue 39); and (issue 39) their claims closed without notes or
 * papers and their answers as owner removed (vehicles), their calendar address (events), their card in a phone's
 * wallet with its phones' registrations (wallet, issue 43), their marketplace listings withdrawn and emptied, with their
 * photos, enquiries and reports (listings, issue 44), their sign-ups to volunteer at meets (judging, issue 46), their
 * nominations withdrawn unless voting has opened on them (kept as the election's history) and their candidate photos
 * removed (elections, issue 46), reminder log (reminders) and bounce record (mail) gone, their regional appointments
 * and committee seats (issue 46) ended and their region news posts unsigned
 * (regional-admin), their petitions' evidence
 * (classics) and the roster rows that matched them (imports) blanked. A judge's record holds no contact data and
 * stays, naming the anonymised member. Invoices, payments and memberships stay, as the
 * club's accounts. The last mail goes to the address read before it was cleared. The trail records who completed
 * which request, and nothing of the person; the reason they gave goes with them.
 */
export async function completeErasureRequest(context: ErasureContext, session: SessionContext, id: number) {
  const now = context.now();
  const photos = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const request = await lockOpenRequest(inTransaction, id);
    const { memberId } = request;
    const member = await getMemberContact(inTransaction, memberId);
    const erased = await anonymiseMember(inTransaction, memberId);
    await forgetMemberMail(inTransaction, { memberId, email: member.email, words: erased.words });
    await forgetMemberInTrail(inTransaction, { memberId, ...erased });
    await context.forgetAnnouncementAddresses(inTransaction, memberId);
    // The last mail goes to the address read before it was cleared, and its record forgets it once sent.
    if (member.email)
      await context.mailer.enqueue(
        { ...erasureCompletedMail(context.config, member), memberId, forgetOnceSent: true },
        tx,
      );
    await removeMemberNotes(inTransaction, memberId);
    await signOutEverywhere(inTransaction, memberId);
    await forgetPasskeys(inTransaction, memberId);
    const released = await releaseErasedOwnersCars(inTransaction, memberId);
    const listingPhotos = await forgetSeller(inTransaction, memberId);
    await forgetArchiveReader(inTransaction, memberId);
    const nomineePhotos = await forgetNominee(inTransaction, memberId);
    await forgetCalendarKey(inTransaction, memberId);
    await forgetVolunteer(inTransaction, memberId);
    await forgetWalletPass(inTransaction, memberId);
    await forgetRemindersSent(inTransaction, memberId);
    await endAppointmentsOf(inTransaction, memberId);
    await endCommitteeTermsOf(inTransaction, memberId);
    await forgetPostAuthor(inTransaction, memberId);
    await forgetPetitioner(inTransaction, memberId);
    await forgetImportedMember(inTransaction, memberId);
    await deletePrivacyChoices(tx, memberId);
    await deleteRelayedMessages(tx, memberId);
    await setErasureDecision(tx, id, {
      status: "completed",
      reason: null,
      refusal: null,
      decidedAt: now,
      decidedBy: session.memberId,
    });
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId,
      action: "erasure_completed",
      after: { requestId: id },
    });
    return { released, listingPhotos, nomineePhotos };
  });
  await removeCarPhotoFiles(context, photos.released);
  await removeListingPhotoFiles(context, photos.listingPhotos);
  await removeElectionPhotoFiles(context, photos.nomineePhotos);
  context.mailer.deliverSoon();
  return officeRequest(context, id);
}

/** POST /office/erasure_requests/{id}/refuse: nothing is removed; the member is told why, by mail and on their page. */
export async function refuseErasureRequest(
  context: AppContext,
  session: SessionContext,
  id: number,
  reason: string,
) {
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const request = await lockOpenRequest(inTransaction, id);
    const member = await getMemberContact(inTransaction, request.memberId);
    await setErasureDecision(tx, id, {
      status: "refused",
      refusal: reason,
      decidedAt: now,
      decidedBy: session.memberId,
    });
    if (member.email)
      await context.mailer.enqueue(
        { ...erasureRefusedMail(context.config, member, reason), memberId: request.memberId },
        tx,
      );
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: request.memberId,
      action: "erasure_refused",
      reason,
      after: { requestId: id },
    });
  });
  context.mailer.deliverSoon();
  return officeRequest(context, id);
}
