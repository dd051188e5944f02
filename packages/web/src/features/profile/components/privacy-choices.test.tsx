import type { PrivacyChoicesReply } from "@club/domain/privacy.schema";
import { Notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { profileFixture } from "../../../test/member-fixtures.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { PrivacyChoicesSection } from "./privacy-choices.tsx";

const notChosen: PrivacyChoicesReply = {
  showInDirectory: true,
  showAddress: true,
  showPhones: true,
  showEmail: true,
  allowClubMail: true,
  chosenAt: null,
};

function stubPrivacyApi(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/v1/members/privacy": () => ({ body: notChosen }),
    "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL" } }),
    "GET /api/v1/countries": () => ({ body: { "United States": "US" } }),
    ...routes,
  });
}

function renderSection() {
  return renderWithApp(
    <>
      <Notifications />
      <PrivacyChoicesSection profile={profileFixture} />
    </>,
    { path: "/my-profile/member-info" },
  );
}

const preview = () => screen.getByRole("region", { name: "How other members see me" });
const box = (label: string) => screen.getByRole("checkbox", { name: label });

describe("who sees my details (issue 30)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("says the member has not chosen yet, and previews their entry as other members read it", async () => {
    stubPrivacyApi();
    renderSection();

    expect(await screen.findByText(/You have not chosen yet/)).toBeTruthy();
    expect(within(preview()).getByText("Margaret Whitfield")).toBeTruthy();
    expect(await within(preview()).findByText("Winnetka, Illinois, United States")).toBeTruthy();
    expect(within(preview()).getByText("412 Linden Avenue, 60093")).toBeTruthy();
    expect(within(preview()).getByText("(847) 555-0142")).toBeTruthy();
    expect(within(preview()).getByText("member@example.org")).toBeTruthy();
  });

  it("changes the preview as boxes are ticked, before saving", async () => {
    const user = userEvent.setup();
    stubPrivacyApi();
    renderSection();
    await screen.findByText(/You have not chosen yet/);

    await user.click(box("Show my street address (your city and state are always shown)"));
    await user.click(box("Show my phone numbers"));
    await user.click(box("Show my e-mail address (members can still write to you through the portal)"));
    expect(within(preview()).queryByText("412 Linden Avenue, 60093")).toBeNull();
    // Issue 40: the directory page's own rows, each hidden detail "Not shown" (e-mail, two phones, street).
    const shownAs = (label: string) => within(preview()).getByText(label).nextElementSibling?.textContent;
    for (const label of ["Email", "Cell Phone", "Home Phone", "Street Address"])
      expect(shownAs(label)).toBe("Not shown");
    expect(within(preview()).getByText(/can still write to you through the portal/)).toBeTruthy();
    expect(shownAs("City/State")).toBe("Winnetka, Illinois, United States");

    await user.click(box("Show me in the members' directory"));
    expect(within(preview()).getByText("Other members cannot find you in the directory.")).toBeTruthy();
    expect(within(preview()).queryByText("Margaret Whitfield")).toBeNull();
  });

  it("saves the five choices, says so, and drops the note", async () => {
    const user = userEvent.setup();
    const fetchMock = stubPrivacyApi({
      "PUT /api/v1/members/privacy": () => ({
        body: { ...notChosen, showPhones: false, allowClubMail: false, chosenAt: "2026-11-27T15:00:00.000Z" },
      }),
    });
    renderSection();
    await screen.findByText(/You have not chosen yet/);

    await user.click(box("Show my phone numbers"));
    await user.click(box("My region may send me letters by post"));
    await user.click(screen.getByRole("button", { name: "Save my choices" }));

    expect(await screen.findByText("Your choices were saved.")).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toEqual({
      show_in_directory: true,
      show_address: true,
      show_phones: false,
      show_email: true,
      allow_club_mail: false,
    });
    expect(screen.queryByText(/You have not chosen yet/)).toBeNull();
    expect((box("Show my phone numbers") as HTMLInputElement).checked).toBe(false);
  });

  it("lists why a save failed and keeps the boxes as ticked", async () => {
    const user = userEvent.setup();
    stubPrivacyApi({
      "PUT /api/v1/members/privacy": () => ({
        status: 500,
        body: { errors: { base: ["Something went wrong"] } },
      }),
    });
    renderSection();
    await screen.findByText(/You have not chosen yet/);

    await user.click(box("Show my phone numbers"));
    await user.click(screen.getByRole("button", { name: "Save my choices" }));

    expect(await screen.findByText("Something went wrong")).toBeTruthy();
    expect((box("Show my phone numbers") as HTMLInputElement).checked).toBe(false);
  });

  it("says when the choices could not be loaded", async () => {
    stubPrivacyApi({ "GET /api/v1/members/privacy": () => ({ status: 500 }) });
    renderSection();
    expect(await screen.findByText("The choices of who sees your details could not be loaded.")).toBeTruthy();
  });
});
