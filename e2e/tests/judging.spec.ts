import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { joinThroughApi } from "./fresh-member.ts";
import { putOnRoster, sendSheet, setUpJudging, tabulateAndPublish } from "./judging-steps.ts";
import {
  addApprovedCar,
  carName,
  createPortalEvent,
  expectNoSidewaysScroll,
  portalDay,
  registrationFor,
  uniqueTitle,
} from "./portal-event-steps.ts";
import { expectAccessible, signIn } from "./support.ts";

// Issue 29: judging at the meet, on phones. Four judges score a member's car (one on the judging page, the others
// through the API), the office tabulates (the highest and the lowest of four sheets dropped) and publishes, and the
// owner reads the sheets and the award on My Events, and the award on the car's history. The event, the owner and
// the judges are the journey's own; the event is dated by the server's clock.

const phone = { width: 375, height: 800 };

/** The other three judges' deductions, 10, 12 and 40 points: with the leader's 5, sheets of 95, 90, 88 and 60. */
const otherDeductions: Record<string, number>[] = [
  { Paint: 5, Interior: 5 },
  { Paint: 4, "Body and fit": 4, "Engine compartment": 4 },
  { Paint: 15, "Body and fit": 15, Interior: 10 },
];

/** The buttons' labels are whole inside their boxes (issue 40: "Back to th", "Save shee" were cut on a phone). */
async function expectWholeLabels(page: Page, names: (string | RegExp)[]) {
  for (const name of names) {
    const button = page.getByRole("button", { name }).first();
    const fits = await button.evaluate((element) =>
      [element, ...Array.from(element.querySelectorAll("*"))].every(
        (part) => part.scrollWidth <= part.clientWidth + 1 || part.clientWidth === 0,
      ),
    );
    expect(fits, `the whole label of ${String(name)} shows`).toBe(true);
  }
}

/**
 * The judge scores the car on the judging page: 3 points off the paint, typed, and 2 off the chrome, stepped with the
 * labelled steppers (five half points off, one given back).
 */
async function scoreInBrowser(page: Page, eventTitle: string) {
  await page.goto("/my-profile/judging");
  await expect(page.getByRole("heading", { level: 1, name: "Judging" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: eventTitle })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Class A: Open Classic" })).toBeVisible();
  await expect(page.getByText("Not started")).toBeVisible();
  await expect(page.getByText("Team leader")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.getByRole("link", { name: `Score this car: ${carName}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: carName })).toBeVisible();
  await page.getByRole("textbox", { name: "Paint" }).fill("3");
  const chromeOff = page.getByRole("button", { name: "+ ½ point off Chrome and plating" });
  await expect(chromeOff).toHaveText("+ ½ point off");
  for (let step = 0; step < 5; step += 1) await chromeOff.click();
  await page.getByRole("button", { name: "− ½: half a point back on Chrome and plating" }).click();
  await expect(page.getByRole("textbox", { name: "Chrome and plating" })).toHaveValue("2");
  await expect(page.getByText("Points off in all: −5")).toBeVisible();
  await expect(page.getByText("Score: 100 − 5 = 95")).toBeVisible();
  await expectWholeLabels(page, [
    /^\+ ½ point off Paint$/,
    /^− ½: half a point back on Paint$/,
    "Back to the cars",
    "Save sheet",
  ]);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  // The same sheet on a desktop's screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectWholeLabels(page, ["Back to the cars", "Save sheet"]);
  await expectAccessible(page);
  await page.setViewportSize(phone);
  await page.getByRole("button", { name: "Save sheet" }).click();
  await expect(page.getByText("The sheet is sent.")).toBeVisible();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
}

test("four judges score a car on phones, the office publishes, and the owner reads the sheets and the award", async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const owner = await joinThroughApi(page.request, "judged-owner");
  const carId = await addApprovedCar(page.request, owner);
  // Dated the portal's first day: results are published from the meet's first day (issue 40).
  const event = await createPortalEvent(page.request, uniqueTitle("Grand Classic"), {
    capacity: 10,
    car_required: true,
    date_start: portalDay(0),
    date_end: portalDay(0),
  });
  const registered = await page.request.post(`/api/v1/events/${event.id}/registrations`, {
    headers: { Authorization: owner.authorization },
    data: { vehicle_id: carId },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const registration = await registrationFor(page.request, owner, event.id);
  expect(registration.status).toBe("confirmed");

  // Four members on the judges' roster as the class's team, the first its leader; a fifth on the roster, not on it.
  const [leader, outsider, others] = await Promise.all([
    joinThroughApi(page.request, "judge-leader"),
    joinThroughApi(page.request, "judge-outsider"),
    Promise.all(
      otherDeductions.map(async (deductions, index) => ({
        ...(await joinThroughApi(page.request, `judge-${index + 2}`)),
        deductions,
      })),
    ),
  ]);
  const judgeIds: number[] = [];
  for (const judge of [leader, ...others]) judgeIds.push(await putOnRoster(page.request, judge.email));
  await putOnRoster(page.request, outsider.email);
  const [entryId = 0] = await setUpJudging(page.request, event.id, {
    registrationIds: [registration.id],
    judgeIds,
  });

  // The leader scores on their phone; the other three send theirs as the page would.
  await page.setViewportSize(phone);
  await signIn(page, leader.email);
  await scoreInBrowser(page, event.title);
  for (const judge of others) {
    const sent = await sendSheet(page.request, judge, entryId, judge.deductions);
    expect(sent.status(), await sent.text()).toBe(200);
  }
  // A judge who is not on the class's team cannot save a sheet for the car.
  const refused = await sendSheet(page.request, outsider, entryId, { Paint: 1 });
  expect(refused.status(), await refused.text()).toBe(403);

  // The owner, before the results are published, is told so plainly.
  const ownerContext = await browser.newContext({ viewport: phone });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner.email);
  await ownerPage.goto("/my-profile/my-events");
  const card = ownerPage
    .getByRole("region", { name: "Registered Events" })
    .getByRole("listitem")
    .filter({ has: ownerPage.getByRole("heading", { name: event.title }) });
  const openSheets = card.getByRole("button", { name: `Score sheets for ${event.title}` });
  const dialog = ownerPage.getByRole("dialog", { name: `Score sheets for ${event.title}` });
  await openSheets.click();
  await expect(dialog.getByText("The results are not published yet.")).toBeVisible();
  await expectAccessible(ownerPage);

  // Sheets of 95, 90, 88 and 60: without the 95 and the 60, 89, which reaches Second (80) and not First (90).
  const result = await tabulateAndPublish(page.request, event.id);
  expect(result).toMatchObject({ score: 89, award: "Second", method: "drop_high_low" });

  await ownerPage.reload();
  await openSheets.click();
  await expect(dialog.getByText("Second", { exact: true })).toBeVisible();
  await expect(dialog).toContainText("89 points");
  await expect(dialog).toContainText("The highest and the lowest of four sheets dropped");
  const sheets = dialog.getByRole("region", { name: /^Sheet \d$/ });
  await expect(sheets).toHaveCount(4);
  for (const score of [95, 90, 88, 60])
    await expect(sheets.filter({ hasText: `${score} points` })).toHaveCount(1);
  await expect(sheets.filter({ hasText: "Chrome and plating" })).toContainText("2 points off");
  await expectNoSidewaysScroll(ownerPage);
  await expectAccessible(ownerPage);
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();

  // The award is on the car's record.
  await ownerPage.goto("/my-profile/my-vehicles");
  await ownerPage
    .getByRole("listitem", { name: carName })
    .getByRole("button", { name: `History of the ${carName}` })
    .click();
  const history = ownerPage.getByRole("dialog", { name: `History of the ${carName}` });
  await expect(history.getByRole("heading", { name: "Awards" })).toBeVisible();
  await expect(history.getByText(`Second, ${event.title}, ${portalDay(0)}: 89 points`)).toBeVisible();
  await expectAccessible(ownerPage);
  await ownerContext.close();
});
