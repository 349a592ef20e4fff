import { style } from "@vanilla-extract/css";
import { neutral, space } from "~/styles/tokens";

// Long URLs, paths and licence statements wrap instead of widening a phone's page.
export const page = style({ padding: `${space.xl} 0`, lineHeight: 1.6, overflowWrap: "anywhere" });
/** A table that may still be wider than a phone scrolls inside its own box. */
export const scroll = style({ overflowX: "auto", maxWidth: "100%" });
export const lead = style({ maxWidth: "72ch" });
export const toc = style({ display: "flex", flexWrap: "wrap", gap: `${space.xs} ${space.md}`, padding: 0, listStyle: "none" });
export const operation = style({ borderTop: `1px solid ${neutral.border}`, padding: `${space.md} 0` });
export const path = style({ fontSize: "1.05rem", margin: 0, overflowWrap: "anywhere" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.9rem", margin: `${space.sm} 0` });
export const cell = style({
  textAlign: "left",
  verticalAlign: "top",
  padding: `2px ${space.sm}`,
  borderBottom: `1px solid ${neutral.border}`,
  overflowWrap: "normal",
});
export const caption = style({ textAlign: "left", captionSide: "top", fontWeight: 600, padding: `${space.xs} 0` });
export const code = style({ overflowWrap: "anywhere" });
