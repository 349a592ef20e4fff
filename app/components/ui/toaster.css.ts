import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { shadow, radius, siteHeaderHeight, space } from "~/styles/tokens";

export const region = style({
  position: "fixed",
  top: `calc(${siteHeaderHeight} + 0.75rem)`,
  right: space.md,
  zIndex: 60,
  pointerEvents: "none",
});
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space.sm,
  justifyItems: "end",
});
export const toast = recipe({
  base: {
    pointerEvents: "auto",
    display: "flex",
    alignItems: "center",
    gap: space.md,
    maxWidth: "22rem",
    padding: `${space.sm} ${space.md}`,
    borderRadius: radius.md,
    boxShadow: shadow.raised,
    background: "#111827",
    color: "#ffffff",
    fontWeight: 600,
  },
  variants: {
    kind: {
      blank: {},
      custom: {},
      loading: {},
      success: { background: "#166534" },
      error: { background: "#991b1b" },
    },
  },
});
export const close = style({
  background: "transparent",
  border: 0,
  color: "inherit",
  fontSize: "1.25rem",
  cursor: "pointer",
  minWidth: "24px",
  minHeight: "24px",
});
