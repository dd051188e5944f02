import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { joinAndSignIn } from "./fresh-member.ts";
import { expectAccessible, signIn } from "./support.ts";

// spec §2, §8: registered and available events; registering opens the external form service in a new tab,
// filled in through query parameters. The form service is not reachable here: its pages are stubbed and only
// the address is checked. Nothing is ever submitted, so no member is registered for anything.

async function stubFormService(page: Page): Promise<string> {
  const config = (await (await page.request.get("/api/v1/site_config")).json()) as { formsBaseUrl: string };
  await page.context().route(`${config.formsBaseUrl}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Event form</title><p>Form</p>",
    }),
  );
  return config.formsBaseUrl;
}

async function openRegistrationForm(page: Page, eventTitle: string, car: string | null) {
  await page.getByRole("button", { name: `Register for ${eventTitle}` }).click();
  const dialog = page.getByRole("dialog", { name: `Register for ${eventTitle}` });
  if (car) await dialog.getByLabel(/^Car to bring/).selectOption({ label: car });
  const popup = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Continue to the registration form" }).click();
  const form = await popup;
  await form.waitForLoadState();
  await expect(dialog).toBeHidden();
  return form;
}

test("a new member sees the open events and registers without a car while theirs is pending", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = await joinAndSignIn(page, "events");
  const formsBaseUrl = await stubFormService(page);

  // A car of their own, still waiting for the club's approval.
  await page.goto("/my-profile/my-vehicles");
  const form = page.getByRole("form", { name: "Add a Vehicle" });
  await form.getByLabel(/^Owned By/).selectOption({ label: "Member" });
  await form.getByLabel(/^Year/).selectOption("1930");
  await form.getByLabel(/^Make/).selectOption({ label: "Cadillac" });
  await form.getByLabel(/^Model/).fill("V-16");
  await form.getByLabel(/^Cylinders/).selectOption("16");
  await form.getByLabel(/^Authentic/).check();
  await form.getByRole("button", { name: "Add Vehicle" }).click();
  await expect(page.getByText("Vehicle was successfully created")).toBeVisible();

  await page.goto("/my-profile/my-events");
  await expect(page.getByRole("heading", { level: 1, name: "My Events" })).toBeVisible();
  const registered = page.getByRole("region", { name: "Registered Events" });
  const available = page.getByRole("region", { name: "Available Events" });
  await expect(registered.getByText("No registered events found")).toBeVisible();
  await expect(available.getByRole("heading", { name: "Annual Meeting" })).toBeVisible();
  await expect(available.getByText(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Register for Annual Meeting" }).click();
  const dialog = page.getByRole("dialog", { name: "Register for Annual Meeting" });
  const pending = dialog.getByRole("option", { name: /^1930 Cadillac V-16 \(pending club approval/ });
  await expect(pending).toBeDisabled();
  await expect(dialog.getByLabel(/^Car to bring/)).toHaveValue("");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  const popup = await openRegistrationForm(page, "Annual Meeting", null);
  const url = new URL(popup.url());
  expect(url.pathname.startsWith(new URL(formsBaseUrl).pathname)).toBe(true);
  expect(url.pathname).toMatch(/\/\d+$/);
  const params = url.searchParams;
  expect(params.get("email")).toBe(email);
  expect(params.get("firstName")).toBe("Evelyn");
  expect(params.get("lastName")).toBe("Carrington");
  expect(params.get("addressLine1")).toBe("18 Packard Lane");
  expect(params.get("city")).toBe("Evanston");
  expect(params.get("state")).toBe("US-IL");
  expect(params.get("zipCode")).toBe("60201");
  expect(params.get("country")).toBe("US");
  expect(params.get("memberNo")).toMatch(/^\d+$/);
  expect(params.get("memberId")).toMatch(/^\d+$/);
  for (const name of ["year", "make", "model", "bodyStyle", "bodyMaker", "serialNumber", "engineNumber"]) {
    expect(params.get(name), name).toBe("");
  }
  expect(params.get("seniorNumber")).toBe("");
  expect(params.get("numberOfCylinders")).toBe("");
  await popup.close();
  // Nothing was submitted: the event is still open to them.
  await expect(registered.getByText("No registered events found")).toBeVisible();
});

test("the demo member can bring their approved Packard (the form is opened, never submitted)", async ({
  page,
}) => {
  await signIn(page, "member@example.org");
  await stubFormService(page);
  await page.goto("/my-profile/my-events");
  const available = page.getByRole("region", { name: "Available Events" });
  await expect(available.getByRole("heading", { name: "Annual Meeting" })).toBeVisible();

  const popup = await openRegistrationForm(page, "Annual Meeting", "1932 Packard Deluxe Eight");
  const params = new URL(popup.url()).searchParams;
  expect(params.get("email")).toBe("member@example.org");
  expect(params.get("firstName")).toBe("Margaret");
  expect(params.get("lastName")).toBe("Whitfield");
  expect(params.get("year")).toBe("1932");
  expect(params.get("make")).toBe("Packard");
  expect(params.get("model")).toBe("Deluxe Eight");
  expect(params.get("bodyStyle")).toBe("Coupe Roadster");
  expect(params.get("numberOfCylinders")).toBe("8");
  await popup.close();
  await expectAccessible(page);
});

// Issue 40: an event into the member's own calendar, and the feeds subscribed in one tap, on a phone and a desk.
for (const width of [375, 1280]) {
  test(`a member adds an event to their calendar and subscribes to the feeds, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, "member@example.org");
    await page.goto("/my-profile/my-events");
    const available = page.getByRole("region", { name: "Available Events" });
    await available.getByRole("button", { name: "Add to my calendar for Annual Meeting" }).click();

    const google = page.getByRole("menuitem", { name: "Google Calendar (opens in a new tab)" });
    await expect(google).toBeVisible();
    const googleUrl = new URL((await google.getAttribute("href")) ?? "");
    expect(googleUrl.origin + googleUrl.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(googleUrl.searchParams.get("text")).toBe("Annual Meeting");
    expect(googleUrl.searchParams.get("ctz")).toBe("America/Chicago");
    await expect(page.getByRole("menuitem", { name: "Outlook (opens in a new tab)" })).toHaveAttribute(
      "href",
      /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/,
    );
    const file = page.getByRole("menuitem", { name: "Download the .ics file" });
    const apple = await page.getByRole("menuitem", { name: "Apple Calendar / iPhone" }).getAttribute("href");
    expect(await file.getAttribute("href")).toBe(apple);
    await expectAccessible(page);

    // The file the iPhone opens: public, the event all day in the club's zone.
    const ics = await page.request.get(apple ?? "");
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = await ics.text();
    expect(text).toContain("SUMMARY:Annual Meeting");
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Chicago");
    expect(text).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
    await page.keyboard.press("Escape");

    const calendar = page.getByRole("region", { name: "Subscribe to the calendar" });
    await expect(calendar.getByRole("button", { name: "Copy the address" })).toBeVisible();
    await expect(
      calendar.getByRole("link", { name: "Subscribe in Apple Calendar / iPhone for my events" }),
    ).toHaveAttribute("href", /^webcal:\/\/localhost:\d+\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(
      calendar.getByRole("link", { name: "Add to Google Calendar for my events (opens in a new tab)" }),
    ).toHaveAttribute("href", /^https:\/\/calendar\.google\.com\/calendar\/r\?cid=webcal%3A%2F%2F/);
    await expect(
      calendar.getByRole("link", { name: "Add to Outlook for the club's events (opens in a new tab)" }),
    ).toHaveAttribute("href", /^https:\/\/outlook\.live\.com\/calendar\/0\/addfromweb\?url=http/);
    await calendar
      .getByRole("link", { name: "Subscribe in Apple Calendar / iPhone for my events" })
      .scrollIntoViewIfNeeded();
    await expectAccessible(page);
  });
}
