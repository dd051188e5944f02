import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { clubMoment, defaultClubTimeZone } from "@club/domain/club-clock";
import { spelledDay } from "@club/domain/days";
import {
  defaultReminderTemplates,
  type ReminderValues,
  renderTemplate,
} from "@club/domain/reminder-schedule.rules";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../config.ts";
import { announcementMail, sampleToken } from "../announcements/announcement-mail.ts";
import type { MailMessage } from "./mail.service.ts";
import * as templates from "./mail-templates.ts";

// Issue 40: no mail a member reads says UTC; its times are the club's (clubMoment). Every template of
// mail-templates.ts is rendered here: `samples` must name each one (a type error and a failing test otherwise), so a
// new template is covered the day it is written. The mails worded elsewhere (announcements, renewal reminders) too.

const config = parseConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "club-test-")),
  PUBLIC_URL: "http://portal.test",
});
const member = { email: "margaret@example.com", firstName: "Margaret", lastName: "Whitfield" };
const lateEvening = new Date("2026-12-04T03:49:00Z");
const when = clubMoment(lateEvening, defaultClubTimeZone);

type Templates = typeof templates;
const samples: { [Name in keyof Templates]: () => MailMessage } = {
  welcomeMail: () => templates.welcomeMail(config, { ...member, memberNo: 1042 }, "2027-12-31"),
  receiptMail: () =>
    templates.receiptMail(config, {
      payer: member,
      receiptNote: "Your membership is renewed.",
      invoice: { publicId: "INV-1", subtotal: 4500, fee: 135, total: 4635 },
      items: [{ description: "Renewal", amount: 4500 }],
      captureId: "CAP-1",
    }),
  refundMail: () =>
    templates.refundMail(config, {
      payer: member,
      orderId: "INV-1",
      amount: 4635,
      full: true,
      method: "paypal",
    }),
  emailChangedMail: () =>
    templates.emailChangedMail(config, member, {
      from: "old@example.com",
      to: member.email,
      sendTo: member.email,
    }),
  passwordResetMail: () =>
    templates.passwordResetMail(config, member, "http://portal.test/reset/abc", 30 * 60_000),
  signInCodeMail: () =>
    templates.signInCodeMail(config, member, {
      code: "042137",
      link: "http://portal.test/login/code/abc",
      minutes: 10,
    }),
  vehicleApprovedMail: () => templates.vehicleApprovedMail(config, member, "1932 Packard Deluxe Eight"),
  listingEndingMail: () =>
    templates.listingEndingMail(config, member, {
      id: 7,
      title: "1932 Packard Deluxe Eight",
      endsOn: "2027-07-01",
      listingDays: 60,
    }),
  listingExpiredMail: () =>
    templates.listingExpiredMail(config, member, { id: 7, title: "1932 Packard Deluxe Eight" }),
  listingApprovedMail: () =>
    templates.listingApprovedMail(config, member, {
      id: 7,
      title: "1932 Packard Deluxe Eight",
      endsOn: "2027-08-14",
    }),
  listingRemovedMail: () =>
    templates.listingRemovedMail(
      config,
      member,
      { title: "1932 Packard Deluxe Eight" },
      "The photos are of another car",
    ),
  vehicleRejectedMail: () =>
    templates.vehicleRejectedMail(config, member, "1932 Packard Deluxe Eight", "A photo of the car, please"),
  vehicleClaimedMail: () => templates.vehicleClaimedMail(config, member, "1932 Packard Deluxe Eight"),
  vehicleClaimClosedMail: () =>
    templates.vehicleClaimClosedMail(
      config,
      member,
      "1932 Packard Deluxe Eight",
      "the title names another owner",
    ),
  eventPlaceOfferedMail: () =>
    templates.eventPlaceOfferedMail(config, member, {
      eventTitle: "Grand Classic",
      eventDates: "2027-06-12 to 2027-06-13",
      holdUntil: when,
    }),
  eventConfirmedMail: () =>
    templates.eventConfirmedMail(
      config,
      member,
      {
        eventTitle: "Grand Classic",
        eventDates: "2027-06-12",
        place: "Fairgrounds",
        checkInCode: "G2HQ6Y6Q",
      },
      Buffer.from("png"),
    ),
  memberMessageMail: () =>
    templates.memberMessageMail(
      config,
      member,
      { email: "walter@example.com", firstName: "Walter", lastName: "Brandt", memberNo: 1043 },
      { subject: "Your Packard", text: "Would you show it in June?", via: "the members' directory" },
    ),
  erasureRequestedMail: () => templates.erasureRequestedMail(config, member, "2027-01-02"),
  erasureCompletedMail: () => templates.erasureCompletedMail(config, member),
  erasureRefusedMail: () => templates.erasureRefusedMail(config, member, "An unpaid invoice is open"),
  claimInvitationMail: () => templates.claimInvitationMail(config, member, "http://portal.test/claim/abc"),
  ballotMail: () =>
    templates.ballotMail(config, member, {
      title: "Board election 2027",
      votingTo: "2027-01-31",
      link: "http://portal.test/vote/abc",
    }),
  publicInquiryConfirmMail: () =>
    templates.publicInquiryConfirmMail(
      config,
      { email: "buyer@example.net", name: "Ann Buyer" },
      { title: "1932 Packard Deluxe Eight", link: "http://portal.test/for-sale/confirm/abc" },
    ),
  nominationMail: () =>
    templates.nominationMail(config, member, {
      electionId: 3,
      electionTitle: "Board election 2027",
      raceTitle: "Board of Directors",
      self: false,
      answerBy: "2027-02-28",
    }),
  publicInquiryMail: () =>
    templates.publicInquiryMail(
      config,
      member,
      { email: "buyer@example.net", name: "Ann Buyer" },
      { listingId: 7, title: "1932 Packard Deluxe Eight", text: "Is it still for sale?" },
    ),
  volunteerReminderMail: () =>
    templates.volunteerReminderMail(config, member, {
      meet: "Grand Classic",
      day: "2027-06-12",
      place: "Fairgrounds",
      role: "Marshal",
      time: "Saturday, 7:30 to 10 a.m.",
    }),
};

const reminderValues: ReminderValues = {
  name: "Margaret Whitfield",
  plan: "Active Member",
  amount: "$45.00",
  expiry: spelledDay("2026-12-31"),
  renew_link: "http://portal.test/renew/abc",
  days: "30",
  club: config.club.clubName,
};

const segments = [
  { kind: "active" },
  { kind: "region", regionId: 1 },
  { kind: "lapsed", months: 6 },
  { kind: "event", eventId: 1 },
] as const;

const mails: [string, MailMessage][] = [
  ...Object.entries(samples).map(([name, render]): [string, MailMessage] => [name, render()]),
  ...Object.entries(defaultReminderTemplates).map(([kind, template]): [string, MailMessage] => [
    `reminder ${kind}`,
    {
      to: member.email,
      subject: renderTemplate(template.subject, reminderValues),
      text: renderTemplate(template.body, reminderValues),
    },
  ]),
  ...segments.map((segment): [string, MailMessage] => [
    `announcement to ${segment.kind}`,
    announcementMail(config, {
      to: member,
      subject: "The spring tour",
      body: "Join us on the first Sunday of May.",
      segment,
      names: { regionName: "Greater Illinois", eventTitle: "Grand Classic" },
      token: sampleToken,
    }),
  ]),
];

describe("every mail a member reads (issue 40)", () => {
  it("has a sample for each template of mail-templates.ts", () => {
    const written = Object.entries(templates)
      .filter(([, value]) => typeof value === "function")
      .map(([name]) => name);
    expect(Object.keys(samples).sort()).toEqual(written.sort());
  });

  it.each(mails)("%s says no UTC", (_name, mail) => {
    expect(`${mail.subject}\n${mail.text}\n${mail.html ?? ""}`).not.toMatch(/\bUTC\b/);
  });

  it("reminds a volunteer of the meet's day, their role, its time and the place (issue 46)", () => {
    const mail = samples.volunteerReminderMail();
    expect(mail.subject).toBe("Tomorrow at Grand Classic: you are volunteering as Marshal");
    expect(mail.text).toContain(`tomorrow, ${spelledDay("2027-06-12")}.`);
    expect(mail.text).toContain("Your role: Marshal\nWhen: Saturday, 7:30 to 10 a.m.\nWhere: Fairgrounds\n");
    expect(mail.text).toContain("http://portal.test/my-events");
    const untimed = templates.volunteerReminderMail(config, member, {
      meet: "Grand Classic",
      day: "2027-06-12",
      place: null,
      role: "Marshal",
      time: null,
    });
    expect(untimed.text).not.toMatch(/When:|Where:/);
  });

  it("asks a nominee to answer on the election's page by the day voting needs it (issue 46)", () => {
    const mail = samples.nominationMail();
    expect(mail.subject).toBe("You are nominated for Board of Directors: please answer");
    expect(mail.text).toContain("A member of the club has nominated you for Board of Directors");
    expect(mail.text).toContain("http://portal.test/elections/3");
    expect(mail.text).toContain(spelledDay("2027-02-28"));
  });

  it("names a moment in the club's time, as people read it", () => {
    expect(samples.eventPlaceOfferedMail().text).toContain("until 9:49 PM Central Time on 2026-12-03.");
  });
});
