import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { formatMoment } from "../../../office-kit/office-format.ts";
import { officePageFixture } from "../../../test/office.fixture.ts";
import { concours, registrantFixture } from "../../../test/office-events.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { OfficeEventsPage } from "../pages/office-events-page.tsx";

const checkedInAt = "2027-07-10T14:05:42.000Z";

describe("a portal event's registrations (issue 28)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows each registration's status, guests, items, total and check-in", async () => {
    stubApi({
      "GET /api/v1/office/events?when=upcoming&page=1": () => ({ body: officePageFixture([concours]) }),
      "GET /api/v1/regional_membership_plans": () => ({ body: [] }),
      "GET /api/v1/office/events/9/registrations?page=1": () => ({
        body: {
          event: concours,
          registrations: [
            registrantFixture({
              submissionId: null,
              guests: [
                { firstName: "Ann", lastName: "Lee" },
                { firstName: "Bob", lastName: "Lee" },
              ],
              items: [{ itemId: 4, label: "Banquet seat", quantity: 2, amount: 6000 }],
              total: 21000,
              checkedInAt,
            }),
            registrantFixture({
              id: 2,
              submissionId: null,
              status: "waitlisted",
              memberId: 8,
              memberNo: 2077,
              firstName: "Harold",
              lastName: "Ames",
              email: "harold@example.org",
              vehicle: null,
              total: 4500,
            }),
          ],
          page: 1,
          pageSize: 50,
          total: 2,
        },
      }),
    });
    renderWithApp(<OfficeEventsPage />, { path: "/office/events?registrations=9", route: "/office/events" });

    const drawer = await screen.findByRole("dialog", { name: "Registrations: Grand Classic Concours" });
    expect(drawer.textContent).toContain("Registered: 2 of 2 (full). 2 waiting for a place.");
    const margaret = await within(drawer).findByRole("row", { name: /Whitfield, Margaret/ });
    expect(margaret.textContent).toContain("Confirmed");
    expect(margaret.textContent).toContain("2 guests: Ann Lee, Bob Lee");
    expect(margaret.textContent).toContain("Banquet seat × 2");
    expect(margaret.textContent).toContain("$210.00");
    expect(margaret.textContent).toContain(formatMoment(checkedInAt));

    const harold = within(drawer).getByRole("row", { name: /Ames, Harold/ });
    expect(harold.textContent).toContain("On the waiting list");
    expect(harold.textContent).toContain("No guests");
    expect(harold.textContent).toContain("$45.00");
    expect(within(drawer).getByRole("columnheader", { name: "Checked in" })).toBeTruthy();
    expect(within(drawer).getByRole("button", { name: "Export CSV" })).toBeTruthy();
  });

  it("downloads the event's name badges to print, beside the CSV export", async () => {
    const user = userEvent.setup();
    const objectUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:badges");
    const fetchMock = stubApi({
      "GET /api/v1/office/events?when=upcoming&page=1": () => ({ body: officePageFixture([concours]) }),
      "GET /api/v1/regional_membership_plans": () => ({ body: [] }),
      "GET /api/v1/office/events/9/registrations?page=1": () => ({
        body: { event: concours, registrations: [registrantFixture()], page: 1, pageSize: 50, total: 1 },
      }),
      "GET /api/v1/office/events/9/badges.pdf": () => ({ body: "%PDF-1.3" }),
    });
    renderWithApp(<OfficeEventsPage />, { path: "/office/events?registrations=9", route: "/office/events" });

    const drawer = await screen.findByRole("dialog", { name: "Registrations: Grand Classic Concours" });
    await user.click(await within(drawer).findByRole("button", { name: "Name badges (PDF)" }));

    await waitFor(() => expect(objectUrl).toHaveBeenCalled());
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/v1/office/events/9/badges.pdf")).toHaveLength(
      1,
    );
    expect((await within(drawer).findByRole("status")).textContent).toBe("Downloaded badges-9.pdf");
  });
});
