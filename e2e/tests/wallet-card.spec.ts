import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { e2eWalletDir } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { joinThroughApi } from "./fresh-member.ts";
import { createPortalEvent, expectNoSidewaysScroll, uniqueTitle } from "./portal-event-steps.ts";
import { expectAccessible, signIn, signInAsOffice } from "./support.ts";

// Issue 43, "In with a phone": on a phone, the member adds their card to Apple Wallet (a .pkpass whose signature
// openssl verifies against the portal's throw-away chain, e2e/playwright.config.ts) and opens Google Wallet's save
// page; at an event's gate the office pastes the text of a member's card and checks them in with one tap.

test.use({ viewport: { width: 375, height: 800 } });

test("the member adds their card to Apple Wallet and Google Wallet from the card page", async ({ page }) => {
  await signIn(page, "member@example.org");
  await page.goto("/my-profile/membership-card");
  await expect(page.getByRole("heading", { name: "Membership Card", level: 1 })).toBeVisible();
  const wallets = page.getByRole("region", { name: "Your card in your phone's wallet" });
  await expect(wallets.getByRole("button", { name: "Add to Apple Wallet" })).toBeVisible();
  await expect(wallets.getByRole("button", { name: "Save to Google Wallet" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  const downloading = page.waitForEvent("download");
  await wallets.getByRole("button", { name: "Add to Apple Wallet" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^membership-card-\d+\.pkpass$/);
  await expect(wallets.getByRole("status")).toHaveText(
    "Your card was downloaded: open it to add it to Apple Wallet.",
  );

  // As docs/operations.md says: unzip the pass, and openssl verifies its signature of the manifest with the chain.
  const dir = mkdtempSync(path.join(tmpdir(), "club-pkpass-"));
  execFileSync("unzip", ["-o", await download.path(), "-d", dir], { stdio: "pipe" });
  const pass = JSON.parse(readFileSync(path.join(dir, "pass.json"), "utf8"));
  expect(pass.storeCard.primaryFields[0].value).toBe("Margaret Whitfield");
  const verified = execFileSync(
    "openssl",
    [
      "smime",
      "-verify",
      "-binary",
      "-inform",
      "DER",
      "-in",
      path.join(dir, "signature"),
      "-content",
      path.join(dir, "manifest.json"),
      "-CAfile",
      path.join(e2eWalletDir, "ca.pem"),
      "-out",
      "/dev/null",
    ],
    { stdio: "pipe" },
  );
  expect(verified.toString()).toBe("");

  await wallets.getByRole("button", { name: "Save to Google Wallet" }).click();
  const open = wallets.getByRole("link", { name: "Open Google Wallet to save your card" });
  await expect(open).toHaveAttribute(
    "href",
    /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/,
  );
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test("the office checks a member in from their membership card's text", async ({ page }) => {
  test.setTimeout(180_000);
  const member = await joinThroughApi(page.request, "wallet-gate", {
    firstName: "Rosalind",
    lastName: "Ashby",
  });
  const event = await createPortalEvent(page.request, uniqueTitle("Wallet Rally"), { capacity: 5 });
  const registered = await page.request.post(`/api/v1/events/${event.id}/registrations`, {
    headers: { Authorization: member.authorization },
    data: {},
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const card = await page.request.get("/api/v1/members/card", {
    headers: { Authorization: member.authorization },
  });
  const { checkUrl } = (await card.json()) as { checkUrl: string };

  await signInAsOffice(page);
  await page.goto(`/office/events/${event.id}/check-in`);
  await expect(page.getByRole("heading", { level: 1, name: "Check-in" })).toBeVisible();
  const cardField = page.getByRole("textbox", { name: "Membership card" });
  await cardField.fill(`${checkUrl.replace(/-[\w-]+$/, "-forgedforgedforgedforge")}`);
  await page.getByRole("button", { name: "Find their places" }).click();
  await expect(
    page.getByText("This is not a membership card the club issued", { exact: false }),
  ).toBeVisible();

  await cardField.fill(checkUrl);
  await page.getByRole("button", { name: "Find their places" }).click();
  const places = page.getByRole("region", { name: "Places of the card holder" });
  await expect(places).toContainText(`Rosalind Ashby, member ${member.memberNo}`);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await places.getByRole("button", { name: "Check in Rosalind Ashby" }).click();
  await expect(page.getByText("Checked in: Rosalind Ashby")).toBeVisible();
  const checkedIn = page.getByRole("region", { name: /^Checked in/ });
  await expect(checkedIn.getByText("Ashby, Rosalind", { exact: true })).toBeVisible();
  await expectAccessible(page);
});
