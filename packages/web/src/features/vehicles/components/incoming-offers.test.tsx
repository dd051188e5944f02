import { vehicleMessages } from "@club/domain/vehicle.schema";
import { registryMessages, type VehicleTransfer } from "@club/domain/vehicle-registry.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { queryKeys } from "../../../api/query-keys.ts";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { packardFixture } from "../../../test/vehicle.fixture.ts";
import { IncomingOffers } from "./incoming-offers.tsx";

const offer: VehicleTransfer = {
  id: 70,
  vehicleId: 31,
  car: "1931 Duesenberg Model J",
  sellerName: "Walter Brandt",
  buyerName: "Ada Member",
  buyerMemberNo: 10002,
  soldOn: "2026-11-20",
  status: "pending",
  createdAt: "2026-11-20T10:00:00.000Z",
};

/** The offers as the server holds them: answering one takes it off the list. */
function renderOffers(routes: Parameters<typeof stubApi>[0] = {}) {
  let incoming = [offer];
  const answered = () => {
    incoming = [];
    return { body: { message: "done" } };
  };
  const fetchMock = stubApi({
    "GET /api/v1/vehicle_transfers": () => ({ body: { incoming, outgoing: [] } }),
    "POST /api/v1/vehicle_transfers/70/accept": answered,
    "POST /api/v1/vehicle_transfers/70/decline": answered,
    ...routes,
  });
  const view = renderWithApp(
    <>
      <Notifications />
      <IncomingOffers />
    </>,
  );
  // The member's cars as My Vehicles holds them: an accepted car must bring them back from the server.
  view.queryClient.setQueryData(queryKeys.vehicles, [packardFixture]);
  return { fetchMock, queryClient: view.queryClient };
}

const posted = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === "POST" && url === path);

describe("cars offered to the member (issue 27)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows nothing when no car is offered", async () => {
    const { fetchMock } = renderOffers({
      "GET /api/v1/vehicle_transfers": () => ({ body: { incoming: [], outgoing: [] } }),
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("heading", { name: "Cars offered to you" })).toBeNull();
  });

  it("lists each car with its seller and the day, and accepting it reloads the member's cars", async () => {
    const user = userEvent.setup();
    const { fetchMock, queryClient } = renderOffers();
    expect(await screen.findByRole("heading", { level: 2, name: "Cars offered to you" })).toBeTruthy();
    const item = screen.getByRole("listitem", { name: "1931 Duesenberg Model J" });
    expect(within(item).getByText("Offered by Walter Brandt")).toBeTruthy();
    expect(within(item).getByText("Day of the sale: 2026-11-20")).toBeTruthy();

    await user.click(within(item).getByRole("button", { name: "Accept the 1931 Duesenberg Model J" }));
    expect(await screen.findByText("The 1931 Duesenberg Model J is in your garage now.")).toBeTruthy();
    expect(posted(fetchMock, "/api/v1/vehicle_transfers/70/accept")).toHaveLength(1);
    expect(queryClient.getQueryState(queryKeys.vehicles)?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Cars offered to you" })).toBeNull());
  });

  it("says why a car could not be accepted: a full garage (422)", async () => {
    const user = userEvent.setup();
    const full = vehicleMessages.tooManyVehicles(20);
    renderOffers({
      "POST /api/v1/vehicle_transfers/70/accept": () => ({
        status: 422,
        body: { errors: { vehicles: [full] } },
      }),
    });
    const item = await screen.findByRole("listitem", { name: "1931 Duesenberg Model J" });
    await user.click(within(item).getByRole("button", { name: /^Accept/ }));
    expect((await screen.findByRole("alert")).textContent).toContain(full);
    expect(screen.getByRole("listitem", { name: "1931 Duesenberg Model J" })).toBeTruthy();
  });

  it("keeps the seller's refusal in sight when the car is gone (409) and the offer leaves the list", async () => {
    const user = userEvent.setup();
    let incoming = [offer];
    renderOffers({
      "GET /api/v1/vehicle_transfers": () => ({ body: { incoming, outgoing: [] } }),
      "POST /api/v1/vehicle_transfers/70/accept": () => {
        incoming = [];
        return { status: 409, body: { errors: { base: [registryMessages.transferGone] } } };
      },
    });
    const item = await screen.findByRole("listitem", { name: "1931 Duesenberg Model J" });
    await user.click(within(item).getByRole("button", { name: /^Accept/ }));
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "1931 Duesenberg Model J" })).toBeNull(),
    );
    expect(screen.getByRole("alert").textContent).toBe(registryMessages.transferGone);
  });

  it("asks before declining: Cancel keeps the offer, Decline answers it", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderOffers();
    const item = await screen.findByRole("listitem", { name: "1931 Duesenberg Model J" });

    await user.click(within(item).getByRole("button", { name: "Decline the 1931 Duesenberg Model J" }));
    let dialog = await screen.findByRole("dialog", { name: "Decline this car?" });
    expect(
      within(dialog).getByText(
        "Do you want to decline the 1931 Duesenberg Model J offered by Walter Brandt? It stays in their garage.",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posted(fetchMock, "/api/v1/vehicle_transfers/70/decline")).toHaveLength(0);

    await user.click(within(item).getByRole("button", { name: /^Decline/ }));
    dialog = await screen.findByRole("dialog", { name: "Decline this car?" });
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(
      await screen.findByText("You declined the 1931 Duesenberg Model J. It stays with Walter Brandt."),
    ).toBeTruthy();
    expect(posted(fetchMock, "/api/v1/vehicle_transfers/70/decline")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Cars offered to you" })).toBeNull());
  });
});
