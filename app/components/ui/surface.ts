/**
 * The raised surface of cards and panels (background, border, corner, shadow), declared once:
 * spread into a component's own style, so each keeps its class name and adds its own spacing.
 */
import { vars } from "~/styles/theme.css";
import { neutral, radius, shadow, space } from "~/styles/tokens";

export function raisedSurface(corner: "md" | "lg") {
  return {
    background: neutral.surface,
    border: `1px solid ${neutral.border}`,
    borderRadius: radius[corner],
    boxShadow: shadow.card,
  } as const;
}

/** A raised card marked by a coloured top border (figures, favourites, championship cards). */
export function accentedSurface(corner: "md" | "lg", topWidth: 3 | 4) {
  return { ...raisedSurface(corner), borderTop: `${topWidth}px solid ${vars.color.primary["600"]}` } as const;
}

/** A raised card whose parts stack in a grid from the top (feature, person and quality cards). */
export function stackedSurface(gap: string) {
  return { ...raisedSurface("md"), padding: space.md, display: "grid", gap, alignContent: "start" } as const;
}
