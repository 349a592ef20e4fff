import { assignVars, createTheme, createThemeContract, globalStyle } from "@vanilla-extract/css";
import { darkTheme, NEUTRALS, TONES, type NeutralName, type ToneName } from "~/site/dark-theme";
import { SHADES } from "~/site/palette";
import { SITE_KEYS, SITES, type SiteKey } from "~/site/sites";
import { resolveTheme, SCALE_NAMES } from "~/site/theme";
import { DARK_MEDIA } from "./color-mode";
import { neutralVar, toneVar } from "./tokens";

const scale = Object.fromEntries(SHADES.map((s) => [s, null])) as Record<(typeof SHADES)[number], null>;
const scales = Object.fromEntries(SCALE_NAMES.map((n) => [n, scale])) as Record<
  (typeof SCALE_NAMES)[number],
  typeof scale
>;

/**
 * The colour contract every site fills; components only ever read these variables. `color` follows
 * the colour mode (see app/site/dark-theme.ts for what each shade is for); `solid` is the light
 * scale in both modes, for backgrounds that carry white text (hero, footer, badges).
 */
export const vars = createThemeContract({ color: scales, solid: scales });

/** One class per site, put on <html>; built at compile time so no inline styles are needed. */
export const siteThemeClass = Object.fromEntries(
  SITE_KEYS.map((key) => {
    const light = resolveTheme(SITES[key].theme);
    return [key, createTheme(vars, { color: light, solid: light }, `site-${key}`)];
  }),
) as Record<SiteKey, string>;

type Mode = "light" | "dark";
const modeVars = (mode: Mode) => ({
  ...Object.fromEntries(
    (Object.keys(NEUTRALS[mode]) as NeutralName[]).map((n) => [neutralVar(n), NEUTRALS[mode][n]]),
  ),
  ...Object.fromEntries((Object.keys(TONES[mode]) as ToneName[]).map((n) => [toneVar(n), TONES[mode][n]])),
});

/*
 * Colour modes: `data-theme` on <html> is the visitor's choice (the theme cookie); without it the
 * system's `prefers-color-scheme` decides. Both are plain CSS, so the server's HTML is already in
 * the right mode (no flash) and nothing needs JavaScript.
 */
globalStyle(":root", { vars: modeVars("light"), colorScheme: "light dark" });
globalStyle(':root[data-theme="light"]', { colorScheme: "light" });
globalStyle(':root[data-theme="dark"]', { vars: modeVars("dark"), colorScheme: "dark" });
globalStyle(':root:not([data-theme="light"])', { "@media": { [DARK_MEDIA]: { vars: modeVars("dark") } } });

for (const key of SITE_KEYS) {
  const dark = assignVars(vars.color, darkTheme(resolveTheme(SITES[key].theme)));
  const cls = siteThemeClass[key];
  globalStyle(`html.${cls}[data-theme="dark"]`, { vars: dark });
  globalStyle(`html.${cls}:not([data-theme="light"])`, { "@media": { [DARK_MEDIA]: { vars: dark } } });
}
