import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, radius, space } from "~/styles/tokens";
import { accentedSurface } from "~/components/ui/surface";
import { boldCapsLabel } from "~/components/ui/style-recipes";

export const page = style({ display: "grid", gap: space.lg, paddingTop: space.lg, paddingBottom: space.xl });
export const pageHeader = style({ display: "grid", gap: space.xs });
export const pageTitle = style({ margin: 0, fontSize: "1.8rem", color: vars.color.primary["800"] });
export const lead = style({ margin: 0, color: neutral.muted, maxWidth: "60rem" });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: space.sm,
});
export const toolbarForm = style({ flex: "1 1 28rem" });
export const actions = style({
  display: "flex",
  gap: space.sm,
  alignItems: "center",
  flexWrap: "wrap",
  paddingBottom: space.sm,
});
export const shareStatus = style({ fontSize: "0.85rem", color: neutral.muted, minWidth: "6rem" });

export const kpis = style({
  display: "grid",
  gap: space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const kpi = style({
  ...accentedSurface("md", 4),
  padding: space.md,
  display: "grid",
  gap: "2px",
  alignContent: "start",
});
export const kpiLabel = style(boldCapsLabel);
export const kpiValue = style({
  margin: 0,
  fontSize: "1.9rem",
  fontWeight: 800,
  lineHeight: 1.15,
  fontVariantNumeric: "tabular-nums",
  color: vars.color.primary["800"],
});
export const kpiSubject = style({ margin: 0, fontWeight: 700 });
export const kpiDetail = style({
  margin: 0,
  fontSize: "0.85rem",
  color: neutral.muted,
  fontVariantNumeric: "tabular-nums",
});
export const kpiEmpty = style({ margin: `${space.sm} 0 0`, fontWeight: 600, color: neutral.muted });

export const charts = style({
  display: "grid",
  gap: space.md,
  "@media": { [breakpoint.lg]: { gridTemplateColumns: "1fr 1fr" } },
});
export const figure = style({
  margin: 0,
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.md,
  padding: space.md,
  display: "grid",
  gap: space.sm,
  alignContent: "start",
  minWidth: 0,
});
export const figureTitle = style({ margin: 0, fontSize: "1rem" });
export const svg = style({
  width: "100%",
  height: "auto",
  display: "block",
  maxWidth: "480px",
  alignSelf: "start",
});
export const barFill = style({ fill: vars.color.primary["700"] });
export const barTrack = style({ fill: neutral.subtle });
export const axis = style({ stroke: neutral.border, strokeWidth: 1 });
export const chartText = style({ fill: neutral.text, fontSize: "12px", fontVariantNumeric: "tabular-nums" });
export const chartMuted = style({
  fill: neutral.muted,
  fontSize: "11px",
  fontVariantNumeric: "tabular-nums",
});
export const lineColors = styleVariants({
  0: { stroke: vars.color.primary["700"] },
  1: { stroke: vars.color.secondary["700"] },
  2: { stroke: neutral.faint },
  3: { stroke: vars.color.primary["300"] },
});
export const dotColors = styleVariants({
  0: { fill: vars.color.primary["700"] },
  1: { fill: vars.color.secondary["700"] },
  2: { fill: neutral.faint },
  3: { fill: vars.color.primary["300"] },
});
export const line = style({
  fill: "none",
  strokeWidth: 2.5,
  strokeLinejoin: "round",
  strokeLinecap: "round",
});
export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
  fontSize: "0.85rem",
});
export const legendSwatch = style({
  display: "inline-block",
  width: "0.9rem",
  height: "0.25rem",
  marginRight: space.xs,
  verticalAlign: "middle",
  borderRadius: radius.sm,
});
export const swatchColors = styleVariants({
  0: { background: vars.color.primary["700"] },
  1: { background: vars.color.secondary["700"] },
  2: { background: neutral.faint },
  3: { background: vars.color.primary["300"] },
});
export const dataDetails = style({ fontSize: "0.85rem" });
export const dataSummary = style({ cursor: "pointer", color: vars.color.primary["700"], fontWeight: 600 });
export const dataTable = style({
  borderCollapse: "collapse",
  width: "100%",
  marginTop: space.sm,
  fontVariantNumeric: "tabular-nums",
});
export const dataCell = style({
  padding: "2px 6px",
  borderBottom: `1px solid ${neutral.border}`,
  textAlign: "left",
});
export const dataNum = style([dataCell, { textAlign: "right" }]);

export const insights = style({
  background: vars.color.primary["50"],
  border: `1px solid ${vars.color.primary["100"]}`,
  borderRadius: radius.md,
  padding: space.md,
});
export const insightsTitle = style({
  margin: `0 0 ${space.sm}`,
  fontSize: "1.1rem",
  color: vars.color.primary["800"],
});
export const insightList = style({ margin: 0, paddingLeft: "1.2rem", display: "grid", gap: space.xs });
export const notes = style({ margin: 0, fontSize: "0.85rem", color: neutral.muted });
