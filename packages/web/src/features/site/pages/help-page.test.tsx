import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "../../../app/layouts/site-header.tsx";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { siteConfigFixture } from "../../../test/site-config.fixture.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { HelpPage } from "./help-page.tsx";

// Issue 25: the help page answers what members ask the office most, open to everyone, linked from the header.

const hrefOf = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("help page (issue 25)", () => {
  it("answers each question under a heading of its own", () => {
    renderWithApp(<HelpPage />, { path: "/help" });
    expect(screen.getByRole("heading", { level: 1, name: "Help" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Renewing your membership",
      "Paying by cheque",
      "If you forgot your password",
      "Adding a car",
      "Your membership card and receipts",
      "Your car's record",
      "Events and checking in at the gate",
      "Judging and results",
      "Your privacy: who sees your details, your data, leaving",
      "Contacting the office",
    ]);
    expect(document.title).toContain("Help");
  });

  it("explains the car's record, events and the gate, judging and privacy, with links to their screens (issue 40)", () => {
    renderWithApp(<HelpPage />, { path: "/help" });
    const region = (name: string) => screen.getByRole("region", { name });
    const linkIn = (section: string, name: string) =>
      within(region(section)).getByRole("link", { name }).getAttribute("href");
    expect(region("Your car's record").textContent).toContain("press History on a car");
    expect(linkIn("Your car's record", "your garage (My Vehicles)")).toBe("/my-profile/my-vehicles");
    const events = region("Events and checking in at the gate");
    expect(events.textContent).toContain("check-in code");
    expect(events.textContent).toContain("spaces and capital letters do not matter");
    expect(events.textContent).toContain("give your name");
    expect(linkIn("Events and checking in at the gate", "My Events")).toBe("/my-profile/my-events");
    const judging = region("Judging and results");
    expect(judging.textContent).toContain('"Paint: 3 points off"');
    expect(judging.textContent).toContain("on or after the meet's first day");
    const privacy = "Your privacy: who sees your details, your data, leaving";
    expect(linkIn(privacy, "Who sees my details")).toBe("/my-profile/member-info#who-sees-my-details");
    expect(linkIn(privacy, "Download my data")).toBe("/my-profile/member-info#download-my-data");
    expect(linkIn(privacy, "Leave the club")).toBe("/my-profile/member-info#leave-the-club");
    expect(region(privacy).textContent).toContain('says "Not shown"');
  });

  it("leads to the pages that do what it explains", () => {
    renderWithApp(<HelpPage />, { path: "/help" });
    expect(hrefOf("Member Info")).toBe("/my-profile/member-info");
    expect(hrefOf("Reset your password")).toBe("/reset-password");
    expect(hrefOf("My Vehicles")).toBe("/my-profile/my-vehicles");
    expect(hrefOf("Membership Details")).toBe("/my-profile/membership-details");
  });

  it("states the online fee and the office's contact details from the club's settings", () => {
    renderWithApp(<HelpPage />, { path: "/help" });
    expect(screen.getByText(/adds a convenience fee of 3% to the total; a cheque has no fee/)).toBeTruthy();
    const contact = screen.getByRole("region", { name: "Contacting the office" });
    expect(
      within(contact).getByRole("link", { name: siteConfigFixture.officeEmail }).getAttribute("href"),
    ).toBe(`mailto:${siteConfigFixture.officeEmail}`);
    expect(
      within(contact).getByRole("link", { name: siteConfigFixture.officePhone }).getAttribute("href"),
    ).toBe("tel:8473900443");
    expect(
      within(contact).getByRole("link", { name: "contact page of the club's website" }).getAttribute("href"),
    ).toBe(siteConfigFixture.contactUrl);
    const cheque = screen.getByRole("region", { name: "Paying by cheque" });
    expect(within(cheque).getByText(/Suite 7A/).textContent).toBe(
      `${siteConfigFixture.clubName}\n${siteConfigFixture.officeAddress}`,
    );
  });
});

describe("the Help entry of the site header (issue 25)", () => {
  it("is in the main menu, signed in or not", () => {
    setScreenWidth(1280);
    stubApi({});
    renderWithApp(<SiteHeader />);
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(menu).getByRole("link", { name: "Help" }).getAttribute("href")).toBe("/help");
  });

  it("is in the phone's menu drawer", async () => {
    setScreenWidth(375);
    stubApi({});
    renderWithApp(<SiteHeader />);
    // The burger shows by a stylesheet's media query, which the test's page does not load: found by its label.
    await userEvent.click(screen.getByLabelText("Open menu"));
    const menu = await screen.findByRole("navigation", { name: "Mobile menu" });
    expect(within(menu).getByRole("link", { name: "Help" }).getAttribute("href")).toBe("/help");
  });
});
