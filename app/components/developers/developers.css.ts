import { style } from "@vanilla-extract/css";
import { neutral, space } from "~/styles/tokens";

// Long URLs, paths and licence statements wrap instead of widening a phone's page.
export const page = style({ padding: `${space.xl} 0`, lineHeight: 1.6, overflowWrap: "anywhere" });
export const lead = style({ maxWidth: "72ch" });
export const toc = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${space.xs} ${space.md}`,
  padding: 0,
  listStyle: "none",
});
export const operation = style({ borderTop: `1px solid ${neutral.border}`, padding: `${space.md} 0` });
export const path = style({ fontSize: "1.05rem", margin: 0, overflowWrap: "anywhere" });
export const code = style({ overflowWrap: "anywhere" });
