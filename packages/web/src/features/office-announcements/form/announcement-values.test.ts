import { announcementInputSchema, announcementMessages } from "@club/domain/announcement.schema";
import { describe, expect, it } from "vitest";
import { announcementValuesOf, emptyAnnouncementValues, toAnnouncementBody } from "./announcement-values.ts";

const values = (segment: Partial<typeof emptyAnnouncementValues.segment>) => ({
  subject: " Spring Tour ",
  body: "See you in Elgin.\n",
  segment: { ...emptyAnnouncementValues.segment, ...segment },
});

describe("the announcement form", () => {
  it("sends the segment with only the field its kind needs, as a number", () => {
    expect(toAnnouncementBody(values({ kind: "region", regionId: "7" }))).toEqual({
      subject: "Spring Tour",
      body: "See you in Elgin.",
      segment: { kind: "region", regionId: 7 },
    });
    expect(toAnnouncementBody(values({ kind: "lapsed", months: "12" })).segment).toEqual({
      kind: "lapsed",
      months: 12,
    });
    expect(toAnnouncementBody(values({ kind: "active", eventId: "3" })).segment).toEqual({ kind: "active" });
  });

  it("leaves an unchosen region missing, so the schema names the field", () => {
    const parsed = announcementInputSchema.safeParse(toAnnouncementBody(values({ kind: "region" })));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["segment.regionId", announcementMessages.regionRequired],
    ]);
  });

  it("opens a draft with its segment's field filled in", () => {
    const draft = announcementValuesOf({
      id: 1,
      subject: "Tour",
      body: "Text",
      segment: { kind: "event", eventId: 4 },
      audience: "Members registered for Tour",
      status: "draft",
      progress: { total: 0, sent: 0, skipped: 0, pending: 0 },
      createdByName: null,
      createdAt: "2026-11-21T12:00:00.000Z",
      updatedAt: "2026-11-21T12:00:00.000Z",
      sendStartedAt: null,
      sentAt: null,
    });
    expect(draft.segment).toEqual({ kind: "event", regionId: "", months: "6", eventId: "4" });
  });
});
