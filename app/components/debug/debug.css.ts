import { style } from "@vanilla-extract/css";
import { neutral, space } from "~/styles/tokens";

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${space.xs} ${space.md}`,
  margin: 0,
});
export const scales = style({
  display: "grid",
  gap: space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
});
export const scaleName = style({ textTransform: "capitalize", fontSize: "1rem" });
export const swatches = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: space.xs });
export const swatch = style({ display: "flex", alignItems: "center", gap: space.sm, fontSize: "0.9rem" });
export const chip = style({
  width: "1.5rem",
  height: "1.5rem",
  borderRadius: "4px",
  border: `1px solid ${neutral.border}`,
});
