import { style } from "@vanilla-extract/css";
import { neutral, space } from "~/styles/tokens";

export const article = style({ maxWidth: "72ch", padding: `${space.xl} 0`, lineHeight: 1.7 });
export const updated = style({ color: neutral.muted });
export const section = style({ marginTop: space.xl });
export const table = style({ width: "100%", borderCollapse: "collapse", marginTop: space.md });
// Long cookie names and values break anywhere, so the table fits a 390 px phone without scrolling.
export const cell = style({
  textAlign: "left",
  verticalAlign: "top",
  padding: space.sm,
  borderBottom: `1px solid ${neutral.border}`,
  overflowWrap: "anywhere",
});
export const attribution = style({ marginBottom: space.lg });
