import {
  type OfficeVehicle,
  type OfficeVehicleList,
  type OfficeVehicleQuery,
  officeVehiclePageSize,
  type RegistryStatusInput,
  type VehicleChange,
  type VehicleRejection,
  vehicleReviewMessages,
} from "@club/domain/office-vehicles.schema";
import type { VehicleStatus } from "@club/domain/vehicle.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { registryMessages } from "@club/domain/vehicle-registry.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { classicsMatching } from "../classics/classics.service.ts";
import { vehicleApprovedMail, vehicleRejectedMail } from "../mail/mail-templates.ts";
import { getMemberContact, memberNamesByIds } from "../members/members.service.ts";
import {
  approvalOf,
  changedMaterialFields,
  type MaterialValues,
  vehicleStatusOf,
} from "./vehicle-review.rules.ts";
import {
  countByStatus,
  findMakeNames,
  findReviewPage,
  findReviewVehicle,
  lockVehicle,
  type ReviewRow,
  updateVehicleRow,
} from "./vehicles.repository.ts";
import { type PhotoUrlContext, signPhotos, type VehiclesContext } from "./vehicles.service.ts";

// The club's review of registered cars (issue 14): the office's queue and its two decisions, each in one transaction
// with its audit entry (who decided) and the mail to the owner, answered with the car as the queue now shows it.

type ChangeValue = VehicleChange["before"];

const asChangeValue = (value: unknown): ChangeValue =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : null;

/** What the owner changed since the club last approved the car; the make by its name. */
async function changesOf(context: Pick<AppContext, "db">, rows: ReviewRow[]) {
  const changed = rows.map(({ vehicle }) =>
    vehicle.approvedValues
      ? changedMaterialFields(vehicle.approvedValues as MaterialValues, vehicle).map((field) => ({
          field,
          before: vehicle.approvedValues?.[field],
          after: vehicle[field],
        }))
      : [],
  );
  const makeIds = changed.flat().flatMap((change) => (change.field === "makeId" ? [change.before] : []));
  const makes = await findMakeNames(
    context.db,
    makeIds.filter((id): id is number => typeof id === "number"),
  );
  return changed.map((changes, at) =>
    changes.map(({ field, before, after }): VehicleChange => {
      if (field !== "makeId") return { field, before: asChangeValue(before), after: asChangeValue(after) };
      return {
        field: "make",
        before: makes.get(before as number) ?? (before === null ? null : `make ${String(before)}`),
        after: rows[at]?.make ?? null,
      };
    }),
  );
}

/**
 * Each car with what the office decides on: its owner, its changes since the last approval, and the entry of the
 * Full Classic list it is on (issue 27), if any. A car whose owner's account was deleted since it was read is left
 * out, as the queue leaves out a car in no garage.
 */
async function toOfficeVehicles(context: PhotoUrlContext & Pick<AppContext, "db">, read: ReviewRow[]) {
  const owners = await memberNamesByIds(
    context,
    read.flatMap(({ vehicle }) => vehicle.memberId ?? []),
  );
  const rows = read.flatMap((row) => {
    const owner = row.vehicle.memberId === null ? undefined : owners.get(row.vehicle.memberId);
    return owner ? [{ ...row, owner }] : [];
  });
  const [changes, classics] = await Promise.all([
    changesOf(context, rows),
    classicsMatching(
      context,
      rows.map(({ vehicle }) => ({
        id: vehicle.id,
        makeId: vehicle.makeId,
        year: vehicle.year,
        model: vehicle.model,
      })),
    ),
  ]);
  return Promise.all(
    rows.map(async ({ vehicle: row, make, photoIds, owner }, at): Promise<OfficeVehicle> => {
      const {
        memberId: _memberId,
        createdAt: _createdAt,
        approvedValues,
        updatedAt,
        reviewedAt,
        ...vehicle
      } = row;
      return {
        ...vehicle,
        make,
        images: await signPhotos(context, photoIds),
        status: vehicleStatusOf(row),
        registryStatus: row.status,
        owner,
        updatedAt: updatedAt.toISOString(),
        reviewedAt: reviewedAt ? reviewedAt.toISOString() : null,
        approvedBefore: approvedValues !== null,
        changes: changes[at] ?? [],
        classic: classics.get(row.id) ?? null,
      };
    }),
  );
}

/** GET /office/vehicles: a page of the cars in one status, with owner, photos and changes, and every status's count. */
export async function listVehicleReviews(
  context: PhotoUrlContext & Pick<AppContext, "db">,
  query: OfficeVehicleQuery,
): Promise<OfficeVehicleList> {
  const offset = (query.page - 1) * officeVehiclePageSize;
  const [rows, counts] = await Promise.all([
    findReviewPage(context.db, query.status, { limit: officeVehiclePageSize, offset }),
    countByStatus(context.db),
  ]);
  return {
    results: await toOfficeVehicles(context, rows),
    page: query.page,
    pageSize: officeVehiclePageSize,
    total: counts[query.status],
    counts,
  };
}

/** One car as the queue shows it; any car, whoever owns it. */
async function getVehicleReview(context: PhotoUrlContext & Pick<AppContext, "db">, id: number) {
  const row = await findReviewVehicle(context.db, id);
  const [vehicle] = row ? await toOfficeVehicles(context, [row]) : [];
  if (!vehicle) throw notFound();
  return vehicle;
}

/** How many cars wait for the club, and how many it approved and did not (the office's dashboard). */
export function countVehicleReviews(context: Pick<AppContext, "db">) {
  return countByStatus(context.db);
}

/** A decision taken: whose car, named as the owner knows it, and where it stood before. */
interface VehicleDecision {
  vehicleId: number;
  memberId: number;
  /** "1932 Packard Deluxe Eight" */
  name: string;
  before: VehicleStatus;
  /** The reason of an earlier rejection, if it was rejected. */
  previousReason: string | null;
}

/**
 * The car's row locked for the caller's transaction. `seen` is its updatedAt as the office saw it: a car the owner
 * changed since is not decided on unseen.
 */
async function lockedForDecision(context: Pick<AppContext, "db">, id: number, seen: string | undefined) {
  const vehicle = await lockVehicle(context.db, id);
  // A car in no garage (sold outside the club) has no owner to hear the decision, and is not in the queue.
  if (!vehicle || vehicle.memberId === null) throw notFound();
  if (seen !== undefined && vehicle.updatedAt.getTime() !== Date.parse(seen))
    throw invalidField("updatedAt", vehicleReviewMessages.changedSince);
  const makes = await findMakeNames(context.db, [vehicle.makeId]);
  const decision = {
    vehicleId: id,
    memberId: vehicle.memberId,
    name: vehicleName({ year: vehicle.year, make: makes.get(vehicle.makeId) ?? null, model: vehicle.model }),
    before: vehicleStatusOf(vehicle),
    previousReason: vehicle.rejectionReason,
  };
  return { vehicle, decision };
}

/**
 * The club approves the car (call it inside the transaction that records who did): the material fields are kept as
 * approved. Null when it was approved already: nothing to write, record or mail.
 */
async function approveVehicle(
  context: Pick<AppContext, "db" | "now">,
  id: number,
  seen?: string,
): Promise<VehicleDecision | null> {
  const { vehicle, decision } = await lockedForDecision(context, id, seen);
  if (decision.before === "approved") return null;
  await updateVehicleRow(context.db, id, approvalOf(vehicle, context.now()));
  return decision;
}

/**
 * The club does not approve the car, with a reason for its owner (inside the caller's transaction). An approved car
 * loses its approval. Null when it was rejected already with the same reason.
 */
async function rejectVehicle(
  context: Pick<AppContext, "db" | "now">,
  id: number,
  reason: string,
  seen?: string,
): Promise<VehicleDecision | null> {
  const { decision } = await lockedForDecision(context, id, seen);
  if (decision.before === "rejected" && decision.previousReason === reason) return null;
  await updateVehicleRow(context.db, id, {
    approvedByCommittee: false,
    rejectionReason: reason,
    reviewedAt: context.now(),
  });
  return decision;
}

async function decide(
  context: VehiclesContext,
  vehicleId: number,
  write: (inTransaction: VehiclesContext) => Promise<VehicleDecision | null>,
  record: (inTransaction: VehiclesContext, decision: VehicleDecision) => Promise<void>,
) {
  const decided = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const decision = await write(inTransaction);
    if (decision) await record(inTransaction, decision);
    return decision !== null;
  });
  if (decided) context.mailer.deliverSoon();
  return getVehicleReview(context, vehicleId);
}

/** POST /office/vehicles/{id}/approve: the car may be brought to events; the owner is told. */
export function approveVehicleByOffice(
  context: VehiclesContext,
  session: SessionContext,
  vehicleId: number,
  seen?: string,
) {
  return decide(
    context,
    vehicleId,
    (inTransaction) => approveVehicle(inTransaction, vehicleId, seen),
    async (inTransaction, decision) => {
      await recordAudit(inTransaction, {
        actorId: session.memberId,
        memberId: decision.memberId,
        action: "vehicle_approved",
        before: { status: decision.before },
        after: { status: "approved", vehicleId, vehicle: decision.name },
      });
      const owner = await getMemberContact(inTransaction, decision.memberId);
      await context.mailer.enqueue(
        vehicleApprovedMail(context.config, owner, decision.name),
        inTransaction.db,
      );
    },
  );
}

/** POST /office/vehicles/{id}/reject: not approved (an approved car loses its approval), the reason to the owner. */
export function rejectVehicleByOffice(
  context: VehiclesContext,
  session: SessionContext,
  vehicleId: number,
  input: VehicleRejection,
) {
  return decide(
    context,
    vehicleId,
    (inTransaction) => rejectVehicle(inTransaction, vehicleId, input.reason, input.updatedAt),
    async (inTransaction, decision) => {
      await recordAudit(inTransaction, {
        actorId: session.memberId,
        memberId: decision.memberId,
        action: "vehicle_rejected",
        reason: input.reason,
        before: { status: decision.before },
        after: { status: "rejected", vehicleId, vehicle: decision.name },
      });
      const owner = await getMemberContact(inTransaction, decision.memberId);
      await context.mailer.enqueue(
        vehicleRejectedMail(context.config, owner, decision.name, input.reason),
        inTransaction.db,
      );
    },
  );
}

/**
 * POST /office/vehicles/{id}/registry_status (issue 27): the car was destroyed (it stays in the registry, with its
 * history, and leaves its numbers), or is on the road again. A car disputed by a claim waits for the claim's decision.
 */
export async function setRegistryStatus(
  context: VehiclesContext,
  session: SessionContext,
  vehicleId: number,
  input: RegistryStatusInput,
) {
  await context.db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, vehicleId);
    if (!vehicle) throw notFound();
    if (vehicle.status === "disputed")
      throw new AppError("vehicle_disputed", { status: [registryMessages.disputedCar] });
    if (vehicle.status === input.status) return;
    await updateVehicleRow(tx, vehicleId, { status: input.status });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: vehicle.memberId,
        action: input.status === "destroyed" ? "vehicle_marked_destroyed" : "vehicle_back_on_the_road",
        before: { vehicleId, status: vehicle.status },
        after: { vehicleId, status: input.status },
      },
    );
  });
  return getVehicleReview(context, vehicleId);
}
