import type { OfficeSession } from "@club/domain/office.schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { officeSessionFixture, staffOfficePolicies } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { OfficeNav } from "./office-nav.tsx";

const administratorsPages = ["Plans and prices", "Staff", "Import roster", "Settings"];
const deskPages = [
  "Dashboard",
  "Members",
  "Car approvals",
  "Car claims",
  "Full Classic list",
  "Marketplace",
  "Archive",
  "Elections",
  "Events",
  "Judges",
  "Announcements",
  "Reminders",
  "Payments",
  "Bouncing addresses",
  "Requests to leave",
  "Regions",
  "Committees",
  "Audit trail",
];

function linksOf(session: OfficeSession) {
  renderWithApp(
    <nav aria-label="Office">
      <OfficeNav session={session} />
    </nav>,
    { path: "/office/members" },
  );
  const nav = screen.getByRole("navigation", { name: "Office" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent)
    .filter((label) => label !== "Back to the members portal");
}

// Issue 23: the office's menu shows a page where the session's policies (the server's answer) allow its action.
describe("the office's navigation", () => {
  it("shows an office administrator every page", () => {
    expect(linksOf(officeSessionFixture())).toEqual([
      ...deskPages.slice(0, -1),
      ...administratorsPages,
      "Audit trail",
    ]);
  });

  it("hides the administrators' pages from office staff", () => {
    const links = linksOf(officeSessionFixture({ role: "office_staff" }));
    expect(links).toEqual(deskPages);
    for (const page of administratorsPages) expect(links).not.toContain(page);
  });

  it("follows the server's policies rather than the role's name", () => {
    const links = linksOf(
      officeSessionFixture({
        role: "office_staff",
        policies: { ...staffOfficePolicies, manageImports: true, readAudit: false },
      }),
    );
    expect(links).toContain("Import roster");
    expect(links).not.toContain("Audit trail");
    expect(links).not.toContain("Settings");
  });

  it("shows the marketplace's page only where the session may moderate listings (issue 44)", () => {
    const links = linksOf(
      officeSessionFixture({
        role: "office_staff",
        policies: { ...staffOfficePolicies, moderateListings: false },
      }),
    );
    expect(links).not.toContain("Marketplace");
  });

  it("names the role for display", () => {
    linksOf(officeSessionFixture({ role: "office_staff" }));
    expect(screen.getByText("Office staff")).toBeTruthy();
  });
});
