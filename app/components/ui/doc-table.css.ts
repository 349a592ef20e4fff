import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { neutral, space } from "~/styles/tokens";

/** A table that may still be wider than a phone scrolls inside its own box. */
export const scroll = style({ overflowX: "auto", maxWidth: "100%" });
const base = style({ width: "100%", borderCollapse: "collapse" });
export const table = styleVariants({
  // Reference tables (API, downloads): compact rows, like the rest of a statistics site.
  dense: [base, { fontSize: "0.9rem", margin: `${space.sm} 0` }],
  // Legal tables sit in reading prose: roomier rows.
  roomy: [base, { marginTop: space.md }],
});
export const caption = style({
  textAlign: "left",
  captionSide: "top",
  fontWeight: 600,
  padding: `${space.xs} 0`,
});
// Reference cells keep words whole (their pages break long URLs anywhere); legal cells break
// anywhere, so a four-column table of cookies fits a 390 px phone without scrolling.
for (const [density, padding, overflowWrap] of [
  ["dense", `2px ${space.sm}`, "normal"],
  ["roomy", space.sm, "anywhere"],
] as const) {
  globalStyle(`${table[density]} :is(th, td)`, {
    textAlign: "left",
    verticalAlign: "top",
    padding,
    borderBottom: `1px solid ${neutral.border}`,
    overflowWrap,
  });
}
