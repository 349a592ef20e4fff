import { style } from "@vanilla-extract/css";
import { neutral, space } from "~/styles/tokens";

export const article = style({ maxWidth: "72ch", padding: `${space.xl} 0`, lineHeight: 1.7 });
export const updated = style({ color: neutral.muted });
export const section = style({ marginTop: space.xl });
export const attribution = style({ marginBottom: space.lg });
