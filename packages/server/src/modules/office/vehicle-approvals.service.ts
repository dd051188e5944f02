import type { VehicleRejection } from "@club/domain/office-vehicles.schema";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { vehicleApprovedMail, vehicleRejectedMail } from "../mail/mail-templates.ts";
import { getMemberContact } from "../members/members.service.ts";
import {
  approveVehicle,
  getVehicleReview,
  rejectVehicle,
  type VehicleDecision,
} from "../vehicles/vehicle-approvals.service.ts";
import type { VehiclesContext } from "../vehicles/vehicles.service.ts";

// The office's decisions on registered cars (issue 14): each in one transaction with its audit entry and the mail
// to the owner, answered with the car as the queue now shows it. A decision already in force changes nothing.

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
