import { renewalLinkMessages } from "@club/domain/renewal-link.schema";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { profileFixture } from "../../../test/member-fixtures.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { RenewalLinkPage } from "./renewal-link-page.tsx";

const route = "/renew/:token";

function stubExchange(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers })),
  );
}

describe("the renewal link page (issues 15, 25)", () => {
  it("signs the member in and opens the one-tap renewal", async () => {
    stubExchange(200, profileFixture, { Authorization: "Bearer link-token" });
    const { router } = renderWithApp(<RenewalLinkPage />, { path: "/renew/tok", route });
    await waitFor(() => expect(router.state.location.pathname).toBe("/my-profile/renew"));
  });

  it("says a link whose year is renewed is used, and leads to the membership rather than a renewal", async () => {
    stubApi({
      "POST /api/v1/members/renewal_link": () => ({
        status: 410,
        body: { errors: { token: [renewalLinkMessages.used] } },
      }),
    });
    renderWithApp(<RenewalLinkPage />, { path: "/renew/tok", route });

    expect(await screen.findByRole("heading", { name: "Your membership is already renewed" })).toBeTruthy();
    expect(screen.getByText(renewalLinkMessages.used)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in to see your membership" }).getAttribute("href")).toBe(
      "/login",
    );
    expect(screen.queryByRole("link", { name: "Sign in to renew" })).toBeNull();
  });

  it("keeps the way to renew for an expired link", async () => {
    stubApi({
      "POST /api/v1/members/renewal_link": () => ({
        status: 410,
        body: { errors: { token: [renewalLinkMessages.expired] } },
      }),
    });
    renderWithApp(<RenewalLinkPage />, { path: "/renew/tok", route });

    expect((await screen.findByRole("alert")).textContent).toContain(renewalLinkMessages.expired);
    expect(screen.getByRole("link", { name: "Sign in to renew" })).toBeTruthy();
  });
});
