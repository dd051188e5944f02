import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { activeNationalPlanFixture } from "../../../test/plan.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { JoinWizard } from "./join-wizard.tsx";

function stubJoinApi() {
  return stubApi({
    "GET /api/v1/national_membership_plans": () => ({ body: [activeNationalPlanFixture] }),
    "GET /api/v1/countries": () => ({ body: { "United States of America": "US" } }),
    "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL" } }),
    "POST /api/v1/members/validate_unique_email": () => ({ body: { available: true } }),
  });
}

const openJoin = () => renderWithApp(<JoinWizard />, { path: "/join-the-ccca" });
const heading = (name: string) => screen.findByRole("heading", { level: 2, name });
const keptInTab = () => window.sessionStorage.getItem("club.wizard.join") ?? "";
const typedIn = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

// Issue 25: the open step's typing survives a reload too, not only the steps already continued from; never a
// password.
describe("the join wizard keeps what is typed in the open step", () => {
  it("keeps step 1's text across a reload, a moment after the typing stops", async () => {
    const user = userEvent.setup();
    stubJoinApi();
    openJoin();
    await heading("Basic Info");
    await user.type(screen.getByLabelText(/^First Name/), "Ada");
    await user.type(screen.getByLabelText(/^City/), "Chicago");
    await waitFor(() => expect(keptInTab()).toContain("Chicago"));

    cleanup();
    openJoin();
    await heading("Basic Info");
    expect(typedIn(/^First Name/)).toBe("Ada");
    expect(typedIn(/^City/)).toBe("Chicago");
  });

  it("writes what is still waiting as the page goes, for a reload mid-word", async () => {
    const user = userEvent.setup();
    stubJoinApi();
    openJoin();
    await heading("Basic Info");
    await user.type(screen.getByLabelText(/^Last Name/), "Lovelace");
    fireEvent(window, new Event("pagehide"));
    expect(JSON.parse(keptInTab()).state.basicInfo.lastName).toBe("Lovelace");
  });

  it("keeps step 2's e-mail but never the passwords", async () => {
    const user = userEvent.setup();
    stubJoinApi();
    // At step 2, as a member who continued from step 1 would be.
    window.sessionStorage.setItem(
      "club.wizard.join",
      JSON.stringify({ version: 1, furthest: 2, state: { step: 2 } }),
    );
    openJoin();
    await heading("Create Password");
    await user.type(screen.getByLabelText(/^Email/), "ada@example.org");
    await user.type(screen.getByLabelText(/^Password/), "Packard-Eight-1934");
    await user.type(screen.getByLabelText(/^Confirm Password/), "Packard-Eight-1934");
    await waitFor(() => expect(keptInTab()).toContain("ada@example.org"));
    expect(keptInTab()).not.toContain("Packard-Eight-1934");

    cleanup();
    openJoin();
    await heading("Create Password");
    expect(typedIn(/^Email/)).toBe("ada@example.org");
    expect(typedIn(/^Password/)).toBe("");
  });
});
