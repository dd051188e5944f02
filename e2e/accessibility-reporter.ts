import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type {
  AccessibilityCheck,
  AccessibilityResults,
  CheckedPage,
} from "@club/domain/accessibility-results";
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from "@playwright/test/reporter";
import {
  type AccessibilityCheckRecord,
  accessibilityCheckAttachment,
  wcagStandard,
} from "./accessibility-record.ts";

// Issue 30: after a run, the axe checks the journeys recorded become the accessibility statement's evidence,
// packages/web/src/generated/accessibility-results.json, committed and read by the web build.
//
// A run of a few spec files must never shrink what a full run found, so the file is merged check by check (a page at
// a width in a state): a check this run made takes this run's result and date, one it did not make keeps its
// earlier entry. Only a run that reached every spec file and passed replaces the list, so that pages the journeys
// no longer visit drop out. (The reporter cannot see a --grep: a grep that leaves a test in every spec file
// counts as a full run, and at worst leaves a page out until the next one.)

const repoRoot = path.resolve(import.meta.dirname, "..");
const resultsFile = path.join(repoRoot, "packages/web/src/generated/accessibility-results.json");
const generatedNote =
  "Written by e2e/accessibility-reporter.ts after each end-to-end run (npm test); never edit it by hand.";
const specFile = /\.(spec|test)\.[cm]?[jt]sx?$/;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function readResultsFile(): string | undefined {
  try {
    return readFileSync(resultsFile, "utf8");
  } catch {
    return undefined;
  }
}

/** A check's place in the file: one per page, width and state, as the newest run that made it found. */
function checkKey(route: string, view: { width: number; state: string | null }): string {
  return `${route} ${view.width} ${view.state ?? ""}`;
}

function mergeResults(
  earlier: AccessibilityResults | undefined,
  records: AccessibilityCheckRecord[],
  replace: boolean,
): AccessibilityResults {
  const day = today();
  const checks = new Map<string, { route: string; check: AccessibilityCheck }>();
  for (const page of replace ? [] : (earlier?.pages ?? [])) {
    for (const check of page.checks) checks.set(checkKey(page.route, check), { route: page.route, check });
  }
  const madeNow = new Set<string>();
  for (const record of records) {
    const key = checkKey(record.route, record);
    // A view two journeys check in one run counts what either found.
    const before = madeNow.has(key) ? checks.get(key)?.check : undefined;
    checks.set(key, {
      route: record.route,
      check: {
        width: record.width,
        state: record.state,
        violations: Math.max(before?.violations ?? 0, record.problems.length),
        problems: unique([...(before?.problems ?? []), ...record.problems]).sort(),
        fitWidths: unique([...(before?.fitWidths ?? []), ...record.fitWidths]).sort((a, b) => a - b),
        checkedOn: day,
      },
    });
    madeNow.add(key);
  }
  const entries = [...checks.values()];
  const pages: CheckedPage[] = unique(entries.map((entry) => entry.route))
    .sort()
    .map((route) => ({
      route,
      checks: entries
        .filter((entry) => entry.route === route)
        .map((entry) => entry.check)
        .sort((a, b) => a.width - b.width || (a.state ?? "").localeCompare(b.state ?? "")),
    }));
  return {
    standard: wcagStandard,
    axeCoreVersion: records.at(-1)?.axeCoreVersion ?? earlier?.axeCoreVersion ?? "",
    tags: unique(records.flatMap((record) => record.tags)),
    preparedOn: earlier?.preparedOn ?? day,
    reviewedOn: day,
    counts: {
      pages: pages.length,
      // A page with one dialog open counts as one state, whatever the widths it was checked at.
      states: unique(entries.flatMap(({ route, check }) => (check.state ? [`${route} ${check.state}`] : [])))
        .length,
      checks: entries.length,
      violations: entries.reduce((sum, entry) => sum + entry.check.violations, 0),
    },
    pages,
  };
}

/** The file as Biome formats it, so that `npm run lint` passes on what a run wrote. */
function formatted(results: AccessibilityResults): string {
  const format = spawnSync(
    path.join(repoRoot, "node_modules/.bin/biome"),
    ["format", `--stdin-file-path=${resultsFile}`],
    { cwd: repoRoot, input: JSON.stringify({ $comment: generatedNote, ...results }), encoding: "utf8" },
  );
  if (format.status !== 0) throw new Error(`Biome could not format ${resultsFile}: ${format.stderr}`);
  return format.stdout;
}

function specFilesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => specFile.test(file))
    .map((file) => path.join(dir, file));
}

export default class AccessibilityReporter implements Reporter {
  private readonly records: AccessibilityCheckRecord[] = [];
  private everySpecFileRan = false;

  onBegin(config: FullConfig, suite: Suite) {
    const ran = new Set(suite.allTests().map((test) => test.location.file));
    this.everySpecFileRan =
      config.shard === null &&
      config.projects.every((project) => specFilesIn(project.testDir).every((file) => ran.has(file)));
  }

  onTestEnd(_test: TestCase, result: TestResult) {
    for (const attachment of result.attachments) {
      if (attachment.name === accessibilityCheckAttachment && attachment.body) {
        this.records.push(JSON.parse(attachment.body.toString("utf8")) as AccessibilityCheckRecord);
      }
    }
  }

  onEnd(result: FullResult) {
    if (this.records.length === 0) return;
    const earlier = readResultsFile();
    const replace = this.everySpecFileRan && result.status === "passed";
    const earlierResults = earlier === undefined ? undefined : (JSON.parse(earlier) as AccessibilityResults);
    const text = formatted(mergeResults(earlierResults, this.records, replace));
    // Written only when it changed: the web build is redone whenever a file it reads is newer than the build.
    if (text === earlier) return;
    mkdirSync(path.dirname(resultsFile), { recursive: true });
    writeFileSync(resultsFile, text);
  }

  printsToStdio() {
    return false;
  }
}
