import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { officeAuthorization } from "./portal-event-steps.ts";
import { demoPassword, expectAccessible, signIn } from "./support.ts";

// Issue 44, the marketplace: a member lists a car from My Vehicles in three steps; another member finds it by make
// and year and writes to the seller; the seller marks it sold to her, which offers her the car through the registry,
// and she accepts it on My Vehicles. The car is the journey's own (registered and approved through the API), so the
// demo members' cars stay as other journeys expect them.

/** A 1×1 PNG, enough for the server to check and thumbnail. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function memberAuthorization(request: APIRequestContext, email: string) {
  const login = await request.post("/api/v1/members/login", {
    data: { member: { email, password: demoPassword, remember_me: false } },
  });
  expect(login.status(), await login.text()).toBe(200);
  return login.headers().authorization as string;
}

/** The seller's new car, in their garage and approved by the office, so it may be listed. */
async function registerApprovedCar(request: APIRequestContext, model: string) {
  const authorization = await memberAuthorization(request, "member@example.org");
  const makes = (await (await request.get("/api/v1/makes")).json()) as { id: number; name: string }[];
  const registered = await request.post("/api/v1/vehicles", {
    headers: { Authorization: authorization },
    multipart: {
      owned_by_associate: "false",
      year: "1936",
      make_id: String(makes.find((make) => make.name === "Packard")?.id),
      model,
      number_of_cylinders: "12",
      body_style: "Convertible Victoria",
      serial_number: `MARKET-${model.replaceAll(" ", "-")}`,
      senior_category: "None",
      authentic: "true",
      photos: { name: "front.png", mimeType: "image/png", buffer: png },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()) as { id: number };
  const approved = await request.post(`/api/v1/office/vehicles/${id}/approve`, {
    headers: await officeAuthorization(request),
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

for (const width of [375, 1280]) {
  test(`at ${width}px a member lists a car, another writes, buys it through the registry and accepts it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const model = `Twelve ${width} ${Date.now()}`;
    const car = `1936 Packard ${model}`;
    await registerApprovedCar(page.request, model);

    // The seller: Sell this car on My Vehicles, three steps, Publish.
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, "member@example.org");
    await page.goto("/my-profile/my-vehicles");
    const card = page.getByRole("listitem", { name: car });
    await card.getByRole("link", { name: `Sell this car in the marketplace: the ${car}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sell this car" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Step 1 of 3: What you are listing" })).toBeVisible();
    await expect(page.getByText(model, { exact: true })).toBeVisible();
    await expect(page.getByText("Convertible Victoria")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { name: "Step 2 of 3: Description and price" })).toBeVisible();
    await page.getByLabel(/^Description/).fill("Restored in 2019.\n\nAlways garaged; drives well.");
    await page.getByLabel(/^Price in dollars/).fill("95000");
    await page.getByLabel(/^City/).fill("Winnetka");
    await page.getByLabel(/^State or province/).fill("Illinois");
    await page.getByLabel(/^Country/).fill("United States");
    await page.getByLabel("My phone number").check();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { name: "Step 3 of 3: Check and publish" })).toBeVisible();
    await expect(page.getByText("$95,000")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL(/\/marketplace\/\d+$/);
    const listingUrl = page.url();
    await expect(page.getByRole("heading", { level: 1, name: car })).toBeVisible();
    await expect(page.getByText(/^Status: Listed until \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    // A photo of the seller's own, shown before the car's from the registry.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "interior.png", mimeType: "image/png", buffer: png });
    await expect(page.getByRole("button", { name: "Remove photo 1" })).toBeVisible();
    await expectAccessible(page);

    // The buyer finds it by make and year, and writes to the seller through the club.
    const buyerContext = await browser.newContext({ viewport: { width, height: 900 } });
    const buyerPage = await buyerContext.newPage();
    await signIn(buyerPage, "eleanor.hayes@example.org");
    await buyerPage.goto("/marketplace");
    await expect(buyerPage.getByRole("heading", { level: 1, name: "Marketplace" })).toBeVisible();
    const search = buyerPage.getByRole("form", { name: "Search the marketplace" });
    await search.getByLabel("Make", { exact: true }).selectOption({ label: "Packard" });
    await search.getByLabel("Year from").selectOption("1936");
    await search.getByLabel("Year to").selectOption("1936");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(buyerPage).toHaveURL(/yearFrom=1936/);
    const found = buyerPage.getByRole("listitem", { name: car });
    await expect(found.getByText("$95,000")).toBeVisible();
    await expectAccessible(buyerPage);
    expect(await buyerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await found.getByRole("link", { name: car }).click();
    await expect(buyerPage.getByRole("heading", { level: 1, name: car })).toBeVisible();
    await expect(buyerPage.getByRole("img", { name: `Photo 1 of 2 of the ${car}` })).toBeVisible();
    await buyerPage.getByRole("button", { name: "Show photo 2 of 2" }).click();
    await expect(buyerPage.getByRole("img", { name: `Photo 2 of 2 of the ${car}` })).toBeVisible();
    const letter = buyerPage.getByRole("form", { name: "Write to the seller" });
    await letter.getByLabel(/^Subject/).fill(`Your ${car}`);
    await letter.getByLabel(/^Message/).fill("Is it still for sale? I could see it next week.");
    await letter.getByRole("button", { name: "Send the message" }).click();
    await expect(buyerPage.getByText(/^Your message was sent to the seller/)).toBeVisible();
    await expectAccessible(buyerPage);
    expect(await buyerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The seller marks it sold to her: she wrote, so she is offered first.
    await page.goto(listingUrl);
    await page.getByRole("button", { name: "Mark sold" }).click();
    const sold = page.getByRole("dialog", { name: "Mark sold" });
    await sold.getByLabel(/^Eleanor Hayes, member \d+/).check();
    await expect(sold.getByLabel(/^Buyer's last name/)).toHaveValue("Hayes");
    await expectAccessible(page);
    await sold.getByRole("button", { name: "Mark sold" }).click();
    await expect(sold).toBeHidden();
    await expect(page.getByText(/^Status: Sold/)).toBeVisible();
    await expect(page.getByText(/offered to its buyer through the registry/)).toBeVisible();

    // She accepts the car on My Vehicles.
    await buyerPage.goto("/my-profile/my-vehicles");
    const offers = buyerPage.getByRole("region", { name: "Cars offered to you" });
    await expect(offers.getByRole("listitem", { name: car })).toBeVisible();
    await offers.getByRole("button", { name: `Accept the ${car}` }).click();
    await expect(buyerPage.getByRole("listitem", { name: car })).toBeVisible();
    // The other width's journey may have its own offer to her waiting: this car's is answered.
    await expect(offers.getByRole("listitem", { name: car })).toHaveCount(0);
    await buyerContext.close();
  });
}
