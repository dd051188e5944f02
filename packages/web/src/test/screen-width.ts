import { vi } from "vitest";

/** The screen's width as the app's `(max-width: …)` media queries see it (px, or em of 16px). */
export function setScreenWidth(width: number) {
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
    const [, amount, unit] = /max-width:\s*([\d.]+)(px|em)/.exec(query) ?? [];
    const maxWidth = amount === undefined ? undefined : Number(amount) * (unit === "em" ? 16 : 1);
    return {
      matches: maxWidth !== undefined && width <= maxWidth,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}
