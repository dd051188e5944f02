import type { ZoneStatement } from "@club/domain/region-money.schema";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { ZoneStatementPage } from "./zone-statement-page.tsx";

// Issue 42: a zone's money rolled up, for the office and the zone's officers.

const figures = { openingBalance: 0, collected: 0, fees: 0, refunded: 0, remitted: 0, owed: 0 };
const statement: ZoneStatement = {
  zone: { id: 7, name: "Zone of Lakes" },
  from: "2027-01-01",
  to: "2027-06-15",
  regions: [
    { code: "MI", name: "Michigan Region", ...figures, collected: 4000, owed: 4000 },
    { code: "NE", name: "New England Region", ...figures, collected: 2500, remitted: 1000, owed: 1500 },
  ],
  totals: { ...figures, collected: 6500, remitted: 1000, owed: 5500 },
};
const url = "GET /api/v1/office/zones/7/statement?from=2027-01-01&to=2027-06-15";

function renderPage(path: string, routes: Parameters<typeof stubApi>[0]) {
  stubApi(routes);
  renderWithApp(<ZoneStatementPage />, {
    path,
    route: path.startsWith("/office")
      ? "/office/zones/:id/statement"
      : "/my-profile/regional-administrator/zone-statement/:id",
  });
}

describe("a zone's statement (issue 42)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(1280);
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-06-15T17:00:00Z") });
  });
  afterEach(() => vi.useRealTimers());

  it("lists each region's figures, the zone's sums last, each region leading to its own statement", async () => {
    renderPage("/office/zones/7/statement", { [url]: () => ({ body: statement }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Statement: Zone of Lakes" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "The money of Zone of Lakes" });
    const rows = within(table).getAllByRole("row");
    expect(rows.at(-1)?.textContent).toContain("The zone");
    expect(rows.at(-1)?.textContent).toContain("$55.00");
    expect(within(table).getByRole("link", { name: "Michigan Region" }).getAttribute("href")).toBe(
      "/office/regions/MI/statement",
    );
  });

  it("leads an officer to the region's statement on their own pages, and says who reads it when refused", async () => {
    renderPage("/my-profile/regional-administrator/zone-statement/7", { [url]: () => ({ body: statement }) });
    const link = await screen.findByRole("link", { name: "New England Region" });
    expect(link.getAttribute("href")).toBe("/my-profile/regional-administrator/statement/NE");
  });

  it("shows a card a region on a phone, the zone's sums last", async () => {
    setScreenWidth(375);
    renderPage("/office/zones/7/statement", { [url]: () => ({ body: statement }) });
    const cards = await screen.findByRole("list", { name: "The money of Zone of Lakes" });
    const items = within(cards).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual([
      "Michigan Region",
      "New England Region",
      "The zone",
    ]);
    expect(items.at(-1)?.textContent).toContain("Owed at the end$55.00");
  });

  it("says who reads a zone's money to anyone else", async () => {
    renderPage("/office/zones/7/statement", {
      [url]: () => ({ status: 403, body: { errors: { base: ["You are not allowed to do that"] } } }),
    });
    expect(
      await screen.findByText(
        "Only the office and the officers of every one of the zone's regions read its money.",
      ),
    ).toBeTruthy();
  });
});
