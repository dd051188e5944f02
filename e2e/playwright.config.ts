import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./chromium-path.ts";

const port = Number(process.env.E2E_PORT ?? 3300);
/** The e2e server's own data directory, wiped before each run; tests read mail from its outbox. */
export const e2eDataDir = path.resolve(import.meta.dirname, ".e2e-data");

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `rm -rf "${e2eDataDir}" && tsx packages/server/src/main.ts`,
    cwd: path.resolve(import.meta.dirname, ".."),
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      RATE_LIMIT_MAX: "1000",
      LOG_LEVEL: "warn",
    },
  },
});
