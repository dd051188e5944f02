import type { Judge } from "@club/domain/judging.schema";
import type { OfficeMemberRow } from "@club/domain/office.schema";
import { Notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { adminMemberPolicies, officePageFixture } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeJudgesPage } from "./office-judges-page.tsx";

const harold: Judge = {
  id: 11,
  memberId: 4,
  memberNo: 2077,
  firstName: "Harold",
  lastName: "Ames",
  level: "master",
  seminars: [{ name: "Chief judges' seminar", date: "2026-03-14" }],
  meetsJudged: [{ eventId: 9, title: "Grand Classic Concours", date: "2026-07-10" }],
};

const margaret: OfficeMemberRow = {
  id: 7,
  memberNo: 1042,
  firstName: "Margaret",
  lastName: "Whitfield",
  email: "member@example.org",
  city: "Chicago",
  state: "IL",
  zipCode: "60601",
  planTitle: "National",
  duesExpire: "2027-12-31",
  status: "active",
  officeRole: null,
  regions: [],
  policies: adminMemberPolicies,
  refusals: {},
};

function renderPage(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ "GET /api/v1/office/judges": () => ({ body: [harold] }), ...routes });
  renderWithApp(
    <>
      <Notifications />
      <OfficeJudgesPage />
    </>,
    { path: "/office/judges" },
  );
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === method && url === path);

describe("the judges' roster (issue 29)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(1280);
  });

  it("lists each judge with their number, level, seminars and meets judged", async () => {
    renderPage();
    const table = await screen.findByRole("table", { name: "Judges" });
    const row = within(table).getByRole("row", { name: /Harold Ames/ });
    expect(row.textContent).toContain("2077");
    expect(row.textContent).toContain("Master");
    expect(row.textContent).toContain("Chief judges' seminar (2026-03-14)");
    expect(row.textContent).toContain("Grand Classic Concours (2026-07-10)");
  });

  it("says so when the roster is empty", async () => {
    renderPage({ "GET /api/v1/office/judges": () => ({ body: [] }) });
    expect(await screen.findByText("No judges yet. Add one with the button above.")).toBeTruthy();
  });

  it("adds the member a number finds, at the level chosen", async () => {
    const fetchMock = renderPage({
      "GET /api/v1/office/members?q=1042&sort=member_no&order=asc&page=1": () => ({
        body: officePageFixture([margaret]),
      }),
      "POST /api/v1/office/judges": () => ({
        status: 201,
        body: {
          ...harold,
          id: 12,
          memberId: 7,
          memberNo: 1042,
          firstName: "Margaret",
          lastName: "Whitfield",
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add a judge" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a judge" });
    await user.type(within(dialog).getByLabelText("Member number"), "1042");
    await user.click(within(dialog).getByRole("button", { name: "Find the member" }));
    expect(await within(dialog).findByText("Margaret Whitfield (no. 1042)")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Add the judge" }));
    expect(
      await within(dialog).findByText("Level must be apprentice, judge, accredited or master"),
    ).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(/^Level/), "Judge");
    await user.click(within(dialog).getByRole("button", { name: "Add the judge" }));
    expect(await screen.findByText("Margaret Whitfield is on the judges' roster.")).toBeTruthy();
    expect(sentBody(sent(fetchMock, "POST", "/api/v1/office/judges")[0]?.[1])).toEqual({
      member_id: 7,
      level: "judge",
      seminars: [],
    });
  });

  it("says when no member has the number", async () => {
    renderPage({
      "GET /api/v1/office/members?q=99&sort=member_no&order=asc&page=1": () => ({
        body: officePageFixture([]),
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add a judge" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a judge" });
    await user.type(within(dialog).getByLabelText("Member number"), "99");
    await user.click(within(dialog).getByRole("button", { name: "Find the member" }));
    expect(await within(dialog).findByText("No member has the number 99.")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Add the judge" })).toBeNull();
  });

  it("changes a judge's level and seminars", async () => {
    const fetchMock = renderPage({
      "PUT /api/v1/office/judges/11": () => ({ body: harold }),
    });
    const user = userEvent.setup();
    const table = await screen.findByRole("table", { name: "Judges" });
    await user.click(within(table).getByRole("button", { name: "Change Harold Ames" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Harold Ames" });
    await user.selectOptions(within(dialog).getByLabelText(/^Level/), "Accredited judge");
    await user.click(within(dialog).getByRole("button", { name: "Add a seminar" }));
    await user.type(within(dialog).getByLabelText(/^Seminar 2/), "Touring class seminar");
    await user.type(within(dialog).getByLabelText(/^Date of seminar 2/), "2026-09-01");
    await user.click(within(dialog).getByRole("button", { name: "Save the judge" }));
    expect(await screen.findByText("Harold Ames's record was changed.")).toBeTruthy();
    expect(sentBody(sent(fetchMock, "PUT", "/api/v1/office/judges/11")[0]?.[1])).toEqual({
      level: "accredited",
      seminars: [
        { name: "Chief judges' seminar", date: "2026-03-14" },
        { name: "Touring class seminar", date: "2026-09-01" },
      ],
    });
  });

  it("becomes cards on a phone, each with its button", async () => {
    setScreenWidth(375);
    renderPage();
    const cards = await screen.findByRole("list", { name: "Judges" });
    const card = within(cards).getByRole("listitem", { name: "Harold Ames" });
    expect(card.textContent).toContain("Level: Master");
    expect(within(card).getByRole("button", { name: "Change Harold Ames" })).toBeTruthy();
  });
});
