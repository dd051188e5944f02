import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officeSessionFixture, staffOfficePolicies } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
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
