import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { packardSummary } from "../../../test/listing.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { MyListingsPage } from "./my-listings-page.tsx";

describe("my listings (issue 44)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists the member's listings under their status, each a link to its page", async () => {
    const draft = {
      ...packardSummary,
      id: 60,
      status: "draft" as const,
      title: "Packard headlamps",
      kind: "part",
    };
    stubApi({ "GET /api/v1/listings/mine": () => ({ body: { results: [packardSummary, draft] } }) });
    renderWithApp(<MyListingsPage />, { path: "/marketplace/mine" });
    const drafts = await screen.findByRole("region", { name: "Draft" });
    expect(within(drafts).getByRole("link", { name: "Packard headlamps" }).getAttribute("href")).toBe(
      "/marketplace/60",
    );
    const listed = screen.getByRole("region", { name: "Listed" });
    expect(within(listed).getByText("$185,000, until 2027-07-31")).toBeTruthy();
    expect(screen.getByRole("link", { name: "New listing" }).getAttribute("href")).toBe("/marketplace/new");
  });

  it("says so when there are none", async () => {
    stubApi({ "GET /api/v1/listings/mine": () => ({ body: { results: [] } }) });
    renderWithApp(<MyListingsPage />, { path: "/marketplace/mine" });
    expect(await screen.findByText(/You have no listings yet/)).toBeTruthy();
  });
});
