import type { Registration } from "@club/domain/event.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import {
  concoursDetailsFixture,
  concoursFixture,
  confirmedRegistrationFixture,
} from "../../../test/event.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { RegisteredEvents } from "./registered-events.tsx";

const confirmed = confirmedRegistrationFixture;
const held = "2099-04-20T17:00:00.000Z";

function registrationOf(id: number, title: string, changes: Partial<Registration>): Registration {
  return {
    ...confirmed,
    id,
    event: { ...concoursFixture, id: 100 + id, title },
    checkInCode: null,
    ...changes,
  };
}

const pending = registrationOf(32, "Autumn Tour", { status: "pending", holdUntil: held, orderId: "E-7" });
const waitlisted = registrationOf(33, "Grand Classic", {
  status: "waitlisted",
  waitlistPosition: 3,
  total: 0,
  placePrice: 4635,
  paid: 0,
});
const offered = registrationOf(34, "Annual Meeting", {
  status: "offered",
  holdUntil: held,
  total: 0,
  placePrice: 4635,
  paid: 0,
});
const cancelled = registrationOf(35, "Winter Dinner", {
  status: "cancelled",
  cancelledAt: held,
  total: 19570,
  paid: 19570,
  refunded: 19570,
  refundedAt: held,
});

const invoice = {
  orderId: "E-7",
  kind: "event",
  status: "pending",
  items: [{ description: "Autumn Tour", amount: 7500 }],
  subtotal: 7500,
  fee: 225,
  total: 7725,
  currency: "USD",
};

function renderRegistered(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    "GET /api/v1/registrations": () => ({ body: [confirmed, pending, waitlisted, offered, cancelled] }),
    "GET /api/v1/events/12": () => ({ body: { ...concoursDetailsFixture, myRegistration: confirmed } }),
    "GET /api/v1/invoices/E-7": () => ({ body: invoice }),
    ...routes,
  });
  renderWithApp(
    <>
      <Notifications />
      <RegisteredEvents />
    </>,
  );
  return fetchMock;
}

async function cardOf(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole("heading", { name: title });
  return heading.closest("li") as HTMLElement;
}

describe("registered portal events (issue 28)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows each status in words, with what the registration is for", async () => {
    renderRegistered();
    const concours = await cardOf("Spring Concours");
    expect(within(concours).getByText("Confirmed")).toBeTruthy();
    expect(within(concours).getByText("Show this at the gate")).toBeTruthy();
    expect(within(concours).getByRole("img", { name: "Check-in code K7Q2M9XP" })).toBeTruthy();
    expect(within(concours).getByText("K7Q2M9XP")).toBeTruthy();
    expect(within(concours).getByText("1932 Packard Deluxe Eight")).toBeTruthy();
    expect(within(concours).getByText("Ada Byron")).toBeTruthy();
    expect(within(concours).getByText("Saturday dinner × 2")).toBeTruthy();
    expect(within(concours).getByText("$77.25")).toBeTruthy();

    const autumn = await cardOf("Autumn Tour");
    expect(within(autumn).getByText("Awaiting payment")).toBeTruthy();
    expect(
      within(autumn).getByText("Your place is held until 12:00 PM Central Time on 2099-04-20."),
    ).toBeTruthy();
    expect(within(autumn).getByRole("button", { name: "Pay $77.25 for Autumn Tour" })).toBeTruthy();
    expect(within(autumn).queryByRole("img")).toBeNull();

    expect(within(await cardOf("Grand Classic")).getByText("On the waiting list (position 3)")).toBeTruthy();
    const meeting = await cardOf("Annual Meeting");
    expect(
      within(meeting).getByText(
        "A place became free for you: accept it to keep it. It is held for you until 12:00 PM Central Time on 2099-04-20.",
      ),
    ).toBeTruthy();
    expect(within(meeting).getByRole("button", { name: "Accept the place for Annual Meeting" })).toBeTruthy();

    const winter = await cardOf("Winter Dinner");
    expect(within(winter).getByText("Cancelled")).toBeTruthy();
    expect(within(winter).queryByRole("button")).toBeNull();
  });

  it("says what a waiting or offered place will cost, and what came back of a cancelled one (issue 40)", async () => {
    const free = registrationOf(36, "Spring Picnic", { status: "cancelled", total: 0, paid: 0 });
    const kept = registrationOf(37, "Summer Drive", { status: "cancelled", paid: 4635, refunded: 0 });
    const part = registrationOf(38, "Autumn Ball", {
      status: "cancelled",
      paid: 19570,
      refunded: 17570,
      refundedAt: "2099-12-04T03:30:00.000Z",
    });
    renderRegistered({
      "GET /api/v1/registrations": () => ({ body: [waitlisted, offered, cancelled, free, kept, part] }),
    });
    const grand = await cardOf("Grand Classic");
    expect(within(grand).getByText("$46.35 if a place is offered")).toBeTruthy();
    expect(within(grand).queryByText("Free")).toBeNull();
    // The hold's end in the club's zone (Central Time), as every time a member reads.
    expect(
      within(await cardOf("Annual Meeting")).getByText("Pay $46.35 by 12:00 PM Central Time on 2099-04-20"),
    ).toBeTruthy();
    expect(within(await cardOf("Winter Dinner")).getByText("Refunded $195.70 on 2099-04-20")).toBeTruthy();
    expect(
      within(await cardOf("Spring Picnic")).getByText("Nothing was paid, so nothing is refunded"),
    ).toBeTruthy();
    expect(within(await cardOf("Summer Drive")).getByText("No refund of the $46.35 paid")).toBeTruthy();
    // 03:30 UTC on the 4th is still the 3rd in Chicago.
    expect(
      within(await cardOf("Autumn Ball")).getByText("Refunded $175.70 of the $195.70 paid, on 2099-12-03"),
    ).toBeTruthy();
  });

  it("pays a registration awaiting payment in the payment dialog", async () => {
    const user = userEvent.setup();
    renderRegistered();
    await user.click(await screen.findByRole("button", { name: "Pay $77.25 for Autumn Tour" }));
    const payment = await screen.findByRole("dialog", { name: "Choose payment method" });
    expect(await within(payment).findByTestId("checkout-total")).toBeTruthy();
    expect(within(payment).getByTestId("checkout-total").textContent).toBe("$77.25");
  });

  it("accepts an offered place, then opens its payment", async () => {
    const user = userEvent.setup();
    const fetchMock = renderRegistered({
      "POST /api/v1/registrations/34/accept": () => ({
        body: { status: "created", registrationId: 34, params: { orderId: "E-7" } },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Accept the place for Annual Meeting" }));
    expect(await screen.findByRole("dialog", { name: "Choose payment method" })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === "/api/v1/registrations/34/accept" && init?.method === "POST",
      ),
    ).toBe(true);
  });

  it("states the refund before cancelling, then what was refunded", async () => {
    const user = userEvent.setup();
    const fetchMock = renderRegistered({
      "DELETE /api/v1/registrations/31": () => ({
        body: { registration: { ...confirmed, status: "cancelled", cancelledAt: held }, refunded: 6725 },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Cancel registration for Spring Concours" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel registration for Spring Concours" });
    // Between the full refund's end and the last day of refunds: all but the $10 fee.
    expect(
      await within(dialog).findByText(
        "You paid $77.25. $67.25 will be refunded (a cancellation fee of $10.00 is kept).",
      ),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Keep my registration" }));

    await user.click(within(dialog).getByRole("button", { name: "Cancel registration" }));
    const outcome = await within(dialog).findByRole("status");
    expect(outcome.textContent).toContain("Your registration for Spring Concours is cancelled.");
    expect(outcome.textContent).toContain("$67.25 will be refunded");
    await waitFor(() => expect(document.activeElement).toBe(outcome));
  });
});

describe("a registration into the member's calendar (issue 40)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("offers Add to my calendar on each registration not cancelled", async () => {
    renderRegistered();
    for (const title of ["Spring Concours", "Autumn Tour", "Grand Classic", "Annual Meeting"])
      expect(
        within(await cardOf(title)).getByRole("button", { name: `Add to my calendar for ${title}` }),
      ).toBeTruthy();
    expect(
      within(await cardOf("Winter Dinner")).queryByRole("button", { name: /Add to my calendar/ }),
    ).toBeNull();
  });
});
