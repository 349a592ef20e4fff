import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { radius, space } from "~/styles/tokens";

// The theme choice sits in the footer, on the site's dark solid colour in both modes.
export const themeForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space.sm,
  marginTop: space.lg,
});
export const themeLabel = style({
  fontWeight: 700,
  fontSize: "0.85rem",
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  color: "#ffffff",
});
export const themeButtons = style({
  display: "inline-flex",
  border: "1px solid rgba(255,255,255,.6)",
  borderRadius: radius.pill,
  overflow: "hidden",
});
export const themeButton = style({
  minHeight: "36px",
  minWidth: "44px",
  padding: `0 ${space.md}`,
  border: 0,
  background: "transparent",
  color: "#ffffff",
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { background: "#ffffff", color: vars.solid.primary["900"] },
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: "3px solid #ffffff", outlineOffset: "-3px" },
  },
});
