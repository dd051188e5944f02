import { messages, passkeyMessages } from "@club/domain/messages";
import { onlineManager } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { getToken } from "../../../api/token-storage.ts";
import { createQueryClient } from "../../../app/query-client.ts";
import { profileFixture } from "../../../test/member-fixtures.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { LoginPage } from "./login-page.tsx";

describe("login page (spec §5)", () => {
  it("says why when a renewal link's session asked for more than the renewal (issue 39)", async () => {
    renderWithApp(<LoginPage />, {
      path: "/login",
      state: { returnTo: "/my-profile/vehicles", renewalLinkOnly: true },
    });
    expect(
      (await screen.findByRole("status")).textContent?.includes(
        "Your renewal link only lets you renew your membership.",
      ),
    ).toBe(true);
  });

  it("says nothing of a renewal link when opened otherwise", () => {
    renderWithApp(<LoginPage />, { path: "/login", state: { returnTo: "/my-profile" } });
    expect(screen.queryByText(/renewal link/)).toBeNull();
  });

  it("shows validation messages only for fields the member has touched", async () => {
    const user = userEvent.setup();
    renderWithApp(<LoginPage />, { path: "/login" });

    const email = screen.getByLabelText("Email");
    await user.click(email);
    await user.tab();
    expect(await screen.findByText(messages.emailRequired)).toBeTruthy();
    expect(screen.queryByText(messages.passwordRequired)).toBeNull();

    await user.type(email, "member.example.org");
    await user.tab();
    expect(await screen.findByText(messages.emailFormat)).toBeTruthy();

    await user.type(email, "{selectall}member@example.org");
    await waitFor(() => expect(screen.queryByText(messages.emailFormat)).toBeNull());
  });

  it("shows both required messages when submitted empty, and Reset clears them", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderWithApp(<LoginPage />, { path: "/login" });

    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText(messages.emailRequired)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(screen.queryByText(messages.emailRequired)).toBeNull());
  });

  it("lists the server's error above the form", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errors: { base: ["The email or password is incorrect"] } }), {
            status: 401,
          }),
      ),
    );
    renderWithApp(<LoginPage />, { path: "/login" });

    await user.type(screen.getByLabelText("Email"), "member@example.org");
    await user.type(screen.getByLabelText("Password"), "Wrong-Password-1");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The email or password is incorrect");
    expect(getToken()).toBeNull();
  });

  it("stores the token per remember-me and goes to the profile", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify(profileFixture), {
          status: 200,
          headers: { Authorization: "Bearer fresh-token" },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { router } = renderWithApp(<LoginPage />, { path: "/login" });

    await user.type(screen.getByLabelText("Email"), " Member@Example.org ");
    await user.type(screen.getByLabelText("Password"), "Classic-Cars-1932");
    await user.click(screen.getByLabelText("Remember me"));
    await user.click(screen.getByRole("button", { name: "Login" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/my-profile"));
    expect(window.localStorage.getItem("club.session-token")).toBe("fresh-token");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      member: { email: "member@example.org", password: "Classic-Cars-1932", remember_me: true },
    });
  });

  // spec §8, issue 25: offline, the browser says so before any call is made; the query library then held the
  // sign-in back until the connection returned, and the button spun with no message.
  it("offline, fails at once with 'Internet connection error' instead of spinning", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    onlineManager.setOnline(false);
    try {
      renderWithApp(<LoginPage />, { path: "/login", queryClient: createQueryClient() });
      await user.type(screen.getByLabelText("Email"), "member@example.org");
      await user.type(screen.getByLabelText("Password"), "Classic-Cars-1932");
      await user.click(screen.getByRole("button", { name: "Login" }));

      expect((await screen.findByRole("alert")).textContent).toBe(messages.internetConnectionError);
      expect(screen.getByRole("button", { name: "Login" }).getAttribute("data-loading")).toBeNull();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  // Issue 43: the browser's own passkey dialog cannot run here (jsdom has no WebAuthn); the journey in Chromium
  // (e2e/tests/passkeys.spec.ts) signs in with a virtual authenticator. Here: the offer, and the browser's "no".
  it("offers no passkey where the browser has none, and opens the email field to passkey suggestions", () => {
    renderWithApp(<LoginPage />, { path: "/login" });
    expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
    expect(screen.getByLabelText("Email").getAttribute("autocomplete")).toBe("username webauthn");
  });

  it("says so in plain words when the member cancels the browser's passkey dialog", async () => {
    const user = userEvent.setup();
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    const cancelled = new DOMException("The operation was not allowed.", "NotAllowedError");
    const get = vi.fn(async () => {
      throw cancelled;
    });
    Object.defineProperty(navigator, "credentials", { value: { get }, configurable: true });
    const fetchMock = stubApi({
      "POST /api/v1/members/passkey_sign_in/options": () => ({
        body: { challenge: "Y2hhbGxlbmdl", rpId: "localhost", userVerification: "required", timeout: 120000 },
      }),
    });
    try {
      renderWithApp(<LoginPage />, { path: "/login" });
      await user.click(await screen.findByRole("button", { name: "Sign in with a passkey" }));
      expect((await screen.findByRole("alert")).textContent).toBe(passkeyMessages.cancelled);
      expect(get).toHaveBeenCalled();
      expect(fetchMock.mock.calls.some(([url]) => url === "/api/v1/members/passkey_sign_in")).toBe(false);
      expect(getToken()).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, "credentials");
      vi.unstubAllGlobals();
    }
  });
});
