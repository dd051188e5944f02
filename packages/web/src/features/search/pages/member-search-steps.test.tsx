import type { MemberSearchResult } from "@club/domain/search.schema";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { saveOpenedRow, saveSearch } from "../../../search/state/saved-search.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { MemberSearchPage } from "./member-search-page.tsx";

// Issue 25: on a phone the directory's results come in steps of 25 as the member scrolls, the count stays in view,
// Back to top returns to the heading, and the way back from a member's page lands on that member again.

const member = (n: number): MemberSearchResult => ({
  memberNo: 2000 + n,
  firstName: `First${n}`,
  lastName: `Baker${String(n).padStart(3, "0")}`,
  email: `baker${n}@example.org`,
  addressLine1: null,
  addressLine2: null,
  city: "Elgin",
  state: "US-IL",
  stateName: "Illinois",
  zipCode: null,
  cellPhone: null,
  residentialPhone: null,
  associate: null,
  nationalExpirationDate: "2027-12-31",
  regionalMemberships: [],
  vehiclesCount: 0,
  hidden: { email: false, address: false, phones: false },
});

const members = Array.from({ length: 70 }, (_, i) => member(i + 1));
const byName = { results: members, total: 70, totalRecords: 400 };
const byNumber = { results: [...members].reverse(), total: 70, totalRecords: 400 };

/** An IntersectionObserver the test moves: `scrollNearEnd` says the end of the list came near the screen. */
class FakeObserver {
  static latest: FakeObserver | undefined;
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeObserver.latest = this;
  }
  observe() {}
  disconnect() {}
  near() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
}

const scrollNearEnd = () => act(() => FakeObserver.latest?.near());

function renderPage() {
  stubApi({
    "GET /api/v1/countries": () => ({ body: { "United States": "US" } }),
    "GET /api/v1/regional_administrators/available_regions": () => ({ body: {} }),
    "GET /api/v1/members/search?last_name=baker&sort=last_name&order=asc&page=1": () => ({ body: byName }),
    "GET /api/v1/members/search?last_name=baker&sort=member_no&order=desc&page=1": () => ({ body: byNumber }),
  });
  return renderWithApp(<MemberSearchPage />, { path: "/my-profile/search/member" });
}

async function search() {
  await userEvent.type(screen.getByLabelText("Last Name"), "baker");
  await userEvent.click(screen.getByRole("button", { name: "SEARCH" }));
  await screen.findByRole("link", { name: "First1 Baker001" });
  return resultList();
}

/** The list of result cards (each card holds a list of its values). */
const resultList = () =>
  screen.getByRole("region", { name: "Search Results" }).querySelector("ul") as HTMLElement;
const cardsIn = (list: HTMLElement) => list.querySelectorAll(":scope > li");

function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("member search results on a phone (issue 25)", { timeout: 15_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    saveToken("test-token", false);
    FakeObserver.latest = undefined;
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    scrollWindowTo(0);
  });

  it("shows 25 cards, then 25 more as the end of the list comes near", async () => {
    setScreenWidth(375);
    renderPage();
    const list = await search();
    expect(cardsIn(list)).toHaveLength(25);
    expect(screen.getByText("Showing 25 of 70")).toBeTruthy();
    scrollNearEnd();
    expect(cardsIn(list)).toHaveLength(50);
    expect(screen.getByText("Showing 50 of 70")).toBeTruthy();
    scrollNearEnd();
    expect(cardsIn(list)).toHaveLength(70);
    expect(screen.getByText("Showing all 70")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();
  });

  it("keeps the count at the top of the screen, in a polite live region", async () => {
    setScreenWidth(375);
    renderPage();
    await search();
    const count = screen.getByText("70 Result(s) Found").parentElement as HTMLElement;
    expect(count.getAttribute("aria-live")).toBe("polite");
    expect(count.style.position).toBe("sticky");
    expect(within(count).getByText("Showing 25 of 70")).toBeTruthy();
  });

  it("shows the next 25 with the button and takes the focus to the first of them", async () => {
    setScreenWidth(375);
    renderPage();
    const list = await search();
    await userEvent.click(screen.getByRole("button", { name: "Show more results" }));
    expect(cardsIn(list)).toHaveLength(50);
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "First26 Baker026" }));
  });

  it("starts again from the first 25 when the results are sorted another way", async () => {
    setScreenWidth(375);
    renderPage();
    const list = await search();
    scrollNearEnd();
    expect(cardsIn(list)).toHaveLength(50);
    await userEvent.click(screen.getByRole("button", { name: "Member Number" }));
    expect(await screen.findByRole("link", { name: "First70 Baker070" })).toBeTruthy();
    expect(cardsIn(resultList())).toHaveLength(25);
  });

  it("offers Back to top a screen down, which takes the focus to the results' heading", async () => {
    setScreenWidth(375);
    renderPage();
    await search();
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
    scrollWindowTo(window.innerHeight + 10);
    const back = await screen.findByRole("button", { name: "Back to top" });
    await userEvent.click(back);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Search Results" }));
  });

  it("remembers the member opened and how many were shown; the way back shows them and focuses that member", async () => {
    setScreenWidth(375);
    const first = renderPage();
    await search();
    scrollNearEnd();
    await userEvent.click(screen.getByRole("link", { name: "First45 Baker045" }));
    expect(await screen.findByText("Elsewhere")).toBeTruthy();
    first.unmount();

    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView");
    renderPage();
    const link = await screen.findByRole("link", { name: "First45 Baker045" });
    expect(cardsIn(resultList())).toHaveLength(50);
    expect(document.activeElement).toBe(link);
    expect(scrolled.mock.contexts).toContain(link.closest("li"));
  });

  it("on a desktop lists every result in the table and comes back to the member opened", async () => {
    setScreenWidth(1280);
    saveSearch("member", { filters: { lastName: "baker" }, sort: "last_name", order: "asc", page: 1 });
    saveOpenedRow("member", { row: "2060", shown: 25 });
    renderPage();
    const link = await screen.findByRole("link", { name: "First60 Baker060" });
    const table = screen.getByRole("table", { name: "Members found" });
    expect(within(table).getAllByRole("row")).toHaveLength(71);
    expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();
    expect(document.activeElement).toBe(link);
  });
});
