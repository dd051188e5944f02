import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { VehicleResultList } from "./vehicle-result-list.tsx";

const duesenberg = {
  id: 31,
  year: 1931,
  make: "Duesenberg",
  model: "Model J",
  numberOfCylinders: 8,
  bodyStyle: "Convertible Coupe",
  bodyMaker: "Murphy",
  seniorCategory: "None" as const,
  seniorNumber: null,
  firstName: "Walter" as string | null,
  lastName: "Brandt" as string | null,
  thumbnailUrl: null as string | null,
};

function renderList(onSort = vi.fn(), vehicles = [duesenberg]) {
  renderWithApp(
    <VehicleResultList
      vehicles={vehicles}
      sort={undefined}
      order="asc"
      onSort={onSort}
      onOpen={vi.fn()}
      steps={{ shown: 25, showMore: vi.fn(), openedRow: undefined }}
    />,
  );
  return onSort;
}

describe("car results (spec §3, §4)", () => {
  it("are a table on a desktop: a photo, then year, make and model apart, sorted by Year or Model", async () => {
    setScreenWidth(1280);
    const onSort = renderList();
    const table = screen.getByRole("table", { name: "Cars found" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((heading) => heading.textContent),
    ).toEqual(["Photo", "Year\u00a0↕", "Make", "Model\u00a0↕", "Body Style", "Coachbuilder", "Owner"]);
    // The link shows the model in its column and names the whole car.
    const link = within(table).getByRole("link", { name: "1931 Duesenberg Model J" });
    expect(link.getAttribute("href")).toBe("/my-profile/search/vehicle/31");
    expect(within(table).getByText("Walter Brandt")).toBeTruthy();
    await userEvent.click(within(table).getByRole("button", { name: "Year" }));
    expect(onSort).toHaveBeenCalledWith("year");
  });

  it("are cards on a phone, the photo's place at the left, the car's name as the title", () => {
    setScreenWidth(375);
    renderList();
    expect(screen.queryByRole("table")).toBeNull();
    const card = screen.getByRole("listitem", { name: "1931 Duesenberg Model J" });
    expect(within(card).getByRole("link", { name: "1931 Duesenberg Model J" })).toBeTruthy();
    expect(within(card).getByText("No photo")).toBeTruthy();
    expect(within(card).getByText("Owner").nextElementSibling?.textContent).toBe("Walter Brandt");
    expect(within(card).queryByText("Year")).toBeNull();
  });

  it("name an owner who is not listed in the directory as such", () => {
    setScreenWidth(375);
    renderList(vi.fn(), [{ ...duesenberg, firstName: null, lastName: null }]);
    const card = screen.getByRole("listitem", { name: "1931 Duesenberg Model J" });
    expect(within(card).getByText("Owner").nextElementSibling?.textContent).toBe(
      "A member who is not listed in the directory",
    );
  });

  it.each([1280, 375])("show an approved car's main photo at %ipx, named after the car", (width) => {
    setScreenWidth(width);
    const thumbnailUrl = "/api/v1/vehicle_images/7/thumbnail?expires=1&signature=a";
    renderList(vi.fn(), [{ ...duesenberg, thumbnailUrl }]);
    const photo = screen.getByRole("img", { name: "Photo of the 1931 Duesenberg Model J" });
    expect(photo.getAttribute("src")).toBe(thumbnailUrl);
    expect(screen.queryByText("No photo")).toBeNull();
  });
});
