import { test as base, expect } from "@playwright/test";

/**
 * Every journey also proves the app lives within the server's Content-Security-Policy: a page that reports a
 * violation (a blocked script, style or request) fails the test.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
});

export { expect };
