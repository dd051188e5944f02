import { expect, test } from "./fixtures.ts";
import { expectAccessible, signIn } from "./support.ts";

// spec §2, §3, §4, §5: the member and car searches of the directory, their detail pages and the way back.

test.beforeEach(async ({ page }) => {
  await signIn(page, "member@example.org");
});

test("a member searches members, sorts by member number, opens one and returns to the same results", async ({
  page,
}) => {
  await page.goto("/my-profile/search/member");
  await expect(page.getByRole("heading", { name: "Member Search", level: 1 })).toBeVisible();
  const search = page.getByRole("button", { name: "SEARCH" });
  await expect(search).toBeDisabled();
  await page.getByLabel("Last Name", { exact: true }).fill("b");
  await expect(search).toBeEnabled();
  await search.click();

  const results = page.getByRole("region", { name: "Search Results" });
  await expect(results.getByText(/^\d+ Result\(s\) Found$/)).toBeVisible();
  await expect(results.getByRole("link", { name: "Walter Brandt" })).toBeVisible();
  await expectAccessible(page);

  const sortByNumber = results.getByRole("button", { name: "Member Number" });
  await sortByNumber.click();
  await expect(results.getByText("Sorted by Member Number, descending")).toBeVisible();
  await sortByNumber.click();
  await expect(results.getByText("Sorted by Member Number, ascending")).toBeVisible();
  // The results stay in place while the sorted reply loads; read them once it is in.
  await expect(results.getByText("Searching…")).toHaveCount(0);
  await expect(results.getByRole("link", { name: "Walter Brandt" })).toBeVisible();
  const names = await results.getByRole("link").allTextContents();

  await results.getByRole("link", { name: "Walter Brandt" }).click();
  await expect(page).toHaveURL(/\/my-profile\/search\/member\/\d+$/);
  await expect(page.getByRole("heading", { name: "Walter Brandt", level: 2 })).toBeVisible();
  await expect(page.getByText("Paid Through")).toBeVisible();
  await expect(page.getByRole("link", { name: /Duesenberg Model J/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Return to Search" }).click();
  await expect(page).toHaveURL(/\/my-profile\/search\/member$/);
  await expect(page.getByLabel("Last Name", { exact: true })).toHaveValue("b");
  await expect(results.getByText("Sorted by Member Number, ascending")).toBeVisible();
  await expect(results.getByRole("link", { name: "Walter Brandt" })).toBeVisible();
  await expect(results.getByText("Searching…")).toHaveCount(0);
  expect(await results.getByRole("link").allTextContents()).toEqual(names);
});

test("a member searches cars by model and opens one with its owner", async ({ page }) => {
  await page.goto("/my-profile/search/vehicle");
  await expect(page.getByRole("heading", { name: "Car Search", level: 1 })).toBeVisible();
  await page.getByLabel("Model", { exact: true }).fill("Model J");
  await page.getByRole("button", { name: "SEARCH" }).click();

  const results = page.getByRole("region", { name: "Search Results" });
  const car = results.getByRole("link", { name: /Duesenberg Model J/ });
  await expect(car).toBeVisible();
  await expect(results.getByText("Walter Brandt")).toBeVisible();
  await expectAccessible(page);

  await car.click();
  await expect(page).toHaveURL(/\/my-profile\/search\/vehicle\/\d+$/);
  await expect(page.getByRole("heading", { name: "Owner", level: 2 })).toBeVisible();
  // The owner's own line (issue 27: the car's history below names them too, as its current owner).
  await expect(page.getByText("Walter Brandt", { exact: true })).toBeVisible();
  await expect(page.getByText("Evanston", { exact: false })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Return to Search" }).click();
  await expect(page.getByLabel("Model", { exact: true })).toHaveValue("Model J");
  await expect(results.getByRole("link", { name: /Duesenberg Model J/ })).toBeVisible();
});

test("a search without results says so, and an unknown member is Not Found", async ({ page }) => {
  await page.goto("/my-profile/search/member");
  await page.getByLabel("Last Name", { exact: true }).fill("zzzz-nobody");
  await page.getByRole("button", { name: "SEARCH" }).click();
  await expect(page.getByText("No results for your search. Please try again.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByRole("heading", { name: "Search Results" })).toHaveCount(0);

  await page.goto("/my-profile/search/member/999999");
  await expect(page.getByText("Not Found", { exact: true })).toBeVisible();
});
