import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, radius, space, tone } from "~/styles/tokens";
import { stackedSurface } from "~/components/ui/surface";
import { chosenPill, factGrid } from "~/components/ui/style-recipes";

export const page = style({ paddingTop: space.lg, paddingBottom: space.xl });
export const pageHeader = style({ marginBottom: space.md });
export const pageTitle = style({
  fontSize: "clamp(1.4rem, 3vw, 1.9rem)",
  fontWeight: 800,
  margin: `0 0 ${space.xs}`,
});
export const lead = style({ color: neutral.muted, margin: 0, maxWidth: "75ch" });
export const note = style({ color: neutral.muted, fontSize: "0.85rem", margin: `${space.xs} 0 0` });
export const count = style({ margin: `${space.sm} 0`, color: neutral.muted, fontSize: "0.9rem" });

// One scrolling row on phones, wrapped on wider screens.
export const switcher = style({
  display: "flex",
  flexWrap: "nowrap",
  overflowX: "auto",
  gap: space.xs,
  margin: `${space.sm} 0`,
  paddingBottom: "2px",
  "@media": { [breakpoint.md]: { flexWrap: "wrap", overflowX: "visible" } },
});
export const switchLink = style({
  padding: "0.25rem 0.7rem",
  borderRadius: radius.pill,
  border: `1px solid ${neutral.border}`,
  background: neutral.surface,
  color: neutral.text,
  textDecoration: "none",
  fontSize: "0.85rem",
  whiteSpace: "nowrap",
  selectors: {
    '&[aria-current="page"]': chosenPill("600"),
  },
});

export const cards = style({
  listStyle: "none",
  padding: 0,
  margin: `${space.md} 0`,
  display: "grid",
  gap: space.sm,
  gridTemplateColumns: "1fr",
  "@media": {
    [breakpoint.md]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [breakpoint.lg]: { gridTemplateColumns: "repeat(3, 1fr)" },
  },
});
export const card = style(stackedSurface(space.xs));
export const cardHead = style({ display: "flex", gap: space.sm, alignItems: "center" });
export const avatar = style({
  flex: "none",
  width: "2.4rem",
  height: "2.4rem",
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  background: vars.color.primary["50"],
  color: vars.color.primary["700"],
  fontWeight: 800,
  fontVariantNumeric: "tabular-nums",
});
export const name = style({
  fontWeight: 700,
  fontSize: "1.05rem",
  color: vars.color.primary["700"],
  textDecoration: "none",
});
globalStyle(`${name}:hover`, { textDecoration: "underline" });
export const sub = style({ color: neutral.muted, fontSize: "0.85rem", margin: 0 });
export const badges = style({ display: "flex", flexWrap: "wrap", gap: space.xs });
export const facts = style(factGrid("repeat(2, minmax(0, 1fr))", "2px", "0.88rem"));
globalStyle(`${facts} dt`, { color: neutral.muted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600, fontVariantNumeric: "tabular-nums" });
export const factPair = style({
  display: "flex",
  justifyContent: "space-between",
  gap: space.sm,
  borderBottom: `1px dotted ${neutral.border}`,
});
export const more = style({ fontSize: "0.85rem", fontWeight: 600, color: vars.color.primary["700"] });
export const details = style({
  borderTop: `1px solid ${neutral.border}`,
  paddingTop: space.sm,
  display: "grid",
  gap: space.sm,
  fontSize: "0.88rem",
});
export const detailsTitle = style({
  fontSize: "0.8rem",
  textTransform: "uppercase",
  letterSpacing: "0.05em",
  color: neutral.muted,
  margin: 0,
});
export const awards = style({ margin: 0, fontSize: "0.85rem" });

export const breadcrumb = style({ fontSize: "0.9rem", marginBottom: space.sm });
globalStyle(`${breadcrumb} ol`, {
  listStyle: "none",
  display: "flex",
  gap: space.xs,
  padding: 0,
  margin: 0,
  flexWrap: "wrap",
});
globalStyle(`${breadcrumb} li + li::before`, { content: '"›"', marginRight: space.xs, color: neutral.muted });

export const header = style({
  display: "flex",
  gap: space.md,
  alignItems: "center",
  flexWrap: "wrap",
  marginBottom: space.md,
});
export const jersey = style({
  width: "3.5rem",
  height: "3.5rem",
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  background: vars.solid.primary["600"],
  color: "#fff",
  fontWeight: 800,
  fontSize: "1.3rem",
  position: "relative",
});
export const activeDot = style({
  position: "absolute",
  right: 0,
  bottom: 0,
  width: "0.9rem",
  height: "0.9rem",
  borderRadius: "50%",
  background: tone.green,
  border: `2px solid ${neutral.surface}`,
});
export const sections = style({ display: "grid", gap: space.sm, marginTop: space.md });
export const seasonTable = style({ marginTop: space.lg, minWidth: 0, maxWidth: "100%" });
/** One season of an award list: the list wraps between seasons, never inside "2003-04 (AL)". */
export const awardSeason = style({ whiteSpace: "nowrap" });
export const title = style({ color: tone.warning, fontWeight: 700 });
export const history = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: space.xs });
export const historyItem = style({
  display: "flex",
  flexWrap: "wrap",
  gap: space.sm,
  alignItems: "baseline",
  borderBottom: `1px solid ${neutral.border}`,
  paddingBottom: space.xs,
});
/** A club's part of a traded player's season, under the season's total. */
export const subRow = style({
  color: neutral.muted,
  fontSize: "0.85rem",
  // Desktop: the table's own size, so its links sit on the same centre line as every row's, 24 px from
  // their neighbours' (a smaller font moved them a quarter pixel, under the spacing axe target-size asks).
  "@media": { [breakpoint.lg]: { fontSize: "inherit" } },
});
/** The career totals row of a statistics table. */
export const totalRow = style({ fontWeight: 700, borderTop: `2px solid ${neutral.border}` });
/** The first row of a group within a table (a box score's bench, then its players who did not play). */
export const groupStart = style({});
// The table's cells draw its rules (a row's own border does not show): the group's first cells carry it.
globalStyle(`${groupStart} > th, ${groupStart} > td`, { borderTop: `2px solid ${neutral.border}` });
/** A statistics table wider than the page on desktop (20 batting columns) scrolls sideways in place. */
export const wideTable = style({ overflowX: "auto", maxWidth: "100%" });
// Inside its own scroller a sticky header row would sit below the page header's offset, over the rows.
globalStyle(`${wideTable} div[role="region"] table thead tr th`, { position: "static", top: 0 });
