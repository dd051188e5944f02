import { addDays } from "./days.ts";

// Issue 40: the links that put the club's events in a member's own calendar: one event at a time (Google, Outlook,
// or the event's .ics file for Apple and any other), or a whole feed to subscribe to. Google and Outlook document
// none of these addresses; they are the ones their own "add to calendar" buttons use.

/** What the links carry of an event: its days (the club's events are all day, spec §3), title, place and words. */
export interface CalendarEntry {
  title: string;
  dateStart: string;
  dateEnd: string;
  place: string | null;
  details: string | null;
}

/** GET /api/v1/events/{id}.ics: the event alone, as a calendar file (public, as the club's feed is). */
export function eventCalendarPath(eventId: number): string {
  return `/api/v1/events/${eventId}.ics`;
}

/** An all-day event ends the day after its last day, as iCalendar, Google and Outlook count it. */
const dayAfterLast = (entry: CalendarEntry) => addDays(entry.dateEnd, 1);

const compact = (day: string) => day.replaceAll("-", "");

/** The query, leaving out what the event does not have. */
function withQuery(base: string, pairs: [string, string | null][]): string {
  const query = pairs
    .filter((pair): pair is [string, string] => pair[1] !== null)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `${base}?${query.join("&")}`;
}

/** Google Calendar's "add event" page, filled in; `ctz` is the club's zone, which any time of day belongs to. */
export function googleCalendarLink(entry: CalendarEntry, timeZone: string): string {
  return withQuery("https://calendar.google.com/calendar/render", [
    ["action", "TEMPLATE"],
    ["text", entry.title],
    ["dates", `${compact(entry.dateStart)}/${compact(dayAfterLast(entry))}`],
    ["ctz", timeZone],
    ["details", entry.details],
    ["location", entry.place],
  ]);
}

/** Outlook on the web's "new event" page, filled in, all day. */
export function outlookCalendarLink(entry: CalendarEntry): string {
  return withQuery("https://outlook.live.com/calendar/0/deeplink/compose", [
    ["path", "/calendar/action/compose"],
    ["rru", "addevent"],
    ["subject", entry.title],
    ["startdt", entry.dateStart],
    ["enddt", dayAfterLast(entry)],
    ["allday", "true"],
    ["location", entry.place],
    ["body", entry.details],
  ]);
}

/** webcal://: Apple Calendar, the iPhone (and most desktop calendars) subscribe to the feed at that address. */
export function appleSubscribeLink(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, "webcal://");
}

/** Google Calendar's "add this calendar?" page for a feed, by its webcal:// address. */
export function googleSubscribeLink(feedUrl: string): string {
  return withQuery("https://calendar.google.com/calendar/r", [["cid", appleSubscribeLink(feedUrl)]]);
}

/** Outlook on the web's "subscribe from the web" page, with the feed's address and the name it is listed under. */
export function outlookSubscribeLink(feedUrl: string, name: string): string {
  return withQuery("https://outlook.live.com/calendar/0/addfromweb", [
    ["url", feedUrl],
    ["name", name],
  ]);
}
