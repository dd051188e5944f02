import { eventMessages } from "@club/domain/event.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { confirmedRegistrationFixture } from "../../../test/event.fixture.ts";
import { profileFixture } from "../../../test/member-fixtures.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { siteConfigFixture } from "../../../test/site-config.fixture.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { packardFixture } from "../../../test/vehicle.fixture.ts";
import { MyEventsPage } from "./my-events-page.tsx";

const annualMeeting = {
  id: 1,
  registration: "form",
  formId: "240102",
  title: "Annual Meeting",
  dateStart: "2026-03-01",
  dateEnd: "2026-03-05",
  regionName: null,
  place: null,
};
const springClassic = {
  ...annualMeeting,
  id: 2,
  formId: "240101",
  title: "Grand Classic",
  regionName: "Greater Illinois",
};
// A form event's registration: confirmed on the form service, nothing of issue 28's.
const formRegistration = {
  ...confirmedRegistrationFixture,
  id: 9,
  submissionId: "S-9",
  event: springClassic,
  checkInCode: null,
  total: 0,
  vehicle: null,
  associate: false,
  guests: [],
  items: [],
};
const pendingCar = {
  ...packardFixture,
  id: 8,
  year: 1931,
  make: "Cadillac",
  model: "V-16",
  approvedByCommittee: false,
};

const calendarLinks = {
  personalUrl: "https://portal.example.org/api/v1/calendar/feeds/secret-1.ics",
  clubUrl: "https://portal.example.org/api/v1/events.ics",
};

function renderPage(routes: Parameters<typeof stubApi>[0] = {}) {
  stubApi({
    "GET /api/v1/members/profile": () => ({ body: profileFixture }),
    "GET /api/v1/vehicles": () => ({ body: [packardFixture, pendingCar] }),
    "GET /api/v1/events": () => ({ body: [annualMeeting] }),
    "GET /api/v1/registrations": () => ({ body: [formRegistration] }),
    "GET /api/v1/calendar": () => ({ body: calendarLinks }),
    "GET /api/v1/volunteer-roles": () => ({ body: [] }),
    ...routes,
  });
  renderWithApp(<MyEventsPage />, { path: "/my-profile/my-events" });
}

describe("my events page (spec §2)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists registered and available events with dates and region", async () => {
    renderPage();
    const registered = await screen.findByRole("region", { name: "Registered Events" });
    expect(await within(registered).findByText("Grand Classic")).toBeTruthy();
    expect(within(registered).getByText("2026-03-01 – 2026-03-05")).toBeTruthy();
    expect(within(registered).getByText("Region: Greater Illinois")).toBeTruthy();
    const details = within(registered).getByRole("link", { name: /^Details/ });
    expect(details.getAttribute("href")).toBe(`${siteConfigFixture.formsBaseUrl}/submission/S-9`);
    expect(details.getAttribute("target")).toBe("_blank");
    expect(details.getAttribute("rel")).toBe("noopener noreferrer");
    expect(details.textContent).toContain("opens in a new tab");

    const available = screen.getByRole("region", { name: "Available Events" });
    expect(await within(available).findByText("Annual Meeting")).toBeTruthy();
    expect(within(available).getByText("National event")).toBeTruthy();
  });

  it("shows its sections together once all three answers are in, so the calendar section is not pushed down (issue 41)", async () => {
    let answerRegistrations: (reply: { body: unknown }) => void = () => undefined;
    renderPage({
      "GET /api/v1/registrations": () => new Promise((resolve) => (answerRegistrations = resolve)),
    });
    const loading = await screen.findByRole("status");
    expect(loading.textContent).toBe("Loading your events…");
    // The page keeps the screen's height meanwhile: the footer does not show and then move away.
    expect(loading.parentElement?.style.minHeight).toBe("100vh");
    expect(screen.queryByRole("region", { name: "Subscribe to the calendar" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Available Events" })).toBeNull();

    answerRegistrations({ body: [formRegistration] });
    const calendar = await screen.findByRole("region", { name: "Subscribe to the calendar" });
    expect(within(calendar).getByRole("button", { name: "Copy the address" })).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Registered Events" })).getByText("Grand Classic"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Available Events" })).getByText("Annual Meeting"),
    ).toBeTruthy();
  });

  it("says so when there are no events", async () => {
    renderPage({
      "GET /api/v1/events": () => ({ body: [] }),
      "GET /api/v1/registrations": () => ({ body: [] }),
    });
    expect(await screen.findByText(eventMessages.noRegistered)).toBeTruthy();
    expect(await screen.findByText(eventMessages.noAvailable)).toBeTruthy();
  });

  it("lists a full event (issue 14) and says so, without the way to register", async () => {
    renderPage({
      "GET /api/v1/events": () => ({ body: [{ ...annualMeeting, full: true }] }),
    });
    const available = await screen.findByRole("region", { name: "Available Events" });
    expect(await within(available).findByText("Annual Meeting")).toBeTruthy();
    expect(within(available).getByText(eventMessages.full)).toBeTruthy();
    expect(within(available).queryByRole("button", { name: /^Register/ })).toBeNull();
  });

  it("asks for an approved car, then opens the event's form with the member's and the car's details", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: /^Register/ }));
    const dialog = await screen.findByRole("dialog", { name: "Register for Annual Meeting" });
    const car = (await within(dialog).findByLabelText(/^Car to bring/)) as HTMLSelectElement;
    const pending = within(dialog).getByRole("option", {
      name: /1931 Cadillac V-16 \(pending club approval/,
    });
    expect((pending as HTMLOptionElement).disabled).toBe(true);
    expect(car.value).toBe("");

    await user.selectOptions(car, "1932 Packard Deluxe Eight");
    await user.click(within(dialog).getByRole("button", { name: "Continue to the registration form" }));

    expect(open).toHaveBeenCalledTimes(1);
    const [link, target, features] = open.mock.calls[0] ?? [];
    expect(target).toBe("_blank");
    expect(features).toBe("noopener");
    const url = new URL(String(link));
    expect(`${url.origin}${url.pathname}`).toBe(`${siteConfigFixture.formsBaseUrl}/240102`);
    expect(url.searchParams.get("memberNo")).toBe("1042");
    expect(url.searchParams.get("year")).toBe("1932");
    expect(url.searchParams.get("model")).toBe("Deluxe Eight");
  });
});
