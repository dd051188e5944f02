// Run on demand with `npm run bench`, which runs it after the search bench and builds the web app first if it is
// stale; it builds nothing itself (alone: `npm run build -w @club/web`, then `npx tsx bench/first-load.bench.ts`).
// Starts the portal with its demo data on a free port, as the e2e suite does, runs Lighthouse
// (mobile preset, its default config) 3 times on /login, /join-the-ccca, member info, My Events and judging (signed
// in as the demo member) and the office dashboard (as the demo office administrator), and writes the medians with the
// size of the JavaScript and CSS /login loads to docs/performance.md. `FIRST_LOAD_PAGES=/login,/my-profile/my-events`
// runs only those pages and writes nothing (a quick look at one page after a change); `FIRST_LOAD_REPORTS=<folder>`
// keeps each run's whole Lighthouse report there. Chromium: /usr/bin/chromium,
// else /usr/bin/chromium-headless-shell (Lighthouse runs in either), or CHROMIUM_PATH.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { machine, writeSection } from "./performance-doc.ts";
import { npmStartArgs } from "./server-process.ts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const distDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(repoRoot, "packages/web/dist"));
const runs = 3;
/** The e2e suite's day (e2e/playwright.config.ts): the demo member is in good standing on it. */
const clockStart = "2026-11-21T12:00:00Z";
const demoPassword = "Classic-Cars-1932";
/** Where the web app keeps the session token (packages/web/src/api/token-storage.ts). */
const tokenKey = "club.session-token";

/** Each page, the demo account it is signed in as (null: none) and its performance target. */
const pages = [
  { name: "/login", path: "/login", account: null, target: 90 },
  { name: "/join-the-ccca", path: "/join-the-ccca", account: null, target: 90 },
  {
    name: "member info (signed in)",
    path: "/my-profile/member-info",
    account: "member@example.org",
    target: 90,
  },
  // Issue 41: the calendar section (issue 40) moved the page by 0.19 as it loaded.
  { name: "My Events (signed in)", path: "/my-profile/my-events", account: "member@example.org", target: 90 },
  // The demo member is on no judging roster: the page's own code and its first answer, as a judge's first visit.
  { name: "judging (signed in)", path: "/my-profile/judging", account: "member@example.org", target: 90 },
  // issue 25: the office's first page, its charts drawn after its numbers; issue 41 asks 90 of it too.
  { name: "office dashboard (signed in)", path: "/office", account: "office@example.org", target: 90 },
];
/** `FIRST_LOAD_REPORTS=<folder>` keeps each run's Lighthouse report (JSON) there, to read its treemap, LCP element and the rest. */
const reportsDir = process.env.FIRST_LOAD_REPORTS;
const onlyPages = process.env.FIRST_LOAD_PAGES?.split(",").filter(Boolean);
const chosenPages = onlyPages ? pages.filter((page) => onlyPages.includes(page.path)) : pages;
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"].find((candidate) => existsSync(candidate)) ??
  "/usr/bin/chromium";

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failedAccessibility: string[];
  opportunities: string[];
  scripts: { url: string; transferSize: number }[];
  /** The scripts whose request started before the first contentful paint (observed, not simulated). */
  scriptsBeforePaint: { url: string; transferSize: number }[];
  /** The elements that moved, with their share of the layout shift. */
  shifts: string[];
  /** Lighthouse's measure of the machine's speed during the run (higher is faster; it falls as the load rises). */
  benchmarkIndex: number;
  /** Where the main thread's time went (Lighthouse's breakdown, the slow phone's milliseconds), largest first. */
  mainThread: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startPortal(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, npmStartArgs, {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "1000",
      LOG_LEVEL: "warn",
      CLOCK_START: clockStart,
      DEMO_DATA: "on",
      WEB_DIST_DIR: distDir,
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal stopped (exit code ${child.exitCode})`);
    try {
      if ((await fetch(`http://localhost:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error("the portal did not get ready within 120 s");
}

async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/members/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ member: { email, password: demoPassword } }),
  });
  const token = response.headers.get("authorization");
  if (!response.ok || !token) throw new Error(`demo sign-in failed: ${response.status}`);
  return token.replace(/^Bearer /, "");
}

/**
 * Lighthouse clears the origin's storage and cache before a run; a signed-in page must keep the session token, so
 * the bench clears the cache itself (every run a first visit) and writes the token as the web app does.
 */
async function prepareSignedIn(port: number, origin: string, token: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(`localStorage.setItem(${JSON.stringify(tokenKey)}, ${JSON.stringify(token)})`);
  const session = await page.createCDPSession();
  await session.send("Network.clearBrowserCache");
  await page.close();
  await browser.disconnect();
}

async function measure(port: number, url: string, signedIn: boolean): Promise<Run | { error: string }> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (reportsDir)
    writeFileSync(
      path.join(reportsDir, `${new URL(url).pathname.replaceAll("/", "_")}-${Date.now()}.json`),
      String(result.report),
    );
  if (result.lhr.runtimeError)
    return { error: `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` };
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = (audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  const firstPaint = observed?.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY;
  const scripts = (requests ?? [])
    .filter((request) => request.resourceType === "Script")
    .map((request) => ({
      url: String(request.url),
      transferSize: Number(request.transferSize ?? 0),
      start: Number(request.networkRequestTime ?? Number.NaN),
    }));
  const breakdown = (
    audits["mainthread-work-breakdown"]?.details as { items?: Record<string, unknown>[] } | undefined
  )?.items;
  const bootup = (audits["bootup-time"]?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
  const shiftItems = (audits["layout-shifts"]?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    failedAccessibility: Object.values(audits)
      .filter(
        (audit) =>
          categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) &&
          audit.score !== null &&
          audit.score < 1,
      )
      .map((audit) => audit.id),
    opportunities: Object.values(audits)
      .filter((audit) => audit.details?.type === "opportunity" && (audit.numericValue ?? 0) > 100)
      .map((audit) => `${audit.id} ${Math.round(audit.numericValue ?? 0)} ms`),
    scripts: scripts.map(({ url, transferSize }) => ({ url, transferSize })),
    scriptsBeforePaint: scripts
      .filter((script) => script.start < firstPaint)
      .map(({ url, transferSize }) => ({ url, transferSize })),
    shifts: (shiftItems ?? []).map((item) => {
      const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
      return `${Number(item.score ?? 0).toFixed(3)} ${node?.selector ?? "?"} (${String(node?.nodeLabel ?? "")
        .replace(/\s+/g, " ")
        .slice(0, 40)})`;
    }),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    mainThread: [
      ...(breakdown ?? []).map((item) => `${item.groupLabel} ${Math.round(Number(item.duration))} ms`),
      ...(bootup ?? [])
        .slice(0, 4)
        .map(
          (item) =>
            `${path.posix.basename(String(item.url))}: ${Math.round(Number(item.scripting))} ms running, ${Math.round(Number(item.scriptParseCompile))} ms parsing`,
        ),
    ],
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JavaScript a page needs before it runs (index.html's entry and what it imports statically) and its CSS. */
function initialAssets() {
  const html = readFileSync(path.join(distDir, "index.html"), "utf8");
  const scripts = new Set<string>();
  const queue = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (scripts.has(file)) continue;
    scripts.add(file);
    const code = readFileSync(path.join(distDir, file), "utf8");
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      queue.push(path.posix.join(path.posix.dirname(file), match[1] as string));
  }
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  const sizes = (files: string[]) =>
    files.reduce(
      (sum, file) => {
        const at = path.join(distDir, file);
        const size = (suffix: string) =>
          existsSync(at + suffix) ? statSync(at + suffix).size : statSync(at).size;
        return {
          files: sum.files + 1,
          raw: sum.raw + size(""),
          gzip: sum.gzip + size(".gz"),
          br: sum.br + size(".br"),
        };
      },
      { files: 0, raw: 0, gzip: 0, br: 0 },
    );
  return { js: sizes([...scripts]), css: sizes(styles) };
}

if (!existsSync(path.join(distDir, "index.html"))) {
  console.error("packages/web/dist is not built: run `npm run build -w @club/web` first.");
  process.exit(1);
}

const loadBefore = os.loadavg()[0] ?? 0;
const port = await freePort();
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "club-bench-first-load-"));
console.log(`starting the portal on ${origin} (a fresh embedded database takes 15-20 s)…`);
const portal = await startPortal(port, dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const rows: string[] = [];
/** The pages whose median performance misses their target. */
const belowTarget: string[] = [];
const loginScripts: Run["scripts"] = [];
const benchmarkIndexes: number[] = [];
try {
  for (const page of chosenPages) {
    const token = page.account ? await signIn(origin, page.account) : null;
    await fetch(`${origin}${page.path}`); // warm the server up
    const results: Run[] = [];
    // A run Lighthouse could not finish (its runtimeError) is said and run again, up to twice.
    for (let attempt = 1; results.length < runs && attempt <= runs + 2; attempt += 1) {
      if (token) await prepareSignedIn(chrome.port, origin, token);
      const run = await measure(chrome.port, `${origin}${page.path}`, token !== null);
      if ("error" in run) {
        console.log(`${page.name} #${attempt}: ${run.error}`);
        continue;
      }
      results.push(run);
      console.log(
        `${page.name} #${attempt}: performance ${run.performance}, accessibility ${run.accessibility}, FCP ${run.fcp.toFixed(0)} ms, LCP ${run.lcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}`,
      );
      if (run.failedAccessibility.length > 0)
        console.log(`  accessibility: ${run.failedAccessibility.join(", ")}`);
      if (run.opportunities.length > 0) console.log(`  opportunities: ${run.opportunities.join(", ")}`);
      console.log(
        `  scripts before first paint: ${run.scriptsBeforePaint.length} (${kb(run.scriptsBeforePaint.reduce((sum, script) => sum + script.transferSize, 0))}), ${run.scripts.length} in all: ${run.scripts.map((script) => path.posix.basename(script.url)).join(", ")}`,
      );
      if (run.shifts.length > 0) console.log(`  layout shifts: ${run.shifts.join("; ")}`);
      console.log(`  main thread: ${run.mainThread.join(", ")}; benchmark index ${run.benchmarkIndex}`);
      benchmarkIndexes.push(run.benchmarkIndex);
    }
    if (results.length < runs)
      throw new Error(`${page.name}: Lighthouse finished only ${results.length} runs`);
    if (page.path === "/login") loginScripts.push(...(results[0]?.scripts ?? []));
    if (median(results.map((r) => r.performance)) < page.target) belowTarget.push(page.name);
    const beforePaint = results.map((r) => r.scriptsBeforePaint);
    rows.push(
      `| ${page.name} | ${median(results.map((r) => r.performance))} | ${median(results.map((r) => r.accessibility))} | ${median(results.map((r) => r.fcp)).toFixed(0)} | ${median(results.map((r) => r.lcp)).toFixed(0)} | ${median(results.map((r) => r.tbt)).toFixed(0)} | ${median(results.map((r) => r.cls)).toFixed(3)} | ${median(beforePaint.map((s) => s.length))} (${kb(median(beforePaint.map((s) => s.reduce((sum, script) => sum + script.transferSize, 0))))}) |`,
    );
  }
} finally {
  chrome.kill();
  portal.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

const loadAfter = os.loadavg()[0] ?? 0;
console.log(`load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end`);
if (onlyPages) {
  console.log("FIRST_LOAD_PAGES: some pages only, docs/performance.md left as it is");
  process.exit(0);
}
const initial = initialAssets();
const loginJsTransfer = loginScripts.reduce((sum, script) => sum + script.transferSize, 0);
console.log(`/login: ${loginScripts.length} scripts, ${kb(loginJsTransfer)} transferred`);
writeSection(
  "first-load",
  `## First load (issue 41, the first screen first)

Measured by \`npm run bench\` (bench/first-load.bench.ts) on ${new Date().toISOString().slice(0, 10)}, after \`npm run build -w @club/web\`:
the portal with its demo data on the e2e suite's day, served by \`packages/server/src/main.ts\` (embedded
database, precompressed assets) on localhost; Lighthouse ${lighthouseVersion()} with its mobile preset (simulated
slow 4G, 4× CPU slowdown) in ${path.basename(chromiumPath)}, each page ${runs} times from an empty cache, medians shown.
Member info, My Events and judging are signed in as the demo member (on no judging roster: the page's code and its
first answer), the office dashboard as the demo office administrator (the session token in localStorage, as the web
app keeps it). Targets (issue 41): performance ≥ 90 on every page, accessibility 100, layout shift (CLS) < 0.1.
"Scripts before paint": the scripts whose request started before the first contentful paint (observed), and
their size over the wire.

Machine: ${machine}; load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end; Lighthouse's
benchmark index ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)} (its measure of the CPU's speed during each run). Lighthouse
simulates a slow phone from the time the page's tasks take here (×4), so the other jobs on a shared machine raise
TBT and with it the score: the figures that count are those of a run on a quiet machine (load below 1).

| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | scripts before paint |
|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join("\n")}

What /login needs before it runs (index.html's entry script and its static imports; the stylesheet apart).
Target (issue 25): JavaScript at most 150 KB brotli, as browsers fetch it (issue 11 had asked 150 KB gzip).

| | files | raw | gzip | brotli |
|---|---:|---:|---:|---:|
| JavaScript | ${initial.js.files} | ${kb(initial.js.raw)} | ${kb(initial.js.gzip)} | ${kb(initial.js.br)} |
| CSS | ${initial.css.files} | ${kb(initial.css.raw)} | ${kb(initial.css.gzip)} | ${kb(initial.css.br)} |

In all, /login fetched ${loginScripts.length} scripts (${kb(loginJsTransfer)} over the wire, brotli), what loads once the
page is idle (the hosts of toasts and dialogs with the shared libraries) included.

How (issue 11): the build writes a brotli and a gzip copy of every asset (vite-plugin-compression2), which the
server sends as they are (\`@fastify/static\` \`preCompressed\`, \`Vary: Accept-Encoding\`); API replies over 1 KiB are
compressed as they go (\`@fastify/compress\`). Each page is a chunk of its own (\`React.lazy\`, app/router.tsx), and the
chunks of the page opened and of its layout start loading together once the first screen is drawn (issue 41,
below); what several pages share comes in
two files (\`ui-kit\`, \`shared\`: packages/web/vite.config.ts), the office's in a third (\`office-shared\`); a page's data is asked for as soon as its code has
arrived (a page module's \`prefetch\`), not once it has rendered; index.html preloads the site config every page
waits for. Member info keeps the footer below the screen while it loads (no layout shift).

Issue 41: the hosts of toasts and dialogs (and with them the \`ui-kit\` and \`shared\` files, 124 KB) were fetched at
the load event, which on a slow phone came before the login form was drawn; they now wait until the page is idle
(\`whenIdle\`: requestIdleCallback after the load event, src/lib/when-idle.ts), so /login's first screen needs its
2 scripts only. My Events showed each of its three sections as its answer arrived, and the calendar section
(issue 40) was pushed down by the lists above it (CLS 0.19); the page now asks for the three answers beside its
code and shows the sections together once all are in, keeping the screen's height meanwhile (CLS 0). The login form
no longer builds zod's errors for the empty form on its first render (nothing is shown before a field is touched).
Where /login's start goes (a CPU profile of the built app, Chromium, this machine): zod the largest part of the
script time (importing it and building the domain schemas the first screen parses with: the site config, the
sign-in, the profile), React DOM a quarter, Mantine and the router the rest; the app's own code a few per cent.
Issue 41, third session: the stylesheet holds the used Mantine components' sheets only (29.1 → 19.0 KB brotli), zod's
English messages are left out of the build, member pages no longer fetch the office's shared code, and the first
screen is rendered in slices once the site config is in (useDeferredValue), the browser free between them. The member
pages' largest paint is the announcement banner, drawn by the first script, but their chunks were requested before it,
so Lighthouse counted them in LCP (section "The first screen, third session"). Issue 41, nineteenth session: a page's
code (its chunk, its layout's, the files they share) is fetched once the first screen (the header, the announcement,
the page's loading status) has been drawn (\`afterFirstScreen\`, src/lib/first-screen.ts), no longer beside the first
script, with which it shared a slow phone's connection: the member pages' first paint came at 2.5 s and their largest
at 3.3 s, now both at about 1.9 s, as /login's.

${
  belowTarget.length > 0
    ? `${belowTarget.join(", ")} ${belowTarget.length > 1 ? "are" : "is"} below target in this run. TBT, the main thread's work
between the first paint and the page being usable multiplied by 4, is what is missing: it grows with the machine's
load (the same build, same pages: see the load above).

`
    : ""
}Within 150 KB brotli since issue 25: the login form's three fields are plain controlled inputs checked with the
domain's \`loginSchema\` and the signed-in profile's schema lives apart from the office's schemas
(\`own-profile.schema.ts\`). What is left is what every page needs to start, measured from the build's source maps on
2026-11-22 (gzip, each on its own): React with React DOM 66 KB, React Router's data router (\`createBrowserRouter\`,
which the unsaved-changes prompts' \`useBlocker\` needs) 29 KB, zod 25 KB (every API reply is parsed with its domain
schema, the site config's first), Mantine 25 KB, TanStack Query 10 KB; the app's own code is under 10 KB. Going lower
means replacing one of them: zod/mini would save about 17 KB but every domain schema builds on \`textSchema()\`'s chained checks
(fields.schema.ts), shared with the server; a declarative router would save about 16 KB but loses \`useBlocker\`.
`,
);

function lighthouseVersion(): string {
  const manifest = JSON.parse(
    readFileSync(path.join(repoRoot, "node_modules/lighthouse/package.json"), "utf8"),
  );
  return String(manifest.version);
}
