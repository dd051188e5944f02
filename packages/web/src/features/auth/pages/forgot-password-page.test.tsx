import { messages, serverMessages } from "@club/domain/messages";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { ForgotPasswordPage } from "./forgot-password-page.tsx";

const route = "/reset-password/:token?";

describe("forgot-password page with a reset link (issue 25)", () => {
  // The success modal is the spec's and shown by the app's modals provider; here the call it follows is checked.
  it("checks the link as it opens, then asks for the new password and sets it", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/members/reset_password/good-token": () => ({ body: { valid: true } }),
      "PUT /api/v1/members/reset_password": () => ({ body: { message: serverMessages.passwordReset } }),
    });
    renderWithApp(<ForgotPasswordPage />, { path: "/reset-password/good-token", route });

    expect(screen.getByText("Checking your link…")).toBeTruthy();
    await user.type(await screen.findByLabelText("New Password"), "Packard-Eight-1934");
    await user.type(screen.getByLabelText("Confirm Password"), "Packard-Eight-1934");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toMatchObject({ member: { reset_password_token: "good-token" } });
  });

  it("says at once that a used link cannot be used, asks for no password, and offers a new link", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/members/reset_password/used-token": () => ({
        status: 410,
        body: { errors: { resetPasswordToken: [serverMessages.resetLinkUsed] } },
      }),
      "POST /api/v1/members/request_reset_password": () => ({
        body: { message: serverMessages.resetRequested },
      }),
    });
    renderWithApp(<ForgotPasswordPage />, { path: "/reset-password/used-token", route });

    expect((await screen.findByRole("alert")).textContent).toContain(serverMessages.resetLinkUsed);
    expect(screen.queryByLabelText("New Password")).toBeNull();
    expect(screen.getByRole("link", { name: "Back To Login" }).getAttribute("href")).toBe("/login");
    const email = screen.getByLabelText("Email");
    expect((email as HTMLInputElement).value).toBe("");

    await user.type(email, "member@example.org");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(sentBody(post?.[1])).toEqual({ email: "member@example.org" });
  });

  it("treats an unknown link like a used one", async () => {
    stubApi({
      "GET /api/v1/members/reset_password/forged": () => ({
        status: 404,
        body: { errors: { resetPasswordToken: [serverMessages.resetLinkUnknown] } },
      }),
    });
    renderWithApp(<ForgotPasswordPage />, { path: "/reset-password/forged", route });

    expect((await screen.findByRole("alert")).textContent).toContain(serverMessages.resetLinkUnknown);
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeTruthy();
    expect(screen.queryByLabelText("New Password")).toBeNull();
  });

  it("without a connection, says so and checks again on Try again", async () => {
    const user = userEvent.setup();
    let online = false;
    const fetchMock = vi.fn(async () => {
      if (!online) throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify({ valid: true }), { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithApp(<ForgotPasswordPage />, { path: "/reset-password/good-token", route });

    expect((await screen.findByRole("alert")).textContent).toBe(messages.internetConnectionError);
    online = true;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByLabelText("New Password")).toBeTruthy());
  });
});
