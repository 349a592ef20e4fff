import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, shadow, space } from "~/styles/tokens";
import { stackedSurface } from "~/components/ui/surface";

export const page = style({ display: "grid", gap: space.xl, paddingTop: space.lg, paddingBottom: space.xl });
export const pageTitle = style({ margin: 0, fontSize: "1.8rem", color: vars.color.primary["800"] });
export const lead = style({ margin: 0, color: neutral.muted, maxWidth: "60rem" });
export const cards = style({
  display: "grid",
  gap: space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const card = style(stackedSurface(space.sm));
export const cardHead = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.sm,
  color: vars.color.primary["700"],
});
export const cardTitle = style({ margin: 0, fontSize: "1.1rem" });
export const cardText = style({ margin: 0, color: neutral.muted });
export const plans = style({
  display: "grid",
  gap: space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [breakpoint.md]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});
export const plan = style([card, { position: "relative" }]);
export const planPopular = style([
  card,
  { position: "relative", border: `2px solid ${vars.color.primary["600"]}`, boxShadow: shadow.raised },
]);
export const price = style({
  margin: 0,
  fontSize: "2.2rem",
  fontWeight: 800,
  fontVariantNumeric: "tabular-nums",
  color: vars.color.primary["800"],
});
export const period = style({
  fontSize: "1rem",
  fontWeight: 600,
  color: neutral.muted,
  marginLeft: space.xs,
});
export const planList = style({ margin: 0, paddingLeft: "1.1rem", display: "grid", gap: space.xs });
export const sectionTitle = style({ margin: `0 0 ${space.md}`, fontSize: "1.4rem" });
