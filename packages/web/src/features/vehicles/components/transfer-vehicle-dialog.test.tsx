import { registryMessages, type VehicleTransfer } from "@club/domain/vehicle-registry.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { packardFixture } from "../../../test/vehicle.fixture.ts";
import { clubToday } from "../form/transfer-form.ts";
import { TransferVehicleDialog } from "./transfer-vehicle-dialog.tsx";

const car = "1932 Packard Deluxe Eight";

const offered: VehicleTransfer = {
  id: 70,
  vehicleId: 3,
  car,
  sellerName: "Ada Member",
  // Issue 39: the server answers with the last name the seller typed.
  buyerName: "Brandt",
  buyerMemberNo: 10002,
  soldOn: "2026-11-20",
  status: "pending",
  createdAt: "2026-11-20T10:00:00.000Z",
};

function renderDialog(reply: Parameters<typeof stubApi>[0][string]) {
  const fetchMock = stubApi({ "POST /api/v1/vehicles/3/transfer": reply });
  const onClose = vi.fn();
  const onTransferred = vi.fn();
  renderWithApp(
    <>
      <Notifications />
      <TransferVehicleDialog vehicle={packardFixture} onClose={onClose} onTransferred={onTransferred} />
    </>,
  );
  const dialog = screen.getByRole("dialog", { name: `Sell or transfer the ${car}` });
  return { fetchMock, onClose, onTransferred, dialog };
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

describe("sell or transfer dialog (issue 27)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("offers the car to a member after saying it stays in the garage until they accept", async () => {
    const user = userEvent.setup();
    const { fetchMock, onClose, onTransferred, dialog } = renderDialog(() => ({
      status: 201,
      body: offered,
    }));
    expect(
      (within(dialog).getByRole("radio", { name: "To a club member" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((within(dialog).getByLabelText(/^Day of the sale/) as HTMLInputElement).value).toBe(clubToday());

    // Nothing is sent without a member number and the buyer's last name (issue 39).
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText(registryMessages.buyerRequired)).toBeTruthy();
    expect(within(dialog).getByText(registryMessages.buyerLastNameRequired)).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Buyer's member number/), "10002");
    await user.type(within(dialog).getByLabelText(/^Buyer's last name/), "Brandt");
    await user.clear(within(dialog).getByLabelText(/^Day of the sale/));
    await user.type(within(dialog).getByLabelText(/^Day of the sale/), "2026-11-20");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));

    const summary = await within(dialog).findByText(
      `The ${car} will be offered to member 10002, Brandt; it stays in your garage until they accept.`,
    );
    expect(document.activeElement).toBe(summary);
    expect(within(dialog).getByText("Day of the sale: 2026-11-20.")).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Offer the car" }));

    expect(
      await screen.findByText(
        `The ${car} was offered to member 10002, Brandt. It stays in your garage until they accept.`,
      ),
    ).toBeTruthy();
    expect(sentBody(posts(fetchMock)[0]?.[1])).toEqual({
      member_no: 10002,
      buyer_last_name: "Brandt",
      date: "2026-11-20",
    });
    expect(onTransferred).toHaveBeenCalledWith(packardFixture, offered);
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the server's refusal of the member number at its field, with what was typed", async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = renderDialog(() => ({
      status: 422,
      body: { errors: { memberNo: [registryMessages.buyerUnknown] } },
    }));
    await user.type(within(dialog).getByLabelText(/^Buyer's member number/), "99999");
    await user.type(within(dialog).getByLabelText(/^Buyer's last name/), "Nobody");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await user.click(await within(dialog).findByRole("button", { name: "Offer the car" }));

    const field = (await within(dialog).findByLabelText(/^Buyer's member number/)) as HTMLInputElement;
    expect(await within(dialog).findByText(registryMessages.buyerUnknown)).toBeTruthy();
    expect(field.value).toBe("99999");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows an offer already waiting (409) above the buttons", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog(() => ({
      status: 409,
      body: { errors: { base: [registryMessages.transferPending] } },
    }));
    await user.type(within(dialog).getByLabelText(/^Buyer's member number/), "10002");
    await user.type(within(dialog).getByLabelText(/^Buyer's last name/), "Brandt");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await user.click(await within(dialog).findByRole("button", { name: "Offer the car" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(registryMessages.transferPending);
  });

  it("records a sale outside the club after saying the car leaves the garage now", async () => {
    const user = userEvent.setup();
    const sold: VehicleTransfer = {
      ...offered,
      buyerName: "John Carter",
      buyerMemberNo: null,
      status: "accepted",
    };
    const { fetchMock, onTransferred, dialog } = renderDialog(() => ({ status: 201, body: sold }));
    await user.click(within(dialog).getByRole("radio", { name: "Outside the club" }));
    expect(within(dialog).queryByLabelText(/^Buyer's member number/)).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText(registryMessages.buyerRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Buyer's name/), "John Carter");
    await user.type(within(dialog).getByLabelText(/^Where the buyer lives/), "Dayton, Ohio");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));

    expect(
      await within(dialog).findByText(`The ${car} leaves your garage now and stays in the club's registry.`),
    ).toBeTruthy();
    expect(within(dialog).getByText(`Sold to John Carter, Dayton, Ohio on ${clubToday()}.`)).toBeTruthy();
    // Back keeps what was typed.
    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    expect((within(dialog).getByLabelText(/^Buyer's name/) as HTMLInputElement).value).toBe("John Carter");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await user.click(await within(dialog).findByRole("button", { name: "Record the sale" }));

    expect(
      await screen.findByText(
        `The sale of the ${car} to John Carter was recorded. The car has left your garage.`,
      ),
    ).toBeTruthy();
    expect(sentBody(posts(fetchMock)[0]?.[1])).toEqual({
      buyer_name: "John Carter",
      buyer_place: "Dayton, Ohio",
      date: clubToday(),
    });
    expect(onTransferred).toHaveBeenCalledWith(packardFixture, sold);
  });
});
