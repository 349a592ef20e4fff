import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { space } from "~/styles/tokens";

export const reveal = style({ display: "inline-block" });
export const revealBlock = style({ display: "block", margin: `${space.sm} 0` });
/** A 24 px target at least (axe target-size), clearly a control. */
export const summary = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "24px",
  marginRight: space.xs,
  cursor: "pointer",
  fontWeight: 600,
  color: vars.color.primary["700"],
  textDecoration: "underline",
  textUnderlineOffset: "2px",
});
