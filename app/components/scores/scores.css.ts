import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, radius, shadow, space, tone } from "~/styles/tokens";
import { field } from "~/components/ui/filters.css";
import { raisedSurface } from "~/components/ui/surface";
import { factGrid } from "~/components/ui/style-recipes";

export const page = style({ paddingTop: space.lg, paddingBottom: space.xl });
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: space.sm,
  marginBottom: space.sm,
});
export const title = style({
  fontSize: "clamp(1.4rem, 3vw, 1.9rem)",
  fontWeight: 800,
  margin: 0,
  letterSpacing: "-0.01em",
});
export const range = style({ color: neutral.muted, margin: 0, fontVariantNumeric: "tabular-nums" });
export const quick = style({ display: "flex", gap: space.sm, flexWrap: "wrap", margin: `${space.sm} 0` });

export const day = style({ marginTop: space.md });
export const dayTitle = style({
  fontSize: "1rem",
  fontWeight: 800,
  margin: `0 0 ${space.xs}`,
  padding: `${space.xs} 0`,
  borderBottom: `2px solid ${vars.color.primary["600"]}`,
});
export const league = style({ marginTop: space.sm });
export const leagueTitle = style({
  fontSize: "0.78rem",
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: neutral.muted,
  margin: `0 0 ${space.xs}`,
  fontWeight: 700,
});
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "0.4rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(14.5rem, 1fr))",
});

export const card = style({
  display: "block",
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.sm,
  boxShadow: shadow.card,
  padding: "0.35rem 0.55rem",
  color: neutral.text,
  textDecoration: "none",
  fontVariantNumeric: "tabular-nums",
  fontSize: "0.9rem",
  lineHeight: 1.35,
  selectors: { "&:hover, &:focus-visible": { borderColor: vars.color.primary["600"] } },
});
/** The link of a spoiler-safe card (its score is a control beside it, not inside). */
export const spoilerLink = style({
  display: "block",
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { textDecoration: "underline" } },
});
export const cardLive = style({ borderLeft: `3px solid ${tone.dangerSolid}` });
export const cardTop = style({
  display: "flex",
  justifyContent: "space-between",
  gap: space.sm,
  fontSize: "0.75rem",
  color: neutral.muted,
  marginBottom: "0.1rem",
});
export const row = style({
  display: "flex",
  justifyContent: "space-between",
  gap: space.sm,
  alignItems: "baseline",
});
export const team = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const abbr = style({ display: "inline-block", minWidth: "2.6rem", fontWeight: 700 });
export const winner = style({ fontWeight: 800 });
export const score = style({ fontWeight: 700, minWidth: "1.5rem", textAlign: "right" });
export const dash = style({ color: neutral.muted, minWidth: "1.5rem", textAlign: "right" });
export const detail = style({
  fontSize: "0.75rem",
  color: neutral.muted,
  marginTop: "0.1rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const live = style({
  display: "inline-block",
  background: tone.dangerSolid,
  color: "#fff",
  fontWeight: 800,
  fontSize: "0.7rem",
  letterSpacing: "0.06em",
  padding: "0 0.35rem",
  borderRadius: radius.sm,
});
export const finalLabel = style({ fontWeight: 700, color: neutral.text });
export const pending = style({ color: tone.warning, fontWeight: 600 });

// ---- game detail ---------------------------------------------------------------------------------

export const back = style({ display: "inline-block", marginBottom: space.sm, fontSize: "0.9rem" });
export const scoreboard = style({
  display: "grid",
  gridTemplateColumns: "1fr auto 1fr",
  alignItems: "center",
  gap: space.md,
  ...raisedSurface("md"),
  padding: space.md,
  fontVariantNumeric: "tabular-nums",
});
export const side = style({ display: "grid", gap: "0.15rem" });
export const sideHome = style({ textAlign: "right" });
export const sideName = style({ fontSize: "1.05rem", fontWeight: 700 });
export const bigScore = style({ fontSize: "2rem", fontWeight: 800 });
export const middle = style({ textAlign: "center", display: "grid", gap: "0.2rem", justifyItems: "center" });
export const summaryText = style({ color: neutral.muted, fontSize: "0.9rem", margin: `${space.sm} 0 0` });
export const panels = style({
  display: "grid",
  gap: space.md,
  marginTop: space.md,
  "@media": { [breakpoint.md]: { gridTemplateColumns: "1fr 1fr" } },
});
export const panel = style({
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.md,
  padding: space.md,
});
export const panelTitle = style({ fontSize: "1rem", fontWeight: 800, margin: `0 0 ${space.sm}` });
export const facts = style(factGrid("max-content 1fr", "0.3rem", "0.92rem"));
globalStyle(`${facts} dt`, { color: neutral.muted });
globalStyle(`${facts} dd`, { margin: 0 });

/** Start and end side by side on phones (they are one range); part of the bar's row on wider screens. */
export const dates = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: space.sm,
  "@media": { [breakpoint.md]: { display: "contents" } },
});
globalStyle(`${dates} > ${field}`, { "@media": { "screen and (max-width: 767px)": { minWidth: 0 } } });
// Two date controls share a phone's width: less inner padding so 'MM/dd/yyyy ▾' fits in each.
globalStyle(`${dates} input, ${dates} [role="group"]`, {
  "@media": { "screen and (max-width: 767px)": { paddingLeft: space.sm, paddingRight: space.sm } },
});

// Line score by inning: scrolls sideways on a phone with the team column frozen.
export const lineScoreWrap = style({ overflowX: "auto", maxWidth: "100%", marginTop: space.md });
export const lineScore = style({
  borderCollapse: "collapse",
  fontSize: "0.9rem",
  fontVariantNumeric: "tabular-nums",
});
globalStyle(`${lineScore} th, ${lineScore} td`, {
  padding: "0.25rem 0.5rem",
  textAlign: "center",
  borderBottom: `1px solid ${neutral.border}`,
});
globalStyle(`${lineScore} th:first-child, ${lineScore} td:first-child`, {
  position: "sticky",
  left: 0,
  background: neutral.surface,
  textAlign: "left",
  whiteSpace: "nowrap",
});
export const lineScoreTotal = style({ fontWeight: 800 });
export const sourceNote = style({ color: neutral.muted, fontSize: "0.8rem", margin: `${space.md} 0 0` });
/** The list of a season's undated games (one line a game). */
export const undatedList = style({ paddingLeft: space.md, display: "grid", gap: "0.2rem", lineHeight: 1.5 });
