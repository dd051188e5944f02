import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Download, expect, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { recordAccessibilityCheck, wcagTags } from "../accessibility-record.ts";
import { checkFitAtEveryWidth } from "../fit-check.ts";
import { e2eDataDir } from "../playwright.config.ts";

export const demoPassword = "Classic-Cars-1932";

/**
 * WCAG 2.2 AA as axe checks it: the page as it stands must have no violations. Axe tags no rule `wcag22a` (4.13);
 * its check that a control's name holds its visible words (WCAG 2.5.3) is experimental, so asked for by name.
 * Every rule runs; only the violations are gathered node by node (`resultTypes`), which on a page of a hundred
 * results halves axe's time (issue 26). Legacy mode runs axe in the page itself: the default opens a blank page for
 * every check to put the frames' results together, which tripled a check's time (1.2 s against 0.7 s); the portal
 * has no cross-origin frames, the one case legacy mode leaves out. Each check is recorded, passed or not, for the
 * accessibility statement (issue 30).
 *
 * Beside axe, the words of every control fit their box and every icon shows (issue 40, fit-check.ts), at the
 * journey's width and at 1280, 375 and 320; axe stays at the journey's width, taking four times as long.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(wcagTags)
    .analyze();
  const fit = await checkFitAtEveryWidth(page);
  await recordAccessibilityCheck(page, {
    tags: wcagTags,
    axeCoreVersion: results.testEngine.version,
    problems: [...results.violations.map((v) => v.help), ...fit.problems],
    fitWidths: fit.widths,
  });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  expect(fit.problems, `words that do not fit or icons that do not show on ${page.url()}`).toEqual([]);
}

async function submitSignIn(page: Page, email: string, password: string, rememberMe: boolean) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Login" }).click();
}

/** Signs in through the login page, as a member does (the journeys of the page itself and of a new password). */
export async function signInWithForm(page: Page, email: string, password = demoPassword, rememberMe = false) {
  await submitSignIn(page, email, password, rememberMe);
  await expect(page).toHaveURL(/\/my-profile\/member-info$/);
}

let signIns = 0;

/**
 * Signs in through the API and opens `landing` with the session the login page would have kept (issue 26: the page
 * itself has its journeys, sign-in.spec.ts; the others needn't load it first). The token is put where the app keeps
 * it before the app starts, once: a later sign-out in the journey stays signed out.
 */
async function signInThroughApi(
  page: Page,
  email: string,
  password: string,
  rememberMe: boolean,
  landing: string,
) {
  const response = await page.request.post("/api/v1/members/login", {
    data: { member: { email, password, remember_me: rememberMe } },
  });
  expect(response.status(), await response.text()).toBe(200);
  signIns += 1;
  await page.addInitScript(
    ({ token, remember, once }) => {
      if (window.sessionStorage.getItem(once)) return;
      window.sessionStorage.setItem(once, "done");
      (remember ? window.localStorage : window.sessionStorage).setItem("club.session-token", token);
    },
    {
      token: (response.headers().authorization ?? "").replace(/^Bearer /, ""),
      remember: rememberMe,
      once: `e2e.sign-in.${signIns}`,
    },
  );
  await page.goto(landing);
}

export async function signIn(page: Page, email: string, password = demoPassword, rememberMe = false) {
  await signInThroughApi(page, email, password, rememberMe, "/my-profile/member-info");
  await expect(page.getByRole("heading", { name: "Member Info" })).toBeVisible();
}

/** The demo office account (an office administrator who is not a member) signs in and lands on the dashboard. */
export async function signInAsOffice(page: Page) {
  await signInThroughApi(page, "office@example.org", demoPassword, false, "/office");
  await expect(page).toHaveURL(/\/office$/);
}

/** The newest message to `email` whose text matches `pattern`, read from the server's outbox (.eml files). */
export async function readMail(email: string, pattern: RegExp, dataDir = e2eDataDir): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  let found: string | undefined;
  await expect
    .poll(
      () => {
        for (const file of safeList(outbox).sort().reverse()) {
          // Quoted-printable soft line breaks and "=3D" are undone so links and amounts read whole.
          const eml = readFileSync(path.join(outbox, file), "utf8")
            .replace(/=\r?\n/g, "")
            .replace(/=3D/g, "=");
          if (eml.includes(`To: ${email}`) && pattern.test(eml)) {
            found = eml;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${email} matching ${pattern} in ${outbox}` },
    )
    .toBe(true);
  return found as string;
}

/** The newest reset link mailed to `email`. */
export async function readResetLink(email: string): Promise<string> {
  const mail = await readMail(email, /\/reset-password\/[A-Za-z0-9_-]+/);
  return /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail)?.[0] as string;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
}

/** The text of a PDF the page downloaded, all pages together, read back as the server's tests read theirs (unpdf). */
export async function downloadedPdfText(download: Download): Promise<string> {
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
