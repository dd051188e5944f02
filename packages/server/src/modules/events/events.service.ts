import type { ClubEvent, Registration, registrationWebhookSchema } from "@club/domain/event.schema";
import { isoDay } from "@club/domain/membership-year.rules";
import type { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField } from "../../lib/app-error.ts";
import {
  findAvailableEvents,
  findEventByFormId,
  findMemberByNo,
  findOwnedVehicle,
  findRegistrations,
  insertRegistration,
  moveRegistrations,
} from "./events.repository.ts";

/** Upcoming events (not ended today) the member has not registered for. */
export function listAvailableEvents(context: AppContext, memberId: number): Promise<ClubEvent[]> {
  return findAvailableEvents(context.db, memberId, isoDay(context.now()));
}

export function listRegistrations(context: AppContext, memberId: number): Promise<Registration[]> {
  return findRegistrations(context.db, memberId);
}

/**
 * The form service reports a submission: register the member for the form's event, with the car when it is
 * theirs (another member's car is dropped). The submission id makes a repeat change nothing.
 */
export async function registerFromForm(
  context: AppContext,
  submission: z.infer<typeof registrationWebhookSchema>,
): Promise<"registered" | "duplicate"> {
  const { submissionId, formId, memberNo, vehicleId } = submission;
  const event = await findEventByFormId(context.db, formId);
  if (!event) throw invalidField("formId", "No event uses this form");
  const member = await findMemberByNo(context.db, memberNo);
  if (!member) throw invalidField("memberNo", "No member has this number");
  const vehicle = vehicleId ? await findOwnedVehicle(context.db, member.id, vehicleId) : undefined;
  const inserted = await insertRegistration(context.db, {
    submissionId,
    memberId: member.id,
    eventId: event.id,
    vehicleId: vehicle?.id ?? null,
    createdAt: context.now(),
  });
  return inserted ? "registered" : "duplicate";
}

/** A merge (office): the duplicate's event registrations become the remaining member's. */
export function moveMemberRegistrations(context: AppContext, fromMemberId: number, toMemberId: number) {
  return moveRegistrations(context.db, fromMemberId, toMemberId);
}
