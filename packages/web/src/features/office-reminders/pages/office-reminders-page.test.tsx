import {
  defaultReminderSchedule,
  defaultReminderTemplates,
  type ReminderPreview,
  type ReminderSettings,
} from "@club/domain/reminder-schedule.rules";
import type { ReminderTask } from "@club/domain/reminder-task.schema";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { adminOfficePolicies, officeSessionFixture } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { type StubReply, sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeRemindersPage } from "./office-reminders-page.tsx";

// The office's clock reads 21 November 2026 (UTC, as the tests run): tomorrow is the 22nd.
const previewPath = (date: string, page = 1) =>
  `GET /api/v1/office/reminders/preview?date=${date}&page=${page}`;

const settings: ReminderSettings = { schedule: defaultReminderSchedule, templates: defaultReminderTemplates };

const tomorrow: ReminderPreview = {
  date: "2026-11-22",
  reminders: [
    {
      memberId: 12,
      memberNo: 1012,
      name: "Arthur Pemberton",
      email: "arthur@example.org",
      step: "before:60",
      stepLabel: "60 days before expiry",
      channel: "email",
      duesExpire: "2026-12-31",
    },
    {
      memberId: 15,
      memberNo: 1015,
      name: "James Okafor",
      email: "james@example.org",
      step: "before:60",
      stepLabel: "60 days before expiry",
      channel: "letter",
      duesExpire: "2026-12-31",
    },
  ],
  page: 1,
  pageSize: 50,
  total: 2,
  channels: { email: 1, letter: 1 },
  skipped: { renewed: 3, bouncing: 1, lifelong: 12 },
};

/** A day with nothing due. */
const noneDue = (date: string): ReminderPreview => ({
  date,
  reminders: [],
  page: 1,
  pageSize: 50,
  total: 0,
  channels: { email: 0, letter: 0 },
  skipped: {},
});

const taskId = "0b6f9a64-3c1e-4f6e-9a57-1d2c3b4a5f60";

/** A reminders task as the server answers it: just started, unless told otherwise. */
function task(kind: ReminderTask["kind"], changes: Partial<ReminderTask> = {}): ReminderTask {
  return {
    id: taskId,
    kind,
    date: "2026-11-22",
    status: "queued",
    progress: { done: 0, total: 0 },
    result: null,
    fileName: null,
    error: null,
    createdAt: "2026-11-21T12:00:00.000Z",
    ...changes,
  };
}

/** The example member's values, as the server fills a template for its preview. */
function filled(text: string) {
  return text.replace(/\{\{name\}\}/g, "Margaret Example").replace(/\{\{club\}\}/g, "the Classic Car Club");
}

function openReminders(
  replies: Record<string, (init?: RequestInit) => StubReply> = {},
  role = "office_admin",
) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({
      body: officeSessionFixture({ role: role as "office_admin" | "office_staff" }),
    }),
    "GET /api/v1/office/reminders/settings": () => ({ body: settings }),
    [previewPath("2026-11-22")]: () => ({ body: tomorrow }),
    "POST /api/v1/office/reminders/template_preview": (init) => {
      const { template } = sentBody(init) as { template: { subject: string; body: string } };
      return { body: { subject: filled(template.subject), body: filled(template.body) } };
    },
    ...replies,
  });
  const app = renderWithApp(<OfficeRemindersPage />, { path: "/office/reminders" });
  return { fetchMock, ...app };
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([path, init]) => (init?.method ?? "GET") === method && path === url);

// The message box grows with its text (Mantine's autosize), which listens for web fonts; happy-dom has none.
if (!document.fonts)
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

describe("the renewal reminders page (issue 15)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-21T12:00:00Z") });
  });
  afterEach(() => vi.useRealTimers());

  it("shows tomorrow's reminders: who, which step, by e-mail or letter, and who is left out, in words", async () => {
    const user = userEvent.setup();
    openReminders({
      [previewPath("2026-12-25")]: () => ({ body: noneDue("2026-12-25") }),
    });
    const table = await screen.findByRole("table", { name: "Reminders due on November 22, 2026" });
    const arthur = within(table).getByRole("row", { name: /Arthur Pemberton/ });
    expect(within(arthur).getByRole("link", { name: "Arthur Pemberton" }).getAttribute("href")).toBe(
      "/office/members/12",
    );
    expect(arthur.textContent).toContain("60 days before expiry");
    expect(arthur.textContent).toContain("E-mail");
    expect(within(table).getByRole("row", { name: /James Okafor/ }).textContent).toContain("Letter");
    expect(
      screen.getByText("2 reminders are due on November 22, 2026: 1 by e-mail, 1 by letter."),
    ).toBeTruthy();
    expect(
      screen.getByText("Left out: 3 already renewed, 1 address bouncing, 12 lifetime members."),
    ).toBeTruthy();

    const day = screen.getByLabelText("Reminders due on");
    await user.clear(day);
    await user.type(day, "2026-12-25");
    expect(await screen.findByText("No reminders are due on December 25, 2026.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a busy day 50 a page, with the whole day's counts, and turns the page", async () => {
    const user = userEvent.setup();
    const row = (n: number): ReminderPreview["reminders"][number] => ({
      ...(tomorrow.reminders[0] as ReminderPreview["reminders"][number]),
      memberId: 1000 + n,
      memberNo: 5000 + n,
      name: `Member ${n}`,
    });
    const busyPage = (page: number, numbers: number[]): ReminderPreview => ({
      ...tomorrow,
      reminders: numbers.map(row),
      page,
      total: 491,
      channels: { email: 400, letter: 91 },
    });
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const { fetchMock } = openReminders({
      [previewPath("2026-11-22")]: () => ({ body: busyPage(1, range(1, 50)) }),
      [previewPath("2026-11-22", 2)]: () => ({ body: busyPage(2, range(51, 100)) }),
    });
    const table = await screen.findByRole("table", { name: "Reminders due on November 22, 2026" });
    expect(within(table).getAllByRole("row")).toHaveLength(51);
    expect(
      screen.getByText("491 reminders are due on November 22, 2026: 400 by e-mail, 91 by letter."),
    ).toBeTruthy();
    expect(screen.getByText("Showing 1–50 of 491")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByText("Showing 51–100 of 491")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Member 51" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Member 1" })).toBeNull();
    expect(callsTo(fetchMock, "GET", "/api/v1/office/reminders/preview?date=2026-11-22&page=2")).toHaveLength(
      1,
    );
  });

  it("says the server's reason when a day has no letters to print", async () => {
    const user = userEvent.setup();
    openReminders({
      "POST /api/v1/office/reminders/letters": () => ({ status: 202, body: task("letters") }),
      [`GET /api/v1/office/reminders/tasks/${taskId}`]: () => ({
        body: task("letters", {
          status: "failed",
          error: "No renewal letters are due on November 22, 2026.",
        }),
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Prepare the letters (PDF)" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No renewal letters are due on November 22, 2026.",
    );
  });

  it("prepares the letters on the server, shows how far it has come, then offers the file (issue 24)", async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:letters");
    const progress = [
      task("letters", { status: "running", progress: { done: 40, total: 120 } }),
      task("letters", {
        status: "done",
        progress: { done: 120, total: 120 },
        fileName: "renewal-letters-2026-11-22.pdf",
      }),
    ];
    const { fetchMock } = openReminders({
      "POST /api/v1/office/reminders/letters": () => ({ status: 202, body: task("letters") }),
      [`GET /api/v1/office/reminders/tasks/${taskId}`]: () => ({
        body: progress.length > 1 ? progress.shift() : progress[0],
      }),
      [`GET /api/v1/office/reminders/tasks/${taskId}/file`]: () => ({ body: "%PDF-1.3" }),
    });
    await user.click(await screen.findByRole("button", { name: "Prepare the letters (PDF)" }));
    const [[, init]] = callsTo(fetchMock, "POST", "/api/v1/office/reminders/letters") as [
      [string, RequestInit],
    ];
    expect(sentBody(init)).toEqual({ date: "2026-11-22" });

    const bar = await screen.findByRole("progressbar", { name: "Preparing the letters: 40 of 120" });
    expect(Math.round(Number(bar.getAttribute("aria-valuenow")))).toBe(33);
    expect(screen.getByText("Preparing the letters: 40 of 120")).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Prepare the letters (PDF)" }) as HTMLButtonElement).disabled,
    ).toBe(true);

    expect((await screen.findByRole("status", {}, { timeout: 4_000 })).textContent).toBe(
      "The letters are ready.",
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Download renewal-letters-2026-11-22.pdf" }));
    expect(await screen.findByText("Downloaded renewal-letters-2026-11-22.pdf")).toBeTruthy();
    expect(callsTo(fetchMock, "GET", `/api/v1/office/reminders/tasks/${taskId}/file`)).toHaveLength(1);
  });

  it("asks with today's count before sending, follows the sending, then says what went and shows the preview again", async () => {
    const user = userEvent.setup();
    const progress = [
      task("run", { date: "2026-11-21", status: "running", progress: { done: 500, total: 1_200 } }),
      task("run", {
        date: "2026-11-21",
        status: "done",
        progress: { done: 1_200, total: 1_200 },
        result: { date: "2026-11-21", emailed: 1_199, letters: 1 },
      }),
    ];
    const { fetchMock } = openReminders({
      [previewPath("2026-11-21")]: () => ({ body: { ...tomorrow, date: "2026-11-21" } }),
      "POST /api/v1/office/reminders/run": () => ({ status: 202, body: task("run", { date: "2026-11-21" }) }),
      [`GET /api/v1/office/reminders/tasks/${taskId}`]: () => ({
        body: progress.length > 1 ? progress.shift() : progress[0],
      }),
    });
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Send today's reminders now" }));
    const dialog = await screen.findByRole("dialog", { name: "Send today's reminders now?" });
    expect(
      await within(dialog).findByText("Today, November 21, 2026, 2 members are due a reminder:"),
    ).toBeTruthy();
    expect(dialog.textContent).toContain("1 by e-mail, sent at once, and 1 by letter, to print and post.");
    expect(callsTo(fetchMock, "POST", "/api/v1/office/reminders/run")).toHaveLength(0);
    const previewsBefore = callsTo(
      fetchMock,
      "GET",
      "/api/v1/office/reminders/preview?date=2026-11-22&page=1",
    ).length;

    await user.click(within(dialog).getByRole("button", { name: "Send the reminders" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      await screen.findByRole("progressbar", { name: "Sending today's reminders: 500 of 1,200" }),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'Sent 1,199 e-mails; 1 letter to print. The letters are in "Prepare the letters (PDF)" for November 21, 2026.',
        {},
        { timeout: 4_000 },
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/api/v1/office/reminders/run")).toHaveLength(1);
    await waitFor(() =>
      expect(
        callsTo(fetchMock, "GET", "/api/v1/office/reminders/preview?date=2026-11-22&page=1").length,
      ).toBeGreaterThan(previewsBefore),
    );
  }, 10_000);

  it("adds a day before expiry and saves the schedule, latest first, after saying what changes", async () => {
    const user = userEvent.setup();
    const { fetchMock } = openReminders({
      "PUT /api/v1/office/reminders/settings": (init) => {
        const { schedule } = sentBody(init) as { schedule: Record<string, unknown> };
        return {
          body: {
            ...settings,
            schedule: {
              beforeExpiryDays: schedule.before_expiry_days,
              windowOpening: schedule.window_opening,
              afterLapseDays: schedule.after_lapse_days,
            },
          },
        };
      },
    });
    const form = await screen.findByRole("form", { name: "Schedule" });
    await user.click(within(form).getByRole("button", { name: "Add a reminder before expiry" }));
    const added = within(form).getByRole("textbox", { name: "Reminder 4: days before expiry" });
    expect(document.activeElement).toBe(added);
    await user.type(added, "30");
    await user.click(within(form).getByRole("button", { name: "Save the schedule" }));
    expect(await within(form).findByText("Each number of days may appear once")).toBeTruthy();
    expect(callsTo(fetchMock, "PUT", "/api/v1/office/reminders/settings")).toHaveLength(0);

    await user.clear(added);
    await user.type(added, "14");
    await user.click(within(form).getByRole("button", { name: "Save the schedule" }));
    const dialog = await screen.findByRole("dialog", { name: "Save the schedule?" });
    expect(dialog.textContent).toContain(
      "Before the dues expire: 60, 30, 14 and 7 days (was 60, 30 and 7 days).",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save the schedule" }));

    expect(await within(form).findByText("The schedule was saved.")).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, "PUT", "/api/v1/office/reminders/settings") as [
      [string, RequestInit],
    ];
    expect(sentBody(init)).toEqual({
      schedule: { before_expiry_days: [60, 30, 14, 7], window_opening: true, after_lapse_days: [7, 30, 90] },
    });
  });

  it("lets office staff read the schedule and the templates, not change them", async () => {
    openReminders({}, "office_staff");
    expect(await screen.findByText("Only an office administrator can change the schedule.")).toBeTruthy();
    expect(screen.getByText("Before the dues expire: 60, 30 and 7 days.")).toBeTruthy();
    expect(screen.getByText("Only an office administrator can change the templates.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save the schedule" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save the templates" })).toBeNull();
    expect((screen.getByLabelText("Subject") as HTMLInputElement).readOnly).toBe(true);
  });

  it("follows the session's policies rather than the role's name (issue 23)", async () => {
    openReminders({
      "GET /api/v1/office/session": () => ({
        body: officeSessionFixture({ policies: { ...adminOfficePolicies, configureReminders: false } }),
      }),
    });
    expect(await screen.findByText("Only an office administrator can change the schedule.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save the schedule" })).toBeNull();
  });

  it("puts a placeholder where the cursor is and previews the template as a member reads it", async () => {
    const user = userEvent.setup();
    openReminders();
    const form = await screen.findByRole("form", { name: "Templates" });
    const subject = within(form).getByLabelText("Subject") as HTMLInputElement;
    await user.clear(subject);
    await user.type(subject, "Hello  renew now");
    subject.setSelectionRange(6, 6);
    await user.click(within(form).getByRole("button", { name: "{{name}}" }));
    expect(subject.value).toBe("Hello {{name}} renew now");
    expect(document.activeElement).toBe(subject);

    const preview = within(form).getByRole("region", { name: "Preview" });
    expect(await within(preview).findByText("Subject: Hello Margaret Example renew now")).toBeTruthy();
  });

  it("shows the server's refusal at its field, on its tab, and keeps what was typed", async () => {
    const user = userEvent.setup();
    openReminders({
      "PUT /api/v1/office/reminders/settings": () => ({
        status: 400,
        body: {
          errors: { "templates.afterLapse.subject": ["The subject is too long for the mail service"] },
        },
      }),
    });
    const form = await screen.findByRole("form", { name: "Templates" });
    await user.click(within(form).getByRole("tab", { name: "After a lapse" }));
    const subject = within(form).getByLabelText("Subject") as HTMLInputElement;
    await user.type(subject, " again");
    await user.click(within(form).getByRole("tab", { name: "Before expiry" }));
    await user.click(within(form).getByRole("button", { name: "Save the templates" }));
    const dialog = await screen.findByRole("dialog", { name: "Save the templates?" });
    expect(dialog.textContent).toContain("After a lapse: the subject.");
    await user.click(within(dialog).getByRole("button", { name: "Save the templates" }));

    expect(await within(form).findByText("The subject is too long for the mail service")).toBeTruthy();
    expect(within(form).getByRole("tab", { name: "After a lapse" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect((within(form).getByLabelText("Subject") as HTMLInputElement).value).toBe(
      "We miss you at the {{club}} again",
    );
  });

  it("asks before leaving the page with unsaved changes", async () => {
    const user = userEvent.setup();
    const { router } = openReminders();
    const form = await screen.findByRole("form", { name: "Templates" });
    await user.type(within(form).getByLabelText("Subject"), "!");
    await act(() => router.navigate("/office"));
    expect(
      await screen.findByRole("dialog", { name: "Are You Sure You Want to Leave the Page?" }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/office/reminders");
  });
});
