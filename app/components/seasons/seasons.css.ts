import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { neutral, radius, space, tone } from "~/styles/tokens";
import { capsTerm, chosenPill, factGrid, pillRow } from "~/components/ui/style-recipes";

export const quick = style(pillRow);
export const quickLink = style({
  display: "inline-block",
  minWidth: "3.2rem",
  textAlign: "center",
  padding: `0.3rem ${space.sm}`,
  borderRadius: radius.md,
  border: `1px solid ${neutral.border}`,
  fontWeight: 700,
  textDecoration: "none",
  color: "inherit",
  selectors: {
    '&[aria-current="true"]': chosenPill("600"),
  },
});
export const cards = style({
  display: "grid",
  gap: space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: `${space.sm} 0`,
});
export const card = style({
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.lg,
  padding: space.sm,
  display: "grid",
  gap: space.xs,
});
export const cardTitle = style({ margin: 0, fontSize: "1rem", fontWeight: 800 });
globalStyle(`${cardTitle} a`, { color: "inherit" });
export const meta = style({
  margin: 0,
  color: neutral.muted,
  fontSize: "0.85rem",
  fontVariantNumeric: "tabular-nums",
});
export const cardFoot = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.xs,
  flexWrap: "wrap",
});
export const activeMark = style({ fontWeight: 700, color: tone.success, fontSize: "0.85rem" });
export const setButton = style({
  font: "inherit",
  fontSize: "0.85rem",
  fontWeight: 600,
  padding: `0.25rem ${space.sm}`,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.primary["600"]}`,
  background: "transparent",
  color: vars.color.primary["700"],
  cursor: "pointer",
});
export const facts = style(factGrid("repeat(auto-fill, minmax(12rem, 1fr))", space.xs));
globalStyle(`${facts} dt`, capsTerm("0.04em"));
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600, fontVariantNumeric: "tabular-nums" });
export const teamList = style({ columns: "14rem", listStyle: "none", padding: 0, margin: 0 });
export const round = style({ margin: `${space.sm} 0 ${space.xs}`, fontSize: "1rem" });
export const gameList = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: "0.2rem",
  fontVariantNumeric: "tabular-nums",
});
