import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { joinThroughApi } from "./fresh-member.ts";
import { appointOfficer, officeHeaders } from "./officers.ts";
import { downloadedPdfText, expectAccessible, signIn, signInAsOffice } from "./support.ts";

// Issue 42: a region's statement. The office records a remittance and reads what is owed go down; the region's
// treasurer, appointed for a term from today, reads the same statement from the Regional Administrator page.

test("the office records a remittance to Greater Illinois and reads what is owed go down, at 1280 and 375 px", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOffice(page);
  await page.goto("/office/regions/GI/statement");
  await expect(
    page.getByRole("heading", { level: 1, name: "Statement: Greater Illinois Region" }),
  ).toBeVisible();
  const figures = page.getByRole("table", { name: "The statement's figures" });
  const owed = figures.getByRole("row", { name: /Owed at the end of/ });
  const before = await owed.textContent();
  await expectAccessible(page);
  const form = page.getByRole("form", { name: "Record a remittance" });
  await form.getByLabel("Amount ($)").fill("0.25");
  await form.getByLabel("Reference").fill("Cheque 1042");
  await form.getByRole("button", { name: "Record the remittance" }).click();
  await expect(
    page.getByText("Recorded: $0.25 sent to the Greater Illinois Region (Cheque 1042)."),
  ).toBeVisible();
  await expect(owed).not.toHaveText(before ?? "");
  await expect(page.getByRole("table", { name: "Remittances" })).toContainText("Cheque 1042");
  // The same statement on paper: its figures, its months, and the remittance just recorded.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download the statement (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-GI-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
  const paper = await downloadedPdfText(download);
  expect(paper).toContain("Greater Illinois Region (GI)");
  expect(paper).toContain("Month by month");
  expect(paper).toContain("Cheque 1042");

  await page.setViewportSize({ width: 375, height: 900 });
  await expect(page.getByRole("form", { name: "Record a remittance" })).toBeVisible();
  await expectAccessible(page);

  // The reconciliation on the Payments page: every cent of every payment is national's or a region's.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/office/payments");
  const reconciliation = page.getByRole("region", { name: "Reconciliation with the regions" });
  await reconciliation.getByRole("button", { name: "Check now" }).click();
  await expect(
    reconciliation.getByText(/^Every cent of \d+ payments and \d+ refunds is national's or a region's/),
  ).toBeVisible({
    timeout: 30_000,
  });
  // An earlier check's answer shows while this one runs: the page is read once the check it asked for is done.
  await expect(reconciliation.getByText("Checking every payment and refund…")).toBeHidden({
    timeout: 30_000,
  });
  await expectAccessible(page);
});

test("a member made Greater Illinois's treasurer from today reads its statement from the Regional Administrator page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const treasurer = await joinThroughApi(page.request, "gi-treasurer");
  await appointOfficer(page.request, { region: "GI" }, treasurer.memberNo, "treasurer");
  await signIn(page, treasurer.email);
  await page.goto("/my-profile/regional-administrator");
  await page.getByRole("link", { name: "Statement of the Greater Illinois Region" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Statement: Greater Illinois Region" }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "The statement's figures" })).toBeVisible();
  // The national treasurer's form is not theirs.
  await expect(page.getByRole("form", { name: "Record a remittance" })).toHaveCount(0);
  await expectAccessible(page);
  // Another region's statement is refused, in words.
  await page.goto("/my-profile/regional-administrator/statement/UM");
  await expect(
    page.getByText("Only the office and the region's treasurer read its statement."),
  ).toBeVisible();
});

test("a zone's director reads its regions and its money rolled up, and the office's dashboard rolls the zone up", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The office has read its dashboard this minute, before the zone is made: the zone must show at once all the same.
  await signInAsOffice(page);
  await expect(page.getByRole("table", { name: "Active members by region" })).toBeAttached();
  await forgetSignIn(page);
  const director = await joinThroughApi(page.request, "zone-director");
  const name = `Zone ${Date.now() % 100_000}`;
  const zone = await page.request.post("/api/v1/office/zones", {
    headers: await officeHeaders(page.request),
    data: { name, regions: ["GI", "AZ"] },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  await appointOfficer(page.request, { zone: (await zone.json()).id }, director.memberNo, "director");

  await signIn(page, director.email);
  await page.goto("/my-profile/regional-administrator");
  await page
    .getByRole("combobox", { name: "Show", exact: true })
    .selectOption({ label: `${name} (2 regions)` });
  await expect(page.getByRole("heading", { name: `${name}: its regions at a glance` })).toBeVisible();
  const byZone = page.getByRole("table", { name: "Members by zone" });
  await expect(byZone).toContainText(name);
  await expectAccessible(page);
  // On a phone the zones' six columns are a card a zone, each number beside its heading.
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(
    page.getByRole("list", { name: "Members by zone" }).getByRole("listitem", { name }),
  ).toContainText("Renewed");
  await expectAccessible(page);

  // The zone's money: each of its two regions, and their sums.
  await page.getByRole("link", { name: `Statement of ${name}, its regions together` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Statement: ${name}` })).toBeVisible();
  // On a phone, a card a region, the zone's sums last; at a desk, one table.
  const zoneCards = page.getByRole("list", { name: `The money of ${name}` });
  await expect(zoneCards.getByRole("listitem", { name: "Greater Illinois Region" })).toBeVisible();
  await expect(zoneCards.getByRole("listitem", { name: "The zone" })).toContainText("Owed at the end");
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const zoneMoney = page.getByRole("table", { name: `The money of ${name}` });
  await expect(zoneMoney).toContainText("Greater Illinois Region");
  await expect(zoneMoney).toContainText("The zone");
  await expectAccessible(page);

  // The office's dashboard: every zone, then the regions in no zone.
  await forgetSignIn(page);
  await signInAsOffice(page);
  await page.goto("/office");
  const clubByZone = page.getByRole("table", { name: "Members by zone" });
  await expect(clubByZone).toContainText(name);
  await expect(clubByZone).toContainText("No zone");
  await expectAccessible(page);
});

/** Forgets who is signed in, in the browser: the next sign-in starts afresh. */
async function forgetSignIn(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}
