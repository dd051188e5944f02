import { passkeyMessages } from "@club/domain/messages";
import { type OfficeSession, officeMessages } from "@club/domain/office.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "../../../api/query-keys.ts";
import { saveToken } from "../../../api/token-storage.ts";
import { officeSessionFixture } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeTwoFactorPage } from "./office-two-factor-page.tsx";

const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `rc${index}-abcd-efgh`);

function openEnrolment() {
  let confirmAttempts = 0;
  const fetchMock = stubApi({
    // Confirmed, the enrolment also proves the session.
    "GET /api/v1/office/session": () => {
      const done = confirmAttempts >= 2;
      return {
        body: officeSessionFixture({ twoFactor: { required: true, enrolled: done, verified: done } }),
      };
    },
    "POST /api/v1/office/two_factor/enrol": () => ({
      body: {
        secret: "JBSWY3DPEHPK3PXPJBSW",
        otpauthUrl: "otpauth://totp/Club:office?secret=JBSWY3DPEHPK3PXPJBSW",
        qrSvg,
      },
    }),
    "POST /api/v1/office/two_factor/confirm": () => {
      confirmAttempts += 1;
      return confirmAttempts === 1
        ? { status: 422, body: { errors: { code: ["That code is not right. Try the newest one."] } } }
        : { body: { recoveryCodes } };
    },
  });
  const view = renderWithApp(<OfficeTwoFactorPage />, {
    path: "/office/two-factor",
    route: "/office/two-factor",
  });
  return { ...view, fetchMock };
}

describe("setting up the second sign-in step (issue 13)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the QR code as an image and the key as text, confirms a code, then shows the recovery codes once", async () => {
    const { router, queryClient, fetchMock } = openEnrolment();
    const user = userEvent.setup();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Set up the second sign-in step" }),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Set up the authenticator app" }));

    const qr = await screen.findByRole("img", { name: "QR code to scan with the authenticator app" });
    const src = qr.getAttribute("src") ?? "";
    expect(src.startsWith("data:image/svg+xml;base64,")).toBe(true);
    expect(atob(src.slice("data:image/svg+xml;base64,".length))).toBe(qrSvg);
    // The SVG is never put into the page itself.
    expect(document.querySelector("svg path[d='M0 0h7v7H0z']")).toBeNull();
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP JBSW")).toBeTruthy();

    const code = screen.getByLabelText(/Code from the app/);
    await user.type(code, "12345{Enter}");
    expect(await screen.findByText(officeMessages.codeRequired)).toBeTruthy();
    await user.type(code, "6{Enter}");
    expect(await screen.findByText("That code is not right. Try the newest one.")).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe("123456");
    await user.clear(code);
    await user.type(code, "654321{Enter}");

    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    const confirm = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith("/two_factor/confirm"))
      .at(-1);
    expect(sentBody(confirm?.[1])).toEqual({ code: "654321" });
    expect(screen.getByRole("button", { name: "Download the codes" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy the codes" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Continue to the office" }));
    expect(await screen.findByText("Tick this box once the codes are saved or printed")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/office/two-factor");

    await user.click(screen.getByRole("checkbox", { name: "I have saved these codes" }));
    await user.click(screen.getByRole("button", { name: "Continue to the office" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/office"));
    expect(queryClient.getQueryData<OfficeSession>(queryKeys.officeSession)?.twoFactor).toMatchObject({
      enrolled: true,
      verified: true,
    });
  });
});

describe("the second step of an account already set up", () => {
  beforeEach(() => saveToken("test-token", false));

  it("takes a code (or a recovery code) and continues to the page asked for", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({
        body: officeSessionFixture({ twoFactor: { required: true, enrolled: true, verified: false } }),
      }),
      "POST /api/v1/office/two_factor/verify": () => ({
        body: { required: true, enrolled: true, verified: true },
      }),
    });
    const { router } = renderWithApp(<OfficeTwoFactorPage />, {
      path: "/office/two-factor",
      route: "/office/two-factor",
    });
    await router.navigate("/office/two-factor", {
      state: { returnTo: "/office/audit?member_id=7" },
      replace: true,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Code/), "rc1-abcd-efgh{Enter}");
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        "/office/audit?member_id=7",
      ),
    );
    const verify = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/two_factor/verify"));
    expect(sentBody(verify?.[1])).toEqual({ code: "rc1-abcd-efgh" });
  });
});

describe("the second sign-in step by passkey (issue 43)", () => {
  beforeEach(() => saveToken("test-token", false));
  afterEach(() => {
    Reflect.deleteProperty(navigator, "credentials");
    vi.unstubAllGlobals();
  });

  const session = () => ({
    body: officeSessionFixture({ twoFactor: { required: true, enrolled: true, verified: false } }),
  });
  const passkey = { id: 1, name: "Office laptop", createdAt: "2026-11-21T12:00:00.000Z", lastUsedAt: null };

  it("offers the account's passkey beside the app's code, and says so when the member cancels it", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    const get = vi.fn(async () => {
      throw new DOMException("The operation was not allowed.", "NotAllowedError");
    });
    Object.defineProperty(navigator, "credentials", { value: { get }, configurable: true });
    const fetchMock = stubApi({
      "GET /api/v1/office/session": session,
      "GET /api/v1/members/passkeys": () => ({ body: { passkeys: [passkey] } }),
      "POST /api/v1/office/two_factor/passkey_options": () => ({
        body: {
          challenge: "Y2hhbGxlbmdl",
          rpId: "localhost",
          allowCredentials: [{ id: "Y3JlZA", type: "public-key", transports: ["internal"] }],
          userVerification: "required",
        },
      }),
    });
    renderWithApp(<OfficeTwoFactorPage />, { path: "/office/two-factor", route: "/office/two-factor" });
    expect(await screen.findByLabelText("Code")).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "Use my passkey" }));
    expect((await screen.findByRole("alert")).textContent).toBe(passkeyMessages.cancelled);
    expect(get).toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/v1/office/two_factor/passkey")).toBe(false);
  });

  it("offers no passkey to an account without one", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    stubApi({
      "GET /api/v1/office/session": session,
      "GET /api/v1/members/passkeys": () => ({ body: { passkeys: [] } }),
    });
    const { queryClient } = renderWithApp(<OfficeTwoFactorPage />, {
      path: "/office/two-factor",
      route: "/office/two-factor",
    });
    expect(await screen.findByLabelText("Code")).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.passkeys)?.status).toBe("success"));
    expect(screen.queryByRole("button", { name: "Use my passkey" })).toBeNull();
  });
});
