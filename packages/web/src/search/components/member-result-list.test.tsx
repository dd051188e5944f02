import type { MemberSearchResult } from "@club/domain/search.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { setScreenWidth } from "../../test/screen-width.ts";
import { MemberResultList } from "./member-result-list.tsx";

const brandt: MemberSearchResult = {
  memberNo: 1107,
  firstName: "Walter",
  lastName: "Brandt",
  email: "walter.brandt@example.org",
  addressLine1: "9 Lake Shore",
  addressLine2: null,
  city: "Chicago",
  state: "US-IL",
  stateName: "Illinois",
  zipCode: "60601",
  cellPhone: "312-555-0101",
  residentialPhone: null,
  associate: null,
  nationalExpirationDate: "2026-12-31",
  regionalMemberships: ["Greater Illinois Region"],
  vehiclesCount: 2,
  hidden: { email: false, address: false, phones: false },
};

function renderList(onSort = vi.fn(), members = [brandt]) {
  renderWithApp(
    <MemberResultList
      members={members}
      sort="last_name"
      order="asc"
      onSort={onSort}
      onOpen={vi.fn()}
      returnTo="/my-profile/search/member"
      steps={{ shown: 25, showMore: vi.fn(), openedRow: undefined }}
    />,
  );
  return onSort;
}

describe("member results (spec §3, §4)", () => {
  it("are a table on a desktop, a member a row, sorted by the key columns' headings", async () => {
    setScreenWidth(1280);
    const onSort = renderList();
    const table = screen.getByRole("table", { name: "Members found" });
    const headings = within(table).getAllByRole("columnheader");
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Last Name\u00a0↑",
      "Member Number\u00a0↕",
      "City/State",
      "Email",
      "Phone",
      "Associate",
      "National Expiration",
      "Regional Memberships",
      "Cars",
    ]);
    expect(headings[0]?.getAttribute("aria-sort")).toBe("ascending");
    expect(headings[1]?.hasAttribute("aria-sort")).toBe(false);
    const [, row] = within(table).getAllByRole("row");
    expect(
      within(row as HTMLElement)
        .getByRole("link", { name: "Walter Brandt" })
        .getAttribute("href"),
    ).toBe("/my-profile/search/member/1107");
    // The state by its name, not its code.
    expect(within(row as HTMLElement).getByText("Chicago, Illinois")).toBeTruthy();
    // One column for both phones, each named; the missing home phone is not listed.
    expect(within(row as HTMLElement).getByText("Cell 312-555-0101")).toBeTruthy();
    expect(screen.queryByRole("listitem")).toBeNull();

    await userEvent.click(within(table).getByRole("button", { name: "Member Number" }));
    expect(onSort).toHaveBeenCalledWith("member_no");
  });

  it("are cards on a phone, each label above its value", () => {
    setScreenWidth(375);
    renderList();
    expect(screen.queryByRole("table")).toBeNull();
    const card = screen.getByRole("listitem", { name: "Walter Brandt" });
    expect(within(card).getByRole("link", { name: "Walter Brandt" })).toBeTruthy();
    const label = within(card).getByText("City/State");
    expect(label.tagName).toBe("DT");
    // Each pair is one grid cell: the value below its label, not in a narrow column beside it.
    expect(label.nextElementSibling?.tagName).toBe("DD");
    expect(label.nextElementSibling?.textContent).toBe("Chicago, Illinois");
    expect(label.parentElement?.children).toHaveLength(2);
    // The name is the card's title, not repeated as a "Last Name" value.
    expect(within(card).queryByText("Last Name")).toBeNull();
    expect(within(card).getByText("Email").parentElement?.style.gridColumn).toBe("1 / -1");
    expect(within(card).getByText("Cell Phone").nextElementSibling?.textContent).toBe("312-555-0101");
    // A card leaves out what the member has not given, so the rest reads sooner.
    expect(within(card).queryByText("Home Phone")).toBeNull();
  });

  it("say Not shown for what the member keeps from the reader, as their page does (issue 40)", () => {
    const reserved: MemberSearchResult = {
      ...brandt,
      email: null,
      cellPhone: null,
      hidden: { email: true, address: false, phones: true },
    };
    setScreenWidth(1280);
    renderList(vi.fn(), [reserved]);
    const [, row] = within(screen.getByRole("table", { name: "Members found" })).getAllByRole("row");
    // The e-mail and the phones: hidden, not empty.
    expect(within(row as HTMLElement).getAllByText("Not shown")).toHaveLength(2);
  });

  it("say Not shown on a phone's card too, where an empty detail is left out", () => {
    setScreenWidth(375);
    renderList(vi.fn(), [
      { ...brandt, cellPhone: null, hidden: { email: false, address: false, phones: true } },
    ]);
    const card = screen.getByRole("listitem", { name: "Walter Brandt" });
    expect(within(card).getByText("Cell Phone").nextElementSibling?.textContent).toBe("Not shown");
    expect(within(card).getByText("Home Phone").nextElementSibling?.textContent).toBe("Not shown");
  });
});
