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
    notifications.show({ message: "Internet connection error" });
    render(
      <MantineProvider env="test">
        <OverlayHosts />
      </MantineProvider>,
    );
    expect(screen.queryByText("Internet connection error")).toBeNull();

    expect(await screen.findByText("Internet connection error")).toBeTruthy();
    modals.open({ title: "Check your e-mail", children: "A link is on its way." });
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Check your e-mail" })).toBeTruthy());
  });
});
