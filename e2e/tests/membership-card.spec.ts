import type { Download, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { downloadedPdfText, expectAccessible, signIn, signInAsOffice } from "./support.ts";

// Issue 25: the demo member shows their membership card on a phone and downloads it to print; whoever scans its
// QR code (the office, an event host) sees whether the membership is current, without signing in; the office
// prints a card for a member who asks.

/** A PDF named as expected whose text, read back, says what it must. */
async function expectPdf(download: Download, name: RegExp, says: RegExp[]) {
  expect(download.suggestedFilename()).toMatch(name);
  const text = await downloadedPdfText(download);
  for (const words of says) expect(text).toMatch(words);
}

/** Nothing runs past the right edge of the screen (named, so a failure says what). */
async function expectNoOverflow(page: Page, width: number) {
  const overflowing = await page.evaluate((screenWidth) => {
    const wide = Array.from(document.querySelectorAll("body *")).filter(
      (element) => element.getBoundingClientRect().right > screenWidth + 0.5,
    );
    return wide.map((element) => `${element.tagName}.${element.className}`.slice(0, 80));
  }, width);
  expect(overflowing).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the member opens their card, downloads it, and its QR code's address says they are current", async ({
      page,
      browser,
    }) => {
      await signIn(page, "member@example.org");
      await page.goto("/my-profile/membership-details");
      const cardReply = page.waitForResponse((response) => response.url().endsWith("/api/v1/members/card"));
      await page.getByRole("link", { name: "Show my membership card" }).click();

      await expect(page.getByRole("heading", { name: "Membership Card", level: 1 })).toBeVisible();
      const card = page.getByRole("region", { name: "Your membership card" });
      await expect(card).toContainText("Margaret Whitfield");
      await expect(card).toContainText("Active Member (USA)");
      await expect(card).toContainText(/Valid until \w+ \d+, \d{4}/);
      await expect(card).toContainText("Current member");
      await expect(card.getByRole("img", { name: "QR code to check this membership card" })).toBeVisible();
      await expectAccessible(page);
      await expectNoOverflow(page, width);

      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download card (PDF)" }).click();
      await expectPdf(await downloading, /^membership-card-\d+\.pdf$/, [
        /Margaret Whitfield/,
        /Active Member \(USA\)/,
      ]);
      await expect(page.getByRole("status").filter({ hasText: "Your card was downloaded" })).toBeVisible();

      // Whoever scans the code opens its address in a browser of their own, not signed in.
      const { checkUrl } = (await (await cardReply).json()) as { checkUrl: string };
      const host = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
      await host.goto(new URL(checkUrl).pathname);
      await expect(host.getByRole("heading", { name: "Membership check", level: 1 })).toBeVisible();
      await expect(host.getByText(/^Current member until \w+ \d+, \d{4}$/)).toBeVisible();
      await expect(host.getByText("Margaret Whitfield")).toBeVisible();
      await expectAccessible(host);
      await expectNoOverflow(host, width);

      await host.goto(`${new URL(checkUrl).pathname.replace(/-[\w-]+$/, "-forged")}`);
      await expect(host.getByRole("alert")).toContainText("Not a club card.");
      await expectAccessible(host);
    });
  });
}

test.describe("at the office's desk", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the office prints a member's card", async ({ page }) => {
    await signInAsOffice(page);
    await page.goto("/office/members");
    await page.getByLabel("Search").fill("member@example.org");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByRole("row", { name: /Whitfield/ });
    await expect(row).toBeVisible();
    await row.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/office\/members\/\d+/);
    await page.getByRole("tab", { name: "Membership" }).click();

    const print = page.getByRole("button", { name: "Print membership card" });
    await expect(print).toBeVisible();
    await expectAccessible(page);
    const downloading = page.waitForEvent("download");
    await print.click();
    await expectPdf(await downloading, /^membership-card-\d+\.pdf$/, [/Margaret Whitfield/]);
    await expect(page.getByRole("status").filter({ hasText: "was downloaded" })).toBeVisible();
  });
});
