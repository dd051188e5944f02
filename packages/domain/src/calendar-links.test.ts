import { describe, expect, it } from "vitest";
import {
  appleSubscribeLink,
  eventCalendarPath,
  googleCalendarLink,
  googleSubscribeLink,
  outlookCalendarLink,
  outlookSubscribeLink,
} from "./calendar-links.ts";

const tour = {
  title: "Grand Classic & Tour",
  dateStart: "2026-12-30",
  dateEnd: "2027-01-01",
  place: "Pebble Beach, California",
  details: "Judging at 10.\nhttps://portal.example.org/my-profile/my-events",
};

/** A link's query, each value decoded. */
const query = (link: string) =>
  Object.fromEntries(
    (link.split("?")[1] ?? "").split("&").map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      return [key, decodeURIComponent(value)];
    }),
  );

describe("add one event to a calendar (issue 40)", () => {
  it("gives Google the event's days, all day, the club's zone, words and place", () => {
    const link = googleCalendarLink(tour, "America/Chicago");
    expect(link.startsWith("https://calendar.google.com/calendar/render?")).toBe(true);
    expect(query(link)).toEqual({
      action: "TEMPLATE",
      text: "Grand Classic & Tour",
      // All day: the end is the day after the last day, across the year's end.
      dates: "20261230/20270102",
      ctz: "America/Chicago",
      details: tour.details,
      location: "Pebble Beach, California",
    });
  });

  it("gives Outlook the same days as an all-day event", () => {
    const link = outlookCalendarLink(tour);
    expect(link.startsWith("https://outlook.live.com/calendar/0/deeplink/compose?")).toBe(true);
    expect(query(link)).toEqual({
      path: "/calendar/action/compose",
      rru: "addevent",
      subject: "Grand Classic & Tour",
      startdt: "2026-12-30",
      enddt: "2027-01-02",
      allday: "true",
      location: "Pebble Beach, California",
      body: tour.details,
    });
  });

  it("leaves out a place or words the event does not have", () => {
    const bare = {
      title: "Meeting",
      dateStart: "2027-03-14",
      dateEnd: "2027-03-14",
      place: null,
      details: null,
    };
    expect(query(googleCalendarLink(bare, "America/Los_Angeles"))).toEqual({
      action: "TEMPLATE",
      text: "Meeting",
      dates: "20270314/20270315",
      ctz: "America/Los_Angeles",
    });
    expect(Object.keys(query(outlookCalendarLink(bare)))).not.toContain("location");
    expect(Object.keys(query(outlookCalendarLink(bare)))).not.toContain("body");
  });

  it("names an event's own calendar file under the API", () => {
    expect(eventCalendarPath(42)).toBe("/api/v1/events/42.ics");
  });
});

describe("subscribe to a feed (issue 40)", () => {
  const feed = "https://portal.example.org/api/v1/calendar/abc_DEF-123.ics";

  it("opens Apple Calendar and the iPhone with webcal://, from an https or an http address", () => {
    expect(appleSubscribeLink(feed)).toBe("webcal://portal.example.org/api/v1/calendar/abc_DEF-123.ics");
    expect(appleSubscribeLink("http://localhost:3000/api/v1/events.ics")).toBe(
      "webcal://localhost:3000/api/v1/events.ics",
    );
  });

  it("adds the feed to Google Calendar by its webcal:// address", () => {
    const link = googleSubscribeLink(feed);
    expect(link.startsWith("https://calendar.google.com/calendar/r?cid=")).toBe(true);
    expect(query(link)).toEqual({ cid: "webcal://portal.example.org/api/v1/calendar/abc_DEF-123.ics" });
  });

  it("adds the feed to Outlook by its address, under the calendar's name", () => {
    const link = outlookSubscribeLink(feed, "Classic Car Club: my events");
    expect(link.startsWith("https://outlook.live.com/calendar/0/addfromweb?")).toBe(true);
    expect(query(link)).toEqual({ url: feed, name: "Classic Car Club: my events" });
  });
});
