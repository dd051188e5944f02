import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AnnouncementBanner, announcementDismissedKey } from "./announcement-banner.tsx";

function renderBanner() {
  return render(
    <MantineProvider env="test">
      <AnnouncementBanner />
    </MantineProvider>,
  );
}

describe("redesign announcement (spec §1)", () => {
  it("shows until dismissed and stays dismissed on the next visit", async () => {
    const first = renderBanner();
    expect(screen.getByText(/Our website has a new look/)).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Dismiss announcement" }));
    expect(screen.queryByText(/Our website has a new look/)).toBeNull();
    expect(window.localStorage.getItem(announcementDismissedKey)).toBe("true");

    first.unmount();
    renderBanner();
    expect(screen.queryByText(/Our website has a new look/)).toBeNull();
  });
});
