import { globalStyle, type GlobalStyleRule } from "@vanilla-extract/css";

/** The system's dark setting; it applies unless the visitor chose Light (theme.css.ts). */
export const DARK_MEDIA = "(prefers-color-scheme: dark)";

/**
 * Styles `selector` (a descendant of <html>) gets in dark mode only, chosen or from the system.
 * Call it from a .css.ts file (a plain module, since .css.ts files may export no functions).
 */
export function inDarkMode(selector: string, rule: GlobalStyleRule): void {
  globalStyle(`:root[data-theme="dark"] ${selector}`, rule);
  globalStyle(`:root:not([data-theme="light"]) ${selector}`, { "@media": { [DARK_MEDIA]: rule } });
}
