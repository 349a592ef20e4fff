/**
 * Styles of the history views: head-to-head, the playoff bracket, the franchise timeline and
 * "On this day". Colours come from the shared tokens so text keeps AA contrast.
 */
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, radius, space } from "~/styles/tokens";
import { pageColumn } from "~/components/ui/style-recipes";

export const page = style(pageColumn);
export const title = style({ fontSize: "clamp(1.3rem, 3vw, 1.8rem)", fontWeight: 800, margin: 0 });
export const lead = style({ color: neutral.muted, margin: `${space.xs} 0 0`, maxWidth: "75ch" });
export const h2 = style({ fontSize: "1.1rem", margin: `${space.sm} 0 ${space.xs}` });
export const tiles = style({
  display: "grid",
  gap: space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(10.5rem, 1fr))",
  margin: 0,
  // Desktop: two compact rows of four, so the playoff series table starts on the first screen.
  "@media": { [breakpoint.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: space.xs } },
});
export const tile = style({
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.md,
  padding: `${space.sm} 0.75rem`,
  "@media": { [breakpoint.lg]: { padding: `${space.xs} ${space.sm}` } },
});
/** The head-to-head page on desktop: tighter gaps and one-line leads. */
export const denseLg = style({ "@media": { [breakpoint.lg]: { paddingTop: space.sm, gap: space.sm } } });
globalStyle(`${denseLg} ${lead}`, {
  "@media": { [breakpoint.lg]: { fontSize: "0.9rem", maxWidth: "none", marginTop: 0 } },
});
globalStyle(`${denseLg} ${title}`, { "@media": { [breakpoint.lg]: { fontSize: "1.5rem" } } });
globalStyle(`${tile} dt`, { fontSize: "0.8rem", color: neutral.muted });
globalStyle(`${tile} dd`, { margin: 0, fontWeight: 700, fontVariantNumeric: "tabular-nums" });
export const form = style({ display: "flex", flexWrap: "wrap", gap: space.sm, alignItems: "end" });
globalStyle(`${form} label`, { display: "grid", gap: "0.15rem", fontSize: "0.85rem", fontWeight: 600 });
globalStyle(`${form} select, ${form} input`, {
  minHeight: "2.25rem",
  padding: "0.2rem 0.4rem",
  maxWidth: "100%",
  font: "inherit",
});
export const button = style({
  minHeight: "2.25rem",
  padding: "0.3rem 0.9rem",
  border: 0,
  borderRadius: radius.sm,
  background: vars.solid.primary["700"],
  color: "#fff",
  fontWeight: 700,
  cursor: "pointer",
});
export const two = style({
  display: "grid",
  gap: space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [breakpoint.lg]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const list = style({ margin: 0, paddingLeft: "1.1rem", display: "grid", gap: "0.2rem" });
export const muted = style({ color: neutral.muted });
export const csv = style({ fontSize: "0.85rem", justifySelf: "start" });

// ---- bracket ------------------------------------------------------------------------------------

/** Rounds side by side from tablet width; stacked on phones, each round a readable column. */
export const bracket = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [breakpoint.md]: {
      gridAutoFlow: "column",
      gridAutoColumns: "minmax(12rem, 1fr)",
      gridTemplateColumns: "none",
      overflowX: "auto",
    },
  },
});
export const round = style({ display: "grid", gridTemplateRows: "auto 1fr", gap: space.sm });
export const roundSeries = style({
  display: "flex",
  flexDirection: "column",
  gap: space.sm,
  justifyContent: "space-around",
});
/** The final's column side by side with the others: its series at the top, on the first screen at 1280 px. */
export const finalSeries = style({
  "@media": { [breakpoint.md]: { justifyContent: "flex-start" } },
});
export const roundTitle = style({ fontSize: "0.95rem", margin: 0, fontWeight: 800 });
export const series = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.sm,
  background: neutral.surface,
  fontSize: "0.875rem",
});
export const seriesRow = style({
  display: "flex",
  justifyContent: "space-between",
  gap: space.sm,
  padding: "0.3rem 0.5rem",
});
export const winner = style({ fontWeight: 800 });
export const seriesLink = style({
  display: "block",
  padding: "0.25rem 0.5rem",
  borderTop: `1px solid ${neutral.border}`,
  fontSize: "0.8rem",
});

// ---- timeline -----------------------------------------------------------------------------------

export const chart = style({
  width: "100%",
  height: "auto",
  maxHeight: "16rem",
  display: "block",
  overflow: "visible",
});
export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: space.md,
  fontSize: "0.85rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
