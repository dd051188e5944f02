import { randomUUID } from "node:crypto";
import { isoDay } from "@club/domain/days";
import { fullName } from "@club/domain/member-name.rules";
import {
  type ClaimAnswerInput,
  type ClaimOnYourCar,
  claimStatuses,
  identifierFields,
  type OfficeVehicleClaim,
  registryMessages,
  type VehicleClaim,
  type VehicleClaimInput,
  type VehicleHistory,
  type VehicleIdentifierSources,
} from "@club/domain/vehicle-registry.schema";
import { AppError, notFound } from "../../lib/app-error.ts";
import { brokenUniqueIndex } from "../../lib/database-errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { vehicleClaimClosedMail, vehicleClaimedMail } from "../mail/mail-templates.ts";
import {
  accountContactsByIds,
  getMemberContact,
  holdMember,
  memberNamesByIds,
} from "../members/members.service.ts";
import {
  authorizeClaimAnswer,
  authorizeClaimApproval,
  authorizeClaimDecision,
  authorizeOwn,
} from "../policy/policy.ts";
import type { ClaimDocument } from "./claim-form.ts";
import { requireRoomForVehicle } from "./garage-room.ts";
import {
  cancelPendingTransfer,
  endOwnerships,
  insertOwnerships,
  moveVehicle,
} from "./registry.repository.ts";
import {
  closePendingClaims,
  countClaimsByStatus,
  findAnswersWrittenBy,
  findCarName,
  findClaimDocument,
  findClaimDocuments,
  findClaimsOnMemberCars,
  findClaimVehicleId,
  findMemberClaims,
  findOfficeClaims,
  hasPendingClaims,
  insertClaim,
  insertClaimDocuments,
  lockClaim,
  setClaimDecision,
  setOwnerAnswer,
} from "./vehicle-claims.repository.ts";
import {
  identifierSourcesOf,
  type VehicleHistoryContext,
  vehicleHistory,
} from "./vehicle-registry.service.ts";
import { lockVehicle, updateVehicleRow } from "./vehicles.repository.ts";
import type { VehiclesContext } from "./vehicles.service.ts";

// Issue 27: one identity per car. A member whose car is already in the registry (its serial or engine number
// answered 409) claims it with papers; the office approves (the car moves to their garage, its history goes on) or
// rejects. While a claim waits the car is disputed, and nothing is merged by guess.

const documentPath = (id: number) => `/api/v1/vehicle_claim_documents/${id}`;

async function documentsOf(context: VehiclesContext, claimIds: number[], signed: boolean) {
  const rows = await findClaimDocuments(context.db, claimIds);
  const byClaim = new Map<number, { id: number; fileName: string; url: string }[]>();
  for (const row of rows) {
    const url = signed ? await context.signer.sign(documentPath(row.id)) : "";
    byClaim.set(row.claimId, [
      ...(byClaim.get(row.claimId) ?? []),
      { id: row.id, fileName: row.fileName, url },
    ]);
  }
  return byClaim;
}

type MemberClaimRow = Awaited<ReturnType<typeof findMemberClaims>>[number];

const dates = (row: { createdAt: Date; decidedAt: Date | null }) => ({
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

async function toMemberClaims(context: VehiclesContext, rows: MemberClaimRow[]): Promise<VehicleClaim[]> {
  const documents = await documentsOf(
    context,
    rows.map((row) => row.id),
    false,
  );
  return rows.map((row) => ({
    ...row,
    ...dates(row),
    documents: (documents.get(row.id) ?? []).map(({ id, fileName }) => ({ id, fileName })),
  }));
}

/**
 * POST /vehicles/{id}/claims: the member says the car is theirs, with a note and papers. The papers are stored
 * before the claim is written, and removed again if it is not; the car is disputed until the office decides.
 */
export async function fileClaim(
  context: VehiclesContext,
  memberId: number,
  vehicleId: number,
  input: VehicleClaimInput,
  documents: ClaimDocument[],
): Promise<VehicleClaim> {
  const now = context.now();
  const stored = documents.map((document) => ({ ...document, storageKey: `claims/${randomUUID()}` }));
  await Promise.all(stored.map((file) => context.storage.put(file.storageKey, file.data, file.contentType)));
  try {
    const id = await context.db.transaction(async (tx) => {
      const vehicle = await lockVehicle(tx, vehicleId);
      authorizeOwn({ memberId }, "claimVehicle", vehicle);
      const claimId = await insertClaim(tx, {
        vehicleId,
        memberId,
        claimedFromId: vehicle.memberId,
        note: input.note,
        createdAt: now,
      });
      await insertClaimDocuments(
        tx,
        stored.map((file) => ({
          claimId,
          storageKey: file.storageKey,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.data.length,
          createdAt: now,
        })),
      );
      if (vehicle.status === "active") await updateVehicleRow(tx, vehicleId, { status: "disputed" });
      if (vehicle.memberId !== null) await tellOwner({ ...context, db: tx }, vehicle.memberId, vehicleId);
      await recordAudit(
        { ...context, db: tx },
        {
          actorId: memberId,
          memberId,
          action: "vehicle_claimed",
          after: { vehicleId, claimId, documents: stored.length },
        },
      );
      return claimId;
    });
    context.mailer.deliverSoon();
    const [row] = await findMemberClaims(context.db, memberId, id);
    if (!row) throw notFound();
    const [claim] = await toMemberClaims(context, [row]);
    return claim as VehicleClaim;
  } catch (error) {
    await Promise.all(stored.map((file) => context.storage.remove(file.storageKey)));
    if (brokenUniqueIndex(error) === "vehicle_claims_one_pending")
      throw new AppError("claim_pending", { base: [registryMessages.claimPending] });
    throw error;
  }
}

/** Issue 39: the owner is told a claim was made on their car (not by whom), and that they may answer it. */
async function tellOwner(context: VehiclesContext, ownerId: number, vehicleId: number) {
  const [owner, car] = await Promise.all([
    getMemberContact(context, ownerId),
    findCarName(context.db, vehicleId),
  ]);
  await context.mailer.enqueue(vehicleClaimedMail(context.config, owner, car ?? "car"), context.db);
}

type ClaimOnCarRow = Awaited<ReturnType<typeof findClaimsOnMemberCars>>[number];

const toClaimOnYourCar = (row: ClaimOnCarRow): ClaimOnYourCar => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/**
 * GET /vehicle_claims: the member's claims, newest first, with the office's answer; and (issue 39) the claims
 * waiting on the member's own cars, for them to answer.
 */
export async function listMemberClaims(context: VehiclesContext, memberId: number) {
  const [claims, onYourCars] = await Promise.all([
    findMemberClaims(context.db, memberId),
    findClaimsOnMemberCars(context.db, memberId),
  ]);
  return { claims: await toMemberClaims(context, claims), onYourCars: onYourCars.map(toClaimOnYourCar) };
}

/**
 * Issue 39: Download my data. The member's claims with their papers' names, and every answer they wrote as an owner
 * (decided claims too, and cars since gone from their garage): only their own words, not who claimed.
 */
export async function memberClaimsData(context: VehiclesContext, memberId: number) {
  const [claims, answers] = await Promise.all([
    findMemberClaims(context.db, memberId),
    findAnswersWrittenBy(context.db, memberId),
  ]);
  return { made: await toMemberClaims(context, claims), answers: answers.map(toClaimOnYourCar) };
}

/**
 * POST /vehicle_claims/{id}/answer (issue 39): the owner's answer to a claim on their car, for the office to read on
 * the claim's card before it decides; given again, it replaces the earlier one.
 */
export async function answerClaim(
  context: VehiclesContext,
  session: SessionContext,
  id: number,
  input: ClaimAnswerInput,
): Promise<ClaimOnYourCar> {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const { claim, vehicle } = await lockClaimAndCar(inTransaction, id);
    authorizeClaimAnswer(session, claim, vehicle);
    await setOwnerAnswer(tx, id, { ownerAnswer: input.answer, ownerAnsweredAt: context.now() });
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: session.memberId,
      action: "vehicle_claim_answered",
      after: { vehicleId: vehicle.id, claimId: id },
    });
  });
  const row = (await findClaimsOnMemberCars(context.db, session.memberId)).find((claim) => claim.id === id);
  if (!row) throw notFound();
  return toClaimOnYourCar(row);
}

type OfficeClaimRow = Awaited<ReturnType<typeof findOfficeClaims>>[number];

/** A claim whose claimant's account was deleted since it was read went with the account, and is left out. */
async function toOfficeClaims(
  context: VehiclesContext,
  rows: OfficeClaimRow[],
): Promise<OfficeVehicleClaim[]> {
  const [documents, members] = await Promise.all([
    documentsOf(
      context,
      rows.map((row) => row.id),
      true,
    ),
    memberNamesByIds(
      context,
      rows.flatMap((row) => (row.ownerId === null ? [row.claimantId] : [row.claimantId, row.ownerId])),
    ),
  ]);
  return rows.flatMap(
    ({
      claimantId,
      ownerId,
      outsideOwnerName,
      serialNumber,
      engineNumber,
      bodyNumber,
      ownerAnswer,
      ownerAnsweredAt,
      ...row
    }) => {
      const claimant = members.get(claimantId);
      if (!claimant) return [];
      const owner = ownerId === null ? undefined : members.get(ownerId);
      const outsideOwner = outsideOwnerName === null ? null : { memberNo: null, name: outsideOwnerName };
      return [
        {
          ...row,
          ...dates(row),
          claimant: { memberNo: claimant.memberNo, name: fullName(claimant) },
          currentOwner: owner ? { memberNo: owner.memberNo, name: fullName(owner) } : outsideOwner,
          numbers: { serialNumber, engineNumber, bodyNumber },
          documents: documents.get(row.id) ?? [],
          ownerAnswer:
            ownerAnswer === null || ownerAnsweredAt === null
              ? null
              : { text: ownerAnswer, answeredAt: ownerAnsweredAt.toISOString() },
        },
      ];
    },
  );
}

/** GET /office/vehicle_claims: the claims of one status, with every status's count and signed links to papers. */
export async function listOfficeClaims(context: VehiclesContext, status: (typeof claimStatuses)[number]) {
  const [rows, counts] = await Promise.all([
    findOfficeClaims(context.db, { status }),
    countClaimsByStatus(context.db),
  ]);
  return {
    claims: await toOfficeClaims(context, rows),
    counts: Object.fromEntries(claimStatuses.map((key) => [key, counts.get(key) ?? 0])) as Record<
      (typeof claimStatuses)[number],
      number
    >,
  };
}

async function officeClaim(context: VehiclesContext, id: number) {
  const [claim] = await toOfficeClaims(context, await findOfficeClaims(context.db, { id }));
  if (!claim) throw notFound();
  return claim;
}

/**
 * The claim and its car, both locked: the car first, as filing a claim locks it, so every decision on a car's claims
 * queues on the car's row. Of two approvals of two claims on one car, the second then reads its claim closed.
 */
async function lockClaimAndCar(context: VehiclesContext, id: number) {
  const vehicleId = await findClaimVehicleId(context.db, id);
  if (vehicleId === undefined) throw notFound();
  const vehicle = await lockVehicle(context.db, vehicleId);
  const claim = await lockClaim(context.db, id);
  if (!vehicle || !claim) throw notFound();
  return { claim, vehicle };
}

/** The numbers the car has, each now known from the claimant's papers, verified by the office member deciding. */
function verifiedSources(
  vehicle: { serialNumber: string | null; engineNumber: string | null; bodyNumber: string | null },
  recorded: VehicleIdentifierSources,
  verifiedBy: string,
  verifiedOn: string,
): VehicleIdentifierSources {
  const sources = { ...recorded };
  for (const field of identifierFields)
    if (vehicle[field]) sources[field] = { source: "documents", verifiedBy, verifiedOn };
  return sources;
}

/**
 * POST /office/vehicle_claims/{id}/approve: the car moves to the claimant's garage; its owner's ownership (a member's
 * or someone's outside the club) ends today and the claimant's starts; an offer of it waiting is cancelled. The car
 * stays disputed while other claims on it wait.
 */
export async function approveClaim(
  context: VehiclesContext,
  session: SessionContext,
  id: number,
  reason?: string,
) {
  const now = context.now();
  const today = isoDay(now);
  const closed = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const { claim, vehicle } = await lockClaimAndCar(inTransaction, id);
    authorizeClaimApproval(claim, vehicle);
    await holdMember(inTransaction, claim.memberId);
    await requireRoomForVehicle(context, tx, claim.memberId);
    const staff = await getMemberContact(inTransaction, session.memberId);
    await cancelPendingTransfer(tx, vehicle.id, now);
    await endOwnerships(tx, vehicle.id, today);
    await insertOwnerships(tx, [
      { vehicleId: vehicle.id, memberId: claim.memberId, startedOn: today, source: "claim", createdAt: now },
    ]);
    await moveVehicle(tx, vehicle.id, claim.memberId, now);
    const closed = await closePendingClaims(tx, vehicle.id, id, {
      reason: registryMessages.claimClosedReason,
      decidedById: session.memberId,
      decidedAt: now,
    });
    await updateVehicleRow(tx, vehicle.id, {
      status: "active",
      identifierSources: verifiedSources(
        vehicle,
        identifierSourcesOf(vehicle.identifierSources),
        fullName(staff),
        today,
      ),
    });
    await setClaimDecision(tx, id, {
      status: "approved",
      reason: reason ?? null,
      decidedById: session.memberId,
      decidedAt: now,
    });
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: claim.memberId,
      action: "vehicle_claim_approved",
      reason: reason ?? null,
      before: { vehicleId: vehicle.id, memberId: vehicle.memberId },
      after: { vehicleId: vehicle.id, memberId: claim.memberId, claimId: id },
    });
    await closeOthers(inTransaction, session, vehicle.id, closed);
    return closed;
  });
  if (closed.length > 0) context.mailer.deliverSoon();
  return officeClaim(context, id);
}

/** Each claim the approval closed: in the claimant's trail, and a mail to them saying why. */
async function closeOthers(
  context: VehiclesContext,
  session: SessionContext,
  vehicleId: number,
  closed: { id: number; memberId: number }[],
) {
  if (closed.length === 0) return;
  const [car, contacts] = await Promise.all([
    findCarName(context.db, vehicleId),
    accountContactsByIds(
      context,
      closed.map((row) => row.memberId),
    ),
  ]);
  for (const row of closed) {
    await recordAudit(context, {
      actorId: session.memberId,
      memberId: row.memberId,
      action: "vehicle_claim_closed",
      reason: registryMessages.claimClosedReason,
      after: { vehicleId, claimId: row.id },
    });
    const claimant = contacts.get(row.memberId);
    if (claimant)
      await context.mailer.enqueue(
        vehicleClaimClosedMail(context.config, claimant, car ?? "car", registryMessages.claimClosedReason),
        context.db,
      );
  }
}

/** POST /office/vehicle_claims/{id}/reject: the car stays where it is; the claimant reads the reason. */
export async function rejectClaim(
  context: VehiclesContext,
  session: SessionContext,
  id: number,
  reason: string,
) {
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const { claim, vehicle } = await lockClaimAndCar(inTransaction, id);
    authorizeClaimDecision(claim);
    if (vehicle.status === "disputed" && !(await hasPendingClaims(tx, claim.vehicleId, id)))
      await updateVehicleRow(tx, claim.vehicleId, { status: "active" });
    await setClaimDecision(tx, id, {
      status: "rejected",
      reason,
      decidedById: session.memberId,
      decidedAt: now,
    });
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: claim.memberId,
      action: "vehicle_claim_rejected",
      reason,
      after: { vehicleId: claim.vehicleId, claimId: id },
    });
  });
  return officeClaim(context, id);
}

/** GET /office/vehicle_claims/{id}/history (issue 39): the claimed car's history, for the claim's card. */
export async function claimCarHistory(
  context: VehicleHistoryContext,
  session: SessionContext,
  id: number,
): Promise<VehicleHistory> {
  const vehicleId = await findClaimVehicleId(context.db, id);
  if (vehicleId === undefined) throw notFound();
  return vehicleHistory(context, session, vehicleId);
}

/** A paper of a claim by its signed link (the office's queue hands them out for an hour). */
export async function readClaimDocument(
  context: VehiclesContext,
  request: { id: number; expires: number; signature: string },
) {
  await context.signer.requireValid(documentPath(request.id), request.expires, request.signature);
  const document = await findClaimDocument(context.db, request.id);
  if (!document) throw notFound();
  const body = await context.storage.read(document.storageKey);
  if (!body) throw notFound();
  return { contentType: document.contentType, fileName: document.fileName, body };
}
