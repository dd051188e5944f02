import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { siteConfigFixture } from "../../test/site-config.fixture.ts";
import { RequirePublicMarketplace } from "./require-public-marketplace.tsx";

// Issue 44: the public marketplace's pages exist only while the club shows them to the public.

const page = (
  <RequirePublicMarketplace>
    <p>For sale</p>
  </RequirePublicMarketplace>
);

describe("the public marketplace's door", () => {
  it("is the club's not-found page while the setting is off", () => {
    renderWithApp(page);
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.queryByText("For sale")).toBeNull();
  });

  it("opens when the club shows its marketplace to the public", () => {
    renderWithApp(page, {
      siteConfig: { ...siteConfigFixture, marketplace: { ...siteConfigFixture.marketplace, public: true } },
    });
    expect(screen.getByText("For sale")).toBeTruthy();
  });
});
