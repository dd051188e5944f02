import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { joinAndSignIn } from "./fresh-member.ts";
import { expectAccessible, signIn } from "./support.ts";

// spec §2, §4, §5, §8, §9: a member's cars: add with a photo, modify, delete; the form beside the list on
// wide screens and in a drawer at 1200px or less.

/** A 1×1 PNG, enough for the server to check and thumbnail. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const carItem = (page: Page, name: string) => page.getByRole("listitem", { name });

async function fillNewCar(form: Locator, model: string) {
  await form.getByLabel(/^Owned By/).selectOption({ label: "Member" });
  await form.getByLabel(/^Year/).selectOption("1931");
  await form.getByLabel(/^Make/).selectOption({ label: "Packard" });
  await form.getByLabel(/^Model/).fill(model);
  await form.getByLabel(/^Cylinders/).selectOption("12");
  await form.getByLabel(/^Body Style/).fill("Sport Phaeton");
  await form.getByLabel(/^Coachbuilder/).fill("Dietrich");
  await form.getByLabel(/^Authentic/).check();
  await form.getByLabel(/^Photos/).setInputFiles({ name: "front.png", mimeType: "image/png", buffer: png });
  await expect(form.getByRole("img", { name: "New photo front.png" })).toBeVisible();
}

async function expectPhotoLoaded(photo: Locator) {
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test("at 1000px a new member adds, modifies and deletes a car in the drawer", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1000, height: 900 });
  await joinAndSignIn(page, "cars-drawer");
  await page.goto("/my-profile/my-vehicles");
  await expect(page.getByRole("heading", { level: 1, name: "My Vehicles" })).toBeVisible();
  await expect(page.getByText("No vehicle found")).toBeVisible();
  await expect(page.getByText(/need the club's approval before they can be used to register/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Add a Vehicle" })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("button", { name: "+ Add a Vehicle" }).click();
  const drawer = page.getByRole("dialog", { name: "Add a Vehicle" });
  await expect(drawer).toBeVisible();
  // spec §8: errors show for touched fields only.
  await drawer.getByLabel(/^Model/).focus();
  await drawer.getByLabel(/^Model/).blur();
  await expect(drawer.getByText("Model is required")).toBeVisible();
  await expect(drawer.getByText("Authentic must be checked")).toHaveCount(0);
  await fillNewCar(drawer, "Twin Six");
  await expectAccessible(page);
  await drawer.getByRole("button", { name: "Add Vehicle" }).click();

  await expect(page.getByText("Vehicle was successfully created")).toBeVisible();
  await expect(drawer).toBeHidden();
  const car = carItem(page, "1931 Packard Twin Six");
  await expect(car.getByText("Pending club approval")).toBeVisible();
  await expect(car.getByText("Member")).toBeVisible();
  await expect(car.getByText("Dietrich")).toBeVisible();
  await expectPhotoLoaded(car.getByRole("img", { name: "Photo of the 1931 Packard Twin Six" }));
  await expectAccessible(page);

  await car.getByRole("button", { name: /^Modify Vehicle/ }).click();
  const modify = page.getByRole("dialog", { name: "Modify Vehicle" });
  await expect(modify.getByLabel(/^Model/)).toHaveValue("Twin Six");
  await expect(modify.getByLabel(/^Make/)).toHaveValue(/\d+/);
  await expect(modify.getByLabel(/^Senior Category/)).toBeDisabled();
  await expect(modify.getByLabel(/^Senior Number/)).toBeDisabled();
  await expect(modify.getByLabel(/^Previously Approved/)).not.toBeChecked();
  await expect(modify.getByRole("img", { name: "Photo of 1931 Packard Twin Six" })).toBeVisible();
  await modify.getByLabel(/^Model/).fill("Twin Six Sport");
  await expectAccessible(page);
  await modify.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.getByText("Vehicle was successfully updated")).toBeVisible();
  const modified = carItem(page, "1931 Packard Twin Six Sport");
  await expect(modified).toBeVisible();
  await expect(modified.getByRole("img", { name: "Photo of the 1931 Packard Twin Six Sport" })).toBeVisible();

  await modified.getByRole("button", { name: /^Delete Vehicle/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Vehicle" });
  await expect(confirm).toContainText("1931 Packard Twin Six Sport");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(modified).toBeVisible();

  await modified.getByRole("button", { name: /^Delete Vehicle/ }).click();
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Vehicle was successfully deleted")).toBeVisible();
  await expect(modified).toHaveCount(0);
  await expect(page.getByText("No vehicle found")).toBeVisible();
});

test("at 1400px the form sits beside the list, and modifying keeps the photo", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await joinAndSignIn(page, "cars-side");
  await page.goto("/my-profile/my-vehicles");
  await expect(page.getByText("No vehicle found")).toBeVisible();
  await expect(page.getByRole("button", { name: "+ Add a Vehicle" })).toHaveCount(0);
  const form = page.getByRole("form", { name: "Add a Vehicle" });
  await expect(form).toBeVisible();

  // Submitting at once shows every broken rule; the photo check refuses a file of another type.
  await form.getByRole("button", { name: "Add Vehicle" }).click();
  await expect(form.getByText("Owned By is required")).toBeVisible();
  await expect(form.getByText("Authentic must be checked")).toBeVisible();
  await form.getByLabel(/^Photos/).setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a photo"),
  });
  await expect(form.getByText("notes.txt: Images must be PNG or JPEG files")).toBeVisible();
  await expectAccessible(page);

  await fillNewCar(form, "Twin Six");
  await form.getByLabel(/^Location/).fill("Evanston");
  await form.getByRole("button", { name: "Add Vehicle" }).click();
  await expect(page.getByText("Vehicle was successfully created")).toBeVisible();
  const car = carItem(page, "1931 Packard Twin Six");
  await expect(car.getByText("Pending club approval")).toBeVisible();
  await expectPhotoLoaded(car.getByRole("img", { name: "Photo of the 1931 Packard Twin Six" }));
  // The form is back to adding, emptied.
  await expect(page.getByRole("form", { name: "Add a Vehicle" }).getByLabel(/^Model/)).toHaveValue("");

  await car.getByRole("button", { name: /^Modify Vehicle/ }).click();
  const modify = page.getByRole("form", { name: "Modify Vehicle" });
  await expect(modify.getByLabel(/^Location/)).toHaveValue("Evanston");
  await expect(modify.getByLabel(/^Senior Category/)).toBeDisabled();
  await modify.getByLabel(/^Body Style/).fill("Convertible Sedan");
  await expectAccessible(page);
  await modify.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Vehicle was successfully updated")).toBeVisible();
  await expect(car.getByText("Convertible Sedan")).toBeVisible();
  await expectPhotoLoaded(car.getByRole("img", { name: "Photo of the 1931 Packard Twin Six" }));
  await expect(page.getByRole("form", { name: "Add a Vehicle" })).toBeVisible();
});

test("the demo member sees their approved Packard (nothing is changed)", async ({ page }) => {
  await signIn(page, "member@example.org");
  await page.goto("/my-profile/my-vehicles");
  const packard = carItem(page, "1932 Packard Deluxe Eight");
  await expect(packard.getByText("Approved", { exact: true })).toBeVisible();
  await expect(packard.getByText("Coupe Roadster")).toBeVisible();
  await expectAccessible(page);
});
