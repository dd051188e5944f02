import type { SiteConfig } from "@club/domain/site-config.schema";
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from "@mantine/core";
import {
  contrastRatio,
  darkenToContrast,
  isHexColor,
  mixColors,
  readableTextColor,
} from "../lib/contrast.ts";

const fallbackPrimary = "#1f3a5f";
const fallbackAccent = "#8a6d3b";

/** The club's primary colour if it is a hex colour dark enough for white text and links on white. */
function safePrimary(color: string): string {
  return isHexColor(color) && contrastRatio(color, "#ffffff") >= 4.5 ? color : fallbackPrimary;
}

/**
 * Mantine's ten shades of a club colour (issue 40). Its "light" variant of a button, icon or badge lays the words
 * (shade 9) on a tint (shade 1, shade 2 on hover); "filled" and "outline" use shade 6. With every shade the colour
 * itself, a light "+" was navy on navy. So: tints towards white, the colour from 5 on, and shade 9 darkened until
 * it reads at AA on the tint (a mid colour such as bronze does not).
 */
function shadesOf(color: string): MantineColorsTuple {
  const tint = (share: number) => mixColors(color, "#ffffff", share);
  const hoverTint = tint(0.78);
  let words = color;
  for (let share = 0.1; contrastRatio(words, hoverTint) < 4.5 && share <= 1; share += 0.1) {
    words = mixColors(color, "#000000", share);
  }
  return [tint(0.92), tint(0.86), hoverTint, tint(0.6), tint(0.3), color, color, color, color, words];
}

// A calm, classic look: serif headings, text of 16px and up, spec §9 breakpoints
// (600 mobile header, 720 mobile tabs, 768, 991, 1200 vehicle drawer).
export function buildTheme(config: SiteConfig): MantineThemeOverride {
  const primary = safePrimary(config.primaryColor);
  const accent = isHexColor(config.accentColor) ? config.accentColor : fallbackAccent;
  return createTheme({
    colors: { brand: shadesOf(primary), accent: shadesOf(accent) },
    primaryColor: "brand",
    autoContrast: true,
    focusClassName: "app-focus",
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    headings: { fontFamily: "Georgia, 'Times New Roman', serif", fontWeight: "700" },
    // Nothing smaller than 16px: hints and field errors (xs) are read by the same eyes as the body.
    fontSizes: { xs: "1rem", sm: "1rem", md: "1.0625rem", lg: "1.1875rem", xl: "1.375rem" },
    lineHeights: { md: "1.6" },
    breakpoints: { xs: "37.5em", sm: "45em", md: "48em", lg: "62em", xl: "75em" },
    defaultRadius: "sm",
    other: { headerText: readableTextColor(primary), accent },
    components: {
      Anchor: { defaultProps: { underline: "always" } },
      // Mantine's close buttons carry only an icon; give each an accessible name. Dialogs and menus
      // appear at once: a calm interface, and no half-faded text for a moment.
      Modal: {
        defaultProps: {
          closeButtonProps: { "aria-label": "Close dialog" },
          transitionProps: { duration: 0 },
        },
      },
      Drawer: {
        defaultProps: { closeButtonProps: { "aria-label": "Close menu" }, transitionProps: { duration: 0 } },
      },
      Menu: { defaultProps: { transitionProps: { duration: 0 } } },
      // Hints and field errors at 16px like the body (Mantine makes them 2px smaller than the label), checkboxes'
      // included.
      InputWrapper: {
        vars: () => ({
          description: { "--input-description-size": "1rem" },
          error: { "--input-error-size": "1rem" },
        }),
      },
      // A disabled field keeps its text readable: its colours below pass AA, so no extra fading.
      Input: { styles: { input: { opacity: 1 } } },
      // Badges read at 14px, not Mantine's 11px.
      Badge: {
        vars: () => ({
          root: { "--badge-fz": "0.875rem", "--badge-height": "1.75rem", "--badge-padding-x": "0.75rem" },
        }),
      },
      Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close notification" } } },
    },
  });
}

/**
 * Issue 40: the "light" variant (an Alert's default, light Buttons and Badges) as the theme draws it. Mantine puts
 * shade 9 on shade 1, which falls below 4.5:1 for yellow (#e67700 on #fff3bf, 2.7:1), orange, green, lime and teal;
 * and for the club's own colours, whose ten shades are one colour, it is that colour on itself (a navy glyph on a navy
 * square). So the background is shade 1 unless that is too dark to be a tint (then the colour mixed nine parts in ten
 * with white), and the text is shade 9 darkened until it reads at 4.5:1 on it and on the hover tint.
 */
export function lightVariantColors(shades: readonly string[]) {
  const base = shades[6] as string;
  const paleEnough = contrastRatio(shades[1] as string, "#ffffff") < 1.5;
  const background = paleEnough ? (shades[1] as string) : mixColors(base, "#ffffff", 0.9);
  const hover = paleEnough ? (shades[2] as string) : mixColors(base, "#ffffff", 0.82);
  const text = darkenToContrast(darkenToContrast(shades[9] as string, background, 4.6), hover, 4.6);
  return { background, hover, text };
}

// Mantine's default error red and dimmed grey fall below 4.5:1 on white; darker tones pass WCAG AA. So do the
// disabled colours: text 5.1:1 on the disabled grey (Mantine's is about 2:1), outlines 3.3:1 on white.
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    "--mantine-color-error": "#b42318",
    "--mantine-color-dimmed": "#495057",
    "--mantine-color-disabled-color": "#5c636a",
    "--mantine-color-disabled-border": "#868e96",
    ...Object.fromEntries(
      Object.entries(theme.colors).flatMap(([name, shades]) => {
        const light = lightVariantColors(shades);
        return [
          [`--mantine-color-${name}-light`, light.background],
          [`--mantine-color-${name}-light-hover`, light.hover],
          [`--mantine-color-${name}-light-color`, light.text],
        ];
      }),
    ),
  },
  dark: {},
});
