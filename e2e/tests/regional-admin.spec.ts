import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, signIn } from "./support.ts";

// spec §2, §5, §6, §9: the regional administrator's reports, refused to a plain member.

test("the administrator downloads the Not Renewed mailing list of Greater Illinois Region", async ({
  page,
}) => {
  await signIn(page, "admin@example.org");
  await page.getByRole("link", { name: "Regional Administrator" }).click();
  await expect(page.getByRole("heading", { name: "Regional Reports", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Export" }).click();
  await expect(page.getByText("Regional Select is required")).toBeVisible();
  await expect(page.getByText("Filter Options is required")).toBeVisible();
  await expect(page.getByText("Export Sections is required")).toBeVisible();

  await page
    .getByRole("combobox", { name: "Region", exact: true })
    .selectOption({ label: "Greater Illinois Region" });
  await page.getByRole("combobox", { name: "Filter Options" }).selectOption({ label: "Not Renewed" });
  await page.getByRole("combobox", { name: "Export Sections" }).selectOption({ label: "Mailing List" });
  await expectAccessible(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^GI-not-renewed-members-mailing-list-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toBe(
    "First Name,Last Name,Street Address,Apt. or Suite,City,State,Postal Code,Country",
  );
});

test("the administrator searches the members of a region", async ({ page }) => {
  await signIn(page, "admin@example.org");
  await page.goto("/my-profile/regional-administrator-member-search");
  await expect(page.getByRole("heading", { name: "Member Search", level: 1 })).toBeVisible();
  await page
    .getByRole("combobox", { name: "Region", exact: true })
    .selectOption({ label: "Greater Illinois Region" });
  await page.getByRole("button", { name: "SEARCH" }).click();
  await expect(page.getByText("You must select the regional membership status")).toBeVisible();
  await page.getByRole("combobox", { name: "Regional Membership Status" }).selectOption({ label: "All" });
  await page.getByRole("button", { name: "SEARCH" }).click();
  await expect(page.getByText(/^\d+ Result\(s\) Found$/)).toBeVisible();
  await expectAccessible(page);
});

test("a plain member never sees the Regional Administrator tab and is sent away from its address", async ({
  page,
}) => {
  await signIn(page, "member@example.org");
  await expect(page.getByRole("link", { name: "Regional Administrator" })).toHaveCount(0);
  await page.goto("/my-profile/regional-administrator");
  await expect(page).toHaveURL(/\/my-profile\/member-info$/);
  await expectAccessible(page);
});
