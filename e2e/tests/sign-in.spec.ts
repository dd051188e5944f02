import { expect, test } from "./fixtures.ts";
import { demoPassword, expectAccessible, signInWithForm } from "./support.ts";

test("signs in without remember-me: a reload keeps the session, a new tab does not", async ({
  page,
  context,
}) => {
  await page.goto("/login");
  await expectAccessible(page);
  await signInWithForm(page, "member@example.org");
  await expect(page.getByRole("heading", { name: "Member Info" })).toBeVisible();
  // The member's own name greets them (issue 30's preview of how others see them names them too).
  await expect(page.getByText("Welcome, Margaret Whitfield")).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Member Info" })).toBeVisible();

  const other = await context.newPage();
  await other.goto("/my-profile");
  await expect(other).toHaveURL(/\/login$/);
});

test("signs in with remember-me: a new tab is still signed in", async ({ page, context }) => {
  await signInWithForm(page, "member@example.org", demoPassword, true);
  const other = await context.newPage();
  await other.goto("/my-profile/membership-details");
  await expect(other.getByRole("heading", { name: "Membership Details" })).toBeVisible();
});

test("signs out, and the profile area is closed again", async ({ page }) => {
  await signInWithForm(page, "member@example.org");
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/my-profile/member-info");
  await expect(page).toHaveURL(/\/login$/);
});

test("shows the spec's messages for a bad form and the server's for wrong credentials", async ({ page }) => {
  await page.goto("/login");
  const email = page.getByLabel("Email");
  await email.fill("not-an-email");
  await email.blur();
  await expect(page.getByText("Wrong email format")).toBeVisible();
  await email.fill("");
  await email.blur();
  await expect(page.getByText("Email is required")).toBeVisible();

  await email.fill("member@example.org");
  await page.getByLabel("Password", { exact: true }).fill("Wrong-Password-1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("The email or password is incorrect")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(email).toHaveValue("member@example.org");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Reset" }).click();
  await expect(email).toHaveValue("");
});

test("a session revoked on the server signs the browser out on its next call", async ({ page }) => {
  await signInWithForm(page, "member@example.org");
  // Member info is loaded (its renewal data last), so the next call is the click's, not a late page load.
  await expect(page.getByRole("button", { name: "Renew My Membership" })).toBeVisible();
  const token = await page.evaluate(
    () => sessionStorage.getItem("club.session-token") ?? localStorage.getItem("club.session-token"),
  );
  expect(token).toBeTruthy();
  await page.request.delete("/api/v1/members/logout", { headers: { authorization: `Bearer ${token}` } });
  await page.getByRole("link", { name: "Membership Details" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});
