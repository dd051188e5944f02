import { serverMessages } from "@club/domain/messages";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { profileFixture } from "../../../test/member-fixtures.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody } from "../../../test/stub-api.ts";
import { SignInCodePage } from "./sign-in-code-page.tsx";

const route = "/login/code/:token?";

/** fetch answering each "METHOD path" with a status and body; a sign-in's reply carries its token. */
function replies(routes: Record<string, { status?: number; body: unknown }>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const reply = routes[`${init?.method ?? "GET"} ${url}`];
    if (!reply) throw new TypeError(`No stubbed reply for ${url}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json", Authorization: "Bearer code-token" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("sign in with a code (issue 43)", () => {
  it("asks for the address, then signs in with the six digits as typed, remembered if asked", async () => {
    const user = userEvent.setup();
    const fetchMock = replies({
      "POST /api/v1/members/request_sign_in_code": { body: { message: serverMessages.signInCodeSent } },
      "POST /api/v1/members/login_with_code": { body: profileFixture },
    });
    renderWithApp(<SignInCodePage />, { path: "/login/code", route });

    await user.click(screen.getByRole("button", { name: "E-mail Me a Code" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Email"), "Member@Example.org");
    await user.click(screen.getByRole("button", { name: "E-mail Me a Code" }));
    expect((await screen.findByRole("status")).textContent).toBe(serverMessages.signInCodeSent);
    const code = screen.getByLabelText("Code from the e-mail");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");

    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Enter the 6 digits from the e-mail")).toBeTruthy();
    await user.type(code, "042 137");
    await user.click(screen.getByLabelText("Remember me"));
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(window.localStorage.getItem("club.session-token")).toBe("code-token"));
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ member: { email: "member@example.org" } });
    expect(sentBody(fetchMock.mock.calls[1]?.[1])).toEqual({
      member: { email: "member@example.org", code: "042137", remember_me: true },
    });
  });

  it("says what is wrong with a refused code, and sends a new one on request", async () => {
    const user = userEvent.setup();
    const fetchMock = replies({
      "POST /api/v1/members/request_sign_in_code": { body: { message: serverMessages.signInCodeSent } },
      "POST /api/v1/members/login_with_code": {
        status: 401,
        body: { errors: { code: [serverMessages.signInCodeWrong] } },
      },
    });
    renderWithApp(<SignInCodePage />, { path: "/login/code", route });
    await user.type(screen.getByLabelText("Email"), "member@example.org");
    await user.click(screen.getByRole("button", { name: "E-mail Me a Code" }));
    await user.type(await screen.findByLabelText("Code from the e-mail"), "000000");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findByRole("alert")).textContent).toBe(`Code: ${serverMessages.signInCodeWrong}`);
    expect(window.localStorage.getItem("club.session-token")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Send a New Code" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("signs in with the mailed link only on a tap, and offers a new code when the link is used", async () => {
    const user = userEvent.setup();
    const fetchMock = replies({
      "POST /api/v1/members/login_with_link": {
        status: 410,
        body: { errors: { token: [serverMessages.signInLinkUsed] } },
      },
    });
    renderWithApp(<SignInCodePage />, { path: "/login/code/mailed-token", route });
    expect(await screen.findByText("Sign in on this device with the link from your e-mail.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findByRole("alert")).textContent).toContain(serverMessages.signInLinkUsed);
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ token: "mailed-token", remember_me: false });
    expect(screen.getByRole("link", { name: "E-mail Me a New Code" }).getAttribute("href")).toBe(
      "/login/code",
    );
  });

  it("starts with the address typed on the login page", () => {
    replies({});
    renderWithApp(<SignInCodePage />, { path: "/login/code", route, state: { email: "member@example.org" } });
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("member@example.org");
  });
});
