import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { joinAndSignIn, joinThroughApi } from "./fresh-member.ts";
import { expectAccessible, signInAsOffice } from "./support.ts";

// Issue 14: the club office sets the club up from its own screens: who administers a region, and what a plan
// costs. Nothing here needs SQL, a command line or a restart. The regional administrator is a member joined in the
// journey itself, and the price changed is Colorado's (no other journey joins it), put back at the end.

/** An office page by its link in the office's navigation (the menu behind the burger on a phone). */
async function openOfficePage(page: Page, link: string, heading: string) {
  const burger = page.getByRole("button", { name: "Open the office menu" });
  if (await burger.isVisible()) await burger.click();
  await page.getByRole("link", { name: link, exact: true }).click();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

/** A fresh member, in a browser of their own, signed in. */
async function freshMember(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await joinAndSignIn(page, "region-admin");
  return { page, email, close: () => context.close() };
}

async function noDocumentOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the office makes a member the administrator of a region, who sees the Regional Reports on their next page", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const member = await freshMember(browser);
  await expect(member.page.getByRole("link", { name: "Regional Administrator" })).toHaveCount(0);

  await signInAsOffice(page);
  await openOfficePage(page, "Regions", "Regions");
  const row = page.getByRole("row", { name: /Pacific Northwest Region/ });
  await expect(row).toBeVisible();
  await expectAccessible(page);

  await row.getByRole("button", { name: "Change administrators of Pacific Northwest Region" }).click();
  const dialog = page.getByRole("dialog", { name: "Administrators of Pacific Northwest Region" });
  await dialog.getByLabel("Find a member to add").fill(member.email);
  await dialog.getByRole("button", { name: "Search" }).click();
  await dialog.getByRole("button", { name: /^Add Evelyn Carrington/ }).click();
  await expect(dialog.getByRole("list", { name: "Administrators" })).toContainText("Evelyn Carrington");
  await dialog.getByLabel("Reason (optional)").fill("Elected at the regional meeting");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toContainText("They get the Regional Administrator pages: Evelyn Carrington");
  await dialog.getByRole("button", { name: "Save administrators" }).click();
  await expect(page.getByText("The administrators of Pacific Northwest Region were saved.")).toBeVisible();
  await expect(row).toContainText("Evelyn Carrington");

  // The member's next page load shows the tab, without signing in again.
  await member.page.reload();
  await member.page.getByRole("link", { name: "Regional Administrator" }).click();
  await expect(member.page.getByRole("heading", { name: "Regional Reports", level: 1 })).toBeVisible();
  await member.page
    .getByRole("combobox", { name: "Region", exact: true })
    .selectOption({ label: "Pacific Northwest Region" });
  await member.close();

  // The change is in the audit trail, with the reason.
  await openOfficePage(page, "Audit trail", "Audit trail");
  await expect(page.getByRole("row", { name: /Elected at the regional meeting/ }).first()).toBeVisible();

  // The same page on a phone-sized screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await openOfficePage(page, "Regions", "Regions");
  await expect(page.getByRole("table", { name: "Regions" })).toBeVisible();
  await expectAccessible(page);
  await noDocumentOverflow(page);
});

test("the office changes a regional plan's price and sees it in the list, then puts it back", async ({
  page,
}) => {
  await signInAsOffice(page);
  await openOfficePage(page, "Plans and prices", "Plans and prices");
  const regional = page.getByRole("table", { name: "Regional plans" });
  const colorado = regional.getByRole("row", { name: /Colorado Region/ });
  await expect(colorado).toContainText("$25.00");
  await expectAccessible(page);

  async function setPrice(from: string, to: string) {
    await colorado.getByRole("button", { name: "Edit Colorado Region plan" }).click();
    const form = page.getByRole("form", { name: "Change a regional plan" });
    await expect(form.getByLabel(/^Price \(dollars\)/)).toHaveValue(from);
    await form.getByLabel(/^Price \(dollars\)/).fill(to);
    await form.getByRole("button", { name: "Continue" }).click();
    const dialog = page.getByRole("dialog", { name: "Change a regional plan" });
    await expect(dialog).toContainText("A new price applies to invoices created from now on.");
    return dialog;
  }

  const dialog = await setPrice("25.00", "27.50");
  await expect(dialog).toContainText("Price: $25.00 → $27.50");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Save the plan" }).click();
  await expect(page.getByText("The plan was saved.")).toBeVisible();
  await expect(colorado).toContainText("$27.50");

  // What a joiner is offered now.
  const offered = await page.request.get("/api/v1/regional_membership_plans");
  const plans = (await offered.json()) as { regionCode: string; cost: number }[];
  expect(plans.find((plan) => plan.regionCode === "CO")?.cost).toBe(2750);

  // On a phone-sized screen, the price goes back.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(colorado).toContainText("$27.50");
  await expectAccessible(page);
  await noDocumentOverflow(page);
  const back = await setPrice("27.50", "25.00");
  await expectAccessible(page);
  await back.getByRole("button", { name: "Save the plan" }).click();
  await expect(back).toBeHidden();
  await expect(colorado).toContainText("$25.00");
});

test("the office's staff page lists the demo office account, and asks before giving a role", async ({
  page,
}) => {
  await signInAsOffice(page);
  await openOfficePage(page, "Staff", "Staff");
  const table = page.getByRole("table", { name: "Office staff" });
  await expect(table.getByRole("row", { name: /office@example\.org/ })).toContainText("(you)");
  await expectAccessible(page);

  // Asked first, and cancelled: nothing changes for the demo member.
  const form = page.getByRole("form", { name: "Add a staff member" });
  await form.getByLabel(/^Email/).fill("member@example.org");
  await form.getByRole("button", { name: "Add staff member" }).click();
  const dialog = page.getByRole("dialog", { name: "Give this office role?" });
  await expect(dialog).toContainText("Give member@example.org the role office staff?");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole("row", { name: /member@example\.org/ })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
  await noDocumentOverflow(page);
});

test("the office appoints a member treasurer of a region for a term, who has the region's pages, then ends it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Issue 42: a term from today to a year on; the member's membership details say they administer a region while
  // it runs, and no more once the office ends it.
  const treasurer = await joinThroughApi(page.request, "treasurer");
  const administers = async () => {
    const reply = await page.request.get("/api/v1/members/membership_details", {
      headers: { Authorization: treasurer.authorization },
    });
    return ((await reply.json()) as { regionalAdministrator: boolean }).regionalAdministrator;
  };
  expect(await administers()).toBe(false);

  await signInAsOffice(page);
  await openOfficePage(page, "Regions", "Regions");
  await page.getByRole("button", { name: "Officers of Colorado Region" }).click();
  const dialog = page.getByRole("dialog", { name: "Officers of Colorado Region" });
  const form = dialog.getByRole("form", { name: "Appoint an officer" });
  await form.getByLabel("Member number").fill(String(treasurer.memberNo));
  await form.getByLabel("Office").selectOption({ label: "Treasurer" });
  await form.getByLabel("Reason (optional)").fill("Elected at the annual meeting");
  await expectAccessible(page);
  await form.getByRole("button", { name: "Appoint" }).click();
  await expect(page.getByText("The term was saved.")).toBeVisible();
  const terms = dialog.getByRole("list", { name: "Terms of Colorado Region" });
  await expect(terms).toContainText(`Treasurer: Evelyn Carrington (no. ${treasurer.memberNo})Serving`);
  expect(await administers()).toBe(true);

  await terms
    .getByRole("button", { name: `End today: Treasurer: Evelyn Carrington (no. ${treasurer.memberNo})` })
    .click();
  await expect(dialog).toContainText("the term stays in the region's history");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "End today", exact: true }).click();
  await expect(page.getByText("The term was ended.")).toBeVisible();
  // A term begun today served no day before it: it goes.
  await expect(dialog.getByText(`Treasurer: Evelyn Carrington (no. ${treasurer.memberNo})`)).toHaveCount(0);
  expect(await administers()).toBe(false);

  // The same dialog on a phone-sized screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(dialog.getByRole("form", { name: "Appoint an officer" })).toBeVisible();
  await expectAccessible(page);
  await noDocumentOverflow(page);
});

test("the office groups two regions into a zone, moves one out, and deletes the zone after asking", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Issue 42: a name of this run's own, so that a journey run again on the same server finds no zone of the last.
  const name = `Mountain Zone ${Date.now().toString(36)}`;
  await signInAsOffice(page);
  await openOfficePage(page, "Regions", "Regions");
  const zones = page.getByRole("table", { name: "Zones" });
  await page.getByRole("button", { name: "Add a zone" }).click();
  const adding = page.getByRole("dialog", { name: "Add a zone" });
  await adding.getByLabel("Name").fill(name);
  await adding.getByRole("checkbox", { name: "Colorado Region" }).check();
  await adding.getByRole("checkbox", { name: "Greater Illinois Region" }).check();
  await expectAccessible(page);
  await adding.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("The zone was added.")).toBeVisible();
  const row = zones.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Colorado Region, Greater Illinois Region");

  // On a phone: the zone's dialog, Greater Illinois taken out.
  await page.setViewportSize({ width: 375, height: 800 });
  await row.getByRole("button", { name: `Change ${name}` }).click();
  const changing = page.getByRole("dialog", { name: `Change ${name}` });
  await changing.getByRole("checkbox", { name: "Greater Illinois Region" }).uncheck();
  await expectAccessible(page);
  await noDocumentOverflow(page);
  await changing.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The zone was saved.")).toBeVisible();
  await expect(row).not.toContainText("Greater Illinois Region");

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(row).toContainText("Its regions stay, in no zone.");
  await row.getByRole("button", { name: "Delete the zone" }).click();
  await expect(page.getByText("The zone was deleted.")).toBeVisible();
  await expect(zones.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
});
