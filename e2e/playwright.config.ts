import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./chromium-path.ts";
import { claimPortBase, portsOf } from "./port-base.ts";

/**
 * Issue 41: E2E_PORT, else a base this run holds (port-base.ts), so that an `npm test` beside another takes ports of
 * its own instead of failing on, or testing, the other's portals. The runner chooses once; its workers and the
 * portals' commands inherit the choice through the environment.
 */
process.env.E2E_PORT ??= String(claimPortBase());
const ports = portsOf(Number(process.env.E2E_PORT));
const port = ports.portal;
const repoRoot = path.resolve(import.meta.dirname, "..");
/** The e2e server's own data directory, wiped before each run; tests read mail from its outbox. */
export const e2eDataDir = path.resolve(import.meta.dirname, `.e2e-data-${port}`);
/**
 * The day the portals' clocks start on (CLOCK_START), inside the default renewal window: the journeys, renewing
 * included, pass on any real date. The browser keeps the real date; nothing the journeys check depends on it.
 */
export const e2eClockStart = "2026-11-21T12:00:00Z";

/** A second portal that pays through PayPal, here a local stand-in of PayPal's API and JS SDK. */
export const paypalPortalUrl = `http://localhost:${ports.paypalPortal}`;
/**
 * A third portal, with the demo data, for journeys that change what every journey sees (the club's settings: the
 * renewal window, the fee, the contact details), so the journeys running beside them on the first are not moved.
 */
export const settingsPortalUrl = `http://localhost:${ports.settingsPortal}`;
const standInUrl = `http://127.0.0.1:${ports.paypalStandIn}`;

/**
 * Issue 43: the first portal offers the card in both wallets, signed by a throw-away chain its command writes here
 * before it starts (packages/server/src/test/wallet-certificates.main.ts): the root CA is `ca.pem`.
 */
export const e2eWalletDir = `${e2eDataDir}-wallet`;
const walletEnv = {
  APPLE_WALLET_PASS_TYPE_ID: "pass.test.club.membership",
  APPLE_WALLET_TEAM_ID: "TESTTEAM01",
  APPLE_WALLET_SIGNER_CERT_FILE: path.join(e2eWalletDir, "signer-cert.pem"),
  APPLE_WALLET_SIGNER_KEY_FILE: path.join(e2eWalletDir, "signer-key.pem"),
  APPLE_WALLET_SIGNER_KEY_PASSPHRASE: "a-test-passphrase",
  APPLE_WALLET_WWDR_CERT_FILE: path.join(e2eWalletDir, "wwdr.pem"),
  GOOGLE_WALLET_ISSUER_ID: "3388000000012345678",
  GOOGLE_WALLET_CLASS_SUFFIX: "membership_card",
  GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: path.join(e2eWalletDir, "google-service-account.json"),
};

/** The portal as `npm start` runs its server (package.json's options), on a data folder of its own. */
function portal(portalPort: number, dataDir: string, env: Record<string, string> = {}, before = "true") {
  return {
    command: `rm -rf "${dataDir}" && ${before} && node --max-semi-space-size=16 --liftoff-only --conditions=@club/source packages/server/src/main.ts`,
    cwd: repoRoot,
    url: `http://localhost:${portalPort}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(portalPort),
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "1000",
      LOG_LEVEL: "warn",
      CLOCK_START: e2eClockStart,
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A journey's time limit is some four times what it takes on this two-core machine under load: CI's machine has run
  // the suite at 2.5 times this one's pace (the join journey past 60 s, 25 s here; a 1280 px directory page's axe
  // check past 30 s), and a limit costs time only when a test fails. Journeys longer than 22 s here set their own.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  // Issue 30: the axe checks' results, for the accessibility statement (accessibility-reporter.ts).
  reporter: process.env.CI
    ? [["list"], ["./accessibility-reporter.ts"]]
    : [["list"], ["html", { open: "never" }], ["./accessibility-reporter.ts"]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed journey keeps its trace: each step's page as it stood (DOM snapshots) and the network. Without the
    // screencast: filming every journey cost a fifth of the run's time (issue 26); the failure's screenshot stays.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    portal(
      port,
      e2eDataDir,
      walletEnv,
      `tsx packages/server/src/test/wallet-certificates.main.ts "${e2eWalletDir}"`,
    ),
    {
      command: "tsx --conditions=@club/source packages/server/src/test/paypal-stand-in.main.ts",
      cwd: repoRoot,
      url: `${standInUrl}/sdk/js`,
      reuseExistingServer: false,
      env: { PORT: String(ports.paypalStandIn) },
    },
    portal(ports.paypalPortal, `${e2eDataDir}-paypal`, {
      PAYMENT_PROVIDER: "paypal",
      PAYPAL_CLIENT_ID: "test-client",
      PAYPAL_CLIENT_SECRET: "test-secret",
      PAYPAL_API_BASE: standInUrl,
      PAYPAL_SDK_BASE_URL: `${standInUrl}/sdk/js`,
      DEMO_DATA: "off",
    }),
    portal(ports.settingsPortal, `${e2eDataDir}-settings`),
  ],
});
