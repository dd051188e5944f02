import type { RegionPage as RegionPageData } from "@club/domain/region-page.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { RegionPage } from "./region-page.tsx";

// Issue 42: a region's own page, open to anyone: officers, coming events, news, how to join.

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
  posts: [
    {
      id: 9,
      title: "Members' tour routes",
      body: "The routes are ready.\n\nBring a map.",
      membersOnly: true,
      author: "Nell Editor",
      publishedAt: "2027-06-10T15:00:00Z",
      updatedAt: "2027-06-10T15:00:00Z",
    },
    {
      id: 8,
      title: "Spring picnic",
      body: "<b>Everyone</b> is welcome.",
      membersOnly: false,
      author: null,
      publishedAt: "2027-06-01T15:00:00Z",
      updatedAt: "2027-06-01T15:00:00Z",
    },
  ],
};

const noCommittees = (code: string) => ({
  body: { region: { code, name: page.region.name }, committees: [] },
});

function renderPage(code: string, reply: Parameters<typeof stubApi>[0][string]) {
  stubApi({
    [`GET /api/v1/regions/${code}`]: reply,
    [`GET /api/v1/regions/${code}/committees`]: () => noCommittees(code),
  });
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

  it("shows its news, members-only posts marked, paragraphs apart and the text never read as HTML", async () => {
    renderPage("GI", () => ({ body: page }));
    const news = await screen.findByRole("region", { name: "News" });
    const posts = within(news).getAllByRole("article");
    expect(posts).toHaveLength(2);
    expect(
      within(posts[0] as HTMLElement).getByRole("heading", { level: 3, name: "Members' tour routes" }),
    ).toBeTruthy();
    expect(within(posts[0] as HTMLElement).getByText("Members only")).toBeTruthy();
    expect(within(posts[0] as HTMLElement).getByText("The routes are ready.")).toBeTruthy();
    expect(within(posts[0] as HTMLElement).getByText("Bring a map.")).toBeTruthy();
    expect(within(posts[0] as HTMLElement).getByText(/Nell Editor/)).toBeTruthy();
    expect(within(posts[1] as HTMLElement).queryByText("Members only")).toBeNull();
    expect(within(posts[1] as HTMLElement).getByText("<b>Everyone</b> is welcome.")).toBeTruthy();
  });

  it("shows all the region's news by pages once asked, when the page has its five newest", async () => {
    const five = Array.from({ length: 5 }, (_, index) => ({
      ...page.posts[1],
      id: 20 + index,
      title: `News ${index}`,
    })) as RegionPageData["posts"];
    stubApi({
      "GET /api/v1/regions/GI": () => ({ body: { ...page, posts: five } }),
      "GET /api/v1/regions/GI/committees": () => noCommittees("GI"),
      "GET /api/v1/regions/GI/posts?page=1": () => ({
        body: {
          results: [...five, { ...five[0], id: 40, title: "Older news" }],
          page: 1,
          pageSize: 20,
          total: 26,
        },
      }),
      "GET /api/v1/regions/GI/posts?page=2": () => ({
        body: { results: [{ ...five[0], id: 41, title: "Oldest news" }], page: 2, pageSize: 20, total: 26 },
      }),
    });
    renderWithApp(<RegionPage />, { path: "/regions/gi", route: "/regions/:code" });
    const news = await screen.findByRole("region", { name: "News" });
    expect(within(news).getAllByRole("article")).toHaveLength(5);
    await userEvent.click(within(news).getByRole("button", { name: "All the region's news" }));
    expect(await within(news).findByRole("article", { name: "Older news" })).toBeTruthy();
    await userEvent.click(within(news).getByRole("button", { name: "next page" }));
    expect(await within(news).findByRole("article", { name: "Oldest news" })).toBeTruthy();
  });

  it("lists its committees beside its officers, each member as the server names them (issue 46)", async () => {
    stubApi({
      "GET /api/v1/regions/GI": () => ({ body: page }),
      "GET /api/v1/regions/GI/committees": () => ({
        body: {
          region: page.region,
          committees: [
            {
              id: 3,
              name: "Tour Committee",
              description: "Plans the region's tours.",
              members: [
                { termId: 1, role: "Chair", name: "Carla Chair", named: true },
                { termId: 2, role: "Member", name: "A club member", named: false },
                { termId: 3, role: "Member", name: "A club member", named: false },
              ],
            },
          ],
        },
      }),
    });
    renderWithApp(<RegionPage />, { path: "/regions/gi", route: "/regions/:code" });
    const section = await screen.findByRole("region", { name: "Committees" });
    expect(within(section).getByRole("heading", { level: 3, name: "Tour Committee" })).toBeTruthy();
    expect(within(section).getByText("Plans the region's tours.")).toBeTruthy();
    expect(
      within(within(section).getByRole("list", { name: "Members of the Tour Committee" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Chair: Carla Chair", "Member: A club member", "Member: A club member"]);
  });

  it("says so when it has no officers or events, and when no region has the code", async () => {
    renderPage("UM", () => ({
      body: {
        ...page,
        region: { code: "UM", name: "Upper Midwest Region" },
        officers: [],
        events: [],
        plan: null,
        posts: [],
      },
    }));
    expect(await screen.findByText("The region has no officers listed at the moment.")).toBeTruthy();
    expect(screen.getByText("The region has posted no news yet.")).toBeTruthy();
    expect(screen.getByText("No events are planned yet. Check back soon.")).toBeTruthy();
    expect(screen.getByText(/not taking new members online/)).toBeTruthy();
    // No committees: no heading saying nothing.
    expect(screen.queryByRole("region", { name: "Committees" })).toBeNull();
  });

  it("an unknown code is said in words", async () => {
    renderPage("XX", () => ({ status: 404, body: { errors: { base: ["Not Found"] } } }));
    expect(await screen.findByText("No region has the code XX.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toBeTruthy();
  });
});
