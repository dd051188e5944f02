import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { readSavedSearch, saveSearch } from "../../../search/state/saved-search.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { MemberSearchPage } from "./member-search-page.tsx";

const brandt = {
  memberNo: 1107,
  firstName: "Walter",
  lastName: "Brandt",
  email: "walter.brandt@example.org",
  addressLine1: "9 Lake Shore",
  addressLine2: null,
  city: "Evanston",
  state: "US-IL",
  stateName: "Illinois",
  zipCode: "60201",
  cellPhone: "312-555-0101",
  residentialPhone: null,
  associate: null,
  nationalExpirationDate: "2026-12-31",
  regionalMemberships: ["Greater Illinois"],
  vehiclesCount: 2,
  hidden: { email: false, address: false, phones: false },
};

const reply = { results: [brandt], total: 1, totalRecords: 40 };

function renderPage(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    "GET /api/v1/countries": () => ({ body: { "United States": "US" } }),
    "GET /api/v1/regional_administrators/available_regions": () => ({
      body: { "Greater Illinois": { administrator: false, director: false, regionCode: "GI" } },
    }),
    "GET /api/v1/members/search?last_name=b&sort=last_name&order=asc&page=1": () => ({ body: reply }),
    "GET /api/v1/members/search?last_name=b&sort=member_no&order=desc&page=1": () => ({ body: reply }),
    ...routes,
  });
  renderWithApp(<MemberSearchPage />, { path: "/my-profile/search/member" });
  return fetchMock;
}

const searchUrls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes("/members/search"));

describe("member search page (spec §2, §4, §5)", () => {
  beforeEach(() => {
    sessionStorage.clear();
    saveToken("test-token", false);
  });

  it("keeps SEARCH disabled until a field has a value", async () => {
    renderPage();
    const search = screen.getByRole("button", { name: "SEARCH" });
    expect(search.hasAttribute("disabled")).toBe(true);
    await userEvent.type(screen.getByLabelText("Last Name"), "b");
    expect(search.hasAttribute("disabled")).toBe(false);
    await userEvent.clear(screen.getByLabelText("Last Name"));
    expect(search.hasAttribute("disabled")).toBe(true);
  });

  it("flags State/Province as required without requiring it", () => {
    renderPage();
    const state = screen.getByLabelText(/^State\/Province/);
    expect(state.hasAttribute("required")).toBe(false);
    expect(screen.getByText("*", { exact: false, selector: "[aria-hidden]" })).toBeTruthy();
  });

  it("searches by last name, counts the results and sorts by member number", async () => {
    const fetchMock = renderPage();
    await userEvent.type(screen.getByLabelText("Last Name"), "b");
    await userEvent.click(screen.getByRole("button", { name: "SEARCH" }));
    expect(await screen.findByText("1 Result(s) Found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Walter Brandt" }).getAttribute("href")).toBe(
      "/my-profile/search/member/1107",
    );
    await userEvent.click(screen.getByRole("button", { name: "Member Number" }));
    expect(await screen.findByText("Sorted by Member Number, descending")).toBeTruthy();
    expect(searchUrls(fetchMock)).toContain(
      "/api/v1/members/search?last_name=b&sort=member_no&order=desc&page=1",
    );
  });

  it("saves the search before a member opens and restores it on return", async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText("Last Name"), "b");
    await userEvent.click(screen.getByRole("button", { name: "SEARCH" }));
    await userEvent.click(await screen.findByRole("link", { name: "Walter Brandt" }));
    expect(readSavedSearch("member")).toEqual({
      filters: { lastName: "b" },
      sort: "last_name",
      order: "asc",
      page: 1,
    });
  });

  it("runs a restored search again and forgets the stored copy", async () => {
    saveSearch("member", { filters: { lastName: "b" }, sort: "member_no", order: "desc", page: 1 });
    renderPage();
    expect(await screen.findByRole("link", { name: "Walter Brandt" })).toBeTruthy();
    expect((screen.getByLabelText("Last Name") as HTMLInputElement).value).toBe("b");
    expect(readSavedSearch("member")).toBeNull();
  });

  it("says when nothing was found and clears everything", async () => {
    renderPage({
      "GET /api/v1/members/search?last_name=zz&sort=last_name&order=asc&page=1": () => ({
        body: { results: [], total: 0, totalRecords: 40 },
      }),
    });
    await userEvent.type(screen.getByLabelText("Last Name"), "zz");
    await userEvent.click(screen.getByRole("button", { name: "SEARCH" }));
    expect(await screen.findByText("No results for your search. Please try again.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("heading", { name: "Search Results" })).toBeNull();
    expect((screen.getByLabelText("Last Name") as HTMLInputElement).value).toBe("");
  });
});
