import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, radius, space } from "~/styles/tokens";

export const strip = style({
  marginBottom: space.md,
  "@media": { [breakpoint.lg]: { marginBottom: space.sm } },
});
// The strip's heading is for assistive technology only: its default margins took 40 px of screen.
globalStyle(`${strip} > h2`, { margin: 0 });
export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  margin: 0,
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.md,
  "@media": {
    [breakpoint.md]: { gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))" },
    // Desktop: one short line (label and figure side by side), so the table starts higher.
    [breakpoint.lg]: { display: "flex", flexWrap: "wrap" },
  },
});
export const item = style({
  padding: `${space.sm} ${space.md}`,
  borderLeft: `3px solid ${vars.color.primary["500"]}`,
  selectors: { "& + &": { borderLeftColor: vars.color.primary["200"] } },
  "@media": {
    [breakpoint.lg]: {
      display: "flex",
      alignItems: "baseline",
      gap: space.sm,
      flex: "1 1 auto",
      padding: `1px ${space.md}`,
    },
  },
});
export const label = style({
  fontSize: "0.72rem",
  textTransform: "uppercase",
  letterSpacing: "0.05em",
  fontWeight: 700,
  color: neutral.strong,
});
export const value = style({
  margin: 0,
  fontSize: "1.35rem",
  fontWeight: 800,
  lineHeight: 1.2,
  fontVariantNumeric: "tabular-nums",
  "@media": { [breakpoint.lg]: { fontSize: "1.05rem" } },
});
export const text = style({ margin: 0, fontSize: "1rem", fontWeight: 700, lineHeight: 1.3 });
export const hint = style({ margin: 0, fontSize: "0.8rem", color: neutral.muted });
