import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { joinAndSignIn } from "./fresh-member.ts";
import { expectAccessible, readMail, signInAsOffice } from "./support.ts";

// Issue 14: the car approvals queue. A member of this journey's own adds two cars; the demo office account, in a
// browser of its own, approves one and rejects the other with a reason; the member sees both decisions and brings
// the approved car to an event, all on the running portal (the embedded database, no restart, no command line).
// Other journeys add cars to the same queue, so this one finds its cars by their names and touches no others.

/** A 1×1 PNG, enough for the server to check and thumbnail. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function addCar(page: Page, model: string) {
  const form = page.getByRole("form", { name: "Add a Vehicle" });
  await form.getByLabel(/^Owned By/).selectOption({ label: "Member" });
  await form.getByLabel(/^Year/).selectOption("1931");
  await form.getByLabel(/^Make/).selectOption({ label: "Packard" });
  await form.getByLabel(/^Model/).fill(model);
  await form.getByLabel(/^Cylinders/).selectOption("12");
  await form.getByLabel(/^Authentic/).check();
  await form.getByLabel(/^Photos/).setInputFiles({ name: "front.png", mimeType: "image/png", buffer: png });
  await form.getByRole("button", { name: "Add Vehicle" }).click();
  await expect(page.getByText("Vehicle was successfully created").first()).toBeVisible();
  await expect(page.getByRole("listitem", { name: `1931 Packard ${model}` })).toBeVisible();
}

async function officeSignsIn(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsOffice(page);
  await page.getByRole("navigation", { name: "Office" }).getByRole("link", { name: "Car approvals" }).click();
  await expect(page.getByRole("heading", { name: "Car approvals", level: 1 })).toBeVisible();
  return { page, close: () => context.close() };
}

/** The car's card in the list shown, on whichever page of it the car is. */
async function findCard(page: Page, name: string): Promise<Locator> {
  const card = page.getByRole("listitem", { name });
  for (let turn = 0; turn < 10; turn += 1) {
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toBeVisible();
    if (await card.isVisible()) return card;
    const next = page.getByRole("button", { name: "next page" });
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
  }
  await expect(card).toBeVisible();
  return card;
}

async function stubFormService(page: Page) {
  const config = (await (await page.request.get("/api/v1/site_config")).json()) as { formsBaseUrl: string };
  await page.context().route(`${config.formsBaseUrl}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Event form</title><p>Form</p>",
    }),
  );
}

test("the office approves one new car and rejects another with a reason; the member brings the approved one to an event", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = `${Date.now() % 100_000}`;
  const approvedModel = `Light Eight ${tag}`;
  const rejectedModel = `Twin Six ${tag}`;
  const approvedName = `1931 Packard ${approvedModel}`;
  const rejectedName = `1931 Packard ${rejectedModel}`;
  const reason = "Please add a photo of the engine number plate.";

  // The member registers two cars; both wait for the club.
  await page.setViewportSize({ width: 1400, height: 1000 });
  const email = await joinAndSignIn(page, "approvals");
  await page.goto("/my-profile/my-vehicles");
  await addCar(page, approvedModel);
  await addCar(page, rejectedModel);
  for (const name of [approvedName, rejectedName])
    await expect(page.getByRole("listitem", { name }).getByText("Pending club approval")).toBeVisible();

  // The office, in a browser of its own: the queue at 1280px.
  const office = await officeSignsIn(browser);
  await office.page.setViewportSize({ width: 1280, height: 900 });
  await expect(office.page.getByRole("tab", { name: /^Pending/, selected: true })).toBeVisible();
  const toApprove = await findCard(office.page, approvedName);
  await expect(toApprove.getByText("New car")).toBeVisible();
  await expect(toApprove.getByRole("link", { name: /^Evelyn Carrington \(no\. \d+\)$/ })).toBeVisible();
  const thumbnail = toApprove.getByRole("img", { name: `Photo of the ${approvedName}` });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(office.page);

  // A larger view of the photo, then approve (it asks first).
  await thumbnail.click();
  await expect(office.page.getByRole("button", { name: "Close photos" })).toBeVisible();
  await office.page.getByRole("button", { name: "Close photos" }).click();
  await toApprove.getByRole("button", { name: `Approve the ${approvedName}` }).click();
  const approveDialog = office.page.getByRole("dialog", { name: "Approve this car?" });
  await expect(approveDialog).toContainText(`${approvedName}, owned by Evelyn Carrington`);
  await expectAccessible(office.page);
  await approveDialog.getByRole("button", { name: "Approve car" }).click();
  await expect(office.page.getByText(`The ${approvedName} was approved.`, { exact: false })).toBeVisible();
  await expect(office.page.getByRole("listitem", { name: approvedName })).toHaveCount(0);

  // Reject the other: a reason is required, then the question.
  const toReject = await findCard(office.page, rejectedName);
  await toReject.getByRole("button", { name: `Reject the ${rejectedName}` }).click();
  const rejectDialog = office.page.getByRole("dialog", { name: "Reject this car" });
  await rejectDialog.getByRole("button", { name: "Continue" }).click();
  await expect(rejectDialog.getByText("Reason is required")).toBeVisible();
  await rejectDialog.getByRole("textbox", { name: /^Reason/ }).fill(reason);
  await rejectDialog.getByRole("button", { name: "Continue" }).click();
  await expect(rejectDialog.getByText("Reject this car?")).toBeVisible();
  await expectAccessible(office.page);
  await rejectDialog.getByRole("button", { name: "Reject car" }).click();
  await expect(office.page.getByText(`The ${rejectedName} was rejected.`, { exact: false })).toBeVisible();

  // Both decided cars under their tabs; the page at a phone's width.
  await office.page.getByRole("tab", { name: /^Rejected/ }).click();
  const rejected = await findCard(office.page, rejectedName);
  await expect(rejected.getByText(reason)).toBeVisible();
  await office.page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(office.page);
  await office.page.getByRole("tab", { name: /^Approved/ }).click();
  await expect(await findCard(office.page, approvedName)).toBeVisible();
  await expectAccessible(office.page);
  await office.close();

  // The member is told by e-mail and sees both decisions on My Vehicles.
  await readMail(email, /1931 Packard Light Eight \d+ was approved by the club/);
  const rejection = await readMail(email, /1931 Packard Twin Six \d+ was not approved/);
  expect(rejection).toContain(reason);
  await page.reload();
  await expect(page.getByRole("listitem", { name: approvedName }).getByText("Approved")).toBeVisible();
  const notApproved = page.getByRole("listitem", { name: rejectedName });
  await expect(notApproved.getByText("Not approved")).toBeVisible();
  await expect(notApproved.getByText(reason)).toBeVisible();
  await expectAccessible(page);

  // Registering for an event, the approved car can be chosen; the rejected one cannot.
  await stubFormService(page);
  await page.goto("/my-profile/my-events");
  await page.getByRole("button", { name: "Register for Annual Meeting" }).click();
  const dialog = page.getByRole("dialog", { name: "Register for Annual Meeting" });
  await expect(dialog.getByRole("option", { name: approvedName, exact: true })).toBeEnabled();
  await expect(dialog.getByRole("option", { name: new RegExp(`^${rejectedName} \\(`) })).toBeDisabled();
  await dialog.getByLabel(/^Car to bring/).selectOption({ label: approvedName });
  const popup = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Continue to the registration form" }).click();
  const form = await popup;
  await form.waitForLoadState();
  const params = new URL(form.url()).searchParams;
  expect(params.get("model")).toBe(approvedModel);
  expect(params.get("year")).toBe("1931");
  await form.close();
});
