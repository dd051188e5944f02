import type { MeetResults } from "@club/domain/judging.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { MeetResultsPage } from "./meet-results-page.tsx";

// Issue 29: a meet's published results per class, and their PDF for the club's magazine.

const car = (id: number, model: string) => ({ id, year: 1931, make: "Packard", model });

const results: MeetResults = {
  event: {
    id: 9,
    title: "Grand Classic Concours",
    dateStart: "2026-07-10",
    dateEnd: "2026-07-11",
    place: "Hershey, Pennsylvania",
  },
  classes: [
    {
      code: "T",
      name: "Touring",
      division: "Touring",
      entries: [
        {
          vehicle: car(4, "Deluxe Eight Phaeton"),
          ownerName: "Ruth Ames",
          ownerFirstName: "Ruth",
          ownerLastName: "Ames",
          score: 96,
          award: null,
          disqualified: true,
        },
      ],
    },
    {
      code: "A",
      name: "Open Classic",
      division: "Classic",
      entries: [
        {
          vehicle: car(1, "Twin Six"),
          ownerName: "Margaret Whitfield",
          ownerFirstName: "Margaret",
          ownerLastName: "Whitfield",
          score: 95.5,
          award: "First",
          disqualified: false,
        },
        {
          vehicle: car(2, "Super Eight"),
          ownerName: "A club member",
          ownerFirstName: null,
          ownerLastName: null,
          score: 81,
          award: "Second",
          disqualified: false,
        },
        {
          vehicle: null,
          ownerName: "Harold Baker",
          ownerFirstName: "Harold",
          ownerLastName: "Baker",
          score: null,
          award: null,
          disqualified: false,
        },
      ],
    },
    { code: "S", name: "Senior", division: "Classic", entries: [] },
  ],
};

function renderPage(reply: Parameters<typeof stubApi>[0][string]) {
  const fetchMock = stubApi({
    "GET /api/v1/events/9/results": reply,
    "GET /api/v1/events/9/results.pdf": () => ({ body: "%PDF-1.3" }),
  });
  renderWithApp(<MeetResultsPage />, { path: "/events/9/results", route: "/events/:id/results" });
  return fetchMock;
}

describe("a meet's results (issue 29)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(1280);
  });

  it("shows each class in the server's order with its cars, owners, scores and awards", async () => {
    renderPage(() => ({ body: results }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Results: Grand Classic Concours" }),
    ).toBeTruthy();
    expect(screen.getByText("July 10, 2026 to July 11, 2026, Hershey, Pennsylvania")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Class T: Touring",
      "Class A: Open Classic",
      "Class S: Senior",
    ]);

    const open = screen.getByRole("table", { name: "Class A: Open Classic" });
    const rows = within(open)
      .getAllByRole("row")
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ["Car", "Owner", "Score", "Award"],
      ["1931 Packard Twin Six", "Margaret Whitfield", "95.5", "First"],
      // Issue 39: an owner hidden from the directory, as the server words them for another member.
      ["1931 Packard Super Eight", "A club member", "81", "Second"],
      ["Car no longer on record", "Harold Baker", "No score", "No award"],
    ]);
    const touring = screen.getByRole("table", { name: "Class T: Touring" });
    expect(within(touring).getByRole("row", { name: /Deluxe Eight Phaeton/ }).textContent).toContain(
      "Disqualified",
    );
    expect(screen.getByText("No cars were shown in this class.")).toBeTruthy();
  });

  it("shows each car as a card on a phone", async () => {
    setScreenWidth(375);
    renderPage(() => ({ body: results }));
    const cards = await screen.findByRole("list", { name: "Class A: Open Classic" });
    const first = within(cards).getByRole("listitem", { name: "1931 Packard Twin Six" });
    expect(within(first).getByText("Owner: Margaret Whitfield")).toBeTruthy();
    expect(within(first).getByText("Score: 95.5")).toBeTruthy();
    expect(within(first).getByText("Award: First")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("downloads the results as a PDF with the session's token", async () => {
    const objectUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:results");
    const fetchMock = renderPage(() => ({ body: results }));
    await userEvent.setup().click(await screen.findByRole("button", { name: "Download the results (PDF)" }));
    await waitFor(() => expect(objectUrl).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/v1/events/9/results.pdf") ?? [];
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer test-token");
    expect((await screen.findByRole("status")).textContent).toBe("Downloaded results-9.pdf");
  });

  it("says plainly that the results are not published yet (404)", async () => {
    renderPage(() => ({ status: 404, body: { errors: { base: ["Not found"] } } }));
    const said = await screen.findByText("The results are not published yet.");
    expect(said.getAttribute("role")).toBe("status");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Download the results (PDF)" })).toBeNull();
  });

  it("offers to try again when the results fail to load", async () => {
    const replies = [
      { status: 500, body: { errors: { base: ["Something went wrong"] } } },
      { body: results },
    ];
    renderPage(() => replies.shift() ?? { body: results });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The results could not be loaded.");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Class A: Open Classic" })).toBeTruthy();
  });
});
