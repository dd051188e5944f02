import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { joinAndSignIn } from "./fresh-member.ts";
import { officeAuthorization } from "./portal-event-steps.ts";
import { demoPassword, expectAccessible, readMail, signInAsOffice } from "./support.ts";

// Issue 44, the office's side of the marketplace. A member of this journey's own (joined today, so a new member whose
// listings wait for the office) publishes a part in three steps; the office, in a browser of its own, approves it
// under "Waiting for approval". A second listing of theirs, approved through the API, is reported by another member;
// the office removes it with a reason, and the seller reads "Removed by the office" and the reason on its page.
// Other journeys add listings to the same lists, so this one finds its listings by their titles and touches no others.

async function authorizationOf(request: APIRequestContext, email: string) {
  const login = await request.post("/api/v1/members/login", {
    data: { member: { email, password: demoPassword, remember_me: false } },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { Authorization: login.headers().authorization as string };
}

/** A part listing published through the API (its wizard has its own steps below): it waits for the office. */
async function publishPart(request: APIRequestContext, email: string, title: string) {
  const seller = await authorizationOf(request, email);
  const created = await request.post("/api/v1/listings", {
    headers: seller,
    data: {
      kind: "part",
      title,
      description: "A pair of 1930s headlamp lenses, both without chips.",
      price: 400,
      city: "Evanston",
      state: "Illinois",
      country: "United States",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const published = await request.post(`/api/v1/listings/${id}/publish`, { headers: seller });
  expect(published.status(), await published.text()).toBe(200);
  expect(((await published.json()) as { status: string }).status).toBe("awaiting_approval");
  return id;
}

async function officeOpensMarketplace(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAsOffice(page);
  await page.getByRole("navigation", { name: "Office" }).getByRole("link", { name: "Marketplace" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Marketplace" })).toBeVisible();
  return { page, close: () => context.close() };
}

/** The listing's card in the tab's list (newest first: this journey's are on the first page). */
function cardOf(page: Page, title: string) {
  return page.getByRole("tabpanel").getByRole("listitem", { name: title, exact: true });
}

test("the office approves a new member's listing, and removes a reported one with a reason the seller reads", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = `${Date.now() % 100_000}-${Math.floor(Math.random() * 1000)}`;
  const waitingTitle = `Pair of headlamp rims ${tag}`;
  const reportedTitle = `Headlamp lenses ${tag}`;
  const reason = "A part listing must say which cars it fits. Please list it again with that.";

  // The new member publishes a part in the wizard: it waits for the office.
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await joinAndSignIn(page, "market-office");
  await page.goto("/marketplace/new");
  await expect(page.getByRole("heading", { level: 1, name: "New listing" })).toBeVisible();
  await page.getByRole("radio", { name: "Part for sale" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Step 2 of 3: Description and price" })).toBeVisible();
  await page.getByLabel(/^Title/).fill(waitingTitle);
  await page.getByLabel(/^Description/).fill("Two chrome rims for 1930s headlamps, rechromed last year.");
  await page.getByLabel(/^Price in dollars/).fill("250");
  await page.getByLabel(/^City/).fill("Evanston");
  await page.getByLabel(/^Country/).fill("United States");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Step 3 of 3: Check and publish" })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/marketplace\/\d+$/);
  const waitingUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: waitingTitle })).toBeVisible();
  await expect(page.getByText("Status: Waiting for the office's approval", { exact: true })).toBeVisible();
  await expect(
    page.getByText("The club office looks at it before it is listed.", { exact: false }),
  ).toBeVisible();

  // A second listing of theirs, approved through the API, which another member reports.
  const reportedId = await publishPart(page.request, email, reportedTitle);
  const office = await officeAuthorization(page.request);
  const approved = await page.request.post(`/api/v1/office/listings/${reportedId}/approve`, {
    headers: office,
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const reported = await page.request.post(`/api/v1/listings/${reportedId}/reports`, {
    headers: await authorizationOf(page.request, "eleanor.hayes@example.org"),
    data: { reason: "The photos are of another car's lamps." },
  });
  expect(reported.status(), await reported.text()).toBe(202);

  // The office: Office → Marketplace opens on the listings waiting for approval.
  const desk = await officeOpensMarketplace(browser);
  await expect(desk.page.getByRole("tab", { name: "Waiting for approval", selected: true })).toBeVisible();
  const waiting = cardOf(desk.page, waitingTitle);
  await expect(waiting.getByText("Waiting for the office's approval")).toBeVisible();
  await expect(waiting.getByText("Part for sale")).toBeVisible();
  await expect(waiting.getByText("$250")).toBeVisible();
  await expect(waiting.getByRole("link", { name: /^Evelyn Carrington \(no\. \d+\)$/ })).toBeVisible();
  await expect(cardOf(desk.page, reportedTitle)).toHaveCount(0);
  await expectAccessible(desk.page);
  await waiting.getByRole("button", { name: `Approve ${waitingTitle}` }).click();
  await expect(
    desk.page.getByText(
      "The listing was approved: it is in the marketplace now, and the seller was e-mailed.",
    ),
  ).toBeVisible();
  await expect(waiting).toHaveCount(0);

  // Reported: the member's reason shows; Remove… asks for the office's reason, then the question over it.
  await desk.page.getByRole("tab", { name: "Reported" }).click();
  await expect(desk.page).toHaveURL(/show=reported/);
  const toRemove = cardOf(desk.page, reportedTitle);
  const reports = toRemove.getByRole("list", { name: `Reports of ${reportedTitle}` });
  await expect(reports.getByText("The photos are of another car's lamps.")).toBeVisible();
  await expect(reports.getByText(/^Eleanor Hayes, /)).toBeVisible();
  await expectAccessible(desk.page);
  await toRemove.getByRole("button", { name: `Remove… ${reportedTitle}` }).click();
  const dialog = desk.page.getByRole("dialog", { name: "Remove this listing?" });
  await expect(dialog).toContainText(`${reportedTitle}, listed by Evelyn Carrington`);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("Reason is required")).toBeVisible();
  await dialog.getByRole("textbox", { name: /^Reason/ }).fill(reason);
  await expectAccessible(desk.page);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText(`Remove "${reportedTitle}" from the marketplace?`)).toBeVisible();
  await expect(dialog.getByText(reason)).toBeVisible();
  await expectAccessible(desk.page);
  await dialog.getByRole("button", { name: "Remove listing" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    desk.page.getByText("The listing was removed, and the seller was e-mailed the reason."),
  ).toBeVisible();
  await expect(toRemove).toHaveCount(0);

  // Every listing but drafts: both of this journey's, as they stand now, at a phone's width too.
  await desk.page.getByRole("tab", { name: "All" }).click();
  await expect(cardOf(desk.page, waitingTitle).getByText("Listed", { exact: true })).toBeVisible();
  await expect(
    cardOf(desk.page, reportedTitle).getByText("Removed by the office", { exact: true }),
  ).toBeVisible();
  await expectAccessible(desk.page);
  await desk.page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(desk.page);
  expect(await desk.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await desk.close();

  // The seller: the first listed, the second removed with the office's reason, by e-mail too.
  await page.goto(waitingUrl);
  await expect(page.getByText(/^Status: Listed until \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await page.goto(`/marketplace/${reportedId}`);
  await expect(page.getByRole("heading", { level: 1, name: reportedTitle })).toBeVisible();
  await expect(page.getByText("Status: Removed by the office", { exact: true })).toBeVisible();
  await expect(page.getByText("The club office's reason")).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expectAccessible(page);
  await readMail(email, new RegExp(`The club office approved your listing "${waitingTitle}"`));
  const removal = await readMail(
    email,
    new RegExp(`The club office removed your listing "${reportedTitle}"`),
  );
  expect(removal).toContain(`The office's reason: ${reason}`);
});
