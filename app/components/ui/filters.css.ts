import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, radius, space } from "~/styles/tokens";

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: space.sm,
  padding: space.sm,
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.md,
  marginBottom: space.md,
  // Dense pages (a table's first 25 rows on a 1280x800 screen): on desktop the filters are one
  // short row, each label beside its field.
  "@media": {
    [breakpoint.lg]: { alignItems: "center", padding: `2px ${space.sm}`, marginBottom: space.xs },
  },
});
export const field = style({
  display: "grid",
  gap: "2px",
  // Two fields a row on a 390 px phone: the table they filter starts on the first screen.
  minWidth: "9rem",
  flex: "1 1 9rem",
  "@media": {
    [breakpoint.lg]: {
      display: "flex",
      alignItems: "center",
      gap: space.sm,
      minWidth: "9rem",
      flex: "1 1 9rem",
    },
  },
});
export const label = style({
  fontSize: "0.78rem",
  fontWeight: 700,
  color: neutral.strong,
  "@media": { [breakpoint.lg]: { whiteSpace: "nowrap", flex: "none" } },
});
export const input = style({
  // The field's width, never the input's intrinsic one (a search box would overlap its neighbour).
  width: "100%",
  minWidth: 0,
  boxSizing: "border-box",
  minHeight: "40px",
  padding: `0 ${space.md}`,
  borderRadius: radius.md,
  border: `1px solid ${neutral.field}`,
  // Desktop: 28 px fields keep the filter row short (targets of 24 px or more, WCAG 2.5.8).
  "@media": { [breakpoint.lg]: { minHeight: "28px", padding: `0 ${space.sm}` } },
  background: neutral.surface,
  font: "inherit",
  color: neutral.text,
  selectors: {
    "&:focus": { borderColor: vars.color.primary["600"], outline: `2px solid ${vars.color.primary["200"]}` },
  },
});
export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space.sm,
  minHeight: "40px",
  fontWeight: 600,
});
export const apply = style({
  minHeight: "40px",
  "@media": { [breakpoint.lg]: { minHeight: "28px" } },
  padding: `0 ${space.lg}`,
  borderRadius: radius.md,
  border: 0,
  background: vars.solid.primary["600"],
  color: "#ffffff",
  fontWeight: 700,
  cursor: "pointer",
});

/**
 * A filter bar with the page's own actions (a count, the CSV of the whole view) at its right on
 * desktop, so they take no line of their own; on a phone they follow the bar.
 */
export const filterRow = style({
  "@media": {
    [breakpoint.lg]: { display: "flex", alignItems: "center", gap: space.md, marginBottom: space.xs },
  },
});
globalStyle(`${filterRow} > *`, { "@media": { [breakpoint.lg]: { marginTop: 0, marginBottom: 0 } } });
globalStyle(`${filterRow} > ${bar}`, { "@media": { [breakpoint.lg]: { flex: "1 1 auto" } } });
// The actions keep their one line: the fields give way.
globalStyle(`${filterRow} > :not(${bar})`, {
  "@media": { [breakpoint.lg]: { flex: "none", whiteSpace: "nowrap" } },
});
