import { archiveMentionSourceLabels, archiveMessages } from "@club/domain/archive.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officePageFixture, officeSessionFixture } from "../../../test/office.fixture.ts";
import { archiveMentionFixture } from "../../../test/office-archive.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { type StubReply, stubApi } from "../../../test/stub-api.ts";
import { OfficeArchivePage } from "../pages/office-archive-page.tsx";

type Replies = Record<string, (init?: RequestInit) => StubReply | Promise<StubReply>>;

const pendingUrl = "/api/v1/office/archive/mentions?status=pending&page=1";
const packard = archiveMentionFixture();
const suggested = archiveMentionFixture({
  id: 41,
  vehicleId: 302,
  car: "1934 Duesenberg J Murphy Convertible",
  page: 30,
  foundBy: "suggested",
  thumbnailUrl: null,
});

function openMentions(replies: Replies = {}, path = "/office/archive?tab=mentions") {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_staff" }) }),
    [`GET ${pendingUrl}`]: () => ({ body: officePageFixture([packard, suggested]) }),
    ...replies,
  });
  const app = renderWithApp(
    <>
      <Notifications />
      <OfficeArchivePage />
    </>,
    { path, route: "/office/archive" },
  );
  return { fetchMock, ...app };
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([path, init]) => (init?.method ?? "GET") === method && path === url);

describe("the office's mentions of cars in the archive (issue 45)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists each waiting mention: the car, the issue's page to open, its picture and how it was found", async () => {
    openMentions();
    expect(await screen.findByRole("tab", { name: "Mentions", selected: true })).toBeTruthy();
    const item = await screen.findByRole("listitem", {
      name: "1930 Packard 745 Roadster on The Classic Car, Spring 1968, page 12",
    });
    expect(within(item).getByRole("img", { name: "Page 12 of The Classic Car, Spring 1968" })).toBeTruthy();
    expect(
      within(item).getByRole("link", { name: "The Classic Car, Spring 1968, page 12" }).getAttribute("href"),
    ).toBe("/my-profile/member-resources/archive/7/12");
    expect(item.textContent).toContain(archiveMentionSourceLabels.serial);
    const other = screen.getByRole("listitem", { name: /Duesenberg/ });
    expect(other.textContent).toContain(archiveMentionSourceLabels.suggested);
    expect(other.textContent).toContain("No picture yet");
  });

  it("confirms a mention, and the queue loads again", async () => {
    const user = userEvent.setup();
    const { fetchMock } = openMentions({
      "POST /api/v1/office/archive/mentions/40/confirm": () => ({
        body: { ...packard, status: "confirmed", canDecide: false },
      }),
    });
    await user.click(
      await screen.findByRole("button", {
        name: "Confirm 1930 Packard 745 Roadster on The Classic Car, Spring 1968, page 12",
      }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST", "/api/v1/office/archive/mentions/40/confirm")).toHaveLength(1),
    );
    expect(await screen.findByText(/The page was confirmed/)).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, "GET", pendingUrl).length).toBeGreaterThan(1));
  });

  it("dismisses a mention, and says so when it was decided meanwhile", async () => {
    const user = userEvent.setup();
    const { fetchMock } = openMentions({
      "POST /api/v1/office/archive/mentions/41/dismiss": () => ({
        status: 409,
        body: { errors: { base: [archiveMessages.mentionDecided] } },
      }),
    });
    await user.click(await screen.findByRole("button", { name: /^Dismiss 1934 Duesenberg/ }));
    expect(
      await screen.findByText(`${archiveMessages.mentionDecided} The list has been loaded again.`),
    ).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/api/v1/office/archive/mentions/41/dismiss")).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, "GET", pendingUrl).length).toBeGreaterThan(1));
  });

  it("shows the confirmed ones without buttons, page by page, and says when there are none", async () => {
    const user = userEvent.setup();
    const confirmedUrl = "/api/v1/office/archive/mentions?status=confirmed&page=1";
    const { router } = openMentions({
      [`GET ${confirmedUrl}`]: () => ({
        body: officePageFixture([{ ...packard, status: "confirmed", canDecide: false }], 1, 120),
      }),
      "GET /api/v1/office/archive/mentions?status=confirmed&page=2": () => ({
        body: officePageFixture([], 2, 120),
      }),
      "GET /api/v1/office/archive/mentions?status=dismissed&page=1": () => ({ body: officePageFixture([]) }),
    });
    await screen.findByRole("listitem", { name: /Packard/ });
    await user.click(screen.getByRole("radio", { name: "Confirmed" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=mentions&status=confirmed"));
    const item = await screen.findByRole("listitem", { name: /Packard/ });
    expect(within(item).queryByRole("button")).toBeNull();
    expect(screen.getByText("Showing 1–1 of 120")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=mentions&status=confirmed&page=2"));

    await user.click(screen.getByRole("radio", { name: "Dismissed" }));
    expect(await screen.findByText("No mention of a car has been dismissed.")).toBeTruthy();
  });

  it("says so when nothing waits", async () => {
    openMentions({ [`GET ${pendingUrl}`]: () => ({ body: officePageFixture([]) }) });
    expect(await screen.findByText("No mention of a car waits for a decision.")).toBeTruthy();
  });
});
