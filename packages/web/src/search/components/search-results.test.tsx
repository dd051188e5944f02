import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { setScreenWidth } from "../../test/screen-width.ts";
import { SearchResults } from "./search-results.tsx";

function renderResults({
  total,
  page = 1,
  showTotal = true,
}: {
  total: number;
  page?: number;
  showTotal?: boolean;
}) {
  renderWithApp(
    <SearchResults
      description="Members matching your search."
      sortKeys={[
        { key: "last_name", label: "Last Name" },
        { key: "member_no", label: "Member Number" },
      ]}
      sort="last_name"
      order="asc"
      onSort={vi.fn()}
      page={page}
      onPageChange={vi.fn()}
      total={total}
      showTotal={showTotal}
      loading={false}
      error={null}
      shown={25}
    >
      <p>the list</p>
    </SearchResults>,
  );
}

describe("search results (spec §2, §9)", () => {
  it("shows the heading, description, sort bar and the count on page 1", () => {
    // Cards (a phone, a tablet) have no column headings to sort by: the sort bar does it.
    setScreenWidth(375);
    renderResults({ total: 3 });
    expect(screen.getByRole("heading", { level: 2, name: "Search Results" })).toBeTruthy();
    expect(screen.getByText("Members matching your search.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Last Name", pressed: true })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Member Number", pressed: false })).toBeTruthy();
    expect(screen.getByText("3 Result(s) Found")).toBeTruthy();
    expect(screen.getByText("the list")).toBeTruthy();
  });

  it("on a desktop leaves the sorting to the table's headings and says how it is sorted", () => {
    setScreenWidth(1280);
    renderResults({ total: 3 });
    expect(screen.queryByRole("button", { name: "Last Name" })).toBeNull();
    expect(screen.getByText("Sorted by Last Name, ascending")).toBeTruthy();
    expect(screen.getByText("the list")).toBeTruthy();
  });

  it("keeps the results in place, marked busy, while another sort or page loads", () => {
    renderWithApp(
      <SearchResults
        description="Members matching your search."
        sortKeys={[{ key: "member_no", label: "Member Number" }]}
        sort="member_no"
        order="desc"
        onSort={vi.fn()}
        page={1}
        onPageChange={vi.fn()}
        total={3}
        showTotal
        loading
        error={null}
        shown={25}
      >
        <p>the list</p>
      </SearchResults>,
    );
    expect(screen.getByRole("status").textContent).toBe("Searching…");
    expect(screen.getByText("the list").closest("[aria-busy]")?.getAttribute("aria-busy")).toBe("true");
  });

  it("does not count the results after page 1", () => {
    renderResults({ total: 1200, page: 2 });
    expect(screen.queryByText(/Result\(s\) Found/)).toBeNull();
  });

  it("pages only above 500 results", () => {
    renderResults({ total: 500 });
    expect(screen.queryByRole("button", { name: "Page 2" })).toBeNull();
  });

  it("shows the pages when there are more than 500 results", () => {
    renderResults({ total: 1200 });
    expect(screen.getByRole("button", { name: "Page 2" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 3" })).toBeTruthy();
  });

  it("says when nothing was found", () => {
    renderResults({ total: 0 });
    expect(screen.getByText("No results for your search. Please try again.")).toBeTruthy();
    expect(screen.queryByText("the list")).toBeNull();
  });
});
