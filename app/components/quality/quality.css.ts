import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, space, tone as tones } from "~/styles/tokens";
import { stackedSurface } from "~/components/ui/surface";

export const page = style({ display: "grid", gap: space.lg, paddingTop: space.lg, paddingBottom: space.xl });
export const pageTitle = style({ margin: 0, fontSize: "1.8rem", color: vars.color.primary["800"] });
export const lead = style({ margin: 0, color: neutral.muted, maxWidth: "60rem" });
export const computed = style({
  margin: 0,
  fontSize: "0.9rem",
  fontWeight: 600,
  fontVariantNumeric: "tabular-nums",
});

export const top = style({
  display: "grid",
  gap: space.md,
  "@media": { [breakpoint.md]: { gridTemplateColumns: "16rem 1fr" } },
});
export const panel = style({ ...stackedSurface(space.sm), minWidth: 0 });
export const panelTitle = style({ margin: 0, fontSize: "1.05rem" });
export const overall = style([
  panel,
  { textAlign: "center", justifyItems: "center", borderTop: `4px solid ${vars.color.primary["600"]}` },
]);
export const overallValue = style({
  margin: 0,
  fontSize: "3rem",
  fontWeight: 800,
  lineHeight: 1,
  fontVariantNumeric: "tabular-nums",
  color: vars.color.primary["800"],
});
export const muted = style({ margin: 0, color: neutral.muted, fontSize: "0.85rem" });

export const metrics = style({ display: "grid", gap: space.sm, listStyle: "none", margin: 0, padding: 0 });
export const metric = style({ display: "grid", gap: "2px" });
export const metricHead = style({
  display: "flex",
  justifyContent: "space-between",
  gap: space.sm,
  fontWeight: 700,
});
export const metricScore = style({ fontVariantNumeric: "tabular-nums" });
export const bar = style({ display: "block", width: "100%", height: "10px" });
export const barTrack = style({ fill: neutral.subtle });
/** The spec's bar colours: green at 95 or above, amber at 80 or above, else red (AA on white). */
export const tone = styleVariants({
  good: { fill: tones.barGood },
  fair: { fill: tones.barFair },
  poor: { fill: tones.barPoor },
});
export const toneText = styleVariants({
  good: { color: tones.success },
  fair: { color: tones.warning },
  poor: { color: tones.danger },
});

export const columns = style({
  display: "grid",
  gap: space.md,
  "@media": { [breakpoint.lg]: { gridTemplateColumns: "1fr 1fr" } },
});
export const list = style({ display: "grid", gap: space.sm, listStyle: "none", margin: 0, padding: 0 });
export const item = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: "2px 0.75rem",
  alignItems: "baseline",
  paddingBottom: space.sm,
  borderBottom: `1px solid ${neutral.border}`,
});
export const itemName = style({ fontWeight: 700 });
export const itemDetail = style({
  gridColumn: "1 / -1",
  margin: 0,
  fontSize: "0.85rem",
  color: neutral.muted,
});
export const num = style({ textAlign: "right", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });
export const cellDetail = style({ color: neutral.muted, fontSize: "0.85rem", minWidth: "16rem" });
export const cellLabel = style({ minWidth: "10rem" });
