import { eventRegistrationMessages } from "@club/domain/event.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { concoursDetailsFixture, concoursFixture } from "../../../test/event.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { packardFixture } from "../../../test/vehicle.fixture.ts";
import { AvailableEvents } from "./available-events.tsx";

const invoice = {
  orderId: "E-5",
  kind: "event",
  status: "pending",
  items: [{ description: "Spring Concours", amount: 4000 }],
  subtotal: 4000,
  fee: 120,
  total: 4120,
  currency: "USD",
};

function renderAvailable(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    "GET /api/v1/events": () => ({ body: [concoursFixture] }),
    "GET /api/v1/events/12": () => ({ body: concoursDetailsFixture }),
    "GET /api/v1/vehicles": () => ({ body: [packardFixture] }),
    "GET /api/v1/invoices/E-5": () => ({ body: invoice }),
    ...routes,
  });
  renderWithApp(
    <>
      <Notifications />
      <AvailableEvents />
    </>,
  );
  return fetchMock;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Register for Spring Concours" }));
  const dialog = await screen.findByRole("dialog", { name: "Register for Spring Concours" });
  await within(dialog).findByLabelText(/^Car to bring/);
  return dialog;
}

/** The member, their associate, one guest and two dinners. */
async function chooseEverything(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.selectOptions(within(dialog).getByLabelText(/^Car to bring/), "1932 Packard Deluxe Eight");
  await user.click(within(dialog).getByLabelText(/^My associate comes too/));
  await user.click(within(dialog).getByRole("button", { name: "Add a guest" }));
  await user.type(within(dialog).getByLabelText(/^Guest 1 first name/), "Ada");
  await user.type(within(dialog).getByLabelText(/^Guest 1 last name/), "Byron");
  await user.click(within(dialog).getByRole("button", { name: "One more Saturday dinner" }));
  await user.click(within(dialog).getByRole("button", { name: "One more Saturday dinner" }));
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

describe("registering for a portal event (issue 28)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the event, prices the member, associate, guest and items with the fee, and pays what it posts", async () => {
    const user = userEvent.setup();
    const fetchMock = renderAvailable({
      "POST /api/v1/events/12/registrations": () => ({
        status: 201,
        body: { status: "created", registrationId: 31, params: { orderId: "E-5" } },
      }),
    });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText("Cantigny Park, Wheaton")).toBeTruthy();
    expect(within(dialog).getByText("12 places left")).toBeTruthy();
    expect(within(dialog).getByText("$40.00 (early price until 2099-04-01, then $50.00)")).toBeTruthy();
    expect(within(dialog).getByTestId("checkout-total").textContent).toBe("$41.20");

    await chooseEverything(user, dialog);
    // $40 + $30 + $25 + 2 × $20 = $135.00, and 3% online: $4.05.
    expect(within(dialog).getByText("Spring Concours, guest: Ada Byron")).toBeTruthy();
    expect(within(dialog).getByText("Saturday dinner × 2")).toBeTruthy();
    expect(within(dialog).getByTestId("checkout-total").textContent).toBe("$139.05");
    await user.click(within(dialog).getByRole("button", { name: "Register and pay $139.05" }));

    expect(await screen.findByRole("dialog", { name: "Choose payment method" })).toBeTruthy();
    expect(sentBody(posts(fetchMock)[0]?.[1])).toEqual({
      vehicle_id: 3,
      associate: true,
      guests: [{ first_name: "Ada", last_name: "Byron" }],
      items: [{ item_id: 7, quantity: 2 }],
    });
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Register for Spring Concours" })).toBeNull(),
    );
  });

  it("asks for a car when the event requires one, and sends nothing", async () => {
    const user = userEvent.setup();
    const fetchMock = renderAvailable();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Register and pay $41.20" }));
    expect(await within(dialog).findByText(eventRegistrationMessages.carRequired)).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("shows the server's refusals at their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderAvailable({
      "POST /api/v1/events/12/registrations": () => ({
        status: 422,
        body: {
          errors: {
            vehicleId: [eventRegistrationMessages.carNotApproved],
            "guests.0.lastName": [eventRegistrationMessages.nameTooLong],
            "items.0.quantity": [eventRegistrationMessages.itemTooFew("Saturday dinner", 1)],
          },
        },
      }),
    });
    const dialog = await openDialog(user);
    await chooseEverything(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Register and pay $139.05" }));

    const car = within(dialog).getByLabelText(/^Car to bring/) as HTMLSelectElement;
    await waitFor(() => expect(car.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText(eventRegistrationMessages.carNotApproved)).toBeTruthy();
    const lastName = within(dialog).getByLabelText(/^Guest 1 last name/) as HTMLInputElement;
    expect(lastName.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByText(eventRegistrationMessages.nameTooLong)).toBeTruthy();
    // Issue 39: the item's limit shows at its quantity (the body's first item is the event's dinner).
    const dinner = within(dialog).getByLabelText(/^Saturday dinner/) as HTMLInputElement;
    expect(dinner.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByText("Only 1 of Saturday dinner is left")).toBeTruthy();
    expect(document.activeElement).toBe(car);
    // What was typed stays.
    expect(car.value).toBe("3");
    expect((within(dialog).getByLabelText(/^Guest 1 first name/) as HTMLInputElement).value).toBe("Ada");
    expect(lastName.value).toBe("Byron");
    expect(dinner.value).toBe("2");
    expect((within(dialog).getByLabelText(/^My associate comes too/) as HTMLInputElement).checked).toBe(true);
  });

  it("puts a member on a full event's waiting list and says so", async () => {
    const user = userEvent.setup();
    renderAvailable({
      "GET /api/v1/events": () => ({ body: [{ ...concoursFixture, full: true }] }),
      "GET /api/v1/events/12": () => ({
        body: { ...concoursDetailsFixture, full: true, placesLeft: 0, carRequired: false },
      }),
      "POST /api/v1/events/12/registrations": () => ({
        status: 201,
        body: { status: "waitlisted", registrationId: 31, params: null },
      }),
    });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText("Full: you will join the waiting list.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Join the waiting list" }));
    expect(await screen.findByText(/Spring Concours is full, so you are on its waiting list/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says why the member cannot register, without the way to", async () => {
    const user = userEvent.setup();
    renderAvailable({
      "GET /api/v1/events/12": () => ({
        body: {
          ...concoursDetailsFixture,
          canRegister: false,
          cannotRegisterReason: eventRegistrationMessages.closed,
        },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Register for Spring Concours" }));
    const dialog = await screen.findByRole("dialog", { name: "Register for Spring Concours" });
    expect(await within(dialog).findByText(eventRegistrationMessages.closed)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^Car to bring/)).toBeNull();
    expect(within(dialog).queryByRole("button", { name: /^Register/ })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeTruthy();
  });
});
