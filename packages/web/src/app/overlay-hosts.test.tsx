import { MantineProvider } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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

  it("whose code fails to load while offline leave the page as it is, and come once the browser is online", async () => {
    let online = false;
    const onLine = vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    // React reports the failure it caught; the test is about what the member sees.
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let loads = 0;
    const load = () => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
        : import("./overlay-hosts-now.tsx");
    };
    try {
      notifications.show({ message: "The sheet is kept on this phone" });
      render(
        <MantineProvider env="test">
          <p>The page being typed into</p>
          <OverlayHosts load={load} />
        </MantineProvider>,
      );
      // Caught, the failure is reported as React reports what an error boundary caught.
      await waitFor(() => expect(reported).toHaveBeenCalled());
      expect(loads).toBe(1);
      expect(screen.getByText("The page being typed into")).toBeTruthy();
      expect(screen.queryByText("The sheet is kept on this phone")).toBeNull();

      online = true;
      window.dispatchEvent(new Event("online"));
      await waitFor(() => expect(loads).toBe(2));
      expect(await screen.findByText("The sheet is kept on this phone")).toBeTruthy();
      expect(screen.getByText("The page being typed into")).toBeTruthy();
    } finally {
      onLine.mockRestore();
      reported.mockRestore();
    }
  });
});
