import type { OfficeRegion } from "@club/domain/office-regions.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { adminMemberPolicies, officeSessionFixture } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeRegionsPage } from "./office-regions-page.tsx";

const illinois: OfficeRegion = {
  code: "GI",
  name: "Greater Illinois Region",
  plan: { id: 5, title: "Greater Illinois Region membership", cost: 4000, associateCost: 1000, active: true },
  administrators: [{ memberId: 3, memberNo: 10002, name: "Robert Ashford" }],
  activeMembers: 80,
};

const found = {
  results: [
    {
      id: 7,
      memberNo: 1042,
      firstName: "Margaret",
      lastName: "Whitfield",
      email: "member@example.org",
      city: "Winnetka",
      state: "US-IL",
      zipCode: "60093",
      planTitle: "Active Member (USA)",
      duesExpire: "2026-12-31",
      status: "active",
      officeRole: null,
      regions: ["GI"],
      policies: adminMemberPolicies,
      refusals: {},
    },
  ],
  page: 1,
  pageSize: 50,
  total: 1,
};

describe("changing a region's administrators (issue 14)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("adds a member found by the search, removes another, asks, and sends the whole list", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
      "GET /api/v1/office/regions": () => ({ body: [illinois] }),
      "GET /api/v1/office/members?q=whitfield&sort=last_name&order=asc&page=1": () => ({ body: found }),
      "PUT /api/v1/office/regions/GI/administrators": () => ({
        body: { ...illinois, administrators: [{ memberId: 7, memberNo: 1042, name: "Margaret Whitfield" }] },
      }),
    });
    renderWithApp(<OfficeRegionsPage />, { path: "/office/regions" });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Change administrators of Greater Illinois Region" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Administrators of Greater Illinois Region" });
    await user.type(within(dialog).getByLabelText(/^Find a member to add/), "whitfield");
    await user.click(within(dialog).getByRole("button", { name: "Search" }));
    await user.click(
      await within(dialog).findByRole("button", { name: "Add Margaret Whitfield (no. 1042)" }),
    );
    // Its name starts with the word it shows, now "Added" (WCAG 2.5.3, issue 25).
    expect(
      within(dialog)
        .getByRole("button", { name: "Added Margaret Whitfield (no. 1042)" })
        .hasAttribute("disabled"),
    ).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Remove Robert Ashford (no. 10002)" }));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));

    expect(dialog.textContent).toContain(
      "They get the Regional Administrator pages: Margaret Whitfield (no. 1042)",
    );
    expect(dialog.textContent).toContain(
      "They lose the Regional Administrator pages: Robert Ashford (no. 10002)",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save administrators" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toEqual({ member_ids: [7] });
    const row = screen.getByRole("row", { name: /Greater Illinois Region/ });
    expect(row.textContent).toContain("Margaret Whitfield (no. 1042)");
  });

  it("says when nothing was changed, and sends nothing", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
      "GET /api/v1/office/regions": () => ({ body: [illinois] }),
    });
    renderWithApp(<OfficeRegionsPage />, { path: "/office/regions" });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Change administrators of Greater Illinois Region" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Administrators of Greater Illinois Region" });
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("Nothing was changed");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });
});

describe("appointing a region's administrators is an office administrator's (issue 23)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows office staff the regions and their administrators, without the change, and says who can", async () => {
    stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_staff" }) }),
      "GET /api/v1/office/regions": () => ({ body: [illinois] }),
    });
    renderWithApp(<OfficeRegionsPage />, { path: "/office/regions" });
    const row = await screen.findByRole("row", { name: /Greater Illinois Region/ });
    expect(row.textContent).toContain("Robert Ashford (no. 10002)");
    expect(
      await screen.findByText("Only an office administrator can appoint a region's administrators."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Change administrators/ })).toBeNull();
  });
});

describe("a region's officers and their terms (issue 42)", () => {
  beforeEach(() => saveToken("test-token", false));

  const serving = {
    id: 11,
    regionCode: "GI",
    office: { id: 1, key: "director", title: "Director" },
    member: { memberId: 3, memberNo: 10002, name: "Robert Ashford" },
    startsOn: "2026-01-01",
    endsOn: null,
    state: "current",
    proposedBy: null,
  };
  const proposal = {
    ...serving,
    id: 12,
    office: { id: 2, key: "treasurer", title: "Treasurer" },
    member: { memberId: 7, memberNo: 1042, name: "Margaret Whitfield" },
    startsOn: "2027-01-01",
    endsOn: "2027-12-31",
    state: "proposed",
    proposedBy: { memberId: 3, name: "Robert Ashford" },
  };
  const offices = [
    { id: 1, key: "director", title: "Director", retired: false },
    { id: 2, key: "treasurer", title: "Treasurer", retired: false },
    { id: 9, key: null, title: "Historian", retired: true },
  ];

  it("lists the terms with where each stands, confirms a proposal, and appoints by member number", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
      "GET /api/v1/office/regions": () => ({ body: [illinois] }),
      "GET /api/v1/office/regional-offices": () => ({ body: offices }),
      "GET /api/v1/office/regions/GI/terms": () => ({ body: [proposal, serving] }),
      "POST /api/v1/office/regions/GI/terms/12/confirm": () => ({ body: { ...proposal, state: "upcoming" } }),
      "POST /api/v1/office/regions/GI/terms": () => ({ status: 201, body: { ...serving, id: 13 } }),
    });
    renderWithApp(<OfficeRegionsPage />, { path: "/office/regions" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Officers of Greater Illinois Region" }));
    const dialog = await screen.findByRole("dialog", { name: "Officers of Greater Illinois Region" });
    const terms = await within(dialog).findByRole("list", { name: "Terms of Greater Illinois Region" });
    expect(terms.textContent).toContain("Treasurer: Margaret Whitfield (no. 1042)Proposed by the director");
    expect(terms.textContent).toContain("2027-01-01 to 2027-12-31; proposed by Robert Ashford");
    expect(terms.textContent).toContain("Director: Robert Ashford (no. 10002)Serving");
    expect(terms.textContent).toContain("from 2026-01-01, no last day");

    await user.click(
      within(dialog).getByRole("button", { name: "Confirm Treasurer: Margaret Whitfield (no. 1042)" }),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/terms/12/confirm"))).toBe(true),
    );

    // A retired office is not offered.
    const office = within(dialog).getByLabelText("Office");
    expect(office.textContent).not.toContain("Historian");
    await user.click(within(dialog).getByRole("button", { name: "Appoint" }));
    expect(within(dialog).getByText("Enter the member's number")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Member number"), "1042");
    await user.selectOptions(office, "Treasurer");
    await user.type(within(dialog).getByLabelText(/^First day/), "2027-03-01");
    await user.click(within(dialog).getByRole("button", { name: "Appoint" }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith("/office/regions/GI/terms") && init?.method === "POST",
        ),
      ).toBe(true),
    );
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith("/office/regions/GI/terms") && init?.method === "POST",
    );
    expect(sentBody(post?.[1])).toEqual({
      member_no: 1042,
      office_id: 2,
      starts_on: "2027-03-01",
      ends_on: null,
    });
  });

  it("asks before ending a serving term, which the server ends on the club's day", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
      "GET /api/v1/office/regions": () => ({ body: [illinois] }),
      "GET /api/v1/office/regional-offices": () => ({ body: offices }),
      "GET /api/v1/office/regions/GI/terms": () => ({ body: [serving] }),
      "POST /api/v1/office/regions/GI/terms/11/end": () => ({ status: 204 }),
    });
    renderWithApp(<OfficeRegionsPage />, { path: "/office/regions" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Officers of Greater Illinois Region" }));
    const dialog = await screen.findByRole("dialog", { name: "Officers of Greater Illinois Region" });
    await user.click(
      await within(dialog).findByRole("button", { name: "End today: Director: Robert Ashford (no. 10002)" }),
    );
    expect(dialog.textContent).toContain("End the term of Director: Robert Ashford (no. 10002)?");
    const ended = () => fetchMock.mock.calls.some(([url]) => String(url).endsWith("/terms/11/end"));
    expect(ended()).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "End today" }));
    await waitFor(() => expect(ended()).toBe(true));
  });
});

describe("the zones, groups of regions (issue 42)", () => {
  beforeEach(() => saveToken("test-token", false));
  const michigan: OfficeRegion = { ...illinois, code: "MI", name: "Michigan Region", administrators: [] };
  const greatLakes = {
    id: 4,
    name: "Great Lakes",
    regions: [{ code: "MI", name: "Michigan Region" }],
  };

  it("adds a zone with the regions ticked, one of another zone said to move, and lists it", async () => {
    let zones: unknown[] = [greatLakes];
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
      "GET /api/v1/office/regions": () => ({ body: [illinois, michigan] }),
      "GET /api/v1/office/zones": () => ({ body: zones }),
      "POST /api/v1/office/zones": () => {
        zones = [
          {
            id: 5,
            name: "Midwest",
            regions: [{ code: "GI", name: "Greater Illinois Region" }, greatLakes.regions[0]],
          },
          { ...greatLakes, regions: [] },
        ];
        return { status: 201, body: zones[0] };
      },
    });
    renderWithApp(<OfficeRegionsPage />, { path: "/office/regions" });
    const user = userEvent.setup();
    await screen.findByRole("row", { name: /Great Lakes/ });
    await user.click(screen.getByRole("button", { name: "Add a zone" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a zone" });
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(within(dialog).getAllByText("Give the zone a name").length).toBeGreaterThan(0);
    await user.type(within(dialog).getByLabelText("Name"), "Midwest");
    await user.click(within(dialog).getByRole("checkbox", { name: "Greater Illinois Region" }));
    await user.click(within(dialog).getByRole("checkbox", { name: /Michigan Region/ }));
    expect(dialog.textContent).toContain("Now in Great Lakes: saving moves it here");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));

    const row = await screen.findByRole("row", { name: /Midwest/ });
    expect(row.textContent).toContain("Greater Illinois Region, Michigan Region");
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === "POST") ?? [];
    expect(sentBody(init)).toEqual({ name: "Midwest", regions: ["GI", "MI"] });
  });

  it("asks before deleting a zone, and shows office staff the zones without changing them", async () => {
    stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_staff" }) }),
      "GET /api/v1/office/regions": () => ({ body: [illinois, michigan] }),
      "GET /api/v1/office/zones": () => ({ body: [greatLakes] }),
    });
    renderWithApp(<OfficeRegionsPage />, { path: "/office/regions" });
    const row = await screen.findByRole("row", { name: /Great Lakes/ });
    expect(row.textContent).toContain("Michigan Region");
    expect(screen.queryByRole("button", { name: "Add a zone" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Officers of Great Lakes" })).toBeTruthy();
  });

  it("lists a zone's officers for every office role, and an administrator appoints one by member number", async () => {
    const director = {
      id: 31,
      zoneId: 4,
      office: { id: 1, key: "director", title: "Director" },
      member: { memberId: 3, memberNo: 10002, name: "Robert Ashford" },
      startsOn: "2026-01-01",
      endsOn: null,
      state: "current",
    };
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
      "GET /api/v1/office/regions": () => ({ body: [illinois, michigan] }),
      "GET /api/v1/office/zones": () => ({ body: [greatLakes] }),
      "GET /api/v1/office/regional-offices": () => ({
        body: [
          { id: 1, key: "director", title: "Director", retired: false },
          { id: 2, key: "treasurer", title: "Treasurer", retired: false },
        ],
      }),
      "GET /api/v1/office/zones/4/terms": () => ({ body: [director] }),
      "POST /api/v1/office/zones/4/terms": () => ({ status: 201, body: { ...director, id: 32 } }),
    });
    renderWithApp(<OfficeRegionsPage />, { path: "/office/regions" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Officers of Great Lakes" }));
    const dialog = await screen.findByRole("dialog", { name: "Officers of Great Lakes" });
    const terms = await within(dialog).findByRole("list", { name: "Terms of Great Lakes" });
    expect(terms.textContent).toContain("Director: Robert Ashford (no. 10002)Serving");
    expect(dialog.textContent).toContain("the zone's dashboard");
    await user.type(within(dialog).getByLabelText("Member number"), "1042");
    await user.selectOptions(within(dialog).getByLabelText("Office"), "Treasurer");
    await user.click(within(dialog).getByRole("button", { name: "Appoint" }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith("/office/zones/4/terms") && init?.method === "POST",
        ),
      ).toBe(true),
    );
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith("/office/zones/4/terms") && init?.method === "POST",
    );
    expect(sentBody(post?.[1])).toEqual({ member_no: 1042, office_id: 2, ends_on: null });
  });

  it("deletes a zone only once asked", async () => {
    let zones: unknown[] = [greatLakes];
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
      "GET /api/v1/office/regions": () => ({ body: [illinois, michigan] }),
      "GET /api/v1/office/zones": () => ({ body: zones }),
      "DELETE /api/v1/office/zones/4": () => {
        zones = [];
        return { status: 204 };
      },
    });
    renderWithApp(<OfficeRegionsPage />, { path: "/office/regions" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Great Lakes" }));
    expect(screen.getByText("Delete Great Lakes? Its regions stay, in no zone.")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, call]) => call?.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Delete the zone" }));
    expect(await screen.findByText("No zones yet: every region stands on its own.")).toBeTruthy();
  });
});
