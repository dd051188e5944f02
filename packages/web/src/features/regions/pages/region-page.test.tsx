import type { RegionPage as RegionPageData } from "@club/domain/region-page.schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { RegionPage } from "./region-page.tsx";

// Issue 42: a region's own page, open to anyone: officers, coming events, how to join.

const page: RegionPageData = {
  region: { code: "GI", name: "Greater Illinois Region" },
  officers: [
    { office: "Director", name: "Dee Director", named: true },
    { office: "Treasurer", name: "A club member", named: false },
  ],
  events: [
    {
      id: 4,
      title: "Spring Brunch",
      dateStart: "2027-04-10",
      dateEnd: "2027-04-11",
      place: "St. Charles, Illinois",
      registration: "portal",
    },
    {
      id: 5,
      title: "Fox River Tour",
      dateStart: "2027-05-02",
      dateEnd: "2027-05-02",
      place: null,
      registration: "form",
    },
  ],
  plan: { title: "Greater Illinois Region membership", cost: 4000, associateCost: 1000 },
};

function renderPage(code: string, reply: Parameters<typeof stubApi>[0][string]) {
  stubApi({ [`GET /api/v1/regions/${code}`]: reply });
  renderWithApp(<RegionPage />, { path: `/regions/${code.toLowerCase()}`, route: "/regions/:code" });
}

describe("a region's own page (issue 42)", () => {
  it("names its officers as the server words them, its coming events and its dues", async () => {
    renderPage("GI", () => ({ body: page }));
    expect(await screen.findByRole("heading", { level: 1, name: "Greater Illinois Region" })).toBeTruthy();
    const officers = screen.getByRole("list", { name: "Officers" });
    expect(
      within(officers)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Director: Dee Director", "Treasurer: A club member"]);
    const events = screen.getByRole("list", { name: "Coming events" });
    expect(within(events).getByText("April 10, 2027 to April 11, 2027, St. Charles, Illinois")).toBeTruthy();
    expect(within(events).getByText("May 2, 2027")).toBeTruthy();
    expect(within(events).getByText("Members register under My Events once signed in.")).toBeTruthy();
    expect(screen.getByText(/for \$40\.00 a year \(\$10\.00 for an associate\)/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Join the club" }).getAttribute("href")).toBe("/join-the-ccca");
  });

  it("says so when it has no officers or events, and when no region has the code", async () => {
    renderPage("UM", () => ({
      body: {
        ...page,
        region: { code: "UM", name: "Upper Midwest Region" },
        officers: [],
        events: [],
        plan: null,
      },
    }));
    expect(await screen.findByText("The region has no officers listed at the moment.")).toBeTruthy();
    expect(screen.getByText("No events are planned yet. Check back soon.")).toBeTruthy();
    expect(screen.getByText(/not taking new members online/)).toBeTruthy();
  });

  it("an unknown code is said in words", async () => {
    renderPage("XX", () => ({ status: 404, body: { errors: { base: ["Not Found"] } } }));
    expect(await screen.findByText("No region has the code XX.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toBeTruthy();
  });
});
