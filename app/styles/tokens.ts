import type { NeutralName, ToneName } from "~/site/dark-theme";

/** The custom property of a neutral colour; its value follows the colour mode (theme.css.ts). */
export const neutralVar = (name: NeutralName) => `--neutral-${name}`;
/** The custom property of a status colour (wins, losses, warnings); it follows the colour mode too. */
export const toneVar = (name: ToneName) => `--tone-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const neutralRef = (name: NeutralName) => `var(${neutralVar(name)})`;
const toneRef = (name: ToneName) => `var(${toneVar(name)})`;

/** Neutral colours shared by every site (text and surfaces keep AA contrast in both modes). */
export const neutral = {
  text: neutralRef("text"),
  /** Secondary text darker than `muted` (labels, captions). */
  strong: neutralRef("strong"),
  muted: neutralRef("muted"),
  /** Placeholders and disabled text. */
  faint: neutralRef("faint"),
  border: neutralRef("border"),
  /** Form field outlines (3:1 against the surface). */
  field: neutralRef("field"),
  surface: neutralRef("surface"),
  page: neutralRef("page"),
  subtle: neutralRef("subtle"),
  /** The sticky header's translucent background, and its opaque variant once scrolled. */
  glass: neutralRef("glass"),
  glassSolid: neutralRef("glassSolid"),
} as const;

/** Status colours: text on a surface (`success`), its tinted badge background (`successBg`). */
export const tone = {
  success: toneRef("success"),
  successBg: toneRef("successBg"),
  warning: toneRef("warning"),
  warningBg: toneRef("warningBg"),
  danger: toneRef("danger"),
  dangerBg: toneRef("dangerBg"),
  /** A solid red fill under white text (the live mark): the same in both modes. */
  dangerSolid: toneRef("dangerSolid"),
  gold: toneRef("gold"),
  green: toneRef("green"),
  /** Data-quality bars: good, fair, poor (3:1 against the surface in both modes). */
  barGood: toneRef("barGood"),
  barFair: toneRef("barFair"),
  barPoor: toneRef("barPoor"),
} as const;

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2.5rem",
  xxl: "4rem",
} as const;
export const radius = { sm: "6px", md: "10px", lg: "16px", pill: "999px" } as const;
export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
} as const;
export const breakpoint = {
  md: "screen and (min-width: 768px)",
  lg: "screen and (min-width: 1024px)",
  xl: "screen and (min-width: 1280px)",
} as const;
/** The least height of a table row holding a link on desktop: 24 px apart, the WCAG 2.5.8 target spacing. */
export const rowTargetHeight = "24px";
/**
 * The fixed site header's row: 4.25rem, and 3.5rem on a desktop (from xl), where the table pages
 * need the height for their 25 rows of 24 px on the first 1280x800 screen.
 */
export const siteHeaderRow = { base: "4.25rem", xl: "3.5rem" } as const;
/** The custom property holding the header's height by its row (global.css sets it per breakpoint). */
export const SITE_HEADER_ROW_VAR = "--site-header-row";
/**
 * The fixed site header's height, its bottom border included: the page's top, anchors and sticky
 * table headers clear it. One row (siteHeaderRow) unless it wraps; then the header sets the measured height.
 */
export const SITE_HEADER_HEIGHT_VAR = "--site-header-height";
export const siteHeaderHeight = `var(${SITE_HEADER_HEIGHT_VAR}, var(${SITE_HEADER_ROW_VAR}))`;
export const shadow = {
  card: "0 1px 2px rgba(16,24,40,.06), 0 1px 3px rgba(16,24,40,.08)",
  raised: "0 8px 24px rgba(16,24,40,.12)",
} as const;
