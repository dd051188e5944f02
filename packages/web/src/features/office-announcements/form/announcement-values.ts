import type {
  Announcement,
  AnnouncementSegment,
  AnnouncementSegmentKind,
} from "@club/domain/announcement.schema";
import type { AnnouncementBody } from "../api/use-office-announcements.ts";

/**
 * The announcement form's fields as typed: text each. The segment's fields are nested as the request's are, so an
 * error the server names ("segment.regionId") shows at its field.
 */
export interface AnnouncementValues {
  subject: string;
  body: string;
  segment: {
    kind: AnnouncementSegmentKind;
    regionId: string;
    months: string;
    eventId: string;
  };
}

export const emptyAnnouncementValues: AnnouncementValues = {
  subject: "",
  body: "",
  segment: { kind: "active", regionId: "", months: "6", eventId: "" },
};

/** A new announcement; to an event's registrants when written from the event's registrations (`?event=`). */
export function newAnnouncementValues(eventId: number | null): AnnouncementValues {
  if (eventId === null) return emptyAnnouncementValues;
  const segment = { ...emptyAnnouncementValues.segment, kind: "event" as const, eventId: String(eventId) };
  return { ...emptyAnnouncementValues, segment };
}

export const announcementFormFields = [
  "subject",
  "body",
  "segment",
  "segment.kind",
  "segment.regionId",
  "segment.months",
  "segment.eventId",
];

export function announcementValuesOf(announcement: Announcement): AnnouncementValues {
  const { segment } = announcement;
  return {
    subject: announcement.subject,
    body: announcement.body,
    segment: {
      ...emptyAnnouncementValues.segment,
      kind: segment.kind,
      ...(segment.kind === "region" ? { regionId: String(segment.regionId) } : {}),
      ...(segment.kind === "lapsed" ? { months: String(segment.months) } : {}),
      ...(segment.kind === "event" ? { eventId: String(segment.eventId) } : {}),
    },
  };
}

/** A chosen id or number; an empty field stays missing, so the schema says what to choose. */
const numberOrMissing = (value: string) => (value.trim() === "" ? undefined : Number(value));

function segmentOf(values: AnnouncementValues["segment"]) {
  switch (values.kind) {
    case "active":
      return { kind: "active" };
    case "region":
      return { kind: "region", regionId: numberOrMissing(values.regionId) };
    case "lapsed":
      return { kind: "lapsed", months: numberOrMissing(values.months) };
    case "event":
      return { kind: "event", eventId: numberOrMissing(values.eventId) };
  }
}

/** The POST or PUT body (and the preview's); the schema refuses a segment that lacks its choice. */
export function toAnnouncementBody(values: AnnouncementValues): AnnouncementBody {
  return {
    subject: values.subject.trim(),
    body: values.body.trim(),
    // Checked by the schema (the resolver and the server): a missing choice is reported at its field.
    segment: segmentOf(values.segment) as AnnouncementSegment,
  };
}

export const segmentKindLabels: Record<AnnouncementSegmentKind, string> = {
  active: "All active members",
  region: "Active members of a region",
  lapsed: "Members whose membership ended recently",
  event: "Members registered for an event",
};
