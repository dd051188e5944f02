import { transferMessages } from "@club/domain/vehicle-transfer.rules";
import { Notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { packardFixture } from "../../../test/vehicle.fixture.ts";
import { clubToday } from "../form/transfer-form.ts";
import { DeleteVehicleDialog } from "./delete-vehicle-dialog.tsx";
import { RemoveFromGarageDialog } from "./remove-from-garage-dialog.tsx";

const car = "1932 Packard Deluxe Eight";

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

// Issue 39: a car with a history leaves the garage and stays in the registry; it is never deleted.
describe("remove from my garage", () => {
  beforeEach(() => saveToken("test-token", false));

  it("asks what happened, says what will happen, and only then removes the car", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "POST /api/v1/vehicles/3/remove_from_garage": () => ({
        body: { message: "The car left your garage; it stays in the club's registry" },
      }),
    });
    const onClose = vi.fn();
    const onRemoved = vi.fn();
    renderWithApp(
      <>
        <Notifications />
        <RemoveFromGarageDialog vehicle={packardFixture} onClose={onClose} onRemoved={onRemoved} />
      </>,
    );
    const dialog = screen.getByRole("dialog", { name: `Remove the ${car} from my garage` });
    expect((within(dialog).getByLabelText(/^Day it left your garage/) as HTMLInputElement).value).toBe(
      clubToday(),
    );

    // Nothing is sent before the member says what happened.
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Say what happened to the car")).toBeTruthy();

    await user.click(within(dialog).getByRole("radio", { name: "Destroyed" }));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    const summary = await within(dialog).findByText(
      `The ${car} leaves your garage and stays in the club's registry with its history.`,
    );
    expect(document.activeElement).toBe(summary);
    expect(within(dialog).getByText(`What happened: Destroyed, on ${clubToday()}.`)).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Remove from my garage" }));
    expect(
      await screen.findByText(`The ${car} left your garage. It stays in the club's registry.`),
    ).toBeTruthy();
    expect(sentBody(posts(fetchMock)[0]?.[1])).toEqual({ reason: "destroyed", date: clubToday() });
    expect(onRemoved).toHaveBeenCalledWith(packardFixture);
    expect(onClose).toHaveBeenCalled();
  });

  it("offers Remove from my garage when the car cannot be deleted", async () => {
    const user = userEvent.setup();
    stubApi({
      "DELETE /api/v1/vehicles/3": () => ({
        status: 409,
        body: { errors: { base: [transferMessages.hasHistory] } },
      }),
    });
    const onRemoveInstead = vi.fn();
    renderWithApp(
      <DeleteVehicleDialog vehicle={packardFixture} onClose={vi.fn()} onRemoveInstead={onRemoveInstead} />,
    );
    const dialog = screen.getByRole("dialog", { name: "Delete Vehicle" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByText(transferMessages.hasHistory)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Remove from my garage instead" }));
    expect(onRemoveInstead).toHaveBeenCalledWith(packardFixture);
  });
});
