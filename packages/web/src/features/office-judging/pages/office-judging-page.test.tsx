import { defaultJudgingForm } from "@club/domain/judging.rules";
import type { Judge, JudgingResult, JudgingSetup } from "@club/domain/judging.schema";
import { judgingMessages } from "@club/domain/judging.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officeSessionFixture } from "../../../test/office.fixture.ts";
import { concours, registrantFixture } from "../../../test/office-events.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeJudgingPage } from "./office-judging-page.tsx";

const judge = (id: number, firstName: string, lastName: string, level: Judge["level"]): Judge => ({
  id,
  memberId: id + 100,
  memberNo: id + 2000,
  firstName,
  lastName,
  level,
  seminars: [],
  meetsJudged: [],
});
const roster = [judge(11, "Harold", "Ames", "master"), judge(12, "Ruth", "Lee", "judge")];

/** Margaret's Packard (confirmed), someone waiting and someone without a car: only the Packard can be entered. */
const registrations = {
  event: concours,
  registrations: [
    registrantFixture(),
    registrantFixture({ id: 2, status: "waitlisted", firstName: "Ann" }),
    registrantFixture({ id: 3, firstName: "Bob", vehicle: null }),
  ],
  page: 1,
  pageSize: 50,
  total: 3,
};

const blank: JudgingSetup = {
  eventId: 9,
  status: "draft",
  form: [...defaultJudgingForm],
  classes: [],
  thresholds: [],
  teams: [],
  entries: [],
  tabulation: { fewerSheets: "average_all", spreadLimit: 15 },
  publishedAt: null,
  withdrawal: null,
  refusals: {},
};

const packardEntry = {
  id: 40,
  registrationId: 1,
  classCode: "1A",
  memberNo: 1042,
  firstName: "Margaret",
  lastName: "Whitfield",
  vehicle: { id: 3, year: 1932, make: "Packard", model: "Deluxe Eight" },
};

const setUp: JudgingSetup = {
  ...blank,
  classes: [{ code: "1A", name: "Packard 1930–1934", division: "Classic" }],
  thresholds: [{ division: "Classic", award: "Second", minScore: 85, maxScore: null, makesSenior: false }],
  teams: [
    {
      classCode: "1A",
      leaderId: 11,
      judges: [
        { id: 11, firstName: "Harold", lastName: "Ames" },
        { id: 12, firstName: "Ruth", lastName: "Lee" },
      ],
    },
  ],
  entries: [packardEntry],
};

const result: JudgingResult = {
  entryId: 40,
  registrationId: 1,
  vehicleId: 3,
  classCode: "1A",
  division: "Classic",
  score: 89,
  award: "Second",
  method: "drop_high_low",
  sheets: 4,
  spread: 6,
  flagged: false,
  disqualifiedBy: null,
};

function renderPage(setup: JudgingSetup, routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    "GET /api/v1/office/events/9/judging": () => ({ body: setup }),
    "GET /api/v1/office/events/9/registrations?page=1": () => ({ body: registrations }),
    "GET /api/v1/office/judges": () => ({ body: roster }),
    "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
    "GET /api/v1/office/events/9/volunteers": () => ({
      body: { eventId: 9, title: "Grand Classic Concours", dateStart: "2026-06-12", judges: [], roles: [] },
    }),
    ...routes,
  });
  renderWithApp(
    <>
      <Notifications />
      <OfficeJudgingPage />
    </>,
    { path: "/office/events/9/judging", route: "/office/events/:id/judging" },
  );
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === method && url === path);

describe("a meet's judging at the office (issue 29)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(1280);
  });

  it("saves the classes, thresholds, teams and entries as the form set them", async () => {
    const fetchMock = renderPage(blank, {
      "PUT /api/v1/office/events/9/judging": () => ({ body: setUp }),
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Judging: Grand Classic Concours" }),
    ).toBeTruthy();
    expect(await screen.findByRole("radio", { name: "The club's 100-point form" })).toHaveProperty(
      "checked",
      true,
    );
    // Only the confirmed registration with a car can be entered.
    expect(screen.getAllByLabelText(/^Class of /)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Add a class" }));
    await user.type(screen.getByLabelText(/^Code of class 1/), "1A");
    await user.type(screen.getByLabelText(/^Name of class 1/), "Packard 1930–1934");
    await user.type(screen.getByLabelText(/^Division of class 1/), "Classic");

    await user.click(screen.getByRole("button", { name: "Add a threshold" }));
    await user.type(screen.getByLabelText(/^Division of award 1/), "Classic");
    await user.type(screen.getByLabelText(/^Award 1/), "Second");
    await user.type(screen.getByLabelText(/^Minimum score of award 1/), "85");
    await user.click(screen.getByRole("checkbox", { name: "Makes the car a Senior car (award 1)" }));

    await user.click(screen.getByRole("button", { name: "Add a team" }));
    const team = screen.getByRole("group", { name: "Team 1" });
    await user.selectOptions(within(team).getByLabelText(/^Class/), "1A");
    await user.selectOptions(within(team).getByLabelText(/^Leader/), "Harold Ames");
    await user.click(within(team).getByLabelText("Harold Ames (Master judge)"));
    await user.click(within(team).getByLabelText("Ruth Lee (Judge)"));

    await user.selectOptions(
      screen.getByLabelText("Class of 1932 Packard Deluxe Eight, Margaret Whitfield (no. 1042)"),
      "1A: Packard 1930–1934",
    );
    await user.click(screen.getByRole("button", { name: "Save the judging" }));
    expect(await screen.findByText("The judging was saved.")).toBeTruthy();
    expect(sentBody(sent(fetchMock, "PUT", "/api/v1/office/events/9/judging")[0]?.[1])).toEqual({
      form: null,
      classes: [{ code: "1A", name: "Packard 1930–1934", division: "Classic" }],
      thresholds: [
        { division: "Classic", award: "Second", min_score: 85, max_score: null, makes_senior: true },
      ],
      teams: [{ class_code: "1A", leader_id: 11, judge_ids: [11, 12] }],
      entries: [{ registration_id: 1, class_code: "1A" }],
      tabulation: { fewer_sheets: "average_all", spread_limit: 15 },
    });
  });

  it("edits a form of the meet's own from the club's, with the total and a note when it is not 100", async () => {
    const fetchMock = renderPage(blank, {
      "PUT /api/v1/office/events/9/judging": () => ({ body: blank }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole("table", { name: "Score sheet categories" })).toBeTruthy();

    await user.click(screen.getByRole("radio", { name: "A form of this meet's own" }));
    expect(screen.queryByRole("table", { name: "Score sheet categories" })).toBeNull();
    expect(screen.getByLabelText(/^Name of category 1/)).toHaveProperty("value", "Paint");
    expect(screen.getByText("Total: 100 points")).toBeTruthy();

    const paint = screen.getByLabelText(/^Most deducted in category 1/);
    await user.clear(paint);
    await user.type(paint, "10");
    expect(screen.getByText("Total: 95 points")).toBeTruthy();
    expect(
      screen.getByText("The categories add up to 95: a car cannot lose more than 95 points."),
    ).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Remove category 9" }));
    await user.click(screen.getByRole("button", { name: "Add a category" }));
    await user.type(screen.getByLabelText(/^Name of category 9/), "Presentation");
    await user.type(screen.getByLabelText(/^Most deducted in category 9/), "15");
    expect(
      screen.getByText(
        "The categories add up to 105: more than the 100 points a car starts with, so a car could score below 0.",
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Save the judging" }));
    expect(await screen.findByText("The judging was saved.")).toBeTruthy();
    const categories = [
      { name: "Paint", max: 10 },
      ...defaultJudgingForm.slice(1, -1),
      { name: "Presentation", max: 15 },
    ];
    expect(sentBody(sent(fetchMock, "PUT", "/api/v1/office/events/9/judging")[0]?.[1])).toMatchObject({
      form: { categories },
    });
  });

  const ownForm: JudgingSetup = {
    ...setUp,
    form: [
      { name: "Paint", max: 50 },
      { name: "Interior", max: 50 },
    ],
  };

  it("goes back to the club's form, sent as none", async () => {
    const fetchMock = renderPage(ownForm, {
      "PUT /api/v1/office/events/9/judging": () => ({ body: setUp }),
    });
    const user = userEvent.setup();
    const own = await screen.findByRole("radio", { name: "A form of this meet's own" });
    expect(own).toHaveProperty("checked", true);
    expect(screen.getByLabelText(/^Name of category 2/)).toHaveProperty("value", "Interior");

    await user.click(screen.getByRole("radio", { name: "The club's 100-point form" }));
    await user.click(screen.getByRole("button", { name: "Save the judging" }));
    expect(await screen.findByText("The judging was saved.")).toBeTruthy();
    expect(sentBody(sent(fetchMock, "PUT", "/api/v1/office/events/9/judging")[0]?.[1])).toMatchObject({
      form: null,
    });
  });

  it("starts a meet's own form again from the club's", async () => {
    renderPage(ownForm);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Start from the club's form" }));
    expect(screen.getAllByLabelText(/^Name of category/)).toHaveLength(defaultJudgingForm.length);
    expect(screen.getByLabelText(/^Name of category 2/)).toHaveProperty("value", "Body and fit");
    expect(screen.getByText("Total: 100 points")).toBeTruthy();
  });

  it("shows the server's refusals of the categories at the category and under the form", async () => {
    renderPage(ownForm, {
      "PUT /api/v1/office/events/9/judging": () => ({
        status: 422,
        body: {
          errors: {
            "form.categories.1.max": [judgingMessages.categoryMax],
            "form.categories": [judgingMessages.categoryTwice],
          },
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Save the judging" }));
    const max = screen.getByLabelText(/^Most deducted in category 2/);
    await waitFor(() => expect(max.getAttribute("aria-invalid")).toBe("true"));
    const field = max.closest(".mantine-InputWrapper-root") as HTMLElement;
    expect(within(field).getByText(judgingMessages.categoryMax)).toBeTruthy();
    const sheet = screen.getByRole("region", { name: "The score sheet" });
    expect(within(sheet).getByText(judgingMessages.categoryTwice)).toBeTruthy();
  });

  it("checks a category before sending: its name and a most deducted from 1 to 100", async () => {
    const fetchMock = renderPage(ownForm);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^Name of category 1/));
    await user.clear(screen.getByLabelText(/^Most deducted in category 2/));
    await user.type(screen.getByLabelText(/^Most deducted in category 2/), "0");
    await user.click(screen.getByRole("button", { name: "Save the judging" }));
    expect(await screen.findByText(judgingMessages.categoryName)).toBeTruthy();
    expect(screen.getByText(judgingMessages.categoryMax)).toBeTruthy();
    expect(sent(fetchMock, "PUT", "/api/v1/office/events/9/judging")).toHaveLength(0);
  });

  it("says before sending, in words, that a team needs judges and its leader among them (issue 40)", async () => {
    const fetchMock = renderPage(setUp);
    const user = userEvent.setup();
    const team = await screen.findByRole("group", { name: "Team 1" });
    await user.click(within(team).getByLabelText("Harold Ames (Master judge)"));
    await user.click(screen.getByRole("button", { name: "Save the judging" }));
    expect(await within(team).findByText(judgingMessages.leaderInTeam)).toBeTruthy();
    await user.click(within(team).getByLabelText("Ruth Lee (Judge)"));
    await user.click(screen.getByRole("button", { name: "Save the judging" }));
    expect(await within(team).findByText(judgingMessages.teamJudges)).toBeTruthy();
    expect(team.textContent).not.toMatch(/Too small|expected array/);
    expect(sent(fetchMock, "PUT", "/api/v1/office/events/9/judging")).toHaveLength(0);
  });

  it("shows the server's refusal of a team's judge at that team", async () => {
    const refusal = judgingMessages.judgesOwnClass("Ruth Lee", "1A");
    renderPage(setUp, {
      "PUT /api/v1/office/events/9/judging": () => ({
        status: 422,
        body: { errors: { "teams.0.judgeIds": [refusal] } },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Save the judging" }));
    const team = screen.getByRole("group", { name: "Team 1" });
    expect(await within(team).findByText(refusal)).toBeTruthy();
  });

  it("tabulates: each car's score, award and how it was reached, and its sheets", async () => {
    const fetchMock = renderPage(setUp, {
      "POST /api/v1/office/events/9/judging/tabulate": () => ({ body: [result] }),
      "GET /api/v1/office/judging/entries/40/sheets": () => ({
        body: {
          score: 89,
          award: "Second",
          method: "drop_high_low",
          sheets: [
            {
              deductions: { Paint: 4, Interior: 6 },
              totalDeducted: 10,
              notes: "Chip on the left door",
              disqualifiedBy: null,
              savedAt: "2027-07-10T12:00:00.000Z",
              judge: "Ruth Lee",
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Tabulate" }));
    const table = await screen.findByRole("table", { name: "Results" });
    const row = within(table).getByRole("row", { name: /1932 Packard Deluxe Eight/ });
    expect(within(row).getByText("89")).toBeTruthy();
    expect(within(row).getByText("Second")).toBeTruthy();
    expect(
      within(row).getByText("The highest and the lowest of four sheets dropped, the others averaged"),
    ).toBeTruthy();
    expect(sent(fetchMock, "POST", "/api/v1/office/events/9/judging/tabulate")).toHaveLength(1);

    await user.click(within(row).getByRole("button", { name: /^Sheets \(4\)/ }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("heading", { name: "Ruth Lee: 90" })).toBeTruthy();
    expect(dialog.textContent).toContain("Chip on the left door");
  });

  it("publishes only once asked, then shows the judging read-only with the date", async () => {
    let published = false;
    const fetchMock = renderPage(
      { ...setUp, status: "tabulated" },
      {
        "GET /api/v1/office/events/9/judging/results": () => ({ body: [result] }),
        "POST /api/v1/office/events/9/judging/publish": () => {
          published = true;
          return { body: { ...setUp, status: "published", publishedAt: "2027-07-12T09:00:00.000Z" } };
        },
      },
    );
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Results" });
    await user.click(screen.getByRole("button", { name: "Publish the results" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish the results?" });
    expect(dialog.textContent).toContain(
      "Entrants will see their sheets and the awards go on the cars' records. Only an office administrator can withdraw them, within 14 days.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(published).toBe(false);

    await user.click(screen.getByRole("button", { name: "Publish the results" }));
    const again = await screen.findByRole("dialog", { name: "Publish the results?" });
    await user.click(within(again).getByRole("button", { name: "Publish the results" }));
    expect(
      await screen.findByText("The results were published on 2027-07-12: the judging no longer changes."),
    ).toBeTruthy();
    expect(sent(fetchMock, "POST", "/api/v1/office/events/9/judging/publish")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Save the judging" })).toBeNull());
    expect(screen.queryByRole("button", { name: "Tabulate" })).toBeNull();
    // A disabled fieldset disables every field inside it (in a browser; jsdom leaves the fields' own state).
    expect(screen.getByLabelText(/^Code of class 1/).closest("fieldset")?.disabled).toBe(true);
  });

  it("shows a published meet's own form without the buttons that change it", async () => {
    renderPage(
      { ...ownForm, status: "published", publishedAt: "2027-07-12T09:00:00.000Z" },
      { "GET /api/v1/office/events/9/judging/results": () => ({ body: [result] }) },
    );
    const name = await screen.findByLabelText(/^Name of category 1/);
    expect(name.closest("fieldset")?.disabled).toBe(true);
    expect(screen.getByText("Total: 100 points")).toBeTruthy();
    for (const button of [/^Remove category/, "Add a category", "Start from the club's form"])
      expect(screen.queryByRole("button", { name: button })).toBeNull();
  });

  it("says why the results cannot be published yet, beside the button (issue 40)", async () => {
    const before = "Results can be published from the meet's first day, 2027-07-12";
    renderPage(
      { ...setUp, status: "tabulated", refusals: { publish: before } },
      { "GET /api/v1/office/events/9/judging/results": () => ({ body: [result] }) },
    );
    await screen.findByRole("table", { name: "Results" });
    const publish = screen.getByRole("button", { name: "Publish the results" });
    expect(publish).toHaveProperty("disabled", true);
    expect(publish.getAttribute("aria-describedby")).toBe("publish-refusal");
    expect(document.getElementById("publish-refusal")?.textContent).toBe(before);
  });

  it("withdraws published results with a reason, once asked (issue 40)", async () => {
    const published = { ...setUp, status: "published" as const, publishedAt: "2027-07-12T18:00:00.000Z" };
    const reason = "A judge scored the wrong car";
    const fetchMock = renderPage(published, {
      "GET /api/v1/office/events/9/judging/results": () => ({ body: [result] }),
      "POST /api/v1/office/events/9/judging/withdraw": () => ({
        body: {
          ...published,
          status: "tabulated",
          publishedAt: null,
          withdrawal: { at: "2027-07-14T18:00:00.000Z", reason },
          refusals: { withdraw: "Only published results can be withdrawn" },
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Withdraw results" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw the results?" });
    expect(dialog.textContent).toContain("the senior numbers these results gave are taken back");
    await user.type(within(dialog).getByLabelText(/^Why are the results withdrawn\?/), reason);
    await user.click(within(dialog).getByRole("button", { name: "Withdraw results" }));
    expect(await screen.findByText(`The results were withdrawn on 2027-07-14: ${reason}`)).toBeTruthy();
    const [call] = sent(fetchMock, "POST", "/api/v1/office/events/9/judging/withdraw");
    expect(sentBody(call?.[1])).toEqual({ reason });
    expect(screen.getByRole("button", { name: "Tabulate" })).toBeTruthy();
  });

  it("says why an administrator may no longer withdraw (issue 40)", async () => {
    const published = { ...setUp, status: "published" as const, publishedAt: "2027-07-12T18:00:00.000Z" };
    const tooLate =
      "Results can be withdrawn within 14 days of publishing; these were published on 2027-07-12";
    renderPage(
      { ...published, refusals: { withdraw: tooLate } },
      { "GET /api/v1/office/events/9/judging/results": () => ({ body: [result] }) },
    );
    expect(await screen.findByText(tooLate)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Withdraw results" })).toBeNull();
  });

  it("does not offer office staff to withdraw published results (issue 40)", async () => {
    renderPage(
      {
        ...setUp,
        status: "published",
        publishedAt: "2027-07-12T18:00:00.000Z",
        refusals: { withdraw: "Your office role does not allow this: ask an office administrator." },
      },
      {
        "GET /api/v1/office/events/9/judging/results": () => ({ body: [result] }),
        "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_staff" }) }),
      },
    );
    expect(await screen.findByRole("table", { name: "Results" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Withdraw results" })).toBeNull();
    expect(screen.queryByText(/office role/)).toBeNull();
  });
});
