import type { Page } from "@playwright/test";

// Issue 40: axe passed a judge's sheet whose two buttons read "Back to th" and "Save shee" at 375 px, and whose "+"
// was navy on navy: axe checks text against the background it can be sure of and leaves a glyph over a field as
// "incomplete", and it never looks at words cut inside their box. This check looks at exactly that, at the widths
// people use: every button, link, tab, menu item, badge and field label whose words do not fit their box, and every
// icon (or one-glyph button) whose colour cannot be told from what is behind it.

/** The widths the check runs at: a desk, a common phone, the narrowest phone (WCAG 1.4.10's 320 CSS pixels). */
export const fitWidths = [1280, 375, 320];

/** Below this contrast an icon is the colour of its background to the eye (WCAG asks 3:1 of icons; this is a floor). */
const minimumIconContrast = 1.5;

export interface FitProblem {
  kind: "cut" | "icon";
  /** The element as a person would name it: its role and accessible name, e.g. `button "Save sheet"`. */
  element: string;
}

/**
 * The problems on the page as it stands at its present width. It runs in the page, so it is one self-contained
 * function: the colours are read through a canvas, which gives any CSS colour (rgb, color-mix, oklab) as bytes.
 */
function findFitProblems({ minimumContrast }: { minimumContrast: number }): FitProblem[] {
  const controls = [
    "button",
    "a[href]",
    "summary",
    "label",
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="menuitem"]',
    '[role="menuitemradio"]',
    '[role="menuitemcheckbox"]',
    '[role="option"]',
    ".mantine-Badge-root",
  ].join(",");
  const tolerance = 1;
  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const paint = canvas.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
  type Rgba = [number, number, number, number];

  function rgba(color: string): Rgba {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = "#000";
    paint.fillStyle = color;
    paint.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = paint.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  }

  function over(top: Rgba, below: Rgba): Rgba {
    const a = top[3];
    return [
      top[0] * a + below[0] * (1 - a),
      top[1] * a + below[1] * (1 - a),
      top[2] * a + below[2] * (1 - a),
      1,
    ];
  }

  /**
   * What is painted behind a point of an element: its own background (when `withOwn`), then, going up, a preceding
   * sibling drawn under it there (a checkbox's filled input under its tick, a field under its stepper buttons) or
   * else the ancestor's own, laid over one another down to the first opaque one; null where an image is behind.
   */
  function backgroundBehind(element: Element, withOwn: boolean): Rgba | null {
    const box = element.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const layers: Rgba[] = [];
    /** Adds the element's background; true once nothing further down shows through. */
    const add = (at: Element): boolean | null => {
      const style = getComputedStyle(at);
      if (style.backgroundImage !== "none") return null;
      const layer = rgba(style.backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      return layer[3] >= 1;
    };
    const under = (child: Element): Element | undefined => {
      const siblings = Array.from(child.parentElement?.children ?? []);
      return siblings
        .slice(0, siblings.indexOf(child))
        .reverse()
        .find((sibling) => {
          const r = sibling.getBoundingClientRect();
          const paints = rgba(getComputedStyle(sibling).backgroundColor)[3] > 0;
          return paints && x >= r.left && x <= r.right && y >= r.top && y <= r.bottom && seen(sibling);
        });
    };
    let done = withOwn ? add(element) : false;
    for (let child = element; !done && child.parentElement; child = child.parentElement) {
      if (done === null) return null;
      const sibling = under(child);
      done = add(sibling ?? child.parentElement);
      if (sibling && !done) done = add(child.parentElement);
    }
    if (done === null) return null;
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  }

  function luminance([r, g, b]: Rgba): number {
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  }

  function contrast(a: Rgba, b: Rgba): number {
    const [lighter, darker] = [Math.max(luminance(a), luminance(b)), Math.min(luminance(a), luminance(b))];
    return (lighter + 0.05) / (darker + 0.05);
  }

  function seen(element: Element): boolean {
    const box = element.getBoundingClientRect();
    return (
      box.width > 1 &&
      box.height > 1 &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    );
  }

  const words = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

  function described(element: Element): string {
    const labelledBy = words(
      (element.getAttribute("aria-labelledby") ?? "")
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id)?.textContent : ""))
        .join(" "),
    );
    const name =
      labelledBy ||
      words(element.getAttribute("aria-label")) ||
      words(element.textContent) ||
      words(element.getAttribute("title"));
    const role =
      element.getAttribute("role") ??
      ({ A: "link", BUTTON: "button", LABEL: "label", SUMMARY: "button" } as Record<string, string>)[
        element.tagName
      ] ??
      (element.classList.contains("mantine-Badge-root") ? "badge" : element.tagName.toLowerCase());
    return `${role} "${name.length > 60 ? `${name.slice(0, 59)}…` : name}"`;
  }

  /** Words cut inside the box: the box itself or a part of it that hides what spills (a Mantine label span). */
  function cut(control: Element): boolean {
    return [control, ...Array.from(control.querySelectorAll("*"))].some((part) => {
      if (!(part instanceof HTMLElement)) return false;
      const style = getComputedStyle(part);
      // An inline box has no width of its own to overflow; a box of a pixel is text for screen readers only.
      if (style.display === "inline" || style.display === "contents") return false;
      if (part.clientWidth <= 1 || part.clientHeight <= 1 || !seen(part)) return false;
      const hides = (overflow: string) => overflow === "hidden" || overflow === "clip";
      const spillsX = part.scrollWidth > part.clientWidth + tolerance;
      const spillsY = part.scrollHeight > part.clientHeight + tolerance;
      if (hides(style.overflowX) || style.textOverflow === "ellipsis") {
        if (spillsX) return true;
      }
      if (hides(style.overflowY) && spillsY) return true;
      // Words running out of the control itself, past its border, are as unreadable as words cut.
      return part === control && style.overflowX === "visible" && spillsX;
    });
  }

  /**
   * The colours an icon is drawn in: its shapes' fills and strokes where painted (the svg's own fill is black by
   * default, whatever its paths are drawn in), else its text colour.
   */
  function iconColours(icon: SVGElement): Rgba[] {
    const shapes = Array.from(
      icon.querySelectorAll("path, circle, rect, line, polyline, polygon, ellipse, text, use"),
    );
    const painted = (shapes.length > 0 ? shapes : [icon]).flatMap((shape) => {
      const style = getComputedStyle(shape);
      return [style.fill, style.stroke].filter((value) => value !== "none" && !value.startsWith("url("));
    });
    return (painted.length > 0 ? painted : [getComputedStyle(icon).color])
      .map(rgba)
      .filter((colour) => colour[3] > 0);
  }

  function hidden(colours: Rgba[], behind: Rgba | null): boolean {
    if (!behind || colours.length === 0) return false;
    return colours.every((colour) => contrast(over(colour, behind), behind) < minimumContrast);
  }

  /** A control that shows a glyph rather than words ("+", "×", "›"): its text is its icon. */
  function glyphOnly(control: Element): boolean {
    const text = words(control.textContent);
    return text.length > 0 && text.length <= 2 && !control.querySelector("svg");
  }

  const problems: FitProblem[] = [];
  const reported = new Set<Element>();
  for (const control of Array.from(document.querySelectorAll(controls))) {
    if (!seen(control)) continue;
    if (cut(control)) problems.push({ kind: "cut", element: described(control) });
    if (
      glyphOnly(control) &&
      hidden([rgba(getComputedStyle(control).color)], backgroundBehind(control, true))
    ) {
      problems.push({ kind: "icon", element: described(control) });
      reported.add(control);
    }
  }
  for (const icon of Array.from(document.querySelectorAll("svg"))) {
    if (icon.ownerSVGElement || !seen(icon)) continue;
    const control = icon.parentElement?.closest(controls) ?? null;
    if (control && reported.has(control)) continue;
    if (hidden(iconColours(icon), backgroundBehind(icon, true))) {
      problems.push({ kind: "icon", element: control ? described(control) : described(icon) });
      if (control) reported.add(control);
    }
  }
  return problems;
}

/** The problems at the present width, in words: `Text cut inside its box at 320 pixels: button "Save shee"`. */
export async function fitProblemsInWords(page: Page): Promise<string[]> {
  const [width, problems] = await Promise.all([
    page.evaluate(() => window.innerWidth),
    page.evaluate(findFitProblems, { minimumContrast: minimumIconContrast }),
  ]);
  const kinds = { cut: "Text cut inside its box", icon: "Icon the colour of its background" } as const;
  return [
    ...new Set(problems.map((problem) => `${kinds[problem.kind]} at ${width} pixels: ${problem.element}`)),
  ];
}

/** Two frames: the page has laid itself out again (and React answered its media queries) after a resize. */
function settled(page: Page) {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

declare global {
  interface Window {
    /** The media queries the page's script listens to (watchMediaQueries). */
    fitWatchedMedia?: Set<string>;
  }
}

/**
 * An init script for every page of a journey: it notes each media query the page's script listens to. A page that
 * swaps one tree of components for another at a width (a table for cards, a form beside the list for one in a
 * drawer) loses what was typed in it when the window crosses that width, so the check resizes only to widths no
 * listened query tells apart from the page's own.
 */
export function watchMediaQueries() {
  window.fitWatchedMedia = new Set<string>();
  const list = MediaQueryList.prototype;
  const { addEventListener, addListener } = list;
  list.addEventListener = function (this: MediaQueryList, ...args: Parameters<typeof addEventListener>) {
    window.fitWatchedMedia?.add(this.media);
    return addEventListener.apply(this, args);
  } as typeof addEventListener;
  list.addListener = function (this: MediaQueryList, listener: Parameters<typeof addListener>[0]) {
    window.fitWatchedMedia?.add(this.media);
    return addListener.call(this, listener);
  };
}

const emInPixels = 16;

/** Whether a query reads the same at two widths: only its width features can tell them apart. */
function sameAtWidths(query: string, a: number, b: number): boolean {
  if (!/width/i.test(query)) return true;
  if (/,|\bnot\b|\bor\b/i.test(query)) return false;
  const features = [...query.matchAll(/\(\s*([a-z-]+)\s*:\s*([\d.]+)(px|em|rem)\s*\)/gi)];
  const widthFeatures = features.filter(([, name]) => /^(min|max)-width$/i.test(name ?? ""));
  if (widthFeatures.length !== (query.match(/width/gi) ?? []).length) return false;
  const matchesAt = (width: number) =>
    widthFeatures.every(([, name, value, unit]) => {
      const limit = Number(value) * (unit === "px" ? 1 : emInPixels);
      return /^max/i.test(name ?? "") ? width <= limit : width >= limit;
    });
  return matchesAt(a) === matchesAt(b);
}

/**
 * The check at the page's own width, then at each other width of `fitWidths` by resizing the window and back, so a
 * journey at 1280 also proves its page at 375 and 320. Cheap next to axe: no page is loaded again. A width the
 * page's script would answer with another tree of components is left out (watchMediaQueries), and so are the other
 * widths of a page loaded before the script was there; the widths returned are the ones checked.
 */
export async function checkFitAtEveryWidth(page: Page): Promise<{ widths: number[]; problems: string[] }> {
  const own = page.viewportSize();
  const problems = await fitProblemsInWords(page);
  const watched = await page.evaluate(() => (window.fitWatchedMedia ? [...window.fitWatchedMedia] : null));
  if (!own || !watched) {
    await page.context().addInitScript(watchMediaQueries);
    return { widths: own ? [own.width] : [], problems };
  }
  const others = fitWidths.filter(
    (width) => width !== own.width && watched.every((query) => sameAtWidths(query, width, own.width)),
  );
  for (const width of others) {
    await page.setViewportSize({ width, height: own.height });
    await settled(page);
    problems.push(...(await fitProblemsInWords(page)));
  }
  if (others.length > 0) {
    await page.setViewportSize(own);
    await settled(page);
  }
  return { widths: [own.width, ...others].sort((a, b) => a - b), problems };
}
