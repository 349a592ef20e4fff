/**
 * The raised surface of cards and panels (background, border, corner, shadow), declared once:
 * spread into a component's own style, so each keeps its class name and adds its own spacing.
 */
import { neutral, radius, shadow } from "~/styles/tokens";

export function raisedSurface(corner: "md" | "lg") {
  return {
    background: neutral.surface,
    border: `1px solid ${neutral.border}`,
    borderRadius: radius[corner],
    boxShadow: shadow.card,
  } as const;
}
