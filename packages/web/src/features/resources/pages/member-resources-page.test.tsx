import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { siteConfigFixture } from "../../../test/site-config.fixture.ts";
import { MemberResourcesPage } from "./member-resources-page.tsx";

describe("the member resources page", () => {
  it("opens the Full Classic List in the portal itself (issue 27), the club's documents in a new tab", async () => {
    const { router } = renderWithApp(<MemberResourcesPage />, { path: "/my-profile/member-resources" });
    const list = screen.getByRole("link", { name: "Full Classic List" });
    expect(list.getAttribute("target")).toBeNull();
    const handbook = screen.getByRole("link", { name: /^Membership Handbook \(PDF\)/ });
    expect(handbook.getAttribute("href")).toBe(siteConfigFixture.resources.membershipHandbook);
    expect(handbook.getAttribute("target")).toBe("_blank");

    await userEvent.setup().click(list);
    expect(router.state.location.pathname).toBe("/my-profile/full-classic-list");
  });
});
