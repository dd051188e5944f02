import { expect, test } from "./fixtures.ts";
import { joinWithPlanOnly, uniqueEmail } from "./join-steps.ts";
import { expectAccessible, signIn } from "./support.ts";

// The directory is for members in good standing: a joiner whose payment was declined is told why and the way
// forward instead of the search, on a phone too.

test("a joiner whose payment was declined is shown the way to pay instead of the directory", async ({
  page,
}) => {
  const email = uniqueEmail("unpaid-directory");
  await joinWithPlanOnly(page, email, /^Active Member \(USA\)/);
  await page.getByRole("button", { name: "Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose payment method" });
  await dialog.getByRole("button", { name: "Decline payment" }).click();
  await expect(dialog.getByRole("alert")).toContainText("The payment was declined");
  await dialog.getByRole("button", { name: "Close dialog" }).click();

  await signIn(page, email);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/my-profile/search/member");
  await expect(page.getByRole("heading", { name: "Member Search", level: 1 })).toBeVisible();
  const notice = page.getByRole("alert").filter({ hasText: "Your membership has not started yet" });
  await expect(notice.getByRole("heading", { level: 2 })).toHaveText("Your membership has not started yet");
  await expect(notice).toContainText("The member directory is open to members in good standing only.");
  await expect(notice.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByRole("button", { name: "SEARCH" })).toHaveCount(0);
  // Readable at 375px: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  await page.goto("/my-profile/search/vehicle");
  await expect(page.getByRole("heading", { name: "Car Search", level: 1 })).toBeVisible();
  await expect(notice).toBeVisible();

  // The server says the same, whatever the page knows.
  const token = await page.evaluate(() => window.sessionStorage.getItem("club.session-token"));
  const refused = await page.request.get("/api/v1/vehicles/search?model=a", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect(Object.keys((await refused.json()).errors)).toEqual(["membership"]);

  const pay = notice.getByRole("link", { name: "Go to Member Info to pay" });
  await pay.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/my-profile\/member-info$/);
  await expect(page.getByRole("button", { name: "Renew My Membership" })).toBeEnabled();
});
