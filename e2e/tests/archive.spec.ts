import PDFDocument from "pdfkit";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, signIn, signInAsOffice } from "./support.ts";

// Issue 45, the club's publications archive: the office uploads an issue of three pages and watches it read; a member
// on a phone, and again at a desk, searches a word that only page 3 holds and opens that page. The word is the
// journey's own, so issues other journeys (or an earlier run) uploaded never answer it.

async function threePagePdf(word: string): Promise<Buffer> {
  const document = new PDFDocument({ autoFirstPage: false, size: "LETTER" });
  const parts: Buffer[] = [];
  document.on("data", (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => document.on("end", resolve));
  const pages = [
    "From the president: a season of tours, with thanks to every member who brought a car.",
    "Technical notes: the care of a Packard's vacuum tank, and the right grease for a Cadillac V-16.",
    `Found in a barn: a touring car the owners call ${word}, its paint original, its engine turning by hand.`,
  ];
  for (const text of pages) {
    document.addPage();
    document.fontSize(14).text(text, 72, 72, { width: 468 });
  }
  document.end();
  await ended;
  return Buffer.concat(parts);
}

test("the office uploads an issue; a member finds a word of page 3 and opens that page, on a phone and at a desk", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const word = `Zephyrine${Date.now() % 100_000}`;
  const title = `Autumn issue ${word.slice(9)}`;

  // The office, at a desk.
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await office.newPage();
  await signInAsOffice(desk);
  await desk.getByRole("navigation", { name: "Office" }).getByRole("link", { name: "Archive" }).click();
  await expect(desk.getByRole("heading", { level: 1, name: "Publications Archive" })).toBeVisible();
  const form = desk.getByRole("form", { name: "Upload an issue" });
  await form.getByLabel(/^Publication/).fill("The Classic Car");
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Issue date/).fill("1979-10-01");
  await form.getByLabel(/^The issue as a PDF/).setInputFiles({
    name: "autumn.pdf",
    mimeType: "application/pdf",
    buffer: await threePagePdf(word),
  });
  await expectAccessible(desk);
  await form.getByRole("button", { name: "Upload the issue" }).click();
  const row = desk.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("Searchable")).toBeVisible({ timeout: 60_000 });
  await expectAccessible(desk);
  await office.close();

  // A member on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, "member@example.org");
  await page.goto("/my-profile/member-resources");
  await page.getByRole("link", { name: "Publications Archive" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Publications Archive" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search the archive" }).fill(word);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const results = page.getByRole("list", { name: "Pages found" });
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await expect(results.locator("mark")).toHaveText(word);
  await expectAccessible(page);
  await results.getByRole("link", { name: /page 3/ }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `The Classic Car — ${title}, page 3` }),
  ).toBeVisible();
  const picture = page.getByRole("img", { name: /Page 3 of The Classic Car/ });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("link", { name: "Open the PDF at this page" })).toHaveAttribute(
    "href",
    /#page=3$/,
  );
  await expectAccessible(page);

  // The same page at a desk.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(
    page.getByRole("heading", { level: 1, name: `The Classic Car — ${title}, page 3` }),
  ).toBeVisible();
  await expectAccessible(page);
});
