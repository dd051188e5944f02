import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, signIn } from "./support.ts";

// Issue 11, cars shown as cars: the demo member's approved 1932 Packard (two photos in the demo seed) shows its
// main photo in the car search, its photos on its page and its main photo on its owner's card; a photo opens a
// lightbox that arrow keys and swipes move through, and Escape closes with focus back on the photo.

const car = "1932 Packard Deluxe Eight";

async function expectLoaded(photo: Locator) {
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

/** The lightbox's photo on show (the others wait off screen, inert). */
const shownPhoto = (page: Page) =>
  page.getByRole("dialog", { name: `Photos of the ${car}` }).locator(".yarl__slide_current img");

/** Opens the lightbox from `opener`, walks it with the keyboard, closes it with Escape. */
async function browsePhotos(page: Page, opener: Locator, first: number) {
  await opener.click();
  const lightbox = page.getByRole("dialog", { name: `Photos of the ${car}` });
  await expect(lightbox).toBeVisible();
  await expect(shownPhoto(page)).toHaveAttribute("alt", `Photo ${first} of 2 of the ${car}`);
  await expectLoaded(shownPhoto(page));
  await expectAccessible(page);
  await page.keyboard.press("ArrowRight");
  await expect(shownPhoto(page)).toHaveAttribute("alt", `Photo ${first === 1 ? 2 : 1} of 2 of the ${car}`);
  await page.keyboard.press("ArrowLeft");
  await expect(shownPhoto(page)).toHaveAttribute("alt", `Photo ${first} of 2 of the ${car}`);
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();
}

for (const width of [375, 1280]) {
  test(`at ${width}px the demo Packard shows its photos in car search, on its page and on its card`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, "member@example.org");

    await page.goto("/my-profile/search/vehicle");
    await page.getByLabel("Model", { exact: true }).fill("Deluxe Eight");
    await page.getByRole("button", { name: "SEARCH" }).click();
    const results = page.getByRole("region", { name: "Search Results" });
    await expectLoaded(results.getByRole("img", { name: `Photo of the ${car}` }));
    await expectAccessible(page);

    await results.getByRole("link", { name: car }).click();
    await expect(page).toHaveURL(/\/my-profile\/search\/vehicle\/\d+$/);
    const main = page.getByRole("button", { name: `Photo 1 of 2 of the ${car}` });
    await expectLoaded(main.getByRole("img"));
    const second = page.getByRole("list", { name: "More photos" }).getByRole("button", {
      name: `Photo 2 of 2 of the ${car}`,
    });
    await expectLoaded(second.getByRole("img"));
    // At 375px the large photo fits the screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
    await browsePhotos(page, main, 1);
    await browsePhotos(page, second, 2);

    if (width === 375) {
      // A swipe to the left shows the next photo.
      await main.click();
      await expect(shownPhoto(page)).toHaveAttribute("alt", `Photo 1 of 2 of the ${car}`);
      const box = await shownPhoto(page).boundingBox();
      const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
      await page.mouse.move(300, y);
      await page.mouse.down();
      await page.mouse.move(200, y, { steps: 5 });
      await page.mouse.move(60, y, { steps: 5 });
      await page.mouse.up();
      await expect(shownPhoto(page)).toHaveAttribute("alt", `Photo 2 of 2 of the ${car}`);
      await page.getByRole("button", { name: "Close photos" }).click();
      await expect(page.getByRole("dialog", { name: `Photos of the ${car}` })).toBeHidden();
    }

    await page.goto("/my-profile/my-vehicles");
    const card = page.getByRole("listitem", { name: car });
    const cardPhoto = card.getByRole("button", { name: `Photo 1 of 2 of the ${car}` });
    await expectLoaded(cardPhoto.getByRole("img"));
    await expect(card.getByText("2 photos: select the photo to see them all.")).toBeVisible();
    await expectAccessible(page);
    await browsePhotos(page, cardPhoto, 1);
  });
}
