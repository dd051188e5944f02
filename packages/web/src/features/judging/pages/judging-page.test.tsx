import type { JudgingAssignment } from "@club/domain/judging.schema";
import { Notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { JudgingPage } from "./judging-page.tsx";

// The notes box grows with its text (Mantine's autosize), which listens for web fonts; happy-dom has none.
if (!document.fonts)
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

const judge = {
  id: 5,
  memberId: 12,
  memberNo: 1042,
  firstName: "Ada",
  lastName: "Lovelace",
  level: "judge",
  seminars: [],
  meetsJudged: [],
};
const form = [
  { name: "Paint", max: 15 },
  { name: "Body and fit", max: 15 },
  { name: "Chrome and plating", max: 10 },
];
const packard: JudgingAssignment = {
  entryId: 31,
  eventId: 7,
  eventTitle: "Grand Classic 2026",
  classCode: "12A",
  className: "Packard Senior",
  vehicle: { id: 3, year: 1932, make: "Packard", model: "Deluxe Eight" },
  leader: false,
  form,
  sheet: null,
};
const cadillac: JudgingAssignment = {
  ...packard,
  entryId: 32,
  classCode: "3",
  className: "Cadillac V-16",
  vehicle: { id: 4, year: 1931, make: "Cadillac", model: "V-16" },
  leader: true,
  sheet: {
    entryId: 32,
    deductions: { Paint: 2 },
    totalDeducted: 2,
    notes: null,
    disqualifiedBy: null,
    savedAt: "2026-06-13T10:00:00Z",
  },
};
const savedSheet = {
  entryId: 31,
  deductions: {},
  totalDeducted: 0,
  notes: null,
  disqualifiedBy: null,
  savedAt: "x",
};

function renderPage(routes: Parameters<typeof stubApi>[0] = {}, path = "/my-profile/judging") {
  const fetchMock = stubApi({
    "GET /api/v1/judging/me": () => ({ body: judge }),
    "GET /api/v1/judging/assignments": () => ({ body: [packard, cadillac] }),
    ...routes,
  });
  const page = (
    <>
      <Notifications />
      <JudgingPage />
    </>
  );
  return { fetchMock, ...renderWithApp(page, { path, route: "/my-profile/judging" }) };
}

const puts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT");

/** Steps a category up by half points, as a judge's thumb does. */
async function stepUp(user: ReturnType<typeof userEvent.setup>, category: string, times: number) {
  const plus = screen.getByRole("button", { name: `+ ½ point off ${category}` });
  for (let tap = 0; tap < times; tap += 1) await user.click(plus);
}

describe("the judging page (issue 29)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists the judge's cars by event and class, with where each sheet stands", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 2, name: "Grand Classic 2026" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Class 12A: Packard Senior" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Class 3: Cadillac V-16" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 4, name: "1932 Packard Deluxe Eight" })).toBeTruthy();
    expect(screen.getByText("Not started")).toBeTruthy();
    expect(screen.getByText("Saved")).toBeTruthy();
    expect(screen.getByText("Team leader")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Score this car: 1932 Packard Deluxe Eight" }).getAttribute("href"),
    ).toBe("/my-profile/judging?entry=31");
  });

  it("shows the judge's record below the cars: level, seminars and meets judged", async () => {
    renderPage({
      "GET /api/v1/judging/me": () => ({
        body: {
          ...judge,
          level: "accredited",
          seminars: [{ name: "Concours judging seminar", date: "2025-03-14" }],
          meetsJudged: [{ eventId: 4, title: "Grand Classic 2025", date: "2025-06-14" }],
        },
      }),
    });
    const record = await screen.findByRole("region", { name: "Your record as a judge" });
    expect(within(record).getByText("Level: Accredited judge")).toBeTruthy();
    expect(within(record).getByText("Concours judging seminar (2025-03-14)")).toBeTruthy();
    expect(within(record).getByText("Grand Classic 2025 (2025-06-14)")).toBeTruthy();
    const cars = await screen.findByRole("heading", { level: 2, name: "Grand Classic 2026" });
    expect(cars.compareDocumentPosition(record) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says so when the judge has no seminar or meet on record", async () => {
    renderPage();
    const record = await screen.findByRole("region", { name: "Your record as a judge" });
    expect(within(record).getByText("Level: Judge")).toBeTruthy();
    expect(within(record).getByText("No seminars on your record yet.")).toBeTruthy();
    expect(within(record).getByText("No meets judged in the portal yet.")).toBeTruthy();
  });

  it("tells a member who is not a judge so", async () => {
    renderPage({
      "GET /api/v1/judging/me": () => ({ status: 404, body: { errors: { base: ["Not found"] } } }),
    });
    expect(await screen.findByText("You are not on the club's judges' roster.")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
  });

  it("stays as tall as the screen once loaded, as while loading, so the footer does not move up (issue 41)", async () => {
    renderPage({
      "GET /api/v1/judging/me": () => ({ status: 404, body: { errors: { base: ["Not found"] } } }),
    });
    const loading = await screen.findByRole("status");
    expect(loading.parentElement?.style.minHeight).toBe("100vh");
    const answer = await screen.findByText("You are not on the club's judges' roster.");
    expect(answer.parentElement?.style.minHeight).toBe("100vh");
  });

  it("totals the deductions as they are stepped and typed, and shows the score", async () => {
    const user = userEvent.setup();
    renderPage({}, "/my-profile/judging?entry=31");
    expect(await screen.findByRole("heading", { level: 2, name: "1932 Packard Deluxe Eight" })).toBeTruthy();
    await stepUp(user, "Paint", 3);
    const body = screen.getByLabelText(/^Body and fit/);
    await user.clear(body);
    await user.type(body, "4");
    expect(screen.getByText("Points off in all: −5.5")).toBeTruthy();
    expect(screen.getByText("Score: 100 − 5.5 = 94.5")).toBeTruthy();
  });

  it("steps with buttons that say what they do, half a point back as well as off (issue 40)", async () => {
    const user = userEvent.setup();
    renderPage({}, "/my-profile/judging?entry=31");
    expect(await screen.findByRole("heading", { level: 2, name: "1932 Packard Deluxe Eight" })).toBeTruthy();
    const off = screen.getByRole("button", { name: "+ ½ point off Paint" });
    const back = screen.getByRole("button", { name: "− ½: half a point back on Paint" });
    expect(off.textContent).toBe("+ ½ point off");
    expect(back.textContent).toBe("− ½");
    expect(back.hasAttribute("disabled")).toBe(true);
    await stepUp(user, "Paint", 2);
    await user.click(back);
    expect(screen.getByLabelText(/^Paint/)).toHaveProperty("value", "0.5");
    expect(screen.getByText("Points off in all: −0.5")).toBeTruthy();
    expect(screen.getByText("Paint").closest("div")?.parentElement?.textContent).toContain(
      "Points off, at most",
    );
  });

  it("opens a sheet saved before with its deductions", async () => {
    renderPage({}, "/my-profile/judging?entry=32");
    const paint = (await screen.findByLabelText(/^Paint/)) as HTMLInputElement;
    expect(paint.value).toBe("2");
    expect(screen.getByText("Score: 100 − 2 = 98")).toBeTruthy();
  });

  it("saves the sheet with the categories named as the form spells them, then returns to the cars", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage(
      { "PUT /api/v1/judging/sheets/31": () => ({ body: savedSheet }) },
      "/my-profile/judging?entry=31",
    );
    await screen.findByRole("heading", { level: 2, name: "1932 Packard Deluxe Eight" });
    await stepUp(user, "Body and fit", 2);
    await user.type(screen.getByLabelText("Notes (optional)"), "Door gap uneven");
    await user.type(screen.getByLabelText(/^Disqualified by/), "No fire extinguisher");
    await user.click(screen.getByRole("button", { name: "Save sheet" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Grand Classic 2026" })).toBeTruthy();
    const sent = puts(fetchMock);
    expect(sent).toHaveLength(1);
    expect(sentBody(sent[0]?.[1])).toEqual({
      deductions: { Paint: 0, "Body and fit": 1, "Chrome and plating": 0 },
      notes: "Door gap uneven",
      disqualified_by: "No fire extinguisher",
    });
    expect(window.localStorage.getItem("judging-sheets:5")).toBeNull();
    expect(screen.queryByText(/not yet sent/)).toBeNull();
  });

  it("keeps sheets on the phone while offline and sends each once when the browser is back online", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const user = userEvent.setup();
    const { fetchMock, router } = renderPage({
      "PUT /api/v1/judging/sheets/31": () => ({ body: savedSheet }),
      "PUT /api/v1/judging/sheets/32": () => ({ body: { ...savedSheet, entryId: 32 } }),
    });

    for (const car of ["1932 Packard Deluxe Eight", "1931 Cadillac V-16"]) {
      await user.click(await screen.findByRole("link", { name: new RegExp(`: ${car}$`) }));
      await screen.findByRole("heading", { level: 2, name: car });
      await stepUp(user, "Paint", 1);
      await user.click(screen.getByRole("button", { name: "Save sheet" }));
      await screen.findByRole("heading", { level: 2, name: "Grand Classic 2026" });
    }

    expect(screen.getByText("Saved on this phone, not yet sent (2)")).toBeTruthy();
    expect(screen.getAllByText("Saved on this phone, not yet sent")).toHaveLength(2);
    expect(screen.getAllByText(/will be sent when there is a connection/)).toHaveLength(2);
    expect(puts(fetchMock)).toHaveLength(0);
    expect(router.state.location.search).toBe("");

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.queryByText(/not yet sent \(/)).toBeNull());
    // What each save said while offline is no longer true once its sheet has gone.
    await waitFor(() =>
      expect(screen.queryAllByText(/will be sent when there is a connection/)).toHaveLength(0),
    );
    expect(puts(fetchMock).map(([url]) => url)).toEqual([
      "/api/v1/judging/sheets/31",
      "/api/v1/judging/sheets/32",
    ]);
    expect(sentBody(puts(fetchMock)[1]?.[1])).toMatchObject({ deductions: { Paint: 2.5 } });
    expect(window.localStorage.getItem("judging-sheets:5")).toBeNull();
  });

  it("shows a sent sheet as saved from the server's answer, though the list asked for again is an older copy", async () => {
    // On a weak signal the service worker answers the list from the copy the phone stored, from before the sheet.
    const user = userEvent.setup();
    const { fetchMock } = renderPage(
      {
        "PUT /api/v1/judging/sheets/31": () => ({ body: { ...savedSheet, savedAt: "2026-06-13T11:00:00Z" } }),
      },
      "/my-profile/judging?entry=31",
    );
    await screen.findByRole("heading", { level: 2, name: "1932 Packard Deluxe Eight" });
    await stepUp(user, "Paint", 1);
    await user.click(screen.getByRole("button", { name: "Save sheet" }));

    await screen.findByRole("heading", { level: 2, name: "Grand Classic 2026" });
    await waitFor(() => expect(screen.getAllByText("Saved")).toHaveLength(2));
    expect(screen.queryByText("Not started")).toBeNull();
    // The list asked for again after the sheet (the older copy) does not take it back.
    const listsAsked = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/judging/assignments")).length;
    await waitFor(() => expect(listsAsked()).toBe(2));
    await act(async () => {});
    expect(screen.getAllByText("Saved")).toHaveLength(2);
  });

  it("closes a waiting sheet's notice when the server refuses it once back online, and marks the car", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const user = userEvent.setup();
    renderPage(
      {
        "PUT /api/v1/judging/sheets/31": () => ({
          status: 422,
          body: { errors: { base: ["The results of this meet are published: its sheets are closed"] } },
        }),
      },
      "/my-profile/judging?entry=31",
    );
    await screen.findByRole("heading", { level: 2, name: "1932 Packard Deluxe Eight" });
    await stepUp(user, "Paint", 1);
    await user.click(screen.getByRole("button", { name: "Save sheet" }));
    expect(await screen.findByText(/will be sent when there is a connection/)).toBeTruthy();

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("Not accepted: open it to see why")).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryAllByText(/will be sent when there is a connection/)).toHaveLength(0),
    );
  });

  it("keeps a sheet whose sending failed for want of a connection, and sends it when the page opens again", async () => {
    const user = userEvent.setup();
    const first = renderPage({}, "/my-profile/judging?entry=31");
    await screen.findByRole("heading", { level: 2, name: "1932 Packard Deluxe Eight" });
    await stepUp(user, "Paint", 1);
    await user.click(screen.getByRole("button", { name: "Save sheet" }));
    expect(await screen.findByText("Saved on this phone, not yet sent (1)")).toBeTruthy();
    first.unmount();

    const { fetchMock } = renderPage({ "PUT /api/v1/judging/sheets/31": () => ({ body: savedSheet }) });
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(sentBody(puts(fetchMock)[0]?.[1])).toMatchObject({ deductions: { Paint: 0.5 } });
    await waitFor(() => expect(screen.queryByText(/not yet sent \(/)).toBeNull());
  });

  it("shows a refused deduction at its category, keeps what was typed and the sheet on the phone", async () => {
    const user = userEvent.setup();
    renderPage(
      {
        "PUT /api/v1/judging/sheets/31": () => ({
          status: 422,
          body: {
            errors: { "deductions.Body and fit": ["Body and fit: at most 10 points may be deducted"] },
          },
        }),
      },
      "/my-profile/judging?entry=31",
    );
    await screen.findByRole("heading", { level: 2, name: "1932 Packard Deluxe Eight" });
    await stepUp(user, "Body and fit", 24);
    await user.type(screen.getByLabelText("Notes (optional)"), "Fenders redone");
    await user.click(screen.getByRole("button", { name: "Save sheet" }));

    const body = (await screen.findByLabelText(/^Body and fit/)) as HTMLInputElement;
    await waitFor(() => expect(body.getAttribute("aria-invalid")).toBe("true"));
    const field = body.closest(".mantine-InputWrapper-root") as HTMLElement;
    expect(within(field).getByText("Body and fit: at most 10 points may be deducted")).toBeTruthy();
    expect(body.value).toBe("12");
    expect((screen.getByLabelText("Notes (optional)") as HTMLTextAreaElement).value).toBe("Fenders redone");
    expect(screen.getByText("Saved on this phone, not yet sent (1)")).toBeTruthy();
  });
});
