import { type Page, test } from "@playwright/test";

// Issue 30: each axe check a journey makes (expectAccessible, tests/support.ts) is recorded for the accessibility
// statement. The record travels as an attachment of the test, which Playwright hands from the worker to the
// reporter (accessibility-reporter.ts): no files of the workers' own to gather, or to be left by a stopped run.

/** The standard the checks hold pages to, and the axe tags that check it. */
export const wcagStandard = "WCAG 2.2 AA";
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export const accessibilityCheckAttachment = "accessibility-check";

export interface AccessibilityCheckRecord {
  route: string;
  width: number;
  /** What was open besides the page, e.g. "Merge records dialog"; null for the page alone. */
  state: string | null;
  tags: string[];
  axeCoreVersion: string;
  /** One line per violation, in axe's words, then one per problem of the fit check (issue 40, fit-check.ts). */
  problems: string[];
  /** The widths the fit check ran at, the page's own among them. */
  fitWidths: number[];
}

const numberOrUuid = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** The portal's own path segments are lower-case words; a link's token (a reset, a claim, a card) is not. */
const routeWords = /^([a-z]+(-[a-z]+)*)?$/;

/** The page's path as a pattern, the same on every run: /office/members/42 is /office/members/:id. */
function routePattern(url: string): string {
  const segments = new URL(url).pathname.split("/").map((segment) => {
    if (numberOrUuid.test(segment)) return ":id";
    return routeWords.test(segment) ? segment : ":token";
  });
  return segments.join("/").replace(/(.)\/$/, "$1");
}

/** The width of the page and the name of the dialog open on it (the topmost, when one opens another). */
function readViewAndState(page: Page) {
  return page.evaluate(() => {
    const open = Array.from(
      document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]'),
    ).filter((dialog) => dialog.checkVisibility());
    const dialog = open.at(-1);
    if (!dialog) return { width: window.innerWidth, state: null };
    const labelledBy = (dialog.getAttribute("aria-labelledby") ?? "")
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .trim();
    const name = (labelledBy || dialog.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim();
    return { width: window.innerWidth, state: name ? `${name} dialog` : "dialog without a name" };
  });
}

/**
 * A dialog's (or a control's) name as the same on every run: the journeys give their events and members names made
 * unique with a timestamp ("Grand Classic 1795794967394-306"), which would otherwise make each run a new state of the
 * page.
 */
const uniqueSuffix = /\s*\d{10,}(-\d+)?/g;

export async function recordAccessibilityCheck(
  page: Page,
  check: { tags: string[]; axeCoreVersion: string; problems: string[]; fitWidths: number[] },
): Promise<void> {
  const { width, state } = await readViewAndState(page);
  const record: AccessibilityCheckRecord = {
    route: routePattern(page.url()),
    width,
    state: state?.replace(uniqueSuffix, "") ?? null,
    ...check,
    // The fit check names the button or link, whose words may hold the journey's unique name too.
    problems: check.problems.map((problem) => problem.replace(uniqueSuffix, "")),
  };
  await test.info().attach(accessibilityCheckAttachment, {
    body: JSON.stringify(record),
    contentType: "application/json",
  });
}
