import { checkFitAtEveryWidth, fitProblemsInWords } from "../fit-check.ts";
import { expect, test } from "./fixtures.ts";

// Issue 40: the check every journey's page check makes beside axe (fit-check.ts), tried on small pages that show
// what it must find (words cut inside a button, a navy icon on navy) and what it must let pass (words that wrap,
// a visible icon, text for screen readers only).

const navy = "#1f3a5f";
const page320 = { width: 320, height: 640 };

function html(body: string) {
  return `<!doctype html><html><head><style>
    body { font: 16px/1.5 sans-serif; margin: 0; }
    .cut { width: 90px; white-space: nowrap; }
    .cut span { display: block; overflow: hidden; }
    .wraps { width: 90px; white-space: normal; height: auto; }
    .navy { background: ${navy}; color: ${navy}; border: 0; width: 48px; height: 48px; }
    .shows { background: ${navy}; color: #fff; border: 0; width: 48px; height: 48px; }
    .only-for-readers { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  </style></head><body>${body}</body></html>`;
}

const plus = `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
  <path d="M12 5v14M5 12h14" stroke-width="2"/></svg>`;

test.use({ viewport: page320 });

test("a button whose words are cut inside its box fails, naming it and the width", async ({ page }) => {
  await page.setContent(html('<button class="cut"><span>Save sheet and go back</span></button>'));
  expect(await fitProblemsInWords(page)).toEqual([
    'Text cut inside its box at 320 pixels: button "Save sheet and go back"',
  ]);
});

test("a link whose words spill past its own box fails", async ({ page }) => {
  await page.setContent(
    html('<a href="#" style="display: inline-block; width: 60px; white-space: nowrap">Back to the list</a>'),
  );
  expect(await fitProblemsInWords(page)).toEqual([
    'Text cut inside its box at 320 pixels: link "Back to the list"',
  ]);
});

test("a field's label with an ellipsis fails; a badge that fits passes", async ({ page }) => {
  await page.setContent(
    html(`<label for="f" style="display: block; width: 80px; overflow: hidden; text-overflow: ellipsis;
      white-space: nowrap">Chassis or serial number</label><input id="f">
      <span class="mantine-Badge-root" style="display: inline-block">Paid</span>`),
  );
  expect(await fitProblemsInWords(page)).toEqual([
    'Text cut inside its box at 320 pixels: label "Chassis or serial number"',
  ]);
});

test("a button whose words wrap onto two lines passes, and so does text for screen readers only", async ({
  page,
}) => {
  await page.setContent(
    html(`<button class="wraps"><span>Save sheet and go back</span></button>
      <a href="#">Cars<span class="only-for-readers"> in the registry, sorted by year of make</span></a>`),
  );
  expect(await fitProblemsInWords(page)).toEqual([]);
});

test("an icon drawn navy on a navy button fails; the same icon in white passes", async ({ page }) => {
  await page.setContent(
    html(`<button class="navy" aria-label="Half a point more">${plus}</button>
      <button class="shows" aria-label="Half a point less">${plus}</button>`),
  );
  expect(await fitProblemsInWords(page)).toEqual([
    'Icon the colour of its background at 320 pixels: button "Half a point more"',
  ]);
});

test("an icon drawn over a sibling (a tick on a filled box) is read against that sibling; a hidden one is not read", async ({
  page,
}) => {
  const tick = (checked: boolean) => `<div style="position: relative; width: 24px; height: 24px">
      <input type="checkbox" ${checked ? "checked" : ""} aria-label="Tick ${checked}"
        style="appearance: none; margin: 0; width: 24px; height: 24px; background: ${checked ? navy : "#fff"}">
      <svg style="position: absolute; inset: 4px; color: #fff; opacity: ${checked ? 1 : 0}" width="16" height="16"
        viewBox="0 0 16 16" fill="none" aria-hidden="true"><path d="M2 8l4 4 8-8" stroke="currentColor"/></svg>
    </div>`;
  await page.setContent(html(`<div style="background: #fff">${tick(true)}${tick(false)}</div>`));
  expect(await fitProblemsInWords(page)).toEqual([]);
});

test("a one-glyph button whose glyph is its background's colour fails, seen through a light tint too", async ({
  page,
}) => {
  await page.setContent(
    html(`<div style="background: ${navy}">
        <button style="background: rgba(31, 58, 95, 0.1); color: ${navy}; border: 0; width: 48px; height: 48px"
          aria-label="Half a point more for Paint">+</button>
      </div>
      <button style="background: rgba(31, 58, 95, 0.1); color: ${navy}; border: 0; width: 48px; height: 48px"
        aria-label="Half a point less for Paint">−</button>`),
  );
  expect(await fitProblemsInWords(page)).toEqual([
    'Icon the colour of its background at 320 pixels: button "Half a point more for Paint"',
  ]);
});

test("the check at every width finds a button cut only at the narrow ones, and gives the page its width back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.setContent(
    html(`<style>@media (max-width: 400px) { button { width: 90px; white-space: nowrap; overflow: hidden; } }</style>
      <button>Back to the list</button>`),
  );
  expect(await checkFitAtEveryWidth(page)).toEqual({
    widths: [320, 375, 1280],
    problems: [
      'Text cut inside its box at 375 pixels: button "Back to the list"',
      'Text cut inside its box at 320 pixels: button "Back to the list"',
    ],
  });
  expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
});

test("a width the page's script answers with other components is left out, so what was typed stays", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const field = '<label for="model">Model</label><input id="model">';
  await page.setContent(
    html(`<form id="car">${field}</form><script>
      // A form beside the list on a desk, in a drawer under 75em: a new form, empty.
      matchMedia("(min-width: 75em)").addEventListener("change", () => {
        document.getElementById("car").innerHTML = '${field}';
      });
      matchMedia("(max-width: 300px)").addListener(() => {});
      matchMedia("(prefers-reduced-motion: reduce)").addEventListener("change", () => {});
    </script>`),
  );
  await page.getByLabel("Model").fill("Twin Six");
  expect(await checkFitAtEveryWidth(page)).toEqual({ widths: [1280], problems: [] });
  await expect(page.getByLabel("Model")).toHaveValue("Twin Six");

  // At 375 the same page is checked at 320 too: no query it listens to tells the two apart.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await checkFitAtEveryWidth(page)).toEqual({ widths: [320, 375], problems: [] });
});

test("an icon is read by the colour of its paths, not by the black an svg is filled with by default", async ({
  page,
}) => {
  await page.setContent(
    html(`<div style="background: #000; padding: 8px">
      <button style="background: transparent; border: 0; color: rgba(255, 255, 255, 0.8)" aria-label="Close photos">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M4 4h16v16H4z"/></svg>
      </button>
      <button style="background: transparent; border: 0; color: #fff" aria-label="Next photo">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4h16v16H4z"/></svg>
      </button>
    </div>`),
  );
  expect(await fitProblemsInWords(page)).toEqual([
    'Icon the colour of its background at 320 pixels: button "Next photo"',
  ]);
});
