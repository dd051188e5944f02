import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveToken } from "../../api/token-storage.ts";
import { renewalProgressKey } from "../../features/renewal/wizard/renewal-wizard-state.ts";
import { profileFixture, renewDataFixture } from "../../test/member-fixtures.ts";
import { activeNationalPlanFixture } from "../../test/plan.fixture.ts";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { stubApi } from "../../test/stub-api.ts";
import { MemberInfoWithRenewal } from "./member-info-with-renewal.tsx";

function stubRenewalReads() {
  stubApi({
    "GET /api/v1/members/profile": () => ({ body: profileFixture }),
    "GET /api/v1/members/renew_data": () => ({ body: renewDataFixture() }),
    "GET /api/v1/countries": () => ({ body: { "United States of America": "US" } }),
    "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL" } }),
    "GET /api/v1/national_membership_plans": () => ({ body: [activeNationalPlanFixture] }),
    "GET /api/v1/regional_membership_plans": () => ({ body: [] }),
  });
}

async function openRenewal(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<MemberInfoWithRenewal />, { path: "/my-profile/member-info" });
  await user.click(await screen.findByRole("button", { name: "Renew My Membership" }));
  const confirm = await screen.findByRole("dialog", { name: "Renew Your Membership" });
  await user.click(within(confirm).getByRole("button", { name: "Continue" }));
}

const keptRenewal = () =>
  window.sessionStorage.getItem(`club.wizard.${renewalProgressKey(profileFixture.id)}`) ?? "";

// Issue 25: the renewal wizard takes member info's place; the focus lands on its heading, not on <body>, and what
// is typed in its open step survives a reload.
describe("the renewal wizard's open step", () => {
  it("has the focus on the wizard's heading on entering", async () => {
    const user = userEvent.setup();
    saveToken("test-token", false);
    stubRenewalReads();
    await openRenewal(user);

    const heading = await screen.findByRole("heading", { level: 1, name: "CCCA Membership Renewal" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("keeps what is typed in step 1 across a reload", async () => {
    const user = userEvent.setup();
    saveToken("test-token", false);
    stubRenewalReads();
    await openRenewal(user);
    await screen.findByRole("heading", { level: 2, name: "Basic Info" });
    const company = screen.getByLabelText(/^Company/);
    await user.clear(company);
    await user.type(company, "Duesenberg Works");
    await waitFor(() => expect(keptRenewal()).toContain("Duesenberg Works"));

    cleanup();
    renderWithApp(<MemberInfoWithRenewal />, { path: "/my-profile/member-info" });
    await screen.findByRole("heading", { level: 2, name: "Basic Info" });
    expect((screen.getByLabelText(/^Company/) as HTMLInputElement).value).toBe("Duesenberg Works");
  });
});
