import { addDays, isoDay, startOfDay } from "@club/domain/days";
import ical, { ICalEventStatus } from "ical-generator";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { findCalendarEvents, findMemberCalendarEntries } from "./calendar.repository.ts";
import { memberOfCalendarKey } from "./calendar-keys.ts";

// Issue 28: the events as iCalendar feeds (RFC 5545) a phone or desktop calendar subscribes to: the club's, public,
// and each member's own registrations behind a secret address (calendar-keys.ts).

type CalendarEvent = Awaited<ReturnType<typeof findCalendarEvents>>[number];

/** How long a calendar app may wait before fetching the feed again. */
const refreshSeconds = 3600;

/** The feeds list what has not ended more than a year ago. */
function feedStart(context: AppContext): string {
  const yearAgo = startOfDay(isoDay(context.now()));
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return isoDay(yearAgo);
}

function newCalendar(context: AppContext, name: string) {
  return ical({
    name,
    prodId: { company: context.config.club.clubShortName, product: "members-portal", language: "EN" },
    ttl: refreshSeconds,
  });
}

/** An event's days, all day: the end is the day after its last day, as iCalendar counts an all-day event. */
function eventData(context: AppContext, event: CalendarEvent) {
  return {
    start: event.dateStart,
    end: addDays(event.dateEnd, 1),
    allDay: true,
    stamp: context.now(),
    summary: event.title,
    location: event.place ?? event.regionName,
    description: event.description,
    url: `${context.config.publicUrl}/my-profile/my-events`,
  };
}

/** The UIDs' domain: the portal's host, so an event keeps its UID however often it is edited. */
const uidHost = (context: AppContext) => new URL(context.config.publicUrl).hostname;

/** GET /events.ics: every event of the club (form and portal) that has not ended more than a year ago. */
export async function clubCalendar(context: AppContext): Promise<string> {
  const calendar = newCalendar(context, context.config.club.clubName);
  const host = uidHost(context);
  for (const event of await findCalendarEvents(context.db, feedStart(context)))
    calendar.createEvent({ id: `event-${event.id}@${host}`, ...eventData(context, event) });
  return calendar.toString();
}

const statusLabels = {
  pending: "awaiting payment",
  waitlisted: "waitlisted",
  offered: "place offered",
} as const;

/**
 * GET /calendar/{key}.ics: the key's member's registrations not cancelled, the status in the title when not yet
 * confirmed ("Grand Classic (waitlisted)"). 404 for any key that opens no calendar, as for an unknown address.
 */
export async function memberCalendar(context: AppContext, key: string): Promise<string> {
  const memberId = await memberOfCalendarKey(context, key);
  if (memberId === undefined) throw notFound();
  const calendar = newCalendar(context, `${context.config.club.clubName}: my events`);
  const host = uidHost(context);
  for (const entry of await findMemberCalendarEntries(context.db, memberId, feedStart(context))) {
    const confirmed = entry.status === "confirmed";
    const data = eventData(context, entry.event);
    calendar.createEvent({
      ...data,
      id: `registration-${entry.registrationId}@${host}`,
      summary: confirmed
        ? data.summary
        : `${data.summary} (${statusLabels[entry.status as keyof typeof statusLabels] ?? entry.status})`,
      status: confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    });
  }
  return calendar.toString();
}
