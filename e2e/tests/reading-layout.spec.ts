import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { continueButton, fillAccount, fillBasicInfo, stepHeading, uniqueEmail } from "./join-steps.ts";
import { expectAccessible, signIn } from "./support.ts";

// Issue 11: pages that read well on a phone (375px, and words whole at 320px) and on a desktop (1280px): results
// people can scan, label/value lists that stack, the join review without sideways scrolling, names not codes.

/** Nothing wider than the screen, and nothing inside `within` that scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, within: Locator) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const overflowing = await within.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll("*"))]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter(
        (element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX) || element === root,
      )
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(overflowing, "elements that scroll sideways").toEqual([]);
}

/** No word split across two lines ("Chicag o", "admin @exam ple.org"); breaks after - or / are the language's. */
async function expectWordsWhole(within: Locator) {
  const broken = await within.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Text for screen readers only sits in a 1px box.
      if (!parent || parent.getBoundingClientRect().width <= 1) continue;
      for (const word of (node.textContent ?? "").matchAll(/[^\s/-]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) found.push(word[0]);
      }
    }
    return found;
  });
  expect(broken, "words broken across lines").toEqual([]);
}

/** Whether a description list's label sits above its value (stacked) or beside it. */
async function labelPlacement(page: Page, label: string): Promise<"above" | "beside"> {
  const term = page.locator("dt", { hasText: new RegExp(`^${label}$`) }).first();
  const [termBox, valueBox] = await Promise.all([
    term.boundingBox(),
    term.locator("xpath=following-sibling::dd[1]").boundingBox(),
  ]);
  if (!termBox || !valueBox) throw new Error(`no ${label} in a description list`);
  return valueBox.y >= termBox.y + termBox.height - 1 ? "above" : "beside";
}

const results = (page: Page) => page.getByRole("region", { name: "Search Results" });

async function searchMembersByEmail(page: Page, email: string) {
  await page.goto("/my-profile/search/member");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "SEARCH" }).click();
  await expect(results(page).getByText(/^\d+ Result\(s\) Found$/)).toBeVisible();
  await expect(results(page).getByText("Searching…")).toHaveCount(0);
}

async function searchCarsByModel(page: Page, model: string) {
  await page.goto("/my-profile/search/vehicle");
  await page.getByLabel("Model", { exact: true }).fill(model);
  await page.getByRole("button", { name: "SEARCH" }).click();
  await expect(results(page).getByRole("link", { name: /Duesenberg Model J/ })).toBeVisible();
}

test.describe("on a phone, 375px wide", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a member searches, reads the results as cards, and opens a member and a car", async ({ page }) => {
    await signIn(page, "member@example.org");
    await searchMembersByEmail(page, "@example.org");
    const found = results(page);
    await expect(found.getByRole("table")).toHaveCount(0);
    const cards = found.getByRole("listitem");
    const brandt = found.getByRole("listitem", { name: "Walter Brandt" });
    // Names, not codes; each label above its value.
    await expect(brandt.getByText("Evanston, Illinois")).toBeVisible();
    expect(await labelPlacement(page, "City/State")).toBe("above");
    // Cards people can scan: a handful fits in a few screens, not 1,000px each.
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(4);
    const height = (await found.getByRole("list").boundingBox())?.height ?? Number.POSITIVE_INFINITY;
    expect(height / count).toBeLessThan(480);
    await expectNoSidewaysScroll(page, found);
    await expectWordsWhole(found);
    await expectAccessible(page);

    // The cards have no column headings: the sort bar sorts.
    await found.getByRole("button", { name: "Member Number" }).click();
    await expect(found.getByText("Sorted by Member Number, descending")).toBeVisible();
    await expect(found.getByText("Searching…")).toHaveCount(0);
    await expectAccessible(page);

    await brandt.getByRole("link", { name: "Walter Brandt" }).click();
    await expect(page.getByRole("heading", { name: "Walter Brandt", level: 2 })).toBeVisible();
    const main = page.getByRole("main");
    // Issue 40: the page reads the contact as the member's own preview does, the street apart from the city.
    await expect(main.getByText("2200 Ridge Road, 60201", { exact: true })).toBeVisible();
    await expect(
      main.getByText("Evanston, Illinois, United States of America", { exact: true }),
    ).toBeVisible();
    expect(await labelPlacement(page, "Email")).toBe("above");
    expect(await labelPlacement(page, "Regional Memberships")).toBe("above");
    await expectNoSidewaysScroll(page, main);
    await expectWordsWhole(main);
    await expectAccessible(page);

    // At 320px too, no word breaks in the middle.
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(page, main);
    await expectWordsWhole(main);
    await page.setViewportSize({ width: 375, height: 800 });

    await searchCarsByModel(page, "Model J");
    await expect(results(page).getByRole("listitem", { name: "1935 Duesenberg Model J" })).toBeVisible();
    await expectNoSidewaysScroll(page, results(page));
    await expectWordsWhole(results(page));
    await expectAccessible(page);

    await results(page)
      .getByRole("link", { name: /Duesenberg Model J/ })
      .click();
    await expect(page.getByRole("heading", { name: "Owner", level: 2 })).toBeVisible();
    await expect(main.getByText("Evanston, Illinois")).toBeVisible();
    expect(await labelPlacement(page, "Coachbuilder")).toBe("above");
    await expectNoSidewaysScroll(page, main);
    await expectWordsWhole(main);
    await expectAccessible(page);
  });

  test("a visitor reaches the join review and reads it without sideways scrolling", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/join-the-ccca");
    await fillBasicInfo(page);
    await continueButton(page).click();
    await fillAccount(page, uniqueEmail("phone-review"));
    await expect(continueButton(page)).toBeEnabled({ timeout: 10_000 });
    await continueButton(page).click();
    await page.getByRole("radio", { name: /^Active Member \(USA\)/ }).click();
    await continueButton(page).click();
    await expect(stepHeading(page, "Register Associate")).toBeVisible();
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByLabel(/^Associate First Name/).fill("Harold");
    await page.getByLabel(/^Associate Last Name/).fill("Carrington");
    await continueButton(page).click();
    await expect(stepHeading(page, "Select Regional Memberships")).toBeVisible();
    const arizona = page.getByRole("group", { name: /Arizona/ });
    await arizona.getByRole("checkbox").first().check();
    await arizona.getByRole("checkbox", { name: /Include my associate/ }).check();
    await page
      .getByRole("group", { name: /Greater Illinois/ })
      .getByRole("checkbox")
      .first()
      .check();
    await continueButton(page).click();
    await page.getByRole("button", { name: "Skip at this time" }).click();
    await expect(stepHeading(page, "Review Selections")).toBeVisible();

    const main = page.getByRole("main");
    const selections = page.getByRole("region", { name: "Your selections" });
    await expect(selections.getByRole("row", { name: /^Total/ })).toBeVisible();
    await expectNoSidewaysScroll(page, main);
    await expectWordsWhole(main);
    // "Your details" stack too, the state and country by name.
    expect(await labelPlacement(page, "Address")).toBe("above");
    await expect(main.getByText(/Evanston, Illinois, 60201, United States of America/)).toBeVisible();

    // Every Remove button whole on the screen and a finger's height; item names in two lines at most.
    const removes = selections.getByRole("button", { name: /^Remove/ });
    expect(await removes.count()).toBe(3);
    for (const remove of await removes.all()) {
      await remove.scrollIntoViewIfNeeded();
      await expect(remove).toBeInViewport({ ratio: 1 });
      expect((await remove.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    const lineHeight = await selections
      .getByText("Associate Member (USA) (yearly)")
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    const nameHeight =
      (await selections.getByText("Associate Member (USA) (yearly)").boundingBox())?.height ?? 0;
    expect(nameHeight).toBeLessThanOrEqual(2 * lineHeight + 1);
    await expectAccessible(page);

    await selections.getByRole("button", { name: /^Remove Greater Illinois/ }).click();
    await expect(selections.getByRole("button", { name: /^Remove/ })).toHaveCount(2);
    await expectNoSidewaysScroll(page, main);
    await expectAccessible(page);
  });
});

test.describe("on a desktop, 1280px wide", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a member reads the results as tables sorted by their headings, and details beside their labels", async ({
    page,
  }) => {
    await signIn(page, "member@example.org");
    await searchMembersByEmail(page, "@example.org");
    const found = results(page);
    const table = found.getByRole("table", { name: "Members found" });
    await expect(table.getByRole("row")).not.toHaveCount(0);
    await expect(found.getByRole("listitem")).toHaveCount(0);
    const brandt = table.getByRole("row").filter({ has: page.getByRole("link", { name: "Walter Brandt" }) });
    await expect(brandt.getByRole("cell", { name: "Evanston, Illinois" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: /Last Name/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await expectNoSidewaysScroll(page, found);
    await expectWordsWhole(found);
    await expectAccessible(page);

    // A sort key's heading sets it descending, then ascending (spec §4); the focus stays on it.
    const byNumber = table.getByRole("button", { name: "Member Number" });
    await byNumber.click();
    await expect(table.getByRole("columnheader", { name: /Member Number/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(found.getByText("Searching…")).toHaveCount(0);
    const descending = await table
      .getByRole("row")
      .evaluateAll((rows) => rows.slice(1).map((row) => Number(row.children[1]?.textContent)));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await byNumber.click();
    await expect(table.getByRole("columnheader", { name: /Member Number/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await expect(byNumber).toBeFocused();
    await expect(table.getByRole("columnheader", { name: /Last Name/ })).not.toHaveAttribute("aria-sort");
    await expectAccessible(page);

    await brandt.getByRole("link", { name: "Walter Brandt" }).click();
    await expect(page.getByRole("heading", { name: "Walter Brandt", level: 2 })).toBeVisible();
    expect(await labelPlacement(page, "Email")).toBe("beside");
    await expectAccessible(page);

    await searchCarsByModel(page, "Model J");
    const cars = results(page).getByRole("table", { name: "Cars found" });
    await expect(cars.getByRole("columnheader")).toHaveText([
      "Photo",
      /Year/,
      "Make",
      /Model/,
      "Body Style",
      "Coachbuilder",
      "Owner",
    ]);
    await expect(cars.getByRole("cell", { name: "Walter Brandt" })).toBeVisible();
    await expectNoSidewaysScroll(page, results(page));
    await expectAccessible(page);
    await cars.getByRole("link", { name: /Duesenberg Model J/ }).click();
    await expect(page.getByRole("heading", { name: "Owner", level: 2 })).toBeVisible();
    await expect(page.getByRole("main").getByText("Evanston, Illinois")).toBeVisible();
    await expectAccessible(page);
  });
});
