import { officeEventMessages } from "@club/domain/office-events.schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officePageFixture } from "../../../test/office.fixture.ts";
import { registrantFixture, springTour } from "../../../test/office-events.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeEventsPage } from "../pages/office-events-page.tsx";

const regionalPlans = [
  {
    id: 1,
    title: "Greater Illinois",
    regionName: "Greater Illinois Region",
    regionCode: "GI",
    cost: 2500,
    associateCost: 500,
  },
  {
    id: 2,
    title: "New England",
    regionName: "New England Region",
    regionCode: "NE",
    cost: 2000,
    associateCost: 0,
  },
];

function openPage(replies: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    "GET /api/v1/office/events?when=upcoming&page=1": () => ({ body: officePageFixture([springTour]) }),
    "GET /api/v1/regional_membership_plans": () => ({ body: regionalPlans }),
    ...replies,
  });
  renderWithApp(<OfficeEventsPage />, { path: "/office/events" });
  return fetchMock;
}

const form = () => screen.getByRole("form", { name: "Event" });
const field = (label: RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
/** A date field takes the day as the browser's date picker gives it. */
const setDay = (label: RegExp, day: string) => fireEvent.change(field(label), { target: { value: day } });

describe("the event form (issue 14)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("says at each field what is missing or wrong", async () => {
    openPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add an event" }));
    await screen.findByRole("dialog", { name: "Add an event" });
    await user.click(within(form()).getByRole("button", { name: "Continue" }));

    expect(await within(form()).findByText(officeEventMessages.titleRequired)).toBeTruthy();
    expect(within(form()).getByText(officeEventMessages.dateStartRequired)).toBeTruthy();
    expect(within(form()).getByText(officeEventMessages.dateEndRequired)).toBeTruthy();
    expect(within(form()).getByText(officeEventMessages.formIdRequired)).toBeTruthy();
    expect(field(/^Title/).getAttribute("aria-invalid")).toBe("true");
    // The capacity is optional.
    expect(field(/^Capacity/).getAttribute("aria-invalid")).not.toBe("true");

    await user.type(field(/^Title/), "Fall Tour");
    setDay(/^Start date/, "2027-10-05");
    setDay(/^End date/, "2027-10-04");
    await user.type(field(/^Form id/), "fall tour");
    await user.type(field(/^Capacity/), "0");
    await user.click(within(form()).getByRole("button", { name: "Continue" }));

    expect(await within(form()).findByText(officeEventMessages.endBeforeStart)).toBeTruthy();
    expect(within(form()).getByText(officeEventMessages.formIdCharacters)).toBeTruthy();
    expect(within(form()).getByText(officeEventMessages.capacity)).toBeTruthy();
    expect(within(form()).queryByText(officeEventMessages.titleRequired)).toBeNull();

    await user.clear(field(/^Capacity/));
    await user.type(field(/^Capacity/), "12.5");
    await user.click(within(form()).getByRole("button", { name: "Continue" }));
    expect(await within(form()).findByText(officeEventMessages.capacity)).toBeTruthy();
  });

  it("asks first, sends the event, and shows at its field a form id the server refuses", async () => {
    let attempts = 0;
    const fetchMock = openPage({
      "POST /api/v1/office/events": () => {
        attempts += 1;
        return attempts === 1
          ? { status: 422, body: { errors: { formId: [officeEventMessages.formIdTaken] } } }
          : {
              status: 201,
              body: { ...springTour, id: 6, title: "Fall Tour", formId: "240199", registered: 0 },
            };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add an event" }));
    await user.type(field(/^Title/), "  Fall Tour ");
    setDay(/^Start date/, "2027-10-05");
    setDay(/^End date/, "2027-10-05");
    await user.selectOptions(field(/^Region/), "New England Region");
    await user.type(field(/^Form id/), "240101");
    await user.type(field(/^Capacity/), "40");
    await user.click(within(form()).getByRole("button", { name: "Continue" }));

    const dialog = screen.getByRole("dialog", { name: "Add an event" });
    const summary = within(dialog).getByRole("list", { name: "The new event" });
    expect(summary.textContent).toContain("Title: Fall Tour");
    expect(summary.textContent).toContain("Dates: 2027-10-05");
    expect(summary.textContent).toContain("Region: New England Region");
    expect(summary.textContent).toContain("Capacity: 40 members at most");
    await user.click(within(dialog).getByRole("button", { name: "Add the event" }));

    // Refused: back at the form, the message at the form id, what was typed kept.
    expect(await within(form()).findByText(officeEventMessages.formIdTaken)).toBeTruthy();
    expect(field(/^Title/).value).toBe("  Fall Tour ");
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(sentBody(post?.[1])).toEqual({
      title: "Fall Tour",
      date_start: "2027-10-05",
      date_end: "2027-10-05",
      region_code: "NE",
      registration: "form",
      form_id: "240101",
      capacity: 40,
    });

    await user.clear(field(/^Form id/));
    await user.type(field(/^Form id/), "240199");
    await user.click(within(form()).getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "Add the event" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(attempts).toBe(2);
  });

  it("edits an event: only the changes are listed, a club-wide region and no limit sent as null", async () => {
    const fetchMock = openPage({
      "PUT /api/v1/office/events/5": () => ({
        body: { ...springTour, regionCode: null, regionName: null, capacity: null },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Spring Tour" }));
    expect(field(/^Title/).value).toBe("Spring Tour");
    expect(field(/^Region/).value).toBe("GI");
    await user.selectOptions(field(/^Region/), "Club-wide (no region)");
    await user.clear(field(/^Capacity/));
    await user.click(within(form()).getByRole("button", { name: "Continue" }));

    const changes = screen.getByRole("list", { name: "The changes" });
    expect(
      within(changes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Region: Greater Illinois Region → Club-wide (no region)",
      "Capacity: 40 members at most → No limit",
    ]);
    await user.click(screen.getByRole("button", { name: "Save the changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toMatchObject({ region_code: null, capacity: null, form_id: "240101" });
  });

  it("explains why an event with registrations cannot be deleted, and asks before deleting one without", async () => {
    const empty = { ...springTour, id: 8, title: "Winter Dinner", formId: "240108", registered: 0 };
    const fetchMock = openPage({
      "GET /api/v1/office/events?when=upcoming&page=1": () => ({
        body: officePageFixture([springTour, empty]),
      }),
      "DELETE /api/v1/office/events/8": () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Spring Tour" }));
    const refusal = screen.getByRole("dialog", { name: "This event cannot be deleted" });
    expect(refusal.textContent).toContain("has 3 registrations");
    await user.click(within(refusal).getByRole("button", { name: "Edit the event" }));
    expect(await screen.findByRole("dialog", { name: "Edit the event: Spring Tour" })).toBeTruthy();
    await user.click(within(form()).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Delete Winter Dinner" }));
    const confirm = screen.getByRole("dialog", { name: "Delete this event?" });
    expect(confirm.textContent).toContain("This cannot be undone.");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Delete the event" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === "DELETE" && url.endsWith("/8"))).toBe(
      true,
    );
  });

  it("lists an event's registrations with member and car, kept in the address", async () => {
    openPage({
      "GET /api/v1/office/events/5/registrations?page=1": () => ({
        body: {
          event: springTour,
          registrations: [registrantFixture()],
          page: 1,
          pageSize: 50,
          total: 1,
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Registrations for Spring Tour" }));
    const drawer = await screen.findByRole("dialog", { name: "Registrations: Spring Tour" });
    const row = await within(drawer).findByRole("row", { name: /Whitfield, Margaret/ });
    expect(row.textContent).toContain("1042");
    expect(row.textContent).toContain("1932 Packard Deluxe Eight");
    expect(within(row).getByRole("link", { name: "Whitfield, Margaret" }).getAttribute("href")).toBe(
      "/office/members/7",
    );
    expect(within(drawer).getByRole("button", { name: "Export CSV" })).toBeTruthy();
    expect(drawer.textContent).toContain("Registered: 3 of 40");
  });
});
