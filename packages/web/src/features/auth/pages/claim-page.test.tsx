import { claimEmailMessages } from "@club/domain/claim.schema";
import { claimMessages } from "@club/domain/import.schema";
import { messages } from "@club/domain/messages";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { getToken } from "../../../api/token-storage.ts";
import { profileFixture } from "../../../test/member-fixtures.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { ClaimPage } from "./claim-page.tsx";

const greeting = { firstName: "Ada", lastName: "Lovelace", email: "a***@example.org" };
const route = "/claim/:token?";

/** fetch answering the greeting, then the claim with a session in the Authorization header. */
function stubClaim(claimReply: () => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if ((init?.method ?? "GET") === "GET" && url.startsWith("/api/v1/members/claim/"))
      return new Response(JSON.stringify(greeting), { status: 200 });
    if (init?.method === "POST" && url === "/api/v1/members/claim") return claimReply();
    throw new TypeError(`No stubbed reply for ${url}`);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("claim page (issue 16)", () => {
  it("greets the member of the link, checks the password early, claims, signs in and opens the profile", async () => {
    const user = userEvent.setup();
    const fetchMock = stubClaim(
      () =>
        new Response(JSON.stringify(profileFixture), {
          status: 200,
          headers: { Authorization: "Bearer claimed-token" },
        }),
    );
    const { router } = renderWithApp(<ClaimPage />, { path: "/claim/tok_EN-1", route });

    expect(await screen.findByRole("heading", { name: "Welcome, Ada Lovelace" })).toBeTruthy();
    expect(screen.getByText(/a\*\*\*@example\.org/)).toBeTruthy();
    await user.type(screen.getByLabelText("New Password"), "weak");
    await user.tab();
    expect(await screen.findByText(messages.newPasswordWeak)).toBeTruthy();

    await user.clear(screen.getByLabelText("New Password"));
    await user.type(screen.getByLabelText("New Password"), "Packard-Eight-1934");
    await user.type(screen.getByLabelText("Confirm Password"), "Packard-Eight-1934");
    await user.click(screen.getByRole("button", { name: "Claim My Account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/my-profile/member-info"));
    expect(getToken()).toBe("claimed-token");
    const claimCall = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(sentBody(claimCall?.[1])).toEqual({
      token: "tok_EN-1",
      password: "Packard-Eight-1934",
      password_confirmation: "Packard-Eight-1934",
    });
  });

  it("says why a used link cannot be used, and shows the way to sign in or call the office", async () => {
    stubApi({
      "GET /api/v1/members/claim/used-token": () => ({
        status: 410,
        body: { errors: { token: [claimMessages.used] } },
      }),
    });
    renderWithApp(<ClaimPage />, { path: "/claim/used-token", route });

    expect((await screen.findByRole("alert")).textContent).toContain(claimMessages.used);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "(847) 390-0443" }).getAttribute("href")).toBe("tel:8473900443");
    expect(screen.queryByLabelText("New Password")).toBeNull();
  });

  it("without a link, asks for the letter's code first, keeps what was typed when it is refused, then continues", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/members/claim/K7QM4TXP9B": () => ({
        status: 404,
        body: { errors: { token: [claimMessages.invalid] } },
      }),
      "GET /api/v1/members/claim/K7QM4TXP9A": () => ({ body: greeting }),
    });
    renderWithApp(<ClaimPage />, { path: "/claim", route });

    const code = screen.getByLabelText("Claim code");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Claim code is required")).toBeTruthy();
    await user.type(code, "k7qm");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/has 10 letters and numbers, as printed/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, "k7qm4-txp9b");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(claimMessages.invalid)).toBeTruthy();
    expect((screen.getByLabelText("Claim code") as HTMLInputElement).value).toBe("k7qm4-txp9b");
    expect(screen.getByRole("link", { name: "office@classiccarclub.org" })).toBeTruthy();

    await user.clear(code);
    await user.type(code, "K7QM4 TXP9A");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Welcome, Ada Lovelace" })).toBeTruthy();
    expect(screen.getByLabelText("New Password")).toBeTruthy();
  });

  it("asks a member invited by letter for the e-mail address they will sign in with, and sends it", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/members/claim/K7QM4TXP9A": () => ({ body: { ...greeting, email: "" } }),
      "POST /api/v1/members/claim": () => ({
        status: 422,
        body: { errors: { email: [claimEmailMessages.taken] } },
      }),
    });
    renderWithApp(<ClaimPage />, { path: "/claim/K7QM4TXP9A", route });

    const email = await screen.findByLabelText(/^Email Address/);
    await user.type(screen.getByLabelText("New Password"), "Packard-Eight-1934");
    await user.type(screen.getByLabelText("Confirm Password"), "Packard-Eight-1934");
    await user.click(screen.getByRole("button", { name: "Claim My Account" }));
    expect(await screen.findByText(messages.emailRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/v1/members/claim", expect.anything());

    await user.type(email, "ada@example.net");
    await user.click(screen.getByRole("button", { name: "Claim My Account" }));
    expect((await screen.findAllByText(claimEmailMessages.taken)).length).toBeGreaterThan(0);
    const claimCall = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(sentBody(claimCall?.[1])).toMatchObject({ token: "K7QM4TXP9A", email: "ada@example.net" });
    expect((email as HTMLInputElement).value).toBe("ada@example.net");
  });
});
