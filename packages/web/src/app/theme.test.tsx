import { Badge, Checkbox, DEFAULT_THEME, mergeMantineTheme, TextInput } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../lib/contrast.ts";
import { renderWithApp } from "../test/render-with-app.tsx";
import { siteConfigFixture } from "../test/site-config.fixture.ts";
import { buildTheme, cssVariablesResolver } from "./theme.ts";

const cssVar = (element: HTMLElement, name: string) => element.style.getPropertyValue(name);

describe("theme: text people can read", () => {
  it("sets hints and field errors at 16px, checkboxes' too", () => {
    renderWithApp(
      <>
        <TextInput label="City" description="Where you live" error="City is required" />
        <Checkbox label="Authentic" description="I confirm it" error="Please confirm" />
      </>,
    );
    for (const text of ["Where you live", "I confirm it"]) {
      expect(cssVar(screen.getByText(text), "--input-description-size")).toBe("1rem");
    }
    for (const text of ["City is required", "Please confirm"]) {
      expect(cssVar(screen.getByText(text), "--input-error-size")).toBe("1rem");
    }
  });

  it("sets badges at 14px", () => {
    renderWithApp(<Badge>Approved</Badge>);
    const badge = screen.getByText("Approved").closest(".mantine-Badge-root") as HTMLElement;
    expect(cssVar(badge, "--badge-fz")).toBe("0.875rem");
  });

  it("keeps disabled controls at WCAG AA contrast, unfaded", () => {
    const { light } = cssVariablesResolver(DEFAULT_THEME);
    const disabledText = light["--mantine-color-disabled-color"] as string;
    const disabledBorder = light["--mantine-color-disabled-border"] as string;
    // Text on the disabled grey and on the page; a radio's outline against white (non-text, 3:1).
    expect(contrastRatio(disabledText, DEFAULT_THEME.colors.gray[2])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(disabledText, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(disabledBorder, "#ffffff")).toBeGreaterThanOrEqual(3);
    renderWithApp(<TextInput label="Senior Number" value="12" disabled readOnly />);
    expect((screen.getByLabelText("Senior Number") as HTMLElement).style.opacity).toBe("1");
  });
});

describe("theme: every alert variant reads at WCAG AA (issue 40)", () => {
  const themeOf = (primaryColor: string, accentColor: string) =>
    mergeMantineTheme(DEFAULT_THEME, buildTheme({ ...siteConfigFixture, primaryColor, accentColor }));

  it.each([
    ["the club's default colours", "#1f3a5f", "#8a6d3b"],
    ["a club's own dark green and a pale accent", "#14532d", "#f5e6b8"],
  ])(
    "gives each colour's light variant (Alert's default) text at 4.5:1 on its tint and hover: %s",
    (_, primary, accent) => {
      const theme = themeOf(primary, accent);
      const { light } = cssVariablesResolver(theme);
      const names = Object.keys(theme.colors);
      expect(names).toEqual(
        expect.arrayContaining(["brand", "accent", "yellow", "orange", "green", "red", "blue"]),
      );
      for (const name of names) {
        const text = light[`--mantine-color-${name}-light-color`] as string;
        for (const background of [
          light[`--mantine-color-${name}-light`],
          light[`--mantine-color-${name}-light-hover`],
        ])
          expect(
            contrastRatio(text, background as string),
            `${name}: ${text} on ${background}`,
          ).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it("no longer draws the registry's alert #e67700 on #fff3bf (2.7:1)", () => {
    const { light } = cssVariablesResolver(themeOf("#1f3a5f", "#8a6d3b"));
    expect(light["--mantine-color-yellow-light"]).toBe("#fff3bf");
    expect(light["--mantine-color-yellow-light-color"]).not.toBe("#e67700");
  });
});

// Issue 40: every shade of the club's colours was the colour itself, so Mantine's "light" variant (a tint behind
// the colour's words) drew a judge's "+" navy on navy. Mantine reads the light variant's background from shade 1
// (shade 2 on hover), its words from shade 9, and fills from shade 6.
describe("theme: light buttons, icons and badges in the club's colours", () => {
  it.each([
    ["navy", "#1f3a5f"],
    ["bronze", "#8a6d3b"],
  ])(
    "draw their words in %s at WCAG AA on their own tint, the filled ones in the colour itself",
    (_, colour) => {
      const theme = buildTheme({ ...siteConfigFixture, primaryColor: colour, accentColor: colour });
      for (const name of ["brand", "accent"]) {
        const shades = theme.colors?.[name] as readonly string[];
        expect(contrastRatio(shades[9] as string, shades[1] as string)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(shades[9] as string, shades[2] as string)).toBeGreaterThanOrEqual(4.5);
        expect(shades[6]).toBe(colour);
      }
    },
  );
});
