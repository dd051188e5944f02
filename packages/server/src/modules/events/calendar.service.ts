import { addDays, isoDay, startOfDay } from "@club/domain/days";
import ical, { ICalEventStatus } from "ical-generator";
import { DateTime } from "luxon";
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { getClubTimeZone } from "../settings/settings.service.ts";
import { findCalendarEvent, findCalendarEvents, findMemberCalendarEntries } from "./calendar.repository.ts";
import { memberOfCalendarKey } from "./calendar-keys.ts";

// Issue 28: the events as iCalendar feeds (RFC 5545) a phone or desktop calendar subscribes to: the club's, public,
// and each member's own registrations behind a secret address (calendar-keys.ts). Issue 40: one event alone as a
// file, and every calendar in the club's time zone.

type CalendarEvent = Awaited<ReturnType<typeof findCalendarEvents>>[number];

/** How long a calendar app may wait before fetching the feed again. */
const refreshSeconds = 3600;

/** The feeds list what has not ended more than a year ago. */
function feedStart(context: AppContext): string {
  const yearAgo = startOfDay(isoDay(context.now()));
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return isoDay(yearAgo);
}

/** The club's zone as a VTIMEZONE component, from the IANA data the library keeps up to date. */
const vtimezoneOf = (zone: string) => tzlib_get_ical_block(zone)[0] ?? null;

/**
 * A calendar in the club's zone (issue 40): X-WR-TIMEZONE names it and each event carries it, so the VTIMEZONE is
 * written once. The calendar itself is given no zone: ical-generator would then write DTSTAMP, which RFC 5545
 * wants in UTC, as a local time.
 */
function newCalendar(context: AppContext, name: string, zone: string, feed = true) {
  return ical({
    name,
    prodId: { company: context.config.club.clubShortName, product: "members-portal", language: "EN" },
    // A feed says how often to fetch it again; one event's file is taken in once.
    ttl: feed ? refreshSeconds : null,
    timezone: { name: null, generator: vtimezoneOf },
    x: { "X-WR-TIMEZONE": zone },
  });
}

/**
 * An event's days, all day, in the club's zone: the end is the day after its last day, as iCalendar counts an
 * all-day event. The days are handed over as dates of that zone (luxon), since ical-generator reads a plain date
 * string in the server process's own zone and could write the day before.
 */
function eventData(context: AppContext, event: CalendarEvent, zone: string) {
  const day = (iso: string) => DateTime.fromISO(iso, { zone });
  return {
    start: day(event.dateStart),
    end: day(addDays(event.dateEnd, 1)),
    allDay: true,
    timezone: zone,
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
  const zone = await getClubTimeZone(context);
  const calendar = newCalendar(context, context.config.club.clubName, zone);
  const host = uidHost(context);
  for (const event of await findCalendarEvents(context.db, feedStart(context)))
    calendar.createEvent({ id: `event-${event.id}@${host}`, ...eventData(context, event, zone) });
  return calendar.toString();
}

/**
 * GET /events/{id}.ics (issue 40): one event of the club's feed alone, under the same UID, for "Add to my calendar".
 * Public as that feed is, and for the same events: 404 for one the feed does not list.
 */
export async function eventCalendar(context: AppContext, id: number): Promise<string> {
  const event = await findCalendarEvent(context.db, id, feedStart(context));
  if (!event) throw notFound();
  const zone = await getClubTimeZone(context);
  const calendar = newCalendar(context, event.title, zone, false);
  calendar.createEvent({ id: `event-${event.id}@${uidHost(context)}`, ...eventData(context, event, zone) });
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
  const zone = await getClubTimeZone(context);
  const calendar = newCalendar(context, `${context.config.club.clubName}: my events`, zone);
  const host = uidHost(context);
  for (const entry of await findMemberCalendarEntries(context.db, memberId, feedStart(context))) {
    const confirmed = entry.status === "confirmed";
    const data = eventData(context, entry.event, zone);
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
