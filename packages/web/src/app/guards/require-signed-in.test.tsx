import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { membershipDetailsFixture, profileFixture } from "../../test/member-fixtures.ts";
import { siteConfigFixture } from "../../test/site-config.fixture.ts";
import { Providers } from "../providers.tsx";
import { createQueryClient } from "../query-client.ts";
import { routeDiscovery, routes } from "../router.tsx";

const replies: Record<string, () => Response> = {
  "GET /api/v1/site_config": () => Response.json(siteConfigFixture),
  "GET /api/v1/members/profile": () => Response.json(profileFixture),
  "GET /api/v1/members/membership_details": () => Response.json(membershipDetailsFixture),
  // The session's token comes back in the Authorization header (spec §3).
  "POST /api/v1/members/login": () =>
    Response.json(profileFixture, { headers: { Authorization: "Bearer fresh-token" } }),
};

/** The app's own providers and route table, opened signed out at `path`. */
function openSignedOut(path: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const reply = replies[`${init?.method ?? "GET"} ${url}`];
      if (!reply) throw new TypeError(`No stubbed reply for ${url}`);
      return reply();
    }),
  );
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: routeDiscovery(),
  });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email"), "member@example.org");
  await user.type(screen.getByLabelText("Password"), "Classic-Cars-1932");
  await user.click(screen.getByRole("button", { name: "Login" }));
}

// Issue 11: the page a member asked for is not lost at sign-in.
describe("signing in from a protected page", () => {
  it("sends a signed-out visitor to the login page, and the sign-in back to the page asked for", async () => {
    const router = openSignedOut("/my-profile/membership-details?tab=regional#associate");
    expect(await screen.findByRole("heading", { level: 1, name: "Login" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");

    await signIn();
    expect(await screen.findByRole("heading", { level: 1, name: "Membership Details" })).toBeTruthy();
    const { pathname, search, hash } = router.state.location;
    expect(`${pathname}${search}${hash}`).toBe("/my-profile/membership-details?tab=regional#associate");
  });

  it("goes to the profile after a sign-in that was not sent from a page", async () => {
    const router = openSignedOut("/login");
    await signIn();
    expect(await screen.findByRole("heading", { level: 1, name: "Member Info" })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/my-profile/member-info"));
  });
});
