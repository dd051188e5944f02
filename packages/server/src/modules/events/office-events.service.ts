import type { OfficeEvent, OfficeEventInput } from "@club/domain/office-events.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { changedFields, recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { changeEvent, createEvent, deleteEvent } from "./events.service.ts";
import { findEventRecord } from "./registrations.repository.ts";
import { offerFreedPlaces } from "./waitlist.service.ts";

// The office runs the events (issue 14); the events module keeps their rules and rows. Each write is one
// transaction with its audit entry, about no member (memberId null), naming the event by its id.

/** What the trail keeps of an event: what the office typed, not the counts that change without it. */
function auditedValues(event: OfficeEvent) {
  return {
    title: event.title,
    dateStart: event.dateStart,
    dateEnd: event.dateEnd,
    regionCode: event.regionCode,
    formId: event.formId,
    capacity: event.capacity,
  };
}

/** POST /office/events: the new event, in the trail as `event_created`. */
export function addEventByOffice(context: AppContext, session: SessionContext, input: OfficeEventInput) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const event = await createEvent(inTransaction, input);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "event_created",
      after: { eventId: event.id, ...auditedValues(event) },
    });
    return event;
  });
}

/** PUT /office/events/{id}: the event as it is now; `event_changed` with the fields that changed, before and after. */
export function changeEventByOffice(
  context: AppContext,
  session: SessionContext,
  id: number,
  input: OfficeEventInput,
) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const { before, after } = await changeEvent(inTransaction, id, input);
    // A larger capacity (or a window open again) frees places: the waiting list is offered them at once.
    const changed = await findEventRecord(tx, id);
    if (changed) await offerFreedPlaces(inTransaction, changed);
    const change = changedFields(auditedValues(before), auditedValues(after));
    if (Object.keys(change.after).length > 0)
      await recordAudit(inTransaction, {
        actorId: session.memberId,
        memberId: null,
        action: "event_changed",
        before: { eventId: id, ...change.before },
        after: { eventId: id, ...change.after },
      });
    return after;
  });
}

/** DELETE /office/events/{id}: only an event nobody registered for; `event_deleted` keeps what it was. */
export function deleteEventByOffice(context: AppContext, session: SessionContext, id: number) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const event = await deleteEvent(inTransaction, id);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "event_deleted",
      before: { eventId: id, ...auditedValues(event) },
    });
  });
}
