import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, radius, shadow, space, tone } from "~/styles/tokens";
import { tab, tabPanel, tabs } from "~/components/ui/widgets.css";
import { field } from "~/components/ui/filters.css";
import { factGrid, pageColumn } from "~/components/ui/style-recipes";

// minmax(0, 1fr): a wide table scrolls inside its own box instead of widening the page on phones.
export const page = style(pageColumn);
export const stack = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: space.md });
export const pageTitle = style({
  fontSize: "clamp(1.4rem, 3vw, 1.9rem)",
  fontWeight: 800,
  margin: 0,
  letterSpacing: "-0.01em",
});
export const lead = style({ color: neutral.muted, margin: `${space.xs} 0 0`, maxWidth: "75ch" });
export const muted = style({ color: neutral.muted });
export const small = style({ fontSize: "0.85rem", color: neutral.muted, margin: 0 });
/** A link under a list of links ('Full schedule'): a little below it, so their links are 24 px apart (WCAG 2.5.8). */
export const listFoot = style([small, { marginTop: space.xs }]);

// ---- directory cards ----------------------------------------------------------------------------

export const cardGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(15.5rem, 1fr))",
});
export const teamCard = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `0.15rem ${space.sm}`,
  alignItems: "start",
  padding: `${space.sm} 0.75rem`,
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.md,
  color: "inherit",
  textDecoration: "none",
  height: "100%",
  selectors: {
    "&:hover": { borderColor: vars.color.primary["400"], boxShadow: shadow.card },
    "&:focus-visible": { outline: `2px solid ${vars.color.primary["600"]}`, outlineOffset: "2px" },
  },
});
export const abbr = style({
  gridRow: "span 2",
  minWidth: "2.9rem",
  padding: "0.35rem 0.3rem",
  borderRadius: radius.sm,
  background: vars.solid.primary["600"],
  color: "#fff",
  fontWeight: 800,
  fontSize: "0.8rem",
  textAlign: "center",
  letterSpacing: "0.03em",
});
export const cardName = style({ fontWeight: 700, lineHeight: 1.25 });
export const cardLine = style({ fontSize: "0.82rem", color: neutral.muted, lineHeight: 1.3 });
export const cardFacts = style({
  gridColumn: "1 / -1",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1.2fr)",
  gap: space.xs,
  margin: `${space.xs} 0 0`,
  paddingTop: space.xs,
  borderTop: `1px solid ${neutral.border}`,
  fontSize: "0.8rem",
});
globalStyle(`${cardFacts} dt`, {
  color: neutral.muted,
  fontSize: "0.7rem",
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});
globalStyle(`${cardFacts} dd`, {
  margin: 0,
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const sectionTitle = style({
  fontSize: "1.1rem",
  fontWeight: 800,
  margin: `${space.sm} 0 ${space.xs}`,
});

// ---- team header --------------------------------------------------------------------------------

export const header = style({
  display: "flex",
  gap: space.sm,
  alignItems: "center",
  "@media": { [breakpoint.md]: { gap: space.md } },
});
export const bigAbbr = style([
  abbr,
  {
    gridRow: "auto",
    flexShrink: 0,
    fontSize: "0.95rem",
    padding: "0.55rem 0.4rem",
    minWidth: "3.3rem",
    "@media": { [breakpoint.md]: { fontSize: "1.1rem", padding: "0.7rem 0.6rem", minWidth: "4rem" } },
  },
]);
export const badges = style({ display: "flex", gap: space.xs, flexWrap: "wrap", marginTop: space.xs });
export const crumbs = style({ fontSize: "0.85rem", color: neutral.muted, margin: 0 });
globalStyle(`${crumbs} ol`, {
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  gap: space.xs,
  margin: 0,
  padding: 0,
});
globalStyle(`${crumbs} li + li::before`, { content: '"›"', marginRight: space.xs });
globalStyle(`${crumbs} a`, { color: vars.color.primary["700"] });

// ---- seasons grid -------------------------------------------------------------------------------

export const seasonGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "0.3rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(5.3rem, 1fr))",
});
export const seasonChip = style({
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
  padding: "0.2rem 0.3rem",
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.sm,
  background: neutral.surface,
  textAlign: "center",
  fontSize: "0.78rem",
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
  color: vars.color.primary["800"],
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.primary["400"] },
    '&[aria-current="page"]': { background: vars.solid.primary["600"], color: "#fff" },
  },
});
export const titleChip = style({
  background: vars.color.accent["50"],
  borderColor: vars.color.accent["300"],
  fontWeight: 700,
});

// ---- overview layout ----------------------------------------------------------------------------

export const columns = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: space.md,
  "@media": { [breakpoint.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(16rem, 1fr)" } },
});
export const side = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: space.md,
  alignContent: "start",
});
export const panel = style({
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.md,
  padding: `${space.sm} 0.75rem`,
});
export const panelTitle = style({ fontSize: "0.95rem", fontWeight: 800, margin: `0 0 ${space.xs}` });
export const facts = style(factGrid("auto 1fr", "0.15rem", "0.88rem"));
globalStyle(`${facts} dt`, { color: neutral.muted });
globalStyle(`${facts} dd`, { margin: 0, fontVariantNumeric: "tabular-nums" });
export const titleList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "0.2rem",
  fontSize: "0.88rem",
});
export const titleRow = style({ background: vars.color.accent["50"] });
export const trophy = style({ color: vars.color.accent["700"], marginRight: "0.2rem" });
export const result = style({ whiteSpace: "nowrap" });
export const win = style({ color: tone.success, fontWeight: 700 });
export const loss = style({ color: tone.danger, fontWeight: 700 });
export const note = style({ fontSize: "0.82rem", color: neutral.muted, margin: `${space.xs} 0` });
export const selector = style({ display: "flex", gap: space.sm, alignItems: "end", flexWrap: "wrap" });

/** The overview's four panels side by side on wide screens, stacked on phones. */
export const panels = style({
  display: "grid",
  gap: space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
  alignItems: "start",
});

// ---- a team season's page: 25 table rows on the first desktop screen ------------------------------

/** The season page on desktop: tighter gaps, the season picker beside the header, a smaller header. */
export const seasonPage = style({ "@media": { [breakpoint.lg]: { paddingTop: space.xs, gap: space.xs } } });
export const seasonHead = style({
  "@media": {
    [breakpoint.lg]: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: space.md,
      flexWrap: "wrap",
    },
  },
});
// The team's name, badges and facts flow as one line where they fit (wrapping where they do not):
// a season's schedule keeps its 25th row on the first desktop screen.
globalStyle(`${seasonPage} ${header} ${pageTitle}`, {
  "@media": {
    [breakpoint.lg]: {
      fontSize: "1.35rem",
      lineHeight: 1.1,
      display: "inline",
      marginRight: space.sm,
      verticalAlign: "middle",
    },
  },
});
// The season's title beside the header keeps no margins of its own: the header row is as tall as the team's name and badges.
globalStyle(`${seasonPage} ${seasonHead} ${sectionTitle}`, { "@media": { [breakpoint.lg]: { margin: 0 } } });
globalStyle(`${seasonPage} ${bigAbbr}`, {
  "@media": { [breakpoint.lg]: { fontSize: "0.95rem", padding: "0.45rem 0.4rem", minWidth: "3.3rem" } },
});
globalStyle(`${seasonPage} ${tabs}`, { "@media": { [breakpoint.lg]: { gap: space.xs } } });
globalStyle(`${seasonPage} ${tab}`, { "@media": { [breakpoint.lg]: { minHeight: "30px" } } });
globalStyle(`${seasonPage} ${tabPanel} ${sectionTitle}`, { "@media": { [breakpoint.lg]: { marginTop: 0 } } });
// The badges and the founded / titles line share one line.
globalStyle(`${seasonPage} ${header} ${badges}`, {
  "@media": {
    [breakpoint.lg]: { display: "inline-flex", verticalAlign: "middle", marginTop: 0, marginRight: space.sm },
  },
});
globalStyle(`${seasonPage} ${header} ${small}`, {
  "@media": { [breakpoint.lg]: { display: "inline", fontSize: "0.8rem" } },
});
// Two facts on one line (the title count, then how titles are counted) need a separator between them.
globalStyle(`${seasonPage} ${header} ${small} + ${small}::before`, {
  "@media": { [breakpoint.lg]: { content: '" · "' } },
});
// The breadcrumbs and the team's header take the room the season's title and picker leave, wrapping inside it.
export const seasonLead = style({
  display: "grid",
  gap: space.xs,
  "@media": { [breakpoint.lg]: { flex: "1 1 0", minWidth: 0, gap: "2px" } },
});
// The picker's label above its field: the header beside it keeps the width to stay one line.
globalStyle(`${seasonHead} ${selector} ${field}`, {
  "@media": { [breakpoint.lg]: { display: "grid", gap: 0, minWidth: "auto", flex: "none" } },
});
