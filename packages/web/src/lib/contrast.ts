// WCAG 2.1 relative luminance, so text on a club-configured colour stays readable (AA, 4.5:1).

const hexPattern = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;

export function isHexColor(value: string): boolean {
  return hexPattern.test(value);
}

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The colour moved `share` (0 to 1) of the way towards another, e.g. towards white for a tint. */
export function mixColors(hex: string, toward: string, share: number): string {
  const [from, to] = [channels(hex), channels(toward)];
  return `#${from
    .map((c, i) =>
      Math.round(c + ((to[i] as number) - c) * share)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black, whichever reads better on the given background. */
export function readableTextColor(background: string): string {
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#1a1a1a") ? "#ffffff" : "#1a1a1a";
}

/** `color`, darkened step by step until it reads at `ratio` or better on `background` (black at the end). */
export function darkenToContrast(color: string, background: string, ratio: number): string {
  for (let amount = 0; amount < 1; amount += 0.05) {
    const candidate = mixColors(color, "#000000", amount);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return "#000000";
}
