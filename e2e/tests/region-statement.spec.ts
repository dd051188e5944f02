import { expect, test } from "./fixtures.ts";
import { joinThroughApi } from "./fresh-member.ts";
import { demoPassword, expectAccessible, signIn, signInAsOffice } from "./support.ts";

// Issue 42: a region's statement. The office records a remittance and reads what is owed go down; the region's
// treasurer, appointed for a term from today, reads the same statement from the Regional Administrator page.

async function appointTreasurer(request: import("@playwright/test").APIRequestContext, memberNo: number) {
  const login = await request.post("/api/v1/members/login", {
    data: { member: { email: "office@example.org", password: demoPassword, remember_me: false } },
  });
  const office = { Authorization: login.headers().authorization as string };
  const offices = (await (
    await request.get("/api/v1/office/regional-offices", { headers: office })
  ).json()) as {
    id: number;
    key: string | null;
  }[];
  const appointed = await request.post("/api/v1/office/regions/GI/terms", {
    headers: office,
    data: {
      member_no: memberNo,
      office_id: offices.find((office) => office.key === "treasurer")?.id,
      // No first day: the server's today (the portal's clock starts on its own day in these journeys).
      ends_on: null,
    },
  });
  expect(appointed.status(), await appointed.text()).toBe(201);
}

test("the office records a remittance to Greater Illinois and reads what is owed go down, at 1280 and 375 px", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOffice(page);
  await page.goto("/office/regions/GI/statement");
  await expect(
    page.getByRole("heading", { level: 1, name: "Statement: Greater Illinois Region" }),
  ).toBeVisible();
  const figures = page.getByRole("table", { name: "The statement's figures" });
  const owed = figures.getByRole("row", { name: /Owed at the end of/ });
  const before = await owed.textContent();
  await expectAccessible(page);
  const form = page.getByRole("form", { name: "Record a remittance" });
  await form.getByLabel("Amount ($)").fill("0.25");
  await form.getByLabel("Reference").fill("Cheque 1042");
  await form.getByRole("button", { name: "Record the remittance" }).click();
  await expect(
    page.getByText("Recorded: $0.25 sent to the Greater Illinois Region (Cheque 1042)."),
  ).toBeVisible();
  await expect(owed).not.toHaveText(before ?? "");
  await expect(page.getByRole("table", { name: "Remittances" })).toContainText("Cheque 1042");

  await page.setViewportSize({ width: 375, height: 900 });
  await expect(page.getByRole("form", { name: "Record a remittance" })).toBeVisible();
  await expectAccessible(page);

  // The reconciliation on the Payments page: every cent of every payment is national's or a region's.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/office/payments");
  const reconciliation = page.getByRole("region", { name: "Reconciliation with the regions" });
  await reconciliation.getByRole("button", { name: "Check now" }).click();
  await expect(
    reconciliation.getByText(/^Every cent of \d+ payments and \d+ refunds is national's or a region's/),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);
});

test("a member made Greater Illinois's treasurer from today reads its statement from the Regional Administrator page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const treasurer = await joinThroughApi(page.request, "gi-treasurer");
  await appointTreasurer(page.request, treasurer.memberNo);
  await signIn(page, treasurer.email);
  await page.goto("/my-profile/regional-administrator");
  await page.getByRole("link", { name: "Statement of the Greater Illinois Region" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Statement: Greater Illinois Region" }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "The statement's figures" })).toBeVisible();
  // The national treasurer's form is not theirs.
  await expect(page.getByRole("form", { name: "Record a remittance" })).toHaveCount(0);
  await expectAccessible(page);
  // Another region's statement is refused, in words.
  await page.goto("/my-profile/regional-administrator/statement/UM");
  await expect(
    page.getByText("Only the office and the region's treasurer read its statement."),
  ).toBeVisible();
});
