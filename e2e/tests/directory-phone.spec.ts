import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { demoPassword, expectAccessible, signIn } from "./support.ts";

// Issue 25: the directory on a phone. A search finding 103 members shows their cards 25 at a time as the member
// scrolls, keeps the count in view, offers Back to top a screen down, and coming back from a member's page lands on
// that member again. At 1280 px the table lists them all, with the same Back to top.

const found = 103;
const firstNames = ["Arthur", "Beatrice", "Cyril", "Dorothy", "Edmund", "Florence", "Gilbert", "Harriet"];
const secondNames = [
  "Ann",
  "Bernard",
  "Claire",
  "David",
  "Edith",
  "Francis",
  "Grace",
  "Henry",
  "Iris",
  "James",
];
const moreNames = ["Kay", "Louis", "May"];

/** A first name of its own for each of the 103, so each reads (and is found) by its name. */
const firstName = (i: number) =>
  `${firstNames[i % firstNames.length]} ${[...secondNames, ...moreNames][Math.floor(i / firstNames.length)]}`;

/** Six letters, so this run's members have a last name of their own ("Marchxkfmpt"). */
function runTag(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

/** The office imports 103 paid-up members with this last name (through its API: its page has a journey of its own). */
async function importMembers(request: APIRequestContext, tag: string, lastName: string) {
  const login = await request.post("/api/v1/members/login", {
    data: { member: { email: "office@example.org", password: demoPassword, remember_me: false } },
  });
  const office = { Authorization: login.headers().authorization as string };
  const rows = Array.from({ length: found }, (_, i) =>
    [
      firstName(i),
      lastName,
      `directory-${tag}-${i}@example.com`,
      `${100 + i} Oak Street`,
      "Elgin",
      "60120",
      "2027-12-31",
    ].join(","),
  );
  const csv = `${["Given Name,Surname,E-mail Address,Street Address,City,Zip,Paid Thru", ...rows].join("\r\n")}\r\n`;
  const upload = await request.post("/api/v1/office/imports", {
    headers: office,
    multipart: { file: { name: `directory-${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: number };
  const imports = `/api/v1/office/imports/${id}`;
  const statusOf = async () =>
    ((await (await request.get(imports, { headers: office })).json()) as { status: string }).status;
  expect((await request.post(`${imports}/preview`, { headers: office })).status()).toBe(202);
  await expect.poll(statusOf, { timeout: 60_000 }).toBe("previewed");
  expect((await request.post(`${imports}/commit`, { headers: office })).status()).toBe(202);
  await expect.poll(statusOf, { timeout: 60_000 }).toBe("committed");
}

const lastName = `March${runTag()}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await importMembers(request, lastName.slice(5), lastName);
  await request.dispose();
});

async function searchByLastName(page: Page) {
  await page.goto("/my-profile/search/member");
  await page.getByLabel("Last Name", { exact: true }).fill(lastName);
  await page.getByRole("button", { name: "SEARCH" }).click();
  const results = page.getByRole("region", { name: "Search Results" });
  await expect(results.getByText(`${found} Result(s) Found`)).toBeVisible();
  return results;
}

/** Back to top, once a screen down: at least 44 px tall, it takes the focus to the results' heading. */
async function backToTop(page: Page) {
  await page.evaluate(() => window.scrollBy(0, window.innerHeight * 2));
  const back = page.getByRole("button", { name: "Back to top" });
  await expect(back).toBeInViewport();
  expect((await back.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
  await back.click();
  const heading = page.getByRole("heading", { name: "Search Results", level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
}

test("on a phone the results come 25 at a time, the count stays in view, and the way back lands on the member", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "member@example.org");
  const results = await searchByLastName(page);
  const cards = results.getByRole("listitem");
  await expect(cards).toHaveCount(25);
  const count = results.getByText(/^Showing \d+ of 103$|^Showing all 103$/);
  await expect(count).toHaveText("Showing 25 of 103");
  await expectAccessible(page);

  // Scrolling to the end of the cards shows the next ones; the count comes along at the top of the screen.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(cards).toHaveCount(50);
  await expect(count).toHaveText("Showing 50 of 103");
  await expect(count).toBeInViewport();
  await expect(results.getByText(`${found} Result(s) Found`)).toBeInViewport();
  await expectAccessible(page);

  // The button does the same for a keyboard, and takes the focus to the first card it showed. (Reaching the
  // button brings the end of the list near the screen, which shows 25 more first.)
  await page.getByRole("button", { name: "Show more results" }).focus();
  await expect(cards).toHaveCount(75);
  await page.keyboard.press("Enter");
  await expect(cards).toHaveCount(100);
  await expect(cards.nth(75).getByRole("link")).toBeFocused();

  await backToTop(page);

  // Open a member far down the list, and come back to them.
  const member = cards.nth(60);
  const name = (await member.getAttribute("aria-label")) as string;
  await member.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await page.getByRole("link", { name: "Return to Search" }).click();
  const link = results.getByRole("link", { name });
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  expect(await cards.count()).toBeGreaterThan(60);
  await expectAccessible(page);
});

test("at 1280 px the table lists every result, with Back to top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, "member@example.org");
  const results = await searchByLastName(page);
  const table = results.getByRole("table", { name: "Members found" });
  await expect(table.getByRole("row")).toHaveCount(found + 1);
  await expect(results.getByRole("button", { name: "Show more results" })).toHaveCount(0);
  await expectAccessible(page);
  await backToTop(page);
});
