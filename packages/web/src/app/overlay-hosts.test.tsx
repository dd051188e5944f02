import { MantineProvider } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OverlayHosts } from "./overlay-hosts.tsx";

afterEach(() => {
  notifications.clean();
  modals.closeAll();
});

describe("the hosts of toasts and dialogs, loaded after the page (issue 11)", () => {
  it("shows a toast raised before its host arrived, and opens dialogs once it is there", async () => {
    // A message no other file raises: a query of an earlier file in this worker may still fail late and toast.
    notifications.show({ message: "Raised before its host arrived" });
    render(
      <MantineProvider env="test">
        <OverlayHosts />
      </MantineProvider>,
    );
    expect(screen.queryByText("Raised before its host arrived")).toBeNull();

    expect(await screen.findByText("Raised before its host arrived")).toBeTruthy();
    modals.open({ title: "Check your e-mail", children: "A link is on its way." });
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Check your e-mail" })).toBeTruthy());
  });

  it("opens a dialog asked for before its host arrived, once the host is there", async () => {
    render(
      <MantineProvider env="test">
        <OverlayHosts />
      </MantineProvider>,
    );
    // A form sent at once after the page opened: its answer's dialog comes before the browser was ever idle.
    modals.open({ title: "Check Your Inbox", children: "A link is on its way." });
    expect(await screen.findByRole("dialog", { name: "Check Your Inbox" })).toBeTruthy();
  });
});
