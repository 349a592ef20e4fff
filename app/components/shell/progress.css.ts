import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { siteHeaderHeight } from "~/styles/tokens";

const grow = keyframes({ from: { transform: "scaleX(0.05)" }, to: { transform: "scaleX(0.85)" } });

export const bar = style({
  position: "fixed",
  top: `calc(${siteHeaderHeight} - 1px)`,
  left: 0,
  right: 0,
  height: "3px",
  zIndex: 55,
  transformOrigin: "left",
  background: vars.color.accent["500"],
  opacity: 0,
  transition: "opacity 200ms",
  selectors: {
    '&[data-busy="true"]': { opacity: 1, animation: `${grow} 2s ease-out forwards` },
  },
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      selectors: { '&[data-busy="true"]': { animation: "none", transform: "scaleX(1)" } },
    },
  },
});
