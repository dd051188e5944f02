import { test as base, expect } from "@playwright/test";
import { watchMediaQueries } from "../fit-check.ts";

/**
 * Every journey also proves the app lives within the server's Content-Security-Policy: a page that reports a
 * violation (a blocked script, style or request) fails the test. Its pages note the media queries they listen to,
 * for the fit check's resizing (issue 40, fit-check.ts).
 */
export const test = base.extend<{ cspViolations: string[]; watchedMediaQueries: undefined }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  watchedMediaQueries: [
    async ({ context }, use) => {
      await context.addInitScript(watchMediaQueries);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
