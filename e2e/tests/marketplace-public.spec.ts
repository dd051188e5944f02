import type { APIRequestContext, Page } from "@playwright/test";
import { e2eDataDir, settingsPortalUrl } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { joinThroughApi, payInSandbox } from "./fresh-member.ts";
import { addApprovedCar, officeAuthorization } from "./portal-event-steps.ts";
import { expectAccessible, readMail } from "./support.ts";

// Issue 44, the marketplace shown to the public. The office shows cars and parts for sale to visitors (its setting,
// put back at the end); a member of this journey's own lists a car, approved by the office through the API. A
// visitor, signed out, opens the header's Classifieds, finds the car, reads its page without any member's name,
// writes to the seller and confirms the message by the link mailed to them; the seller's mail answers to the visitor.
// On the settings portal, as showing the marketplace to the public changes what every visitor sees.

test.use({ baseURL: settingsPortalUrl });

const settingsDataDir = `${e2eDataDir}-settings`;
const seller = { firstName: "Harriet", lastName: "Pemberton" };

async function showToPublic(request: APIRequestContext, shown: boolean) {
  const saved = await request.put("/api/v1/office/settings", {
    headers: await officeAuthorization(request),
    data: { marketplace: { public: shown } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * The seller's car listed through the API (the member's wizard has its journey in marketplace.spec.ts): a new
 * member's listing waits for the office, which approves it. Should a fee be asked meanwhile (the fee journey shares
 * this portal), it is paid as the payment dialog pays.
 */
async function listCar(request: APIRequestContext, title: string) {
  const member = await joinThroughApi(request, "public-seller", seller);
  const vehicleId = await addApprovedCar(request, member);
  const headers = { Authorization: member.authorization };
  const created = await request.post("/api/v1/listings", {
    headers,
    data: {
      kind: "car",
      vehicle_id: vehicleId,
      title,
      description: "Restored in 2015 and shown since.\n\nAlways garaged; drives well.",
      price: 128000,
      city: "Lake Forest",
      state: "Illinois",
      country: "United States",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const published = await request.post(`/api/v1/listings/${id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  const listing = (await published.json()) as { status: string; invoiceId: string | null };
  if (listing.status === "awaiting_payment") await payInSandbox(request, listing.invoiceId as string);
  const approved = await request.post(`/api/v1/office/listings/${id}/approve`, {
    headers: await officeAuthorization(request),
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return { id, email: member.email };
}

/** The visitor's search by the listing's words, and the car's card in what it finds. */
async function findCar(page: Page, words: string, title: string) {
  await expect(page).toHaveURL(/\/for-sale$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cars and Parts for Sale" })).toBeVisible();
  const search = page.getByRole("form", { name: "Search the cars and parts for sale" });
  await search.getByLabel("What").selectOption({ label: "Car for sale" });
  await search.getByLabel("Words").fill(words);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByText("1 listing found.")).toBeVisible();
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
  await expect(card.getByText("$128,000")).toBeVisible();
  await expect(card.getByText("Lake Forest, Illinois, United States")).toBeVisible();
  return card;
}

/** Nothing of the seller's on the page: neither name nor address. */
async function expectNoSellerNamed(page: Page, email: string) {
  const words = (await page.locator("body").innerText()).toLowerCase();
  for (const named of [seller.firstName, seller.lastName, email])
    expect(words, `"${named}" on ${page.url()}`).not.toContain(named.toLowerCase());
}

test("a visitor finds a car for sale without the seller's name, writes to the seller and confirms it by e-mail", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = `${Date.now() % 100_000}${Math.floor(Math.random() * 1000)}`;
  const words = `Sedanca${tag}`;
  const title = `1936 Packard Twelve ${words}`;
  const visitor = { name: "Walter Brennan", email: `visitor-${tag}@example.net` };
  const message = "Does the car come with its tool kit? I could see it on a Saturday.";
  const { id, email } = await listCar(page.request, title);

  await showToPublic(page.request, true);
  try {
    // A visitor, signed out, at a desk: the header's Classifieds opens the cars and parts for sale.
    const context = await browser.newContext({
      baseURL: settingsPortalUrl,
      viewport: { width: 1280, height: 900 },
    });
    const visit = await context.newPage();
    await visit.goto("/login");
    await visit.getByRole("banner").getByRole("link", { name: "Classifieds", exact: true }).click();
    const card = await findCar(visit, words, title);
    await expectAccessible(visit);
    await expectNoSellerNamed(visit, email);

    // The car's page: its photo, price and place, no member named; the form to write to the seller.
    await card.getByRole("link", { name: title }).click();
    await expect(visit).toHaveURL(new RegExp(`/for-sale/${id}$`));
    await expect(visit.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visit.getByText("Car for sale", { exact: true })).toBeVisible();
    await expect(visit.getByText("$128,000")).toBeVisible();
    await expect(visit.getByText("Restored in 2015 and shown since.")).toBeVisible();
    await expectNoSellerNamed(visit, email);
    await expectAccessible(visit);
    const form = visit.getByRole("form", { name: "Write to the seller" });
    await form.getByLabel(/^Your name/).fill(visitor.name);
    await form.getByLabel(/^Your e-mail/).fill(visitor.email);
    await form.getByLabel(/^Message/).fill(message);
    await form.getByRole("button", { name: "Send" }).click();
    const check = visit.getByRole("status").filter({ hasText: "Check your e-mail" });
    await expect(check).toContainText("open the link in it to send your message to the seller");
    await expectAccessible(visit);

    // The link mailed to the visitor sends the message once its button is pressed.
    const confirmation = await readMail(
      visitor.email,
      /\/for-sale\/confirm\/[A-Za-z0-9_-]+/,
      settingsDataDir,
    );
    const link = /https?:\/\/\S+\/for-sale\/confirm\/[A-Za-z0-9_-]+/.exec(confirmation)?.[0] as string;
    await visit.goto(link);
    await expect(visit.getByRole("heading", { level: 1, name: "Send Your Message" })).toBeVisible();
    await visit.getByRole("button", { name: "Send my message" }).click();
    await expect(visit.getByRole("status").filter({ hasText: "Sent" })).toContainText(
      "Your message was sent to the seller. Replies come to your e-mail.",
    );
    await expectAccessible(visit);

    // The seller's mail, from the club, answers to the visitor; it names the visitor, not the seller to them.
    const relayed = await readMail(email, new RegExp(`Reply-To: ${visitor.email}`), settingsDataDir);
    expect(relayed).toContain(message);
    expect(relayed).toContain(`${visitor.name}, who is not a member`);
    expect(relayed).toContain(`/marketplace/${id}`);

    // The same pages on a phone: Classifieds is in the header's menu.
    await visit.setViewportSize({ width: 375, height: 800 });
    await visit.goto("/login");
    await visit.getByRole("button", { name: "Open menu" }).click();
    await visit.getByRole("link", { name: "Classifieds", exact: true }).click();
    const phoneCard = await findCar(visit, words, title);
    await expectAccessible(visit);
    expect(await visit.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phoneCard.getByRole("link", { name: title }).click();
    await expect(visit.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visit.getByRole("form", { name: "Write to the seller" })).toBeVisible();
    await expectAccessible(visit);
    expect(await visit.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  } finally {
    await showToPublic(page.request, false);
  }
});
