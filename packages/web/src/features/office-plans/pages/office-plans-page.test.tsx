import type { OfficeNationalPlan, OfficeRegionalPlan } from "@club/domain/office-plans.schema";
import type { OfficeRegion } from "@club/domain/office-regions.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officeSessionFixture } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficePlansPage } from "./office-plans-page.tsx";

const activeMember: OfficeNationalPlan = {
  id: 1,
  title: "Active Member (USA)",
  description: "A year of national membership.",
  cost: 8000,
  associatePlanTitle: "Associate Member (USA)",
  associatePlanCost: 1500,
  lifelong: false,
  offeredOnline: true,
  active: true,
  members: 412,
};

const illinois: OfficeRegionalPlan = {
  id: 5,
  regionCode: "GI",
  regionName: "Greater Illinois Region",
  title: "Greater Illinois Region membership",
  description: "",
  cost: 4000,
  associateCost: 1000,
  active: true,
  members: 88,
};

const region = (overrides: Partial<OfficeRegion>): OfficeRegion => ({
  code: "GI",
  name: "Greater Illinois Region",
  plan: { id: 5, title: illinois.title, cost: 4000, associateCost: 1000, active: true },
  administrators: [],
  activeMembers: 80,
  ...overrides,
});

function openPlans(
  replies: Record<string, (init?: RequestInit) => { status?: number; body?: unknown }> = {},
  session = officeSessionFixture(),
) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: session }),
    "GET /api/v1/office/national_plans": () => ({ body: [activeMember] }),
    "GET /api/v1/office/regional_plans": () => ({ body: [illinois] }),
    "GET /api/v1/office/regions": () => ({
      body: [region({}), region({ code: "HI", name: "Hawaii Region", plan: null })],
    }),
    ...replies,
  });
  renderWithApp(<OfficePlansPage />, { path: "/office/plans" });
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  sentBody(fetchMock.mock.calls.find(([url, init]) => init?.method === method && url === path)?.[1]);

describe("the plan form (issue 14)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows dollars, sends only what changed in cents, and says a new price is for new invoices", async () => {
    const fetchMock = openPlans({
      "PUT /api/v1/office/national_plans/1": () => ({ body: { ...activeMember, cost: 8550 } }),
    });
    const user = userEvent.setup();
    const table = await screen.findByRole("table", { name: "National plans" });
    expect(within(table).getByText("$80.00")).toBeTruthy();
    await user.click(within(table).getByRole("button", { name: "Edit Active Member (USA)" }));

    const form = await screen.findByRole("form", { name: "Change a national plan" });
    const price = within(form).getByLabelText(/^Price \(dollars\)/) as HTMLInputElement;
    expect(price.value).toBe("80.00");
    await user.clear(price);
    await user.type(price, "85.50");
    await user.click(within(form).getByRole("button", { name: "Continue" }));

    const dialog = await screen.findByRole("dialog", { name: "Change a national plan" });
    expect(dialog.textContent).toContain("Price: $80.00 → $85.50");
    expect(dialog.textContent).toContain("A new price applies to invoices created from now on.");
    expect(dialog.textContent).toContain("Invoices already open or paid keep the price they were made with.");
    await user.click(within(dialog).getByRole("button", { name: "Save the plan" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent(fetchMock, "PUT", "/api/v1/office/national_plans/1")).toEqual({ cost: 8550 });
  });

  it("refuses a price that is not dollars, and sends nothing", async () => {
    const fetchMock = openPlans();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Greater Illinois Region plan" }));
    const form = await screen.findByRole("form", { name: "Change a regional plan" });
    const price = within(form).getByLabelText(/^Price \(dollars\)/);
    await user.clear(price);
    await user.type(price, "40 dollars");
    await user.click(within(form).getByRole("button", { name: "Continue" }));
    expect(await within(form).findByText("Enter the amount in dollars, for example 80.00")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("adds a national plan with its prices in cents, and shows the server's refusal at its field", async () => {
    const fetchMock = openPlans({
      "POST /api/v1/office/national_plans": () => ({
        status: 422,
        body: { errors: { title: ["Another plan already has this title"] } },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add a national plan" }));
    const form = await screen.findByRole("form", { name: "Add a national plan" });
    await user.type(within(form).getByLabelText(/^Title/), "Youth Member");
    await user.type(within(form).getByLabelText(/^Price \(dollars\)/), "$1,025");
    await user.type(within(form).getByLabelText(/^Associate plan title/), "Youth Associate");
    await user.type(within(form).getByLabelText(/^Associate price \(dollars\)/), ".5");
    await user.click(within(form).getByLabelText(/^Offered online/));
    await user.click(within(form).getByRole("button", { name: "Continue" }));

    const dialog = await screen.findByRole("dialog", { name: "Add a national plan" });
    expect(dialog.textContent).toContain("Price: $1,025.00");
    await user.click(within(dialog).getByRole("button", { name: "Add the plan" }));

    expect(await screen.findByText("Another plan already has this title")).toBeTruthy();
    expect(sent(fetchMock, "POST", "/api/v1/office/national_plans")).toEqual({
      title: "Youth Member",
      description: "",
      cost: 102500,
      associate_plan_title: "Youth Associate",
      associate_plan_cost: 50,
      lifelong: false,
      offered_online: false,
      active: true,
    });
  });

  it("offers a regional plan only for a region that has none", async () => {
    const fetchMock = openPlans({
      "POST /api/v1/office/regional_plans": () => ({
        status: 201,
        body: {
          ...illinois,
          id: 9,
          regionCode: "HI",
          regionName: "Hawaii Region",
          title: "Hawaii",
          members: 0,
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add a regional plan" }));
    const form = await screen.findByRole("form", { name: "Add a regional plan" });
    const regions = within(form).getByLabelText(/^Region/) as HTMLSelectElement;
    expect([...regions.options].map((option) => option.textContent)).toEqual([
      "Select a region",
      "Hawaii Region (HI)",
    ]);
    await user.selectOptions(regions, "HI");
    await user.type(within(form).getByLabelText(/^Title/), "Hawaii");
    await user.type(within(form).getByLabelText(/^Price \(dollars\)/), "20");
    await user.type(within(form).getByLabelText(/^Associate price/), "5");
    await user.click(within(form).getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Add the plan" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent(fetchMock, "POST", "/api/v1/office/regional_plans")).toEqual({
      region_code: "HI",
      title: "Hawaii",
      description: "",
      cost: 2000,
      active: true,
      associate_cost: 500,
    });
  });
});

describe("the plans and prices page is an office administrator's (issue 23)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("tells office staff who can, and shows nothing to change", async () => {
    const fetchMock = openPlans({}, officeSessionFixture({ role: "office_staff" }));
    expect(
      await screen.findByText("Only an office administrator can change the plans and their prices."),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Plans and prices" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/v1/office/session"]);
  });
});
