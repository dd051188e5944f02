import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { AddToCalendarMenu } from "./add-to-calendar-menu.tsx";

const event = {
  id: 7,
  title: "Grand Classic",
  dateStart: "2099-06-12",
  dateEnd: "2099-06-13",
  place: null,
  regionName: "Greater Illinois Region",
};

/** A link's query, each value decoded. */
function query(href: string | null) {
  return Object.fromEntries(new URL(href ?? "").searchParams);
}

describe("Add to my calendar (issue 40)", () => {
  it("opens from the keyboard and offers Google, Apple / iPhone, Outlook and the .ics file", async () => {
    const user = userEvent.setup();
    renderWithApp(<AddToCalendarMenu event={event} />);
    const button = await screen.findByRole("button", { name: "Add to my calendar for Grand Classic" });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard("{Enter}");

    const google = await screen.findByRole("menuitem", { name: "Google Calendar (opens in a new tab)" });
    expect(google.getAttribute("target")).toBe("_blank");
    expect(query(google.getAttribute("href"))).toMatchObject({
      action: "TEMPLATE",
      text: "Grand Classic",
      dates: "20990612/20990614",
      ctz: "America/Chicago",
      location: "Greater Illinois Region",
      details: `Details and registration: ${window.location.origin}/my-profile/my-events`,
    });

    const apple = screen.getByRole("menuitem", { name: "Apple Calendar / iPhone" });
    expect(apple.getAttribute("href")).toBe("/api/v1/events/7.ics");
    expect(apple.hasAttribute("download")).toBe(false);

    const outlook = screen.getByRole("menuitem", { name: "Outlook (opens in a new tab)" });
    expect(outlook.getAttribute("href")).toMatch(
      /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/,
    );
    expect(query(outlook.getAttribute("href"))).toMatchObject({
      subject: "Grand Classic",
      startdt: "2099-06-12",
      enddt: "2099-06-14",
      allday: "true",
    });

    const file = screen.getByRole("menuitem", { name: "Download the .ics file" });
    expect(file.getAttribute("href")).toBe("/api/v1/events/7.ics");
    expect(file.getAttribute("download")).toBe("event-7.ics");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menuitem", { name: "Download the .ics file" })).toBeNull();
  });
});
