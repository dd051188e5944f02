import type { OfficeMemberRow } from "@club/domain/office.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { adminMemberPolicies } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { OfficeMembersPage } from "./office-members-page.tsx";

const row = (overrides: Partial<OfficeMemberRow>): OfficeMemberRow => ({
  id: 7,
  memberNo: 1042,
  firstName: "Margaret",
  lastName: "Whitfield",
  email: "member@example.org",
  city: "Winnetka",
  state: "US-IL",
  zipCode: "60093",
  planTitle: "Active Member (USA)",
  duesExpire: "2025-12-31",
  status: "active",
  officeRole: null,
  regions: ["GI", "UM"],
  policies: adminMemberPolicies,
  refusals: {},
  ...overrides,
});

const rows = [
  row({}),
  row({
    id: 8,
    memberNo: 1043,
    firstName: "Harold",
    lastName: "Abbott",
    status: "unpaid_joiner",
    duesExpire: null,
    planTitle: null,
    regions: [],
  }),
  row({
    id: 9,
    memberNo: 1044,
    firstName: "Ida",
    lastName: "Lane",
    status: "lapsed",
    city: null,
    state: null,
  }),
];

const list = (results: OfficeMemberRow[], total = results.length) => ({
  results,
  page: 1,
  pageSize: 50,
  total,
});

function stubMembers(extra: Record<string, () => { body: unknown }> = {}) {
  return stubApi({
    "GET /api/v1/regional_membership_plans": () => ({
      body: [
        {
          id: 11,
          title: "Greater Illinois",
          regionName: "Greater Illinois Region",
          regionCode: "GI",
          cost: 2500,
          associateCost: 500,
        },
      ],
    }),
    ...extra,
  });
}

describe("the office's members list (issue 13)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists every member in a table with headers, status words and links to the records", async () => {
    stubMembers({
      "GET /api/v1/office/members?sort=last_name&order=asc&page=1": () => ({ body: list(rows, 3) }),
    });
    renderWithApp(<OfficeMembersPage />, { path: "/office", route: "/office" });
    const table = await screen.findByRole("table", { name: "Members" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((heading) => heading.textContent?.replace(/\s*[↑↓↕]$/, "")),
    ).toEqual(["Member no.", "Name", "Email", "City/State", "Plan", "Dues expire", "Status", "Regions"]);
    const [first, second, third] = within(table).getAllByRole("row").slice(1);
    expect(
      within(first as HTMLElement)
        .getByRole("link", { name: "Whitfield, Margaret" })
        .getAttribute("href"),
    ).toBe("/office/members/7");
    expect(first?.textContent).toContain("Winnetka, IL");
    expect(first?.textContent).toContain("GI, UM");
    expect(within(first as HTMLElement).getByText("Active")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("Unpaid joiner")).toBeTruthy();
    expect(within(third as HTMLElement).getByText("Lapsed")).toBeTruthy();
    expect(screen.getByText("Showing 1–3 of 3")).toBeTruthy();
    // The current sort is announced on its heading.
    expect(within(table).getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe(
      "ascending",
    );
  });

  it("keeps the filters in the address: a search, a status and a sort by heading", async () => {
    const fetchMock = stubMembers({
      "GET /api/v1/office/members?sort=last_name&order=asc&page=1": () => ({ body: list(rows) }),
      "GET /api/v1/office/members?q=whit&status=lapsed&region=GI&sort=last_name&order=asc&page=1": () => ({
        body: list([rows[2] as OfficeMemberRow]),
      }),
      "GET /api/v1/office/members?q=whit&status=lapsed&region=GI&sort=member_no&order=asc&page=1": () => ({
        body: list([rows[2] as OfficeMemberRow]),
      }),
    });
    const { router } = renderWithApp(<OfficeMembersPage />, { path: "/office", route: "/office" });
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Members" });
    await user.type(screen.getByLabelText("Search"), "whit");
    await user.selectOptions(screen.getByLabelText("Status"), "Lapsed");
    await user.selectOptions(screen.getByLabelText("Region"), "Greater Illinois Region (GI)");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=whit&status=lapsed&region=GI"));
    expect(await screen.findByText("Showing 1–1 of 1")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: /Member no\./ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?q=whit&status=lapsed&region=GI&sort=member_no"),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        "/api/v1/office/members?q=whit&status=lapsed&region=GI&sort=member_no&order=asc&page=1",
      ),
    );

    // Back returns to the list before, fields included.
    await router.navigate(-1);
    await waitFor(() => expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("whit"));
    await router.navigate(-1);
    await waitFor(() => expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe(""));
  });

  it("says when nothing matches, with the way back to all members", async () => {
    stubMembers({
      "GET /api/v1/office/members?status=deceased&sort=last_name&order=asc&page=1": () => ({
        body: list([]),
      }),
    });
    renderWithApp(<OfficeMembersPage />, { path: "/office?status=deceased", route: "/office" });
    expect(await screen.findByText("No members match this search.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show all members" })).toBeTruthy();
  });

  it("shows the server's error with a way to try again", async () => {
    stubMembers({
      "GET /api/v1/office/members?sort=last_name&order=asc&page=1": () => ({
        status: 500,
        body: { errors: { base: ["Something went wrong"] } },
      }),
    });
    renderWithApp(<OfficeMembersPage />, { path: "/office", route: "/office" });
    expect((await screen.findByRole("alert")).textContent).toContain("Something went wrong");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
