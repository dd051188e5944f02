import type { RegistryStats } from "@club/domain/registry-stats.schema";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { type StubReply, stubApi } from "../../../test/stub-api.ts";
import { RegistryStatsPage } from "./registry-stats-page.tsx";

const makes = [
  { id: 3, name: "Cadillac" },
  { id: 7, name: "Packard" },
  { id: 9, name: "Stutz" },
];

const allMakes: RegistryStats = {
  makes: [
    { makeId: 7, make: "Packard", cars: 6, withCurrentMembers: 4 },
    { makeId: 3, make: "Cadillac", cars: 1, withCurrentMembers: 1 },
  ],
  models: null,
  totals: { cars: 7, withCurrentMembers: 5 },
};

const packard: RegistryStats = {
  makes: [{ makeId: 7, make: "Packard", cars: 6, withCurrentMembers: 4 }],
  models: [
    { model: "Super Eight", year: 1940, cars: 1, withCurrentMembers: 0 },
    { model: "Twelve", year: 1934, cars: 5, withCurrentMembers: 4 },
  ],
  totals: { cars: 6, withCurrentMembers: 4 },
};

const statsUrl = "GET /api/v1/registry/stats";
const page = "/my-profile/registry";

function renderPage(routes: Record<string, () => StubReply | Promise<StubReply>>, path = page) {
  const fetchMock = stubApi({ "GET /api/v1/makes": () => ({ body: makes }), ...routes });
  return { fetchMock, ...renderWithApp(<RegistryStatsPage />, { path, route: page }) };
}

/** The table's rows as their cells' text, heading row first. */
function tableRows(name: string) {
  const table = screen.getByRole("table", { name });
  return within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
}

describe("the registry in numbers (issue 27)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows a skeleton while counting, then the makes as a table with the totals", async () => {
    let answer: (reply: StubReply) => void = () => {};
    renderPage({ [statsUrl]: () => new Promise<StubReply>((resolve) => (answer = resolve)) });
    expect(screen.getByRole("heading", { level: 1, name: "The Registry in Numbers" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Counting the registry's cars");

    await act(async () => answer({ body: allMakes }));
    expect(await screen.findByRole("table", { name: "Cars by make" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(tableRows("Cars by make")).toEqual([
      ["Make", "Cars", "With current members"],
      ["Packard", "6", "4"],
      ["Cadillac", "1", "1"],
    ]);
    expect(screen.getByText("7 cars in the registry, 5 of them with current members.")).toBeTruthy();
  });

  it("asks for the chosen make, puts it in the address, and goes back to all makes", async () => {
    const { fetchMock, router } = renderPage({
      [statsUrl]: () => ({ body: allMakes }),
      [`${statsUrl}?make_id=7`]: () => ({ body: packard }),
    });
    await screen.findByRole("table", { name: "Cars by make" });
    // The makes arrive apart from the numbers: wait for the option before choosing it.
    await screen.findByRole("option", { name: "Packard" });

    await userEvent.selectOptions(screen.getByLabelText("Make"), "Packard");
    expect(await screen.findByRole("table", { name: "Packard cars by model and year" })).toBeTruthy();
    expect(router.state.location.search).toBe("?make=7");
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/v1/registry/stats?make_id=7");
    expect(tableRows("Packard cars by model and year")).toEqual([
      ["Model", "Year", "Cars", "With current members"],
      ["Super Eight", "1940", "1", "0"],
      ["Twelve", "1934", "5", "4"],
    ]);
    expect(screen.getByText("6 Packard cars in the registry, 4 of them with current members.")).toBeTruthy();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole("table", { name: "Cars by make" })).toBeTruthy();
    expect((screen.getByLabelText("Make") as HTMLSelectElement).value).toBe("");
  });

  it("opens a linked make's numbers", async () => {
    renderPage({ [`${statsUrl}?make_id=7`]: () => ({ body: packard }) }, `${page}?make=7`);
    expect(await screen.findByRole("table", { name: "Packard cars by model and year" })).toBeTruthy();
    await screen.findByRole("option", { name: "Packard" });
    expect((screen.getByLabelText("Make") as HTMLSelectElement).value).toBe("7");
  });

  it("says so when the registry holds no car, or a make has none", async () => {
    renderPage({
      [statsUrl]: () => ({ body: { makes: [], models: null, totals: { cars: 0, withCurrentMembers: 0 } } }),
      [`${statsUrl}?make_id=9`]: () => ({
        body: {
          makes: [{ makeId: 9, make: "Stutz", cars: 0, withCurrentMembers: 0 }],
          models: [],
          totals: { cars: 0, withCurrentMembers: 0 },
        },
      }),
    });
    expect(await screen.findByText("No cars in the registry yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    await screen.findByRole("option", { name: "Stutz" });
    await userEvent.selectOptions(screen.getByLabelText("Make"), "Stutz");
    expect(await screen.findByText("No Stutz cars in the registry yet.")).toBeTruthy();
  });

  it("says the numbers could not be loaded, and loads them again", async () => {
    let fail = true;
    renderPage({ [statsUrl]: () => (fail ? { status: 500, body: { errors: {} } } : { body: allMakes }) });
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("The registry's numbers could not be loaded."),
    );
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Cars by make" })).toBeTruthy();
  });
});
