import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The browser for the end-to-end suite: CHROMIUM_PATH, else Debian's headless shell (the package
 * chromium-headless-shell: the same Blink without the desktop browser around it, as Playwright itself runs headless
 * tests; it took a third off the suite's time, issue 26), else Debian's /usr/bin/chromium, else one that
 * `npx playwright install chromium` put in place. With none, stop and say how to get one.
 */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    playwrightChromium(),
  ];
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (found) return found;
  throw new Error(
    [
      "No Chromium found for the end-to-end tests.",
      "  Debian/Ubuntu:   apt-get install chromium",
      "  elsewhere:       npx playwright install chromium",
      "  or point CHROMIUM_PATH at a Chromium or Chrome executable.",
    ].join("\n"),
  );
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
