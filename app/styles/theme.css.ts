import { createTheme, createThemeContract } from "@vanilla-extract/css";
import { SHADES } from "~/site/palette";
import { SITE_KEYS, SITES, type SiteKey } from "~/site/sites";
import { resolveTheme, SCALE_NAMES } from "~/site/theme";

const scale = Object.fromEntries(SHADES.map((s) => [s, null])) as Record<(typeof SHADES)[number], null>;

/** The colour contract every site fills; components only ever read these variables. */
export const vars = createThemeContract({
  color: Object.fromEntries(SCALE_NAMES.map((n) => [n, scale])) as Record<(typeof SCALE_NAMES)[number], typeof scale>,
});

/** One class per site, put on <html>; built at compile time so no inline styles are needed. */
export const siteThemeClass = Object.fromEntries(
  SITE_KEYS.map((key) => [key, createTheme(vars, { color: resolveTheme(SITES[key].theme) }, `site-${key}`)]),
) as Record<SiteKey, string>;
