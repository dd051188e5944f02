import { messages } from "@club/domain/messages";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { profileFixture, renewDataFixture } from "../../../test/member-fixtures.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { MemberInfoPage } from "./member-info-page.tsx";

function stubMemberApi(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/v1/members/profile": () => ({ body: profileFixture }),
    "GET /api/v1/members/renew_data": () => ({ body: renewDataFixture() }),
    "GET /api/v1/countries": () => ({ body: { "United States of America": "US", Canada: "CA" } }),
    "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL", Ohio: "US-OH" } }),
    "GET /api/v1/regions?country_code=CA": () => ({ body: { Ontario: "CA-ON", Quebec: "CA-QC" } }),
    ...routes,
  });
}

/** The renewal is a feature of its own, composed in by the app; here the page stands without it. */
function NoRenewal({ children }: { children: (renewAction: ReactNode) => ReactNode }) {
  return children(null);
}

function renderPage() {
  return renderWithApp(
    <>
      <Notifications />
      <MemberInfoPage renewal={NoRenewal} />
      <Link to="/my-profile/membership-details">Membership Details</Link>
    </>,
    { path: "/my-profile/member-info" },
  );
}

/** The form once the profile and the states of its country are in. */
async function loadedForm() {
  const city = await screen.findByLabelText(/^City/);
  await waitFor(() =>
    expect((screen.getByLabelText(/^State\/Province/) as HTMLSelectElement).value).toBe("US-IL"),
  );
  return city as HTMLInputElement;
}

describe("member info page (spec §2, §5)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("links from the top of the page to who sees my details, the data download and leaving (issue 40)", async () => {
    stubMemberApi({ "GET /api/v1/members/privacy": () => ({ status: 500, body: { errors: {} } }) });
    renderPage();
    await loadedForm();
    const contents = screen.getByRole("navigation", { name: "On this page" });
    // Before the form in the page's order, so it is the first thing under the title on a phone.
    expect(
      contents.compareDocumentPosition(screen.getByLabelText(/^City/)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    for (const name of ["Who sees my details", "Download my data", "Leave the club"]) {
      const link = within(contents).getByRole("link", { name });
      const target = document.getElementById((link.getAttribute("href") as string).slice(1));
      expect(target, name).not.toBeNull();
      expect(target?.getAttribute("tabindex"), name).toBe("-1");
      expect(within(target as HTMLElement).getByRole("heading", { level: 2 }).textContent).toBe(name);
    }
  });

  it("takes the focus to Who sees my details when arriving at its address, as Help links to it", async () => {
    stubMemberApi({ "GET /api/v1/members/privacy": () => ({ status: 500, body: { errors: {} } }) });
    renderWithApp(<MemberInfoPage renewal={NoRenewal} />, {
      path: "/my-profile/member-info#who-sees-my-details",
      route: "/my-profile/member-info",
    });
    await loadedForm();
    await waitFor(() => expect(document.activeElement?.id).toBe("who-sees-my-details"));
  });

  it("shows the e-mail read-only with the office's contact, and the publication preference disabled", async () => {
    stubMemberApi();
    renderPage();
    await loadedForm();

    const email = screen.getByLabelText("Email Address") as HTMLInputElement;
    expect(email.value).toBe("member@example.org");
    expect(email.readOnly).toBe(true);
    expect(
      screen.getByText(
        "To change your email address, please contact the club office at office@classiccarclub.org or (847) 390-0443.",
      ),
    ).toBeTruthy();
    const chosen = screen.getByLabelText("Print magazine by mail and bulletin by email") as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(chosen.disabled).toBe(true);
    expect((screen.getByLabelText("All publications digital by email") as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByLabelText(/^Street Address/) as HTMLInputElement).value).toBe("412 Linden Avenue");
    expect(screen.getByLabelText("Were you referred by a member?")).toBeTruthy();
  });

  it("saves without the e-mail or the publication preference, toasts, and keeps the saved values", async () => {
    const user = userEvent.setup();
    const fetchMock = stubMemberApi({
      "PUT /api/v1/members/7": (init) => {
        const { member } = sentBody(init) as { member: { city: string } };
        return { body: { ...profileFixture, city: member.city } };
      },
    });
    renderPage();
    const city = await loadedForm();

    await user.clear(city);
    await user.type(city, "Glencoe");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText(messages.memberInfoUpdated)).toBeTruthy();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === "/api/v1/members/7" && init?.method === "PUT",
    );
    const { member } = sentBody(put?.[1]) as { member: Record<string, unknown> };
    expect(member.city).toBe("Glencoe");
    expect(member.address_line1).toBe("412 Linden Avenue");
    expect(member).not.toHaveProperty("email");
    expect(member).not.toHaveProperty("publication_preferences");
    expect(member).not.toHaveProperty("was_referred");
    expect(city.value).toBe("Glencoe");
    expect((screen.getByRole("button", { name: "Undo Changes" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("lists the server's errors with the form's labels and keeps what was typed", async () => {
    const user = userEvent.setup();
    stubMemberApi({
      "PUT /api/v1/members/7": () => ({ status: 400, body: { errors: { zipCode: ["is not valid"] } } }),
    });
    renderPage();
    await loadedForm();
    const zip = screen.getByLabelText(/^Postal Code/) as HTMLInputElement;
    await user.clear(zip);
    await user.type(zip, "ABCDE");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Postal Code: is not valid")).toBeTruthy();
    expect(zip.value).toBe("ABCDE");
  });

  it("asks for the referrer once the member says they were referred", async () => {
    const user = userEvent.setup();
    stubMemberApi();
    renderPage();
    await loadedForm();
    await user.click(screen.getByLabelText("Were you referred by a member?"));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Referrer field is required")).toBeTruthy();
  });

  it("resets the state and loads the new country's states when the country changes", async () => {
    const user = userEvent.setup();
    stubMemberApi();
    renderPage();
    await loadedForm();

    await user.selectOptions(screen.getByLabelText(/^Country/), "CA");
    const state = screen.getByLabelText(/^State\/Province/) as HTMLSelectElement;
    expect(state.value).toBe("");
    expect(await within(state).findByRole("option", { name: "Ontario" })).toBeTruthy();
    expect(within(state).queryByRole("option", { name: "Illinois" })).toBeNull();
  });

  it("asks before leaving with unsaved changes: Cancel stays with the typed value, Continue leaves", async () => {
    const user = userEvent.setup();
    stubMemberApi();
    renderPage();
    const city = await loadedForm();

    await user.type(city, " Village");
    await user.click(screen.getByRole("link", { name: "Membership Details" }));
    const dialog = await screen.findByRole("dialog", { name: "Are You Sure You Want to Leave the Page?" });
    expect(within(dialog).getByText("Unsaved Changes will be lost")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe("Winnetka Village");

    await user.click(screen.getByRole("link", { name: "Membership Details" }));
    const again = await screen.findByRole("dialog", { name: "Are You Sure You Want to Leave the Page?" });
    await user.click(within(again).getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Elsewhere")).toBeTruthy();
  });

  it("leaves without asking when nothing was changed", async () => {
    const user = userEvent.setup();
    stubMemberApi();
    renderPage();
    await loadedForm();
    await user.click(screen.getByRole("link", { name: "Membership Details" }));
    expect(await screen.findByText("Elsewhere")).toBeTruthy();
  });

  it("shows a renewal link's session the renewal only, and the way to sign in with the password (issue 39)", async () => {
    stubMemberApi({
      "GET /api/v1/members/profile": () => ({ body: { ...profileFixture, sessionScope: "renewal" } }),
    });
    function RenewAction({ children }: { children: (renewAction: ReactNode) => ReactNode }) {
      return children(<button type="button">Renew My Membership</button>);
    }
    renderWithApp(<MemberInfoPage renewal={RenewAction} />, { path: "/my-profile/member-info" });

    expect(await screen.findByRole("button", { name: "Renew My Membership" })).toBeTruthy();
    expect(screen.getByText(/You signed in with the link in your renewal reminder/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in with my password" })).toBeTruthy();
    // Nothing the link may not do: no profile form, privacy choices, my data or leaving.
    expect(screen.queryByLabelText(/^City/)).toBeNull();
    expect(screen.queryByRole("region", { name: "Leave the club" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Change Password" })).toBeNull();
  });
});
