import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { CalendarSubscription } from "./calendar-subscription.tsx";

const links = {
  personalUrl: "https://portal.example.org/api/v1/calendar/feeds/secret-1.ics",
  clubUrl: "https://portal.example.org/api/v1/events.ics",
};

describe("calendar subscription (issue 28)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the member's address and the club's, and makes a new address only once confirmed", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/calendar": () => ({ body: links }),
      "POST /api/v1/calendar/reset": () => ({
        body: { ...links, personalUrl: "https://portal.example.org/api/v1/calendar/feeds/secret-2.ics" },
      }),
    });
    renderWithApp(
      <>
        <Notifications />
        <CalendarSubscription />
      </>,
    );
    const section = await screen.findByRole("region", { name: "Subscribe to the calendar" });
    const address = (await within(section).findByLabelText(
      /^Your personal calendar address/,
    )) as HTMLInputElement;
    expect(address.value).toBe(links.personalUrl);
    expect(address.readOnly).toBe(true);
    expect(within(section).getByRole("button", { name: "Copy the address" })).toBeTruthy();
    expect(
      within(section)
        .getByRole("link", { name: /the club's calendar/ })
        .getAttribute("href"),
    ).toBe(links.clubUrl);

    await user.click(within(section).getByRole("button", { name: "Make a new address" }));
    const dialog = await screen.findByRole("dialog", { name: "Make a new calendar address" });
    expect(within(dialog).getByText(/Your present address stops working at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Keep my address" }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await user.click(within(section).getByRole("button", { name: "Make a new address" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Make a new calendar address" })).getByRole("button", {
        name: "Make a new address",
      }),
    );
    await waitFor(() => expect(address.value).toMatch(/secret-2\.ics$/));
    expect(await screen.findByText(/Your new calendar address is ready/)).toBeTruthy();
  });
});

describe("subscribe links (issue 40)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("subscribes to the member's feed and the club's in Apple Calendar, Google and Outlook, keeping the address", async () => {
    stubApi({ "GET /api/v1/calendar": () => ({ body: links }) });
    renderWithApp(<CalendarSubscription />);
    const section = await screen.findByRole("region", { name: "Subscribe to the calendar" });
    await within(section).findByRole("button", { name: "Copy the address" });
    const hrefOf = (name: string) => within(section).getByRole("link", { name }).getAttribute("href");

    expect(hrefOf("Subscribe in Apple Calendar / iPhone for my events")).toBe(
      "webcal://portal.example.org/api/v1/calendar/feeds/secret-1.ics",
    );
    expect(hrefOf("Add to Google Calendar for my events (opens in a new tab)")).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent("webcal://portal.example.org/api/v1/calendar/feeds/secret-1.ics")}`,
    );
    expect(hrefOf("Add to Outlook for my events (opens in a new tab)")).toBe(
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(links.personalUrl)}&name=${encodeURIComponent("Classic Car Club of America: my events")}`,
    );

    expect(hrefOf("Subscribe in Apple Calendar / iPhone for the club's events")).toBe(
      "webcal://portal.example.org/api/v1/events.ics",
    );
    expect(hrefOf("Add to Google Calendar for the club's events (opens in a new tab)")).toContain(
      encodeURIComponent("webcal://portal.example.org/api/v1/events.ics"),
    );
    const outlook = within(section).getByRole("link", {
      name: "Add to Outlook for the club's events (opens in a new tab)",
    });
    expect(outlook.getAttribute("target")).toBe("_blank");
    expect(outlook.getAttribute("href")).toContain(
      `name=${encodeURIComponent("Classic Car Club of America")}`,
    );
  });
});
