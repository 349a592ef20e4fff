import { globalStyle, style } from "@vanilla-extract/css";
import { neutral, space } from "~/styles/tokens";

/** The criteria form: the choices, then a grid of statistics with their least and most values. */
export const form = style({ display: "grid", gap: space.sm, margin: `${space.sm} 0` });
// Its selects hold phrases ("Player seasons", "Any team"), not years: a field keeps room for them
// instead of clipping them at 1280 px.
globalStyle(`${form} label:has(> select)`, { minWidth: "13rem", flex: "1 1 13rem" });
export const criteria = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
  gap: `${space.xs} ${space.md}`,
  border: `1px solid ${neutral.border}`,
  borderRadius: 6,
  padding: space.sm,
  margin: 0,
});
export const criterion = style({
  display: "grid",
  gridTemplateColumns: "minmax(6rem, 1fr) 4.5rem 4.5rem",
  alignItems: "center",
  gap: space.xs,
  fontSize: "0.9rem",
});
export const number = style({ width: "100%", minHeight: 32, padding: "2px 6px" });
export const errors = style({
  border: `2px solid ${neutral.border}`,
  borderLeftWidth: 6,
  padding: space.sm,
  margin: `${space.sm} 0`,
});
