import { style } from "@vanilla-extract/css";
import { neutral, radius, space } from "~/styles/tokens";

export const citation = style({ margin: `${space.lg} 0 0`, fontSize: "0.85rem", color: neutral.muted });
export const line = style({ margin: `${space.sm} 0` });
export const block = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  background: neutral.subtle,
  color: neutral.text,
  padding: space.sm,
  borderRadius: radius.sm,
  margin: `0 0 ${space.sm}`,
  userSelect: "all",
});
export const copy = style({ font: "inherit", padding: `${space.xs} ${space.sm}`, cursor: "pointer" });
