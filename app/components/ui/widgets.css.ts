/**
 * Styles of the shared widgets: the dense data table, pager, tabs, URL-driven sections, and the
 * enhanced select and date picker (sized like the native controls they replace, so nothing moves
 * when the page hydrates).
 */
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import {
  breakpoint,
  neutral,
  radius,
  rowTargetHeight,
  shadow,
  siteHeaderHeight,
  space,
  tone,
} from "~/styles/tokens";

// ---- data table ---------------------------------------------------------------------------------

export const tableScroll = style({
  position: "relative",
  overflowX: "auto",
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.md,
  // A scroll hint on phones: a shadow on the right edge while more columns lie beyond it.
  backgroundImage: `linear-gradient(to left, ${neutral.surface}, ${neutral.surface}), linear-gradient(to left, rgba(0,0,0,.14), rgba(0,0,0,0))`,
  backgroundPosition: "right center, right center",
  backgroundRepeat: "no-repeat",
  backgroundSize: "20px 100%, 14px 100%",
  backgroundAttachment: "local, scroll",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.primary["600"]}`, outlineOffset: "2px" },
  },
  // Column headers that stay (issue 24). Below xl the box scrolls both ways, at most a screen
  // high, so its sticky header stays at the top of the box while the rows scroll under it. From xl
  // the table fits and the box is no scroll container: the header sticks to the window, under
  // the fixed site header.
  maxHeight: "calc(100dvh - 5rem)",
  overflowY: "auto",
  "@media": { [breakpoint.xl]: { maxHeight: "none", overflow: "visible" } },
});
export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  fontVariantNumeric: "tabular-nums",
  fontSize: "0.875rem",
  lineHeight: 1.3,
  "@media": { [breakpoint.lg]: { lineHeight: 1.2 } },
});
export const caption = style({ textAlign: "left", padding: `${space.sm} ${space.sm}`, fontWeight: 700 });
export const visuallyHiddenCaption = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
globalStyle(`${table} th, ${table} td`, {
  padding: "0.22rem 0.6rem",
  borderBottom: `1px solid ${neutral.border}`,
  textAlign: "left",
  verticalAlign: "baseline",
  background: "inherit",
  // 25 rows or more on the first 1280x800 screen: 21 px a row on desktop, 24 px where it holds a link.
  "@media": { [breakpoint.lg]: { paddingTop: "0.1rem", paddingBottom: "0.1rem" } },
});
// A row holding a link (or another target) is at least 24 px tall on desktop, so the links of one
// column are 24 px apart, centre to centre: the spacing WCAG 2.5.8 (axe target-size) asks of a
// target smaller than 24 px. A row of figures alone keeps the 21 px. The height of a table row is
// its minimum, borders included, so the pitch is exactly 24 px.
globalStyle(`${table} tbody tr:has(:is(a[href], button))`, {
  "@media": { [breakpoint.lg]: { height: rowTargetHeight } },
});
// Its cells centre their content, so each row's links sit in the middle of its 24 px (12 px from
// the header's sort links above the first row, 24 px from the next row's).
globalStyle(`${table} tbody tr:has(:is(a[href], button)) > :is(th, td)`, {
  "@media": { [breakpoint.lg]: { verticalAlign: "middle" } },
});
// One line per record: on phones the table scrolls sideways instead of growing tall rows.
globalStyle(`${table} :is(th, td):not([colspan])`, { whiteSpace: "nowrap" });
/** A cell of prose (a rule, a list of names) in a statistics table: it wraps where the figures keep one line. */
export const proseCell = style({});
globalStyle(`${table} :is(th, td)${proseCell}`, { whiteSpace: "normal", overflowWrap: "anywhere" });
globalStyle(`${table} tbody tr`, { background: neutral.surface });
globalStyle(`${table} tbody tr:hover`, { background: neutral.subtle });
globalStyle(`${table} thead th`, {
  position: "sticky",
  top: 0,
  "@media": {
    // Desktop: the sort links are the header row's 24 px targets; the cell adds only its border.
    [breakpoint.lg]: { paddingTop: 0, paddingBottom: 0 },
    [breakpoint.xl]: { top: siteHeaderHeight },
  },
  zIndex: 2,
  background: neutral.subtle,
  fontSize: "0.72rem",
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: neutral.strong,
  whiteSpace: "nowrap",
});
// Frozen leading columns on phones: the record's name stays in view while the figures scroll.
globalStyle(
  `${tableScroll}[data-frozen] th:first-child, ${tableScroll}[data-frozen] td:first-child:not([colspan])`,
  {
    position: "sticky",
    left: 0,
    zIndex: 1,
    "@media": { [breakpoint.md]: { position: "static" } },
  },
);
globalStyle(`${tableScroll}[data-frozen] thead th:first-child`, { zIndex: 3 });
globalStyle(`${tableScroll}[data-frozen="2"] :is(th, td):first-child`, {
  minWidth: "3.4rem",
  maxWidth: "3.4rem",
});
globalStyle(`${tableScroll}[data-frozen="2"] tr > :nth-child(2)`, {
  position: "sticky",
  left: "3.4rem",
  zIndex: 1,
  boxShadow: `inset -1px 0 0 ${neutral.border}`,
  "@media": { [breakpoint.md]: { position: "static", boxShadow: "none" } },
});
globalStyle(`${tableScroll}[data-frozen="2"] thead tr > :nth-child(2)`, { zIndex: 3 });
// The frozen cells of the header row stay sticky at every width: on desktop they stick to the top
// of the window with the rest of the header.
globalStyle(`${tableScroll}[data-frozen] thead tr > th:is(:first-child, :nth-child(2))`, {
  position: "sticky",
});
export const num = style({ textAlign: "right", whiteSpace: "nowrap" });
globalStyle(`${table} th${num}, ${table} td${num}`, { textAlign: "right" });
export const sortLink = style({
  display: "inline-flex",
  gap: "0.25em",
  alignItems: "center",
  color: "inherit",
  textDecoration: "none",
  minHeight: "24px",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const sortMark = style({ fontSize: "0.7em", color: neutral.muted });
export const abbr = style({ textDecoration: "none" });
/** A header's link to its glossary entry: a 24 px target however short its abbreviation (WCAG 2.5.8). */
export const glossaryLink = style({
  display: "inline-block",
  minWidth: 24,
  minHeight: 24,
  lineHeight: "24px",
  textAlign: "center",
  verticalAlign: "middle",
});

// ---- pager --------------------------------------------------------------------------------------

export const pager = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.sm,
  margin: `${space.md} 0`,
});
export const pagerStatus = style({
  margin: 0,
  color: neutral.muted,
  fontSize: "0.9rem",
  fontVariantNumeric: "tabular-nums",
});
export const pagerLinks = style({ display: "flex", gap: space.xs, listStyle: "none", margin: 0, padding: 0 });
export const pagerLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "36px",
  padding: `0 ${space.md}`,
  borderRadius: radius.sm,
  border: `1px solid ${neutral.border}`,
  background: neutral.surface,
  color: vars.color.primary["800"],
  fontWeight: 600,
  textDecoration: "none",
  fontSize: "0.9rem",
  selectors: {
    "&:hover": { background: vars.color.primary["50"] },
    '&[aria-disabled="true"]': { color: neutral.muted, background: neutral.subtle },
  },
});

// ---- tabs ---------------------------------------------------------------------------------------

// minmax(0, 1fr): a wide table in a tab scrolls in its own box instead of widening the page.
export const tabs = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: space.md });
// Tabs wrap rather than scroll: a scrolling tab list would be a scroll box whose only stop is the
// selected tab (Radix's roving focus), which keyboard users cannot scroll (axe scrollable-region-focusable).
export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: space.xs,
  borderBottom: `2px solid ${neutral.border}`,
});
export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  minHeight: "40px",
  padding: `0 ${space.md}`,
  marginBottom: "-2px",
  borderBottom: "3px solid transparent",
  color: neutral.muted,
  fontWeight: 700,
  textDecoration: "none",
  whiteSpace: "nowrap",
  "@media": {
    // Four tabs fit a 390 px phone without scrolling.
    "screen and (max-width: 480px)": { padding: `0 ${space.sm}` },
    // Desktop: 32 px (a target of 24 px or more), so a tabbed table starts higher.
    [breakpoint.lg]: { minHeight: "32px" },
  },
  selectors: {
    "&:hover": { color: vars.color.primary["800"] },
    '&[data-state="active"]': {
      color: vars.color.primary["800"],
      borderBottomColor: vars.color.primary["600"],
    },
    "&:focus-visible": { outline: `2px solid ${vars.color.primary["600"]}`, outlineOffset: "-2px" },
  },
});
export const tabCount = style({
  fontSize: "0.75rem",
  padding: "0 0.45em",
  borderRadius: radius.pill,
  background: neutral.subtle,
  color: neutral.strong,
});
export const tabPanel = style({ outline: "none" });

// ---- URL-driven sections ------------------------------------------------------------------------

export const section = style({
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.md,
  background: neutral.surface,
  marginBottom: space.sm,
});
export const sectionTitle = style({ margin: 0, fontSize: "1rem" });
export const sectionToggle = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: space.md,
  padding: `${space.sm} ${space.md}`,
  minHeight: "44px",
  color: vars.color.primary["800"],
  textDecoration: "none",
  fontWeight: 700,
  selectors: { "&:hover": { background: vars.color.primary["50"] } },
});
export const sectionPanel = style({
  padding: `${space.sm} ${space.md} ${space.md}`,
  borderTop: `1px solid ${neutral.border}`,
});
export const chevron = style({
  display: "inline-block",
  transition: "transform 120ms",
  selectors: { '&[data-open="true"]': { transform: "rotate(90deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
// The details toggle beside a linked name in a table row: a 24 px target (WCAG 2.5.8) whose
// negative vertical margins keep it out of the line box, so rows stay as dense as before it.
export const rowToggle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "24px",
  minHeight: "24px",
  marginTop: "-6px",
  marginBottom: "-6px",
  lineHeight: 1,
  marginLeft: "0.15rem",
  borderRadius: radius.sm,
  color: vars.color.primary["800"],
  textDecoration: "none",
  fontWeight: 700,
  verticalAlign: "middle",
  // Desktop: as tall as the line (top-aligned to it), so its centre is the centre of the name beside
  // it and of the row: a small target 24 px from the next row's links, as WCAG 2.5.8 allows.
  "@media": {
    [breakpoint.lg]: { minHeight: 0, height: "1.2em", marginTop: 0, marginBottom: 0, verticalAlign: "top" },
  },
  selectors: {
    "&:hover": { background: vars.color.primary["50"] },
    "&:focus-visible": { outline: `2px solid ${vars.color.primary["600"]}`, outlineOffset: "1px" },
  },
});

// ---- enhanced select ----------------------------------------------------------------------------

export const selectTrigger = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.sm,
  textAlign: "left",
  cursor: "pointer",
});
export const selectIcon = style({ color: neutral.muted });
export const selectContent = style({
  zIndex: 50,
  minWidth: "var(--radix-select-trigger-width)",
  maxHeight: "min(24rem, var(--radix-select-content-available-height))",
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.md,
  boxShadow: shadow.raised,
  overflow: "hidden",
});
export const selectViewport = style({ padding: space.xs });
export const selectItem = style({
  padding: `0.35rem ${space.md}`,
  borderRadius: radius.sm,
  cursor: "pointer",
  outline: "none",
  fontSize: "0.95rem",
  selectors: {
    "&[data-highlighted]": { background: vars.solid.primary["600"], color: "#ffffff" },
    '&[data-state="checked"]': { fontWeight: 700 },
  },
});

// ---- date picker --------------------------------------------------------------------------------

export const dateGroup = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.xs,
});
export const dateInput = style({ display: "flex", alignItems: "center", fontVariantNumeric: "tabular-nums" });
export const dateSegment = style({
  padding: "0 1px",
  borderRadius: 3,
  outline: "none",
  selectors: {
    "&[data-placeholder]": { color: neutral.muted },
    "&[data-focused]": { background: vars.solid.primary["600"], color: "#ffffff" },
  },
});
export const dateButton = style({
  minWidth: "32px",
  minHeight: "32px",
  border: 0,
  borderRadius: radius.sm,
  background: "transparent",
  cursor: "pointer",
  font: "inherit",
  color: vars.color.primary["800"],
  selectors: { "&[data-hovered]": { background: vars.color.primary["50"] } },
});
export const fieldError = style({ color: tone.danger, fontSize: "0.85rem", fontWeight: 600 });
export const popover = style({
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.md,
  boxShadow: shadow.raised,
  padding: space.sm,
});
export const dialog = style({ outline: "none" });
export const calendar = style({ display: "grid", gap: space.xs });
export const calendarHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
});
export const calendarHeading = style({ margin: 0, fontSize: "1rem" });
export const calendarGrid = style({ borderCollapse: "collapse" });
export const calendarCell = style({
  width: "2.2rem",
  height: "2.2rem",
  display: "grid",
  placeItems: "center",
  borderRadius: radius.sm,
  cursor: "pointer",
  fontVariantNumeric: "tabular-nums",
  outline: "none",
  selectors: {
    "&[data-outside-month]": { visibility: "hidden" },
    "&[data-hovered]": { background: vars.color.primary["50"] },
    "&[data-selected]": { background: vars.solid.primary["600"], color: "#ffffff" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.primary["600"]}` },
    "&[data-disabled]": { color: neutral.faint, cursor: "default" },
  },
});

/** The CSV and "link to this table" links above a table: small, right-aligned, out of the table's way. */
export const tableTools = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: space.md,
  margin: `0 0 ${space.xs}`,
  fontSize: "0.8rem",
  lineHeight: 1.4,
});
/** A table's heading line with its CSV and link at the right (DataTable's `heading`); they wrap under it when narrow. */
export const tableHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  columnGap: space.md,
  marginBottom: "2px",
});
globalStyle(`${tableHead} > :is(h2, h3, h4, p, div, section)`, { margin: 0 });
globalStyle(`${tableHead} > p`, { lineHeight: 1.3 });
// The heading takes the line up to the links (a strip of figures stretches to them).
globalStyle(`${tableHead} > :first-child`, { flex: "1 1 auto" });
// Centred on the line, not on its baseline: the links keep 12 px from their centre to the column
// labels' sort links below (WCAG 2.5.8 spacing) with the line only 2 px above the table.
globalStyle(`${tableHead} > ${tableTools}`, { marginLeft: "auto", alignSelf: "center" });
