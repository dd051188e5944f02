import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officeSessionFixture, staffOfficePolicies } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeSettingsPage } from "./office-settings-page.tsx";

// Issue 23: the page follows the session's policies (the server's answer), not the role's name.
describe("the settings page for an account its policies keep out", () => {
  beforeEach(() => saveToken("test-token", false));

  it("says who changes the settings, and asks the server for nothing it would refuse", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({
        body: officeSessionFixture({ policies: { ...staffOfficePolicies, manageSettings: false } }),
      }),
    });
    renderWithApp(<OfficeSettingsPage />, { path: "/office/settings" });
    expect(
      await screen.findByText("The club's settings are changed by an office administrator."),
    ).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/v1/office/session"]);
  });
});

describe("the office's postal address for cheques (issue 25)", () => {
  beforeEach(() => saveToken("test-token", false));

  const settings = {
    renewalWindow: { startMonthDay: "10-01", endMonthDay: "12-31" },
    convenienceFeePercent: 3,
    contact: {
      officeEmail: "info@classiccarclub.org",
      officePhone: "(847) 390-0443",
      contactUrl: "https://www.classiccarclub.org/contact",
      officeAddress: "1645 Des Plaines River Road, Suite 7A\nDes Plaines, IL 60018",
    },
    judgesNamedOnSheets: false,
    clubTimeZone: "America/Chicago",
    onlineFeeTo: "national",
    joinWithoutPassword: false,
    marketplace: {
      enabled: true,
      listingDays: 60,
      approval: "new_members",
      maxActive: 5,
      fee: 0,
      public: false,
    },
  };

  it("is shown, changed, named in the question before saving, and sent with the contact details", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_admin" }) }),
      "GET /api/v1/office/settings": () => ({ body: settings }),
      "PUT /api/v1/office/settings": () => ({
        body: {
          ...settings,
          contact: { ...settings.contact, officeAddress: "PO Box 346\nMadison, NJ 07940" },
        },
      }),
    });
    renderWithApp(<OfficeSettingsPage />, { path: "/office/settings" });

    const address = await screen.findByRole("textbox", { name: /Postal address for cheques/ });
    expect((address as HTMLTextAreaElement).value).toBe(settings.contact.officeAddress);
    await user.clear(address);
    await user.type(address, "PO Box 346{Enter}Madison, NJ 07940");
    await user.click(screen.getByRole("button", { name: "Save the settings" }));

    const dialog = await screen.findByRole("dialog", { name: "Save the settings?" });
    expect(dialog.textContent).toContain(
      "Postal address for cheques: PO Box 346, Madison, NJ 07940 (was 1645 Des Plaines River Road, Suite 7A, Des Plaines, IL 60018).",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save the settings" }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toMatchObject({
      contact: { office_address: "PO Box 346\nMadison, NJ 07940" },
    });
  });

  it("names the field when the address has too many lines", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_admin" }) }),
      "GET /api/v1/office/settings": () => ({ body: settings }),
    });
    renderWithApp(<OfficeSettingsPage />, { path: "/office/settings" });

    const address = await screen.findByRole("textbox", { name: /Postal address for cheques/ });
    await user.type(address, "{Enter}Line three{Enter}Line four");
    await user.click(screen.getByRole("button", { name: "Save the settings" }));

    expect(
      await screen.findByText(
        "Office postal address: at most 3 lines of 40 characters each, to fit the renewal letter's slip",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the judges' names on the entrants' score sheets once ticked, said in the question (issue 29)", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_admin" }) }),
      "GET /api/v1/office/settings": () => ({ body: settings }),
      "PUT /api/v1/office/settings": () => ({ body: { ...settings, judgesNamedOnSheets: true } }),
    });
    renderWithApp(<OfficeSettingsPage />, { path: "/office/settings" });

    const named = await screen.findByRole("checkbox", {
      name: "Show the judges' names on the entrants' score sheets",
    });
    expect((named as HTMLInputElement).checked).toBe(false);
    await user.click(named);
    await user.click(screen.getByRole("button", { name: "Save the settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Save the settings?" });
    expect(dialog.textContent).toContain(
      "Entrants read their score sheets with the judges' names, at every published meet.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save the settings" }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    // Only what changed: an administrator saving one setting never puts back another's older value (issue 41).
    expect(sentBody(put?.[1])).toEqual({ judges_named_on_sheets: true });
  });

  it("gives each region its part of the convenience fee once chosen, said in the question (issue 42)", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_admin" }) }),
      "GET /api/v1/office/settings": () => ({ body: settings }),
      "PUT /api/v1/office/settings": () => ({ body: { ...settings, onlineFeeTo: "shared" } }),
    });
    renderWithApp(<OfficeSettingsPage />, { path: "/office/settings" });

    const national = await screen.findByRole("radio", { name: "National keeps all of it" });
    expect((national as HTMLInputElement).checked).toBe(true);
    await user.click(
      screen.getByRole("radio", { name: "Each region keeps its part, in proportion to its dues" }),
    );
    await user.click(screen.getByRole("button", { name: "Save the settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Save the settings?" });
    expect(dialog.textContent).toContain(
      "From the next payment, each region keeps its part of the convenience fee, in proportion to its dues.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save the settings" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toEqual({ online_fee_to: "shared" });
  });

  it("moves the club's clock: a time zone found by its name, said in the question, sent (issue 40)", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_admin" }) }),
      "GET /api/v1/office/settings": () => ({ body: settings }),
      "PUT /api/v1/office/settings": () => ({ body: { ...settings, clubTimeZone: "America/Los_Angeles" } }),
    });
    renderWithApp(<OfficeSettingsPage />, { path: "/office/settings" });

    const zone = await screen.findByRole("combobox", { name: "Club time zone" });
    expect((zone as HTMLInputElement).value).toBe("America/Chicago — Central Time");
    await user.clear(zone);
    await user.type(zone, "Los_Angeles");
    await user.click(await screen.findByRole("option", { name: "America/Los_Angeles — Pacific Time" }));
    await user.click(screen.getByRole("button", { name: "Save the settings" }));

    const dialog = await screen.findByRole("dialog", { name: "Save the settings?" });
    expect(dialog.textContent).toContain(
      "Times are written in America/Los_Angeles — Pacific Time (was America/Chicago — Central Time)",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save the settings" }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toMatchObject({ club_time_zone: "America/Los_Angeles" });
  });

  it("sets the marketplace's fee in dollars and sends only what changed, in cents (issue 44)", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_admin" }) }),
      "GET /api/v1/office/settings": () => ({ body: settings }),
      "PUT /api/v1/office/settings": () => ({
        body: { ...settings, marketplace: { ...settings.marketplace, fee: 1250, approval: "all" } },
      }),
    });
    renderWithApp(<OfficeSettingsPage />, { path: "/office/settings" });

    expect(
      ((await screen.findByRole("switch", { name: /Open the marketplace/ })) as HTMLInputElement).checked,
    ).toBe(true);
    const fee = screen.getByRole("textbox", { name: /Fee to publish a listing/ });
    expect((fee as HTMLInputElement).value).toBe("0.00");
    await user.clear(fee);
    await user.type(fee, "12.50");
    await user.click(screen.getByRole("radio", { name: "All listings" }));
    await user.click(screen.getByRole("button", { name: "Save the settings" }));

    const dialog = await screen.findByRole("dialog", { name: "Save the settings?" });
    expect(dialog.textContent).toContain("Publishing a listing costs $12.50 (was free).");
    expect(dialog.textContent).toContain("The office approves every listing before it is listed.");
    await user.click(within(dialog).getByRole("button", { name: "Save the settings" }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toEqual({ marketplace: { fee: 1250, approval: "all" } });
  });

  it("says at the field what is wrong with a marketplace setting, before sending and from the server", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_admin" }) }),
      "GET /api/v1/office/settings": () => ({ body: settings }),
      "PUT /api/v1/office/settings": () => ({
        status: 400,
        body: {
          errors: { "marketplace.maxActive": ["Listings per member is a whole number from 1 to 100"] },
        },
      }),
    });
    renderWithApp(<OfficeSettingsPage />, { path: "/office/settings" });

    const days = await screen.findByRole("textbox", { name: /Days a listing lasts/ });
    await user.clear(days);
    await user.type(days, "3");
    await user.click(screen.getByRole("button", { name: "Save the settings" }));
    expect(await screen.findByText("A listing lasts from 7 to 365 days, in whole days")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.clear(days);
    await user.type(days, "30");
    const most = screen.getByRole("textbox", { name: /Most listings per member/ });
    await user.clear(most);
    await user.type(most, "8");
    await user.click(screen.getByRole("button", { name: "Save the settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Save the settings?" });
    await user.click(within(dialog).getByRole("button", { name: "Save the settings" }));
    expect(await screen.findByText("Listings per member is a whole number from 1 to 100")).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toEqual({ marketplace: { listing_days: 30, max_active: 8 } });
  });
});
