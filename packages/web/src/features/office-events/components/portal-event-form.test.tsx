import { officeEventMessages } from "@club/domain/office-events.schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { dollarsMessage } from "../../../event-admin/form/event-resolver.ts";
import { officePageFixture } from "../../../test/office.fixture.ts";
import { concours, springTour } from "../../../test/office-events.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeEventsPage } from "../pages/office-events-page.tsx";

function openPage(replies: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    "GET /api/v1/office/events?when=upcoming&page=1": () => ({
      body: officePageFixture([springTour, concours]),
    }),
    "GET /api/v1/regional_membership_plans": () => ({ body: [] }),
    ...replies,
  });
  renderWithApp(<OfficeEventsPage />, { path: "/office/events" });
  return fetchMock;
}

const form = () => screen.getByRole("form", { name: "Event" });
const field = (label: RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
/** A date field takes the day as the browser's date picker gives it. */
const setDay = (label: RegExp, day: string) => fireEvent.change(field(label), { target: { value: day } });

describe("the event form's portal mode (issue 28)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("sends prices, car rule, days, cancellation and items in cents, and shows a refused price at its field", async () => {
    let attempts = 0;
    const fetchMock = openPage({
      "POST /api/v1/office/events": () => {
        attempts += 1;
        return attempts === 1
          ? { status: 422, body: { errors: { "prices.1.amount": [officeEventMessages.amount] } } }
          : { status: 201, body: concours };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add an event" }));
    await user.type(field(/^Title/), "Grand Classic Concours");
    setDay(/^Start date/, "2027-07-10");
    setDay(/^End date/, "2027-07-10");
    await user.click(within(form()).getByRole("radio", { name: "Here in the portal" }));
    expect(within(form()).queryByLabelText(/^Form id/)).toBeNull();

    await user.type(field(/^Capacity/), "2");
    await user.type(field(/^Place/), "Meadow Brook Hall");
    await user.type(field(/^Description/), "Judging from 10 a.m.");
    await user.type(field(/^Member price/), "45");
    await user.type(field(/^Member early price \(/), "40.00");
    setDay(/^Member early price's last day/, "2027-06-01");
    await user.type(field(/^Guest price/), "25");
    await user.click(within(form()).getByRole("switch", { name: "Members must bring a car" }));
    await user.selectOptions(field(/^Which cars may come/), "Only cars on the Full Classic list");
    setDay(/^Registration opens/, "2027-03-01");
    setDay(/^Registration closes/, "2027-07-01");
    setDay(/^Full refund until/, "2027-06-01");
    await user.type(field(/^Then a fee kept/), "10");
    setDay(/^No refund after/, "2027-07-01");
    await user.click(within(form()).getByRole("button", { name: "Add an item" }));
    await user.type(field(/^Item 1: label/), "Banquet seat");
    await user.type(field(/^Item 1: price/), "60");
    await user.type(field(/^Item 1: limit/), "80");
    await user.click(within(form()).getByRole("button", { name: "Continue" }));

    const summary = await screen.findByRole("list", { name: "The new event" });
    expect(summary.textContent).toContain("How members register: Here in the portal");
    expect(summary.textContent).toContain(
      "Prices: Member $45.00 ($40.00 until 2027-06-01); Associate free; Guest $25.00",
    );
    expect(summary.textContent).toContain("Car: Required: Only cars on the Full Classic list");
    expect(summary.textContent).toContain("Items: Banquet seat $60.00 (80 at most)");
    await user.click(screen.getByRole("button", { name: "Add the event" }));

    // Refused: the second price listed is the guest's, and its message shows there; what was typed stays.
    await waitFor(() => expect(field(/^Guest price/).getAttribute("aria-invalid")).toBe("true"));
    expect(within(form()).getByText(officeEventMessages.amount)).toBeTruthy();
    expect(field(/^Member price/).getAttribute("aria-invalid")).not.toBe("true");
    expect(field(/^Item 1: label/).value).toBe("Banquet seat");
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(sentBody(post?.[1])).toEqual({
      title: "Grand Classic Concours",
      date_start: "2027-07-10",
      date_end: "2027-07-10",
      region_code: null,
      registration: "portal",
      capacity: 2,
      place: "Meadow Brook Hall",
      description: "Judging from 10 a.m.",
      prices: [
        { kind: "member", amount: 4500, early_until: "2027-06-01", early_amount: 4000 },
        { kind: "guest", amount: 2500, early_until: null, early_amount: null },
      ],
      car_required: true,
      car_eligibility: "full_classic",
      registration_opens: "2027-03-01",
      registration_closes: "2027-07-01",
      cancellation: { full_refund_until: "2027-06-01", fee: 1000, no_refund_after: "2027-07-01" },
      items: [{ label: "Banquet seat", amount: 6000, limit: 80 }],
    });

    await user.click(within(form()).getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "Add the event" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(attempts).toBe(2);
  });

  it("says at the field an amount that is not dollars, or an early price without its day", async () => {
    openPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add an event" }));
    await user.type(field(/^Title/), "Concours");
    setDay(/^Start date/, "2027-07-10");
    setDay(/^End date/, "2027-07-10");
    await user.click(within(form()).getByRole("radio", { name: "Here in the portal" }));
    await user.type(field(/^Associate price/), "12,5x");
    await user.type(field(/^Guest price/), "25");
    await user.type(field(/^Guest early price \(/), "20");
    await user.click(within(form()).getByRole("button", { name: "Add an item" }));
    await user.type(field(/^Item 1: label/), "Tour packet");
    await user.click(within(form()).getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(field(/^Associate price/).getAttribute("aria-invalid")).toBe("true"));
    expect(field(/^Item 1: price/).getAttribute("aria-invalid")).toBe("true");
    expect(within(form()).getAllByText(dollarsMessage)).toHaveLength(2);
    expect(field(/^Guest early price's last day/).getAttribute("aria-invalid")).toBe("true");
    expect(within(form()).getByText(officeEventMessages.earlyPair)).toBeTruthy();
  });

  it("edits a portal event from its amounts in dollars and lists only what changes", async () => {
    const fetchMock = openPage({
      "PUT /api/v1/office/events/9": () => ({ body: concours }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Grand Classic Concours" }));
    expect(within(form()).getByRole("radio", { name: "Here in the portal" })).toHaveProperty("checked", true);
    expect(field(/^Member price/).value).toBe("45.00");
    expect(field(/^Then a fee kept/).value).toBe("10.00");
    expect(field(/^Item 1: limit/).value).toBe("80");
    await user.clear(field(/^Guest price/));
    await user.type(field(/^Guest price/), "30");
    await user.click(within(form()).getByRole("button", { name: "Remove item 1" }));
    await user.click(within(form()).getByRole("button", { name: "Continue" }));

    const changes = screen.getByRole("list", { name: "The changes" });
    expect(
      within(changes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Prices: Member $45.00 ($40.00 until 2027-06-01); Associate free; Guest $25.00 → Member $45.00 ($40.00 until 2027-06-01); Associate free; Guest $30.00",
      "Items: Banquet seat $60.00 (80 at most) → None",
    ]);
    await user.click(screen.getByRole("button", { name: "Save the changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toMatchObject({
      registration: "portal",
      prices: [
        { kind: "member", amount: 4500 },
        { kind: "guest", amount: 3000 },
      ],
      items: [],
    });
    expect(sentBody(put?.[1])).not.toHaveProperty("form_id");
  });

  it("shows how a portal event registers, its waiting list and its check-in", async () => {
    openPage();
    const row = await screen.findByRole("row", { name: /Grand Classic Concours/ });
    expect(row.textContent).toContain("Here in the portal");
    expect(row.textContent).toContain("2 of 2");
    expect(row.textContent).toContain("2 waiting");
    expect(
      within(row).getByRole("link", { name: "Check-in at Grand Classic Concours" }).getAttribute("href"),
    ).toBe("/office/events/9/check-in");
    const formRow = screen.getByRole("row", { name: /Spring Tour/ });
    expect(formRow.textContent).toContain("Form service, form 240101");
    expect(within(formRow).queryByRole("link", { name: /Check-in/ })).toBeNull();
  });
});
