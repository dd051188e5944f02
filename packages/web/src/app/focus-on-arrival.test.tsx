import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { PageTitle } from "../components/page-title.tsx";
import { LoginPage } from "../features/auth/pages/login-page.tsx";
import { JoinPage } from "../features/join/pages/join-page.tsx";
import { profileFixture } from "../test/member-fixtures.ts";
import { activeNationalPlanFixture } from "../test/plan.fixture.ts";
import { renderWithApp } from "../test/render-with-app.tsx";

/** The login page, where a sign-in and the join's link lead, and where focus goes on arriving. */
function Pages() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="my-profile" element={<PageTitle>My Profile</PageTitle>} />
      <Route path="join-the-ccca" element={<JoinPage />} />
    </Routes>
  );
}

const h1 = (name: string) => screen.findByRole("heading", { level: 1, name });

// Issue 25: arriving at a page (or a wizard) brings the focus to its heading, never leaves it on <body>; the
// tab's first page keeps the browser's own start. The tests run in this order: the first is the tab's first page.
describe("focus on arriving at a page", () => {
  it("stays where the browser put it on the tab's first page, then lands on the h1 after signing in", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify(profileFixture), {
            status: 200,
            headers: { Authorization: "Bearer fresh-token" },
          }),
      ),
    );
    renderWithApp(<Pages />, { path: "/login", route: "/*" });
    expect(document.activeElement).not.toBe(await h1("Login"));

    await user.type(screen.getByLabelText("Email"), "member@example.org");
    await user.type(screen.getByLabelText("Password"), "Classic-Cars-1932");
    await user.click(screen.getByRole("button", { name: "Login" }));

    const heading = await h1("My Profile");
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("lands on the join wizard's heading when the join is opened from the login page", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const bodies: Record<string, unknown> = {
          "/api/v1/national_membership_plans": [activeNationalPlanFixture],
          "/api/v1/countries": { "United States of America": "US" },
          "/api/v1/regions?country_code=US": { Illinois: "US-IL" },
        };
        return new Response(JSON.stringify(bodies[url] ?? {}), { status: 200 });
      }),
    );
    renderWithApp(<Pages />, { path: "/login", route: "/*" });
    await user.click(await screen.findByRole("link", { name: "Become a member" }));

    const heading = await h1("Join the CCCA");
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
