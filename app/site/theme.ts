import { FALLBACK_INDIGO, SHADES, type ColorScale, type Shade } from "./palette";
import type { SiteTheme } from "./sites";

export const SCALE_NAMES = ["primary", "secondary", "accent", "quaternary", "quinary"] as const;
export type ScaleName = (typeof SCALE_NAMES)[number];
export type ResolvedTheme = Record<ScaleName, Record<Shade, string>>;

/** Default `theme-color` when a site's theme has no primary 600. */
export const DEFAULT_THEME_COLOR = "#2563eb";

const HEX = /^#[0-9a-f]{6}$/i;

/** Every scale with every shade: a missing or malformed shade falls back to the fixed indigo. */
export function resolveTheme(theme: Partial<SiteTheme> | undefined): ResolvedTheme {
  const out = {} as ResolvedTheme;
  for (const name of SCALE_NAMES) {
    const scale: ColorScale = theme?.[name] ?? {};
    out[name] = {} as Record<Shade, string>;
    for (const shade of SHADES) {
      const value = scale[shade];
      out[name][shade] = value && HEX.test(value) ? value : FALLBACK_INDIGO[shade];
    }
  }
  return out;
}

export function themeColor(theme: Partial<SiteTheme> | undefined): string {
  const value = theme?.primary?.["600"];
  return value && HEX.test(value) ? value : DEFAULT_THEME_COLOR;
}

/** WCAG relative luminance contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
