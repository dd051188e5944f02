import { vehicleMessages } from "@club/domain/vehicle.schema";
import type { VehicleClaim, VehicleTransfer } from "@club/domain/vehicle-registry.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { makesFixture, packardFixture } from "../../../test/vehicle.fixture.ts";
import { duesenbergHistory } from "../../../test/vehicle-history.fixture.ts";
import { MyVehiclesPage } from "./my-vehicles-page.tsx";

const cadillac = {
  ...packardFixture,
  id: 8,
  images: [],
  year: 1931,
  makeId: 4,
  make: "Cadillac",
  model: "V-16 Series 452",
  ownedByAssociate: true,
  approvedByCommittee: false,
  status: "pending" as const,
};

/** The window's width as the page's media query sees it. */
function setWidth(width: number) {
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
    const maxWidth = /max-width:\s*(\d+)px/.exec(query)?.[1];
    return {
      matches: maxWidth !== undefined && width <= Number(maxWidth),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

function renderPage(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    "GET /api/v1/makes": () => ({ body: makesFixture }),
    "GET /api/v1/vehicles": () => ({ body: [packardFixture, cadillac] }),
    "GET /api/v1/vehicle_transfers": () => ({ body: { incoming: [], outgoing: [] } }),
    "GET /api/v1/vehicle_claims": () => ({ body: { claims: [], onYourCars: [] } }),
    ...routes,
  });
  renderWithApp(
    <>
      <Notifications />
      <MyVehiclesPage />
    </>,
    { path: "/my-profile/my-vehicles" },
  );
  return fetchMock;
}

const deleteCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE");

describe("my vehicles page (spec §2, §4)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setWidth(1400);
  });

  it("lists the cars with their owner, approval and photos", async () => {
    renderPage();
    const packard = await screen.findByRole("listitem", { name: "1932 Packard Deluxe Eight" });
    expect(within(packard).getByText("Approved")).toBeTruthy();
    expect(within(packard).getByText("Member")).toBeTruthy();
    expect(within(packard).getByText("Dietrich")).toBeTruthy();
    expect(within(packard).getByRole("img", { name: "Photo of the 1932 Packard Deluxe Eight" })).toBeTruthy();
    const cadillacItem = screen.getByRole("listitem", { name: "1931 Cadillac V-16 Series 452" });
    expect(within(cadillacItem).getByText("Pending club approval")).toBeTruthy();
    expect(within(cadillacItem).getByText("Associate")).toBeTruthy();
    expect(
      screen.getByText(/need the club's approval before they can be used to register for events/),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Add a Vehicle" })).toBeTruthy();
  });

  it("offers an approved car for sale in the marketplace, and not a car waiting for approval (issue 44)", async () => {
    renderPage();
    const packard = await screen.findByRole("listitem", { name: "1932 Packard Deluxe Eight" });
    const sell = within(packard).getByRole("link", {
      name: "Sell this car in the marketplace: the 1932 Packard Deluxe Eight",
    });
    expect(sell.getAttribute("href")).toBe("/marketplace/new?vehicleId=3");
    const cadillacItem = screen.getByRole("listitem", { name: "1931 Cadillac V-16 Series 452" });
    expect(within(cadillacItem).queryByRole("link", { name: /Sell this car/ })).toBeNull();
  });

  it("shows a car the club did not approve, with the office's reason (issue 14)", async () => {
    const reason = "Please add a photo of the engine number plate.";
    renderPage({
      "GET /api/v1/vehicles": () => ({
        body: [{ ...cadillac, status: "rejected", rejectionReason: reason }],
      }),
    });
    const item = await screen.findByRole("listitem", { name: "1931 Cadillac V-16 Series 452" });
    expect(within(item).getByText("Not approved")).toBeTruthy();
    expect(within(item).getByText("The club office's reason:")).toBeTruthy();
    expect(within(item).getByText(reason)).toBeTruthy();
  });

  it("says 'No vehicle found' without cars", async () => {
    renderPage({ "GET /api/v1/vehicles": () => ({ body: [] }) });
    expect(await screen.findByText(vehicleMessages.noVehicles)).toBeTruthy();
  });

  it("keeps the car on Cancel and removes it on Confirm, without reloading the list", async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      "DELETE /api/v1/vehicles/8": () => ({ body: { message: vehicleMessages.deleted } }),
    });
    const item = await screen.findByRole("listitem", { name: "1931 Cadillac V-16 Series 452" });

    await user.click(within(item).getByRole("button", { name: /^Delete Vehicle/ }));
    let dialog = await screen.findByRole("dialog", { name: "Delete Vehicle" });
    expect(within(dialog).getByText(/1931 Cadillac V-16 Series 452/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete Vehicle" })).toBeNull());
    expect(deleteCalls(fetchMock)).toHaveLength(0);
    expect(screen.getByRole("listitem", { name: "1931 Cadillac V-16 Series 452" })).toBeTruthy();

    await user.click(within(item).getByRole("button", { name: /^Delete Vehicle/ }));
    dialog = await screen.findByRole("dialog", { name: "Delete Vehicle" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));

    expect(await screen.findByText(vehicleMessages.deleted)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "1931 Cadillac V-16 Series 452" })).toBeNull(),
    );
    expect(screen.getByRole("listitem", { name: "1932 Packard Deluxe Eight" })).toBeTruthy();
    expect(deleteCalls(fetchMock)).toHaveLength(1);
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/v1/vehicles")).toHaveLength(1);
  });

  it("opens the car in the form on Modify Vehicle", async () => {
    const user = userEvent.setup();
    renderPage();
    const item = await screen.findByRole("listitem", { name: "1932 Packard Deluxe Eight" });
    await user.click(within(item).getByRole("button", { name: /^Modify Vehicle/ }));
    expect(await screen.findByRole("heading", { level: 2, name: "Modify Vehicle" })).toBeTruthy();
    expect((screen.getByLabelText(/^Model/) as HTMLInputElement).value).toBe("Deluxe Eight");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Add a Vehicle" })).toBeTruthy();
  });

  it("puts the form in a drawer at 1200px or less, opened by + Add a Vehicle and by Modify Vehicle", async () => {
    setWidth(1200);
    const user = userEvent.setup();
    renderPage();
    const item = await screen.findByRole("listitem", { name: "1932 Packard Deluxe Eight" });
    expect(screen.queryByRole("heading", { name: "Add a Vehicle" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "+ Add a Vehicle" }));
    const drawer = await screen.findByRole("dialog", { name: "Add a Vehicle" });
    expect(within(drawer).getByLabelText(/^Owned By/)).toBeTruthy();
    await user.click(within(drawer).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add a Vehicle" })).toBeNull());

    await user.click(within(item).getByRole("button", { name: /^Modify Vehicle/ }));
    const modify = await screen.findByRole("dialog", { name: "Modify Vehicle" });
    expect((within(modify).getByLabelText(/^Model/) as HTMLInputElement).value).toBe("Deluxe Eight");
  });

  describe("at the site config's limit of cars (20)", () => {
    const twenty = Array.from({ length: 20 }, (_, index) => ({ ...cadillac, id: 100 + index }));
    const tooMany = vehicleMessages.tooManyVehicles(20);

    it("disables + Add a Vehicle with a note, and still lets a car be modified", async () => {
      setWidth(1200);
      const user = userEvent.setup();
      renderPage({ "GET /api/v1/vehicles": () => ({ body: twenty }) });
      await screen.findAllByRole("listitem");
      const add = screen.getByRole("button", { name: "+ Add a Vehicle" });
      expect((add as HTMLButtonElement).disabled).toBe(true);
      expect(add.getAttribute("aria-describedby")).toBe(screen.getByText(tooMany).id);

      const [first] = screen.getAllByRole("button", { name: /^Modify Vehicle/ });
      await user.click(first as HTMLElement);
      expect(await screen.findByRole("dialog", { name: "Modify Vehicle" })).toBeTruthy();
    });

    it("shows the note instead of an empty form beside the list, and the form again once a car is deleted", async () => {
      const user = userEvent.setup();
      renderPage({
        "GET /api/v1/vehicles": () => ({ body: twenty }),
        "DELETE /api/v1/vehicles/100": () => ({ body: { message: vehicleMessages.deleted } }),
      });
      expect(await screen.findByText(tooMany)).toBeTruthy();
      expect(screen.getByRole("heading", { level: 2, name: "Add a Vehicle" })).toBeTruthy();
      expect(screen.queryByLabelText(/^Model/)).toBeNull();

      const [first] = screen.getAllByRole("button", { name: /^Delete Vehicle/ });
      await user.click(first as HTMLElement);
      const dialog = await screen.findByRole("dialog", { name: "Delete Vehicle" });
      await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
      expect(await screen.findByLabelText(/^Model/)).toBeTruthy();
      expect(screen.queryByText(tooMany)).toBeNull();
    });
  });

  describe("the car's record (issue 27)", () => {
    const offer: VehicleTransfer = {
      id: 70,
      vehicleId: 8,
      car: "1931 Cadillac V-16 Series 452",
      sellerName: "Ada Member",
      // Issue 39: the seller's own offers name the buyer as the seller typed them.
      buyerName: "brandt",
      buyerMemberNo: 1107,
      soldOn: "2026-11-20",
      status: "pending",
      createdAt: "2026-11-20T10:00:00.000Z",
    };

    it("puts the cars offered to the member first, and says which of theirs wait for an answer", async () => {
      renderPage({
        "GET /api/v1/vehicle_transfers": () => ({
          body: {
            incoming: [
              {
                ...offer,
                id: 71,
                vehicleId: 31,
                car: "1931 Duesenberg Model J",
                sellerName: "Walter Brandt",
              },
            ],
            outgoing: [offer],
          },
        }),
      });
      const offered = await screen.findByRole("heading", { level: 2, name: "Cars offered to you" });
      const headings = screen.getAllByRole("heading").map((heading) => heading.textContent);
      expect(headings.indexOf("Cars offered to you")).toBe(headings.indexOf("My Vehicles") + 1);
      expect(offered).toBeTruthy();
      const cadillacItem = screen.getByRole("listitem", { name: "1931 Cadillac V-16 Series 452" });
      expect(
        within(cadillacItem).getByText("Offered to member 1107, brandt — waiting for their answer"),
      ).toBeTruthy();
      const packard = screen.getByRole("listitem", { name: "1932 Packard Deluxe Eight" });
      expect(within(packard).queryByText(/waiting for their answer/)).toBeNull();
    });

    it("takes back an offer not yet answered: the card no longer says it waits", async () => {
      const user = userEvent.setup();
      let outgoing = [offer];
      const cancelled = vi.fn(() => {
        outgoing = [];
        return { body: { message: "The offer was taken back" } };
      });
      renderPage({
        "GET /api/v1/vehicle_transfers": () => ({ body: { incoming: [], outgoing } }),
        [`POST /api/v1/vehicle_transfers/${offer.id}/cancel`]: cancelled,
      });
      const cadillacItem = await screen.findByRole("listitem", { name: "1931 Cadillac V-16 Series 452" });
      await user.click(
        await within(cadillacItem).findByRole("button", {
          name: "Take the offer back of the 1931 Cadillac V-16 Series 452",
        }),
      );
      await waitFor(() => expect(within(cadillacItem).queryByText(/waiting for their answer/)).toBeNull());
      expect(cancelled).toHaveBeenCalledTimes(1);
    });

    it("opens a car's history from its card", async () => {
      const user = userEvent.setup();
      renderPage({
        "GET /api/v1/vehicles/3/history": () => ({ body: { ...duesenbergHistory, vehicleId: 3 } }),
      });
      const packard = await screen.findByRole("listitem", { name: "1932 Packard Deluxe Eight" });
      await user.click(
        within(packard).getByRole("button", { name: "History of the 1932 Packard Deluxe Eight" }),
      );
      const dialog = await screen.findByRole("dialog", { name: "History of the 1932 Packard Deluxe Eight" });
      const owners = await within(dialog).findByRole("list", { name: "Owners, the first first" });
      expect(within(owners).getAllByRole("listitem")).toHaveLength(4);
      await user.click(within(dialog).getByRole("button", { name: "Close" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });

    it("takes a car sold outside the club out of the list, and out of the form", async () => {
      const user = userEvent.setup();
      let vehicles = [packardFixture, cadillac];
      renderPage({
        "GET /api/v1/vehicles": () => ({ body: vehicles }),
        "POST /api/v1/vehicles/8/transfer": () => {
          vehicles = [packardFixture];
          return {
            status: 201,
            body: { ...offer, buyerName: "John Carter", buyerMemberNo: null, status: "accepted" },
          };
        },
      });
      const item = await screen.findByRole("listitem", { name: "1931 Cadillac V-16 Series 452" });
      await user.click(within(item).getByRole("button", { name: /^Modify Vehicle/ }));
      expect(await screen.findByRole("heading", { level: 2, name: "Modify Vehicle" })).toBeTruthy();

      await user.click(within(item).getByRole("button", { name: /^Sell or transfer/ }));
      const dialog = await screen.findByRole("dialog", {
        name: "Sell or transfer the 1931 Cadillac V-16 Series 452",
      });
      await user.click(within(dialog).getByRole("radio", { name: "Outside the club" }));
      await user.type(within(dialog).getByLabelText(/^Buyer's name/), "John Carter");
      await user.click(within(dialog).getByRole("button", { name: "Continue" }));
      await user.click(await within(dialog).findByRole("button", { name: "Record the sale" }));

      await waitFor(() =>
        expect(screen.queryByRole("listitem", { name: "1931 Cadillac V-16 Series 452" })).toBeNull(),
      );
      expect(screen.getByRole("heading", { level: 2, name: "Add a Vehicle" })).toBeTruthy();
    });

    it("lists the member's claims with where each stands and the office's reason", async () => {
      const claim: VehicleClaim = {
        id: 5,
        vehicleId: 31,
        car: "1931 Duesenberg Model J",
        note: "Mine since 1998.",
        status: "rejected",
        reason: "The bill of sale names another car.",
        documents: [],
        createdAt: "2026-11-02T09:00:00.000Z",
        decidedAt: "2026-11-10T09:00:00.000Z",
      };
      renderPage({ "GET /api/v1/vehicle_claims": () => ({ body: { claims: [claim], onYourCars: [] } }) });
      const section = await screen.findByRole("region", { name: "Your claims" });
      const row = within(section).getByRole("row", { name: /1931 Duesenberg Model J/ });
      expect(
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ).toEqual(["2026-11-02", "Not approved", "The bill of sale names another car."]);
    });

    it("shows no claims section to a member without claims", async () => {
      renderPage();
      await screen.findByRole("listitem", { name: "1932 Packard Deluxe Eight" });
      expect(screen.queryByRole("region", { name: "Your claims" })).toBeNull();
      expect(screen.queryByRole("heading", { name: "Cars offered to you" })).toBeNull();
    });
  });
});
