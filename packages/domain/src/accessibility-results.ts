// Issue 30: the evidence behind the accessibility statement. The end-to-end suite writes it after its axe checks
// (e2e/accessibility-reporter.ts, into packages/web/src/generated/accessibility-results.json); the statement page
// (/accessibility) reads it when the web app is built. Nobody writes it by hand.

/** One view of a page the suite checked: its width and what was open on it, as the newest run that made it found. */
export interface AccessibilityCheck {
  /** The screen's width in CSS pixels. */
  width: number;
  /** What was open besides the page itself, e.g. "Merge records dialog"; null for the page alone. */
  state: string | null;
  /** Axe's violations and the fit check's problems: 0 when the check passed. */
  violations: number;
  /**
   * The violations in axe's words (its rule's help), each once, then the fit check's problems (issue 40: words cut
   * inside a button, link, tab, badge or label, an icon the colour of its background), e.g.
   * `Text cut inside its box at 320 pixels: button "Save sheet"`.
   */
  problems: string[];
  /**
   * The widths the fit check also ran at (the page's own among them: axe runs at that one only); absent from
   * checks recorded before issue 40, which had no fit check.
   */
  fitWidths?: number[];
  /** The day (YYYY-MM-DD) of the run that made the check. */
  checkedOn: string;
}

export interface CheckedPage {
  /** The page's path with ids and tokens replaced, e.g. /office/members/:id. */
  route: string;
  checks: AccessibilityCheck[];
}

export interface AccessibilityResults {
  /** The standard the checks hold the pages to, e.g. "WCAG 2.2 AA". */
  standard: string;
  axeCoreVersion: string;
  /** Axe's tags the checks ran, e.g. wcag2a, wcag22aa. */
  tags: string[];
  /** The day the first run wrote the file, YYYY-MM-DD. */
  preparedOn: string;
  /** The day of the newest run, YYYY-MM-DD. */
  reviewedOn: string;
  /** The pages; the states (a page with a dialog open); the checks (a page at a width in a state); violations. */
  counts: { pages: number; states: number; checks: number; violations: number };
  pages: CheckedPage[];
}
