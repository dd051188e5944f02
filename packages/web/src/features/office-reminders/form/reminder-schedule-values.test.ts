import { defaultReminderSchedule } from "@club/domain/reminder-schedule.rules";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/api-error.ts";
import {
  checkSchedule,
  listErrors,
  scheduleChanges,
  scheduleServerErrors,
  scheduleToValues,
} from "./reminder-schedule-values.ts";

describe("the reminder schedule's form", () => {
  it("sends days before expiry latest first and days after a lapse earliest first", () => {
    const values = {
      beforeExpiryDays: ["7", "60", " 14 "],
      windowOpening: false,
      afterLapseDays: ["90", "7"],
    };
    expect(checkSchedule(values)).toEqual({
      schedule: { beforeExpiryDays: [60, 14, 7], windowOpening: false, afterLapseDays: [7, 90] },
    });
  });

  it("names the list and the box of each mistake, with the schema's words", () => {
    const { errors } = checkSchedule({
      ...scheduleToValues(defaultReminderSchedule),
      beforeExpiryDays: ["30", "30"],
      afterLapseDays: ["", "400"],
    });
    expect(listErrors(errors ?? {}, "beforeExpiryDays")).toEqual({
      message: "Each number of days may appear once",
      items: new Set(),
    });
    expect(listErrors(errors ?? {}, "afterLapseDays")).toEqual({
      message: "Each number of days is from 1 to 365",
      items: new Set([0, 1]),
    });
  });

  it("shows the server's schedule errors in the schedule and lists the rest", () => {
    const refused = new ApiError(400, {
      "schedule.afterLapseDays.0": ["Each number of days is from 1 to 365"],
      base: ["Something else"],
    });
    expect(scheduleServerErrors(refused)).toEqual({
      fields: { "afterLapseDays.0": "Each number of days is from 1 to 365" },
      other: { base: ["Something else"] },
    });
  });

  it("describes the changes for the question before saving", () => {
    expect(
      scheduleChanges(defaultReminderSchedule, {
        ...defaultReminderSchedule,
        beforeExpiryDays: [60, 30, 14, 7],
        windowOpening: false,
      }),
    ).toEqual([
      "Before the dues expire: 60, 30, 14 and 7 days (was 60, 30 and 7 days).",
      "No reminder goes out when the renewal window opens (one did).",
    ]);
  });
});
