import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, radius, shadow, space } from "~/styles/tokens";
import { accentedSurface, raisedSurface } from "~/components/ui/surface";
import { capsTerm } from "~/components/ui/style-recipes";

export const page = style({
  paddingTop: space.lg,
  paddingBottom: space.xl,
  "@media": { [breakpoint.lg]: { paddingTop: space.xs } },
});
// Desktop: the title, its one-line lead (and a page's switcher) share a row, so tables start high.
export const pageHeader = style({
  marginBottom: space.md,
  "@media": {
    [breakpoint.lg]: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "baseline",
      columnGap: space.md,
      marginBottom: space.xs,
    },
  },
});
export const pageTitle = style({
  fontSize: "clamp(1.4rem, 3vw, 1.9rem)",
  fontWeight: 800,
  margin: `0 0 ${space.xs}`,
  letterSpacing: "-0.01em",
  "@media": { [breakpoint.lg]: { fontSize: "1.5rem", lineHeight: 1.1, margin: 0 } },
});
export const lead = style({
  color: neutral.muted,
  maxWidth: "70ch",
  margin: 0,
  // Desktop: a line no taller than the title beside it (a breadcrumb above it takes 21 px, not 25).
  "@media": { [breakpoint.lg]: { lineHeight: 1.3 } },
});

export const stack = style({ display: "grid", gap: space.lg });

// ---- tables -----------------------------------------------------------------------------------

export const tableWrap = style({
  overflowX: "auto",
  ...raisedSurface("lg"),
});
export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  fontVariantNumeric: "tabular-nums",
  fontSize: "0.95rem",
});
export const caption = style({
  textAlign: "left",
  padding: `${space.md} ${space.md} ${space.sm}`,
  fontWeight: 700,
  fontSize: "1.05rem",
});
globalStyle(`${table} th, ${table} td`, {
  padding: `0.55rem ${space.md}`,
  borderBottom: `1px solid ${neutral.border}`,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${table} thead th`, {
  position: "sticky",
  top: 0,
  zIndex: 1,
  background: neutral.subtle,
  fontSize: "0.78rem",
  textTransform: "uppercase",
  letterSpacing: "0.05em",
  color: neutral.strong,
  whiteSpace: "nowrap",
});
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 0 });
export const num = style({ textAlign: "right", whiteSpace: "nowrap" });
globalStyle(`${table} th${num}, ${table} td${num}`, { textAlign: "right" });

export const yearRow = style({});
globalStyle(`${yearRow} > th`, {
  background: vars.color.primary["50"],
  color: vars.color.primary["900"],
  fontSize: "1.05rem",
  fontWeight: 800,
  borderTop: `2px solid ${vars.color.primary["200"]}`,
});
export const groupRow = style({});
globalStyle(`${groupRow} > th`, {
  fontSize: "0.78rem",
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: neutral.muted,
  background: neutral.surface,
  paddingTop: space.sm,
  paddingBottom: space.xs,
});

export const majorRow = style({});
globalStyle(`${majorRow} > *`, { background: vars.color.accent["50"] });
globalStyle(`${majorRow} > :first-child`, { boxShadow: `inset 4px 0 0 ${vars.color.accent["500"]}` });
// Drawn by CSS (a mask over the theme colour) so the long history table carries no SVG per row.
const trophyMask = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4zM17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3'/%3E%3C/svg%3E")`;
export const majorMark = style({
  display: "inline-block",
  // An em high and sitting on the baseline: taller, it raised every champion row by 3 px.
  width: "0.9em",
  height: "0.9em",
  marginRight: space.xs,
  verticalAlign: "-0.05em",
  backgroundColor: "currentColor",
  maskImage: trophyMask,
  WebkitMaskImage: trophyMask,
  maskRepeat: "no-repeat",
  WebkitMaskRepeat: "no-repeat",
  maskSize: "contain",
  WebkitMaskSize: "contain",
});

export const newYear = style({});
// Drawn as a background line, not a border: it takes no height (a border cost 2 px a year).
globalStyle(`${newYear} > tr:first-child > *`, {
  backgroundImage: `linear-gradient(${neutral.muted}, ${neutral.muted})`,
  backgroundSize: "100% 1px",
  backgroundPosition: "top",
  backgroundRepeat: "no-repeat",
});

export const detailRow = style({});
globalStyle(`${detailRow} > td`, { background: neutral.subtle, fontSize: "0.9rem" });
export const detailList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${space.xs} ${space.xl}`,
  margin: 0,
});
globalStyle(`${detailList} dt`, { ...capsTerm("0.05em"), fontWeight: 700 });
globalStyle(`${detailList} dd`, { margin: 0, fontWeight: 600 });

export const toggle = style({
  display: "inline",
  fontWeight: 700,
  color: vars.color.primary["800"],
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: space.md,
  marginBottom: space.sm,
});
export const count = style({ color: neutral.muted, margin: 0, fontSize: "0.95rem", fontWeight: 400 });
export const listHeading = style({
  color: neutral.muted,
  fontSize: "0.95rem",
  fontWeight: 600,
  margin: `0 0 ${space.sm}`,
});

// ---- championship cards ----------------------------------------------------------------------------

export const cardList = style({
  display: "grid",
  gap: space.md,
  gridTemplateColumns: "1fr",
  listStyle: "none",
  padding: 0,
  margin: 0,
  "@media": {
    [breakpoint.md]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [breakpoint.lg]: { gridTemplateColumns: "repeat(3, 1fr)" },
  },
});
export const cardLink = style({
  display: "flex",
  flexDirection: "column",
  gap: space.sm,
  height: "100%",
  ...accentedSurface("lg", 4),
  padding: space.lg,
  color: "inherit",
  textDecoration: "none",
  transition: "box-shadow 120ms, border-color 120ms",
  selectors: { "&:hover": { boxShadow: shadow.raised, color: "inherit" } },
});
export const cardTitle = style({ fontSize: "1.2rem", margin: 0, color: vars.color.primary["800"] });
export const cardMeta = style({ display: "flex", flexWrap: "wrap", gap: space.sm, alignItems: "center" });
export const cardText = style({
  color: neutral.muted,
  margin: 0,
  fontSize: "0.92rem",
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});
export const cardFacts = style({
  display: "flex",
  gap: space.lg,
  margin: `auto 0 0`,
  paddingTop: space.sm,
  borderTop: `1px solid ${neutral.border}`,
  fontSize: "0.85rem",
});
globalStyle(`${cardFacts} dt`, { color: neutral.muted });
globalStyle(`${cardFacts} dd`, { margin: 0, fontWeight: 700, fontVariantNumeric: "tabular-nums" });

// ---- detail page ------------------------------------------------------------------------------------

export const breadcrumb = style({ fontSize: "0.9rem", marginBottom: space.md });
globalStyle(`${breadcrumb} ol`, {
  display: "flex",
  flexWrap: "wrap",
  gap: space.sm,
  listStyle: "none",
  padding: 0,
  margin: 0,
});
globalStyle(`${breadcrumb} li + li::before`, { content: '"›"', marginRight: space.sm, color: neutral.muted });

export const detailHeader = style({
  background: `linear-gradient(135deg, ${vars.solid.primary["900"]} 0%, ${vars.solid.primary["700"]} 100%)`,
  color: "#ffffff",
  borderRadius: radius.lg,
  padding: space.lg,
  marginBottom: space.lg,
  "@media": { [breakpoint.md]: { padding: space.xl } },
});
globalStyle(`${detailHeader} p`, { color: "#f3f4f6", maxWidth: "75ch" });
export const trophy = style({
  display: "inline-flex",
  gap: space.sm,
  alignItems: "center",
  padding: "0.2rem 0.75rem",
  borderRadius: radius.pill,
  background: "rgba(255,255,255,.16)",
  fontWeight: 700,
  fontSize: "0.85rem",
});

export const panelGrid = style({
  display: "grid",
  gap: space.md,
  gridTemplateColumns: "1fr",
  "@media": { [breakpoint.md]: { gridTemplateColumns: "repeat(2, 1fr)" } },
});
export const panel = style({
  ...raisedSurface("lg"),
  padding: space.lg,
});
export const panelTitle = style({
  fontSize: "0.85rem",
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.primary["700"],
  margin: `0 0 ${space.sm}`,
});
export const panelValue = style({ fontSize: "1.35rem", fontWeight: 800, margin: 0 });
export const panelNote = style({
  color: neutral.muted,
  margin: `${space.xs} 0 0`,
  fontVariantNumeric: "tabular-nums",
});

export const recentList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: space.sm });
export const recentItem = style({
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.md,
  background: neutral.surface,
});
export const recentRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  minHeight: "44px",
});
export const recentYear = style({
  fontVariantNumeric: "tabular-nums",
  color: vars.color.primary["800"],
  minWidth: "3.5rem",
});
export const recentMain = style({ display: "flex", gap: space.md, alignItems: "center", flex: 1 });
export const recentPanel = style({
  padding: `${space.sm} ${space.md} ${space.md}`,
  borderTop: `1px solid ${neutral.border}`,
});

export const block = style({ marginBottom: space.lg });
export const actions = style({ marginTop: space.md });

// Desktop: the summary figures, the count and the CSV link share one line above the table.
export const summaryRow = style({
  "@media": {
    [breakpoint.lg]: { display: "flex", alignItems: "center", gap: space.md, marginBottom: space.xs },
  },
});
// The strip's own margin too (a plain '> *' ties with the strip's class and loses to it).
globalStyle(`${summaryRow} > :is(section, div, p, a)`, {
  "@media": { [breakpoint.lg]: { marginTop: 0, marginBottom: 0 } },
});
globalStyle(`${summaryRow} > :first-child`, { "@media": { [breakpoint.lg]: { flex: "1 1 auto" } } });
