import type {
  AccessibilityCheck,
  AccessibilityResults,
  CheckedPage,
} from "@club/domain/accessibility-results";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { siteConfigFixture } from "../../../test/site-config.fixture.ts";
import { AccessibilityStatement } from "./accessibility-statement.tsx";

// Issue 30: the statement says what the end-to-end suite's axe checks found, in the GOV.UK template's sections.

/** A page checked at 375 and 1280 pixels, with any problems found at 1280, and with any dialogs open at 1280. */
function checkedPage(route: string, options: { states?: string[]; problems?: string[] } = {}): CheckedPage {
  const check = (width: number, state: string | null, problems: string[] = []): AccessibilityCheck => ({
    width,
    state,
    violations: problems.length,
    problems,
    checkedOn: "2026-11-27",
  });
  return {
    route,
    checks: [
      check(375, null),
      check(1280, null, options.problems),
      ...(options.states ?? []).map((state) => check(1280, state)),
    ],
  };
}

function results(pages: CheckedPage[]): AccessibilityResults {
  const checks = pages.flatMap((page) => page.checks);
  return {
    standard: "WCAG 2.2 AA",
    axeCoreVersion: "4.13.0",
    tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
    preparedOn: "2026-11-20",
    reviewedOn: "2026-11-27",
    counts: {
      pages: pages.length,
      states: checks.filter((check) => check.state).length,
      checks: checks.length,
      violations: checks.reduce((sum, check) => sum + check.violations, 0),
    },
    pages,
  };
}

const section = (name: string) => screen.getByRole("region", { name });

describe("the accessibility statement (issue 30)", () => {
  it("has the template's sections, for the club's portal", () => {
    renderWithApp(<AccessibilityStatement results={results([checkedPage("/help")])} />);
    expect(screen.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      `Accessibility statement for the ${siteConfigFixture.clubName} members' portal`,
      "Using this website",
      "How accessible this website is",
      "Feedback and contact information",
      "Reporting accessibility problems with this website",
      "Enforcement procedure",
      "Technical information about this website's accessibility",
      "Preparation of this accessibility statement",
    ]);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Compliance status",
      "Non-accessible content",
      "How we tested this website",
    ]);
    expect(document.title).toContain("Accessibility statement");
    for (const name of [
      "Feedback and contact information",
      "Reporting accessibility problems with this website",
    ]) {
      expect(
        within(section(name)).getByRole("link", { name: siteConfigFixture.officeEmail }).getAttribute("href"),
      ).toBe(`mailto:${siteConfigFixture.officeEmail}`);
      expect(
        within(section(name)).getByRole("link", { name: siteConfigFixture.officePhone }).getAttribute("href"),
      ).toBe("tel:8473900443");
    }
    expect(
      section("Preparation of this accessibility statement").textContent?.includes(
        "This statement was prepared on November 20, 2026. It was last reviewed on November 27, 2026.",
      ),
    ).toBe(true);
  });

  it("is partially compliant, in GOV.UK's words, even when no automated check found a violation (issue 40)", () => {
    renderWithApp(
      <AccessibilityStatement
        results={results([
          checkedPage("/help"),
          checkedPage("/office/members/:id", { states: ["Merge records dialog"] }),
        ])}
      />,
    );
    expect(section("Compliance status").textContent).toContain(
      "This website is partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard, due to the non-compliances listed below.",
    );
    expect(section("Compliance status").textContent).toContain(
      "Until people have tested the portal (a manual audit)",
    );
    expect(document.body.textContent).not.toContain("fully compliant with");
    const nonAccessible = section("Non-accessible content");
    expect(nonAccessible.textContent).toContain(
      "Our automated checks found no problems on the pages they checked.",
    );
    // What was not tested by people, said plainly.
    expect(
      within(within(nonAccessible).getByRole("list", { name: "Not yet tested by people" })).getAllByRole(
        "listitem",
      ).length,
    ).toBeGreaterThanOrEqual(3);
    expect(nonAccessible.textContent).toContain("screen reader");
    const testing = section("How we tested this website");
    expect(testing.textContent).toContain("axe-core 4.13.0");
    // Issue 40: the text-fit check beside axe, on every journey.
    expect(testing.textContent).toContain("walk through every task");
    expect(testing.textContent).toContain("fit inside it and every icon shows against its background");
    expect(testing.textContent).toContain("there has been no manual audit");
    expect(testing.textContent).toContain("They checked 2 pages and 1 state (a page with a dialog open)");
    expect(testing.textContent).toContain("at 375 and 1280 pixels wide");
    expect(
      within(testing)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "/help: at 375 and 1280 pixels",
      "/office/members/:id: at 375 and 1280 pixels; also with the Merge records dialog open",
    ]);
  });

  it("is partially compliant when a check found violations, naming the pages and the problems", () => {
    renderWithApp(
      <AccessibilityStatement
        results={results([
          checkedPage("/help"),
          checkedPage("/office/payments", {
            problems: [
              "Elements must meet minimum color contrast ratio thresholds",
              "Form elements must have labels",
            ],
          }),
        ])}
      />,
    );
    expect(section("Compliance status").textContent).toContain(
      "This website is partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard, due to the non-compliances listed below.",
    );
    expect(
      within(section("How accessible this website is"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["/office/payments"]);
    expect(
      within(section("Non-accessible content"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toContain(
      "/office/payments: Elements must meet minimum color contrast ratio thresholds; Form elements must have labels",
    );
  });
});
