import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, space, tone } from "~/styles/tokens";
import { capsTerm, chosenPill, factGrid, pillRow } from "~/components/ui/style-recipes";

// minmax(0, 1fr): a grid item's default min-width is its content's, so a wide table would widen
// the page on phones instead of scrolling inside its own box.
export const groups = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: space.lg });
// The hub lists every league's table (5,000+ elements): laying them all out was most of a phone's
// main-thread work on first load. Tables after the first are laid out and painted only as they near
// the screen; they stay in the document (find in page, links, assistive tech), and `auto` keeps
// each one's real height once it has been shown.
globalStyle(`${groups} > section + section`, {
  contentVisibility: "auto",
  containIntrinsicSize: "auto 1200px",
});
/** One league's table: on a phone its cells are narrower, so wins, losses and points fit the screen. */
export const league = style({});
globalStyle(`${league} table :is(th, td)`, {
  "@media": { "screen and (max-width: 767.98px)": { paddingLeft: "0.35rem", paddingRight: "0.35rem" } },
});
export const groupHeading = style({ fontSize: "1rem", fontWeight: 800, margin: `0 0 ${space.xs}` });
export const groupMeta = style({
  color: neutral.muted,
  fontWeight: 500,
  fontSize: "0.85rem",
  marginLeft: space.xs,
});
/** The leaders view's link to a league's full table, beside its heading. */
export const groupMore = style({ fontWeight: 500, fontSize: "0.85rem", marginLeft: space.sm });
export const note = style({ color: neutral.muted, fontSize: "0.9rem", margin: 0 });
export const afterTables = style({ marginTop: space.md });
export const switcher = style({
  ...pillRow,
  "@media": { [breakpoint.lg]: { margin: 0 } },
});
export const switchLink = style({
  display: "inline-block",
  padding: `0.3rem ${space.sm}`,
  borderRadius: "999px",
  border: `1px solid ${neutral.border}`,
  textDecoration: "none",
  color: "inherit",
  fontWeight: 600,
  fontSize: "0.9rem",
  selectors: {
    '&[aria-current="page"]': chosenPill("600"),
  },
  // Desktop: smaller pills share the title's row, so the table starts one row higher.
  "@media": { [breakpoint.lg]: { padding: `0.2rem 0.6rem`, fontSize: "0.85rem" } },
});
/** The hub's one-line lead beside the title and the sport switcher. */
export const compactLead = style({ "@media": { [breakpoint.lg]: { fontSize: "0.9rem" } } });
export const rank = style({ fontWeight: 700, textAlign: "right", whiteSpace: "nowrap" });
// Rank colours (docs/constants.md#thresholds): first, up to 3, up to 8.
export const rankFirst = style({ color: tone.warning });
export const rankTop3 = style({ color: vars.color.primary["700"] });
export const rankTop8 = style({ color: tone.success });
export const rankMark = style({
  display: "inline-block",
  width: "0.5rem",
  height: "0.5rem",
  borderRadius: "50%",
  marginRight: "0.3rem",
  verticalAlign: "0.1em",
});
globalStyle(`${rankFirst} ${rankMark}`, { background: tone.gold });
globalStyle(`${rankTop3} ${rankMark}`, { background: vars.color.primary["500"] });
globalStyle(`${rankTop8} ${rankMark}`, { background: tone.green });
export const toggle = style({
  all: "unset",
  cursor: "pointer",
  fontWeight: 600,
  display: "inline-flex",
  alignItems: "center",
  gap: "0.3rem",
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.primary["500"]}`, outlineOffset: 2 } },
});
export const dagger = style({ color: neutral.muted, fontWeight: 700, marginLeft: "0.2rem" });
export const detailRow = style({});
globalStyle(`${detailRow} > td`, { background: neutral.subtle });
export const detailList = style(factGrid("repeat(auto-fill, minmax(10rem, 1fr))", space.xs));
globalStyle(`${detailList} dt`, capsTerm("0.04em"));
globalStyle(`${detailList} dd`, { margin: 0, fontVariantNumeric: "tabular-nums" });
export const footnotes = style({
  margin: `${space.xs} 0 0`,
  paddingLeft: space.md,
  color: neutral.muted,
  fontSize: "0.85rem",
});
export const position = style({
  display: "block",
  fontSize: "0.65rem",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.03em",
  "@media": { [breakpoint.md]: { display: "inline", fontSize: "0.75rem", marginLeft: "0.35rem" } },
});
/** The team's name: from tablets up; on a phone it is read by assistive technology only (the link's name). */
export const teamName = style({
  "@media": {
    "screen and (max-width: 767.98px)": {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
});
// At least 24 px wide: a two-letter abbreviation beside the splits toggle is still a target of its own (axe target-size).
export const teamShort = style({
  display: "inline-block",
  minWidth: "1.6rem",
  "@media": { [breakpoint.md]: { display: "none" } },
});
export const divisionRow = style({});
globalStyle(`${divisionRow} th`, {
  textAlign: "left",
  fontSize: "0.78rem",
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  background: vars.color.primary["50"],
  color: vars.color.primary["900"],
  fontWeight: 800,
});
