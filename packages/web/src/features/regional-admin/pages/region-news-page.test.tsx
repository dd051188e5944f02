import type { AnnouncementSummary } from "@club/domain/announcement.schema";
import type { RegionPost } from "@club/domain/region-posts.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { RegionNewsPage } from "./region-news-page.tsx";

// Issue 42: a region's news and newsletter for its newsletter editor or director.

// The text boxes grow with their text (Mantine's autosize), which listens for web fonts; happy-dom has none.
if (!document.fonts)
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

const api = "/api/v1/regional_administrators/regions/GI";
const post: RegionPost = {
  id: 7,
  title: "Members' tour routes",
  body: "The routes are ready.\n\nBring a map.",
  membersOnly: true,
  author: "Nell Editor",
  publishedAt: "2027-06-10T15:00:00Z",
  updatedAt: "2027-06-10T15:00:00Z",
};
const draft: AnnouncementSummary = {
  id: 31,
  subject: "Summer news",
  segment: { kind: "region", regionId: 3 },
  audience: "Active members of Greater Illinois Region",
  status: "draft",
  progress: { total: 0, sent: 0, skipped: 0, pending: 0 },
  createdByName: "Nell Editor",
  createdAt: "2027-06-10T15:00:00Z",
  updatedAt: "2027-06-10T15:00:00Z",
  sendStartedAt: null,
  sentAt: null,
};
const page = <Row,>(results: Row[]) => ({ results, page: 1, pageSize: 20, total: results.length });
const audience = {
  audience: "Active members of Greater Illinois Region",
  recipients: 41,
  skipped: { noEmail: 1, unsubscribed: 2, bouncing: 0 },
};

function renderPage(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({
    "GET /api/v1/regional_administrators/available_regions": () => ({
      body: { "Greater Illinois Region": { administrator: true, director: false, regionCode: "GI" } },
    }),
    [`GET ${api}/posts?page=1`]: () => ({ body: page([post]) }),
    [`GET ${api}/newsletters`]: () => ({ body: page([draft]) }),
    ...routes,
  });
  renderWithApp(<RegionNewsPage />, {
    path: "/my-profile/regional-administrator/news/gi",
    route: "/my-profile/regional-administrator/news/:code",
  });
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, call: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? "GET"} ${url}` === call);

describe("a region's news and newsletter (issue 42)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(375);
  });

  it("publishes a post with its fields as labelled, members-only if ticked", async () => {
    const fetchMock = renderPage({
      [`POST ${api}/posts`]: () => ({ status: 201, body: { ...post, id: 8 } }),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "News and newsletter: Greater Illinois Region" }),
    ).toBeTruthy();
    const form = screen.getByRole("form", { name: "Write a post" });
    await userEvent.type(within(form).getByLabelText(/Title/), "Picnic");
    await userEvent.type(within(form).getByLabelText(/^Text/), "Bring a chair.");
    await userEvent.click(within(form).getByLabelText(/Members only/));
    await userEvent.click(within(form).getByRole("button", { name: "Publish the post" }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${api}/posts`)).toHaveLength(1));
    expect(sentBody(callsTo(fetchMock, `POST ${api}/posts`)[0]?.[1])).toEqual({
      title: "Picnic",
      body: "Bring a chair.",
      members_only: true,
    });
  });

  it("shows the server's refusal at the field", async () => {
    renderPage({
      [`POST ${api}/posts`]: () => ({ status: 400, body: { errors: { title: ["Title is too long"] } } }),
    });
    const form = await screen.findByRole("form", { name: "Write a post" });
    await userEvent.type(within(form).getByLabelText(/Title/), "x");
    await userEvent.type(within(form).getByLabelText(/^Text/), "y");
    await userEvent.click(within(form).getByRole("button", { name: "Publish the post" }));
    expect(await within(form).findByText("Title is too long")).toBeTruthy();
  });

  it("deletes a post only once asked and confirmed", async () => {
    const fetchMock = renderPage({ [`DELETE ${api}/posts/7`]: () => ({ status: 204 }) });
    const article = await screen.findByRole("article", { name: "Members' tour routes" });
    expect(within(article).getByText("Members only")).toBeTruthy();
    await userEvent.click(within(article).getByRole("button", { name: /^Delete/ }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this post?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(callsTo(fetchMock, `DELETE ${api}/posts/7`)).toHaveLength(0);
    await userEvent.click(within(article).getByRole("button", { name: /^Delete/ }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Delete this post?" })).getByRole("button", {
        name: "Delete the post",
      }),
    );
    await waitFor(() => expect(callsTo(fetchMock, `DELETE ${api}/posts/7`)).toHaveLength(1));
  });

  it("says how many members a newsletter reaches, tests it on the editor and sends it after confirming", async () => {
    const notified = vi.fn();
    const fetchMock = renderPage({
      [`POST ${api}/newsletters/preview`]: () => ({
        body: { ...audience, message: { subject: "Summer", text: "Dear Ada" } },
      }),
      [`GET ${api}/newsletters/audience`]: () => ({ body: audience }),
      [`POST ${api}/newsletters/31/test`]: () => {
        notified();
        return { body: { to: "nell@example.net" } };
      },
      [`POST ${api}/newsletters/31/send`]: () => ({ body: { ...draft, status: "sending", body: "Hi" } }),
    });
    const form = await screen.findByRole("form", { name: "Write a newsletter" });
    await userEvent.type(within(form).getByLabelText(/Subject/), "Summer");
    await userEvent.type(within(form).getByLabelText(/^Message/), "Hello all.");
    await userEvent.click(within(form).getByRole("button", { name: "How many will it reach?" }));
    expect(
      await within(form).findByText(/It will reach 41 members of the region; 3 more are skipped/),
    ).toBeTruthy();
    expect(sentBody(callsTo(fetchMock, `POST ${api}/newsletters/preview`)[0]?.[1])).toEqual({
      subject: "Summer",
      body: "Hello all.",
    });

    const list = screen.getByRole("list", { name: "The region's newsletters" });
    expect(within(list).getByText("Draft, not sent")).toBeTruthy();
    await userEvent.click(within(list).getByRole("button", { name: /^Send a test to yourself/ }));
    await waitFor(() => expect(notified).toHaveBeenCalledTimes(1));

    await userEvent.click(within(list).getByRole("button", { name: /^Send to the members/ }));
    const dialog = await screen.findByRole("dialog", { name: "Send this newsletter?" });
    expect(await within(dialog).findByText(/It will reach 41 members/)).toBeTruthy();
    expect(callsTo(fetchMock, `POST ${api}/newsletters/31/send`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Send the newsletter" }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${api}/newsletters/31/send`)).toHaveLength(1));
  });

  it("tells another officer, in the server's words, that the region's news is not theirs", async () => {
    renderPage({
      [`GET ${api}/posts?page=1`]: () => ({
        status: 403,
        body: { errors: { base: ["Only the region's newsletter editor or director may write its news."] } },
      }),
    });
    expect(
      await screen.findByText("Only the region's newsletter editor or director may write its news."),
    ).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Write a post" })).toBeNull();
  });
});
