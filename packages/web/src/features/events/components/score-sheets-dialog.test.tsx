import type { Registration } from "@club/domain/event.schema";
import type { OwnScoreSheets } from "@club/domain/judging.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { concoursFixture, confirmedRegistrationFixture } from "../../../test/event.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { type StubReply, stubApi } from "../../../test/stub-api.ts";
import { RegisteredEvents } from "./registered-events.tsx";

// Issue 29: the member reads their car's score sheets from My Events once the meet's results are published.

const confirmed = confirmedRegistrationFixture;
const withoutCar: Registration = {
  ...confirmed,
  id: 32,
  event: { ...concoursFixture, id: 13, title: "Winter Dinner" },
  vehicle: null,
};
const pending: Registration = {
  ...confirmed,
  id: 33,
  event: { ...concoursFixture, id: 14, title: "Autumn Tour" },
  status: "pending",
  orderId: "E-7",
};

const sheet = (deductions: Record<string, number>, savedAt: string) => ({
  deductions,
  totalDeducted: Object.values(deductions).reduce((sum, points) => sum + points, 0),
  notes: null,
  disqualifiedBy: null,
  savedAt,
  judge: null,
});

/** Four sheets of 95, 90, 88 and 60: the highest and the lowest dropped, 89 in the end. */
const published: OwnScoreSheets = {
  score: 89,
  award: "Second",
  method: "drop_high_low",
  sheets: [
    { ...sheet({ Paint: 3, Chrome: 2, Interior: 0 }, "2099-05-02T10:00:00.000Z"), notes: "Lovely paint" },
    sheet({ Paint: 5, Interior: 5 }, "2099-05-02T10:05:00.000Z"),
    sheet({ Paint: 4, Chrome: 4, Interior: 4 }, "2099-05-02T10:10:00.000Z"),
    {
      ...sheet({ Paint: 15, Chrome: 10, Interior: 15 }, "2099-05-02T10:15:00.000Z"),
      disqualifiedBy: "No fire extinguisher",
    },
  ],
};

function renderRegistered(sheets: Parameters<typeof stubApi>[0][string]) {
  stubApi({
    "GET /api/v1/registrations": () => ({ body: [confirmed, withoutCar, pending] }),
    "GET /api/v1/registrations/31/score_sheets": sheets,
  });
  renderWithApp(<RegisteredEvents />);
}

async function openSheets(): Promise<HTMLElement> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Score sheets for Spring Concours" }));
  return screen.findByRole("dialog", { name: "Score sheets for Spring Concours" });
}

describe("a registration's score sheets (issue 29)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("is offered on a confirmed registration with a car only", async () => {
    renderRegistered(() => ({ body: published }));
    await screen.findByRole("button", { name: "Score sheets for Spring Concours" });
    expect(screen.queryByRole("button", { name: "Score sheets for Winter Dinner" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Score sheets for Autumn Tour" })).toBeNull();
  });

  it("reads the score, the award, how it was reached and each sheet", async () => {
    renderRegistered(() => ({ body: published }));
    const dialog = await openSheets();
    expect(await within(dialog).findByText("89 points")).toBeTruthy();
    expect(within(dialog).getByText("Second")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Results of the meet" }).getAttribute("href")).toBe(
      `/events/${confirmed.event.id}/results`,
    );
    expect(
      within(dialog).getByText("The highest and the lowest of four sheets dropped, the others averaged."),
    ).toBeTruthy();

    const sheets = within(dialog).getAllByRole("heading", { level: 3 });
    expect(sheets.map((heading) => heading.textContent)).toEqual([
      "Sheet 1",
      "Sheet 2",
      "Sheet 3",
      "Sheet 4",
    ]);
    const first = within(dialog).getByRole("region", { name: "Sheet 1" });
    expect(within(first).getByText("Paint").nextElementSibling?.textContent).toBe("3 points off");
    expect(within(first).getByText("Chrome").nextElementSibling?.textContent).toBe("2 points off");
    expect(within(first).queryByText("Interior")).toBeNull();
    expect(within(first).getByText("Points off in all").nextElementSibling?.textContent).toBe("5 points off");
    expect(within(first).getByText("This sheet's score").nextElementSibling?.textContent).toBe("95 points");
    expect(within(first).getByText("Lovely paint")).toBeTruthy();
    const last = within(dialog).getByRole("region", { name: "Sheet 4" });
    expect(within(last).getByText("Points off in all").nextElementSibling?.textContent).toBe("40 points off");
    expect(within(last).getByText("Disqualified by").nextElementSibling?.textContent).toBe(
      "No fire extinguisher",
    );
    expect(within(dialog).queryByText("Judge")).toBeNull();
  });

  it("names each sheet's judge when the club shows the judges' names", async () => {
    const [first, ...others] = published.sheets;
    renderRegistered(() => ({
      body: { ...published, sheets: [{ ...first, judge: "Judith Hale" }, ...others] },
    }));
    const dialog = await openSheets();
    const named = await within(dialog).findByRole("region", { name: "Sheet 1" });
    expect(within(named).getByText("Judge").nextElementSibling?.textContent).toBe("Judith Hale");
    expect(within(within(dialog).getByRole("region", { name: "Sheet 2" })).queryByText("Judge")).toBeNull();
  });

  it("says plainly that the results are not published yet", async () => {
    renderRegistered(() => ({
      status: 422,
      body: { errors: { base: ["The results are not published yet"] } },
    }));
    const dialog = await openSheets();
    const said = await within(dialog).findByText("The results are not published yet.");
    expect(said.getAttribute("role")).toBe("status");
    expect(within(dialog).queryByRole("heading", { level: 3 })).toBeNull();
  });

  it("says so when the car was not judged at the event", async () => {
    renderRegistered(() => ({ status: 404, body: { errors: { base: ["Not found"] } } }));
    const dialog = await openSheets();
    const said = await within(dialog).findByText("Your car was not entered for judging at this event.");
    expect(said.getAttribute("role")).toBe("status");
  });

  it("shows that the sheets are loading, then offers to try again when they fail", async () => {
    let answer: (reply: StubReply) => void = () => {};
    const replies = [
      new Promise<StubReply>((resolve) => {
        answer = resolve;
      }),
      { body: published },
    ];
    renderRegistered(() => replies.shift() ?? { body: published });
    const dialog = await openSheets();
    expect(within(dialog).getByText("Loading your score sheets…")).toBeTruthy();
    answer({ status: 500, body: { errors: { base: ["Something went wrong"] } } });
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("The score sheets could not be loaded.");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByText("89 points")).toBeTruthy();
  });
});
