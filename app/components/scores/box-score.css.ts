import { globalStyle, style } from "@vanilla-extract/css";
import { neutral, space } from "~/styles/tokens";

export const team = style({ marginTop: space.lg });
export const teamTitle = style({ fontSize: "1.05rem", fontWeight: 800, margin: `0 0 ${space.sm}` });
export const wrap = style({ overflowX: "auto", maxWidth: "100%" });
export const table = style({
  borderCollapse: "collapse",
  fontSize: "0.9rem",
  fontVariantNumeric: "tabular-nums",
  minWidth: "18rem",
});
globalStyle(`${table} th, ${table} td`, {
  padding: "0.25rem 0.5rem",
  textAlign: "right",
  borderBottom: `1px solid ${neutral.border}`,
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, {
  textAlign: "left",
  whiteSpace: "nowrap",
});
export const totals = style({ fontWeight: 700 });
export const position = style({ color: neutral.muted, marginLeft: "0.35rem", fontSize: "0.85rem" });
export const notes = style({ fontSize: "0.88rem", margin: `${space.xs} 0 ${space.md}`, lineHeight: 1.5 });
export const inning = style({ marginTop: space.md });
export const inningTitle = style({ fontSize: "0.98rem", fontWeight: 800, margin: `0 0 ${space.xs}` });
export const plays = style({ margin: 0, paddingLeft: "1.2rem", lineHeight: 1.5 });
export const score = style({ color: neutral.muted, fontVariantNumeric: "tabular-nums" });
/** Two clubs' tables side by side where the page is wide enough (the starting lineups). */
export const sideBySide = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${space.lg}`,
  alignItems: "flex-start",
});
