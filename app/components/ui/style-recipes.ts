/**
 * Style recipes several pages' .css.ts modules share: plain style objects, spread into each
 * module's own classes (as `raisedSurface` is), so every page keeps its class names.
 */
import { vars } from "~/styles/theme.css";
import { neutral, space } from "~/styles/tokens";

/** A page's single column of sections: the content never overflows its track. */
export const pageColumn = {
  paddingTop: space.lg,
  paddingBottom: space.xl,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: space.md,
} as const;

/** A definition list laid out as a grid of label/value pairs. */
export function factGrid(columns: string, rowGap: string, fontSize?: string) {
  return {
    display: "grid",
    gridTemplateColumns: columns,
    gap: `${rowGap} ${space.md}`,
    margin: 0,
    ...(fontSize ? { fontSize } : {}),
  } as const;
}

/** The term of a fact pair set as a small muted capital label. */
export function capsTerm(letterSpacing: "0.04em" | "0.05em") {
  return { fontSize: "0.75rem", textTransform: "uppercase", letterSpacing, color: neutral.muted } as const;
}

/** A card's heading set as a bold muted capital label (the analytics KPI cards, the search answer). */
export const boldCapsLabel = {
  margin: 0,
  fontSize: "0.8rem",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: neutral.muted,
} as const;

/** A wrapping row of link pills (quick filters, the sport switcher). */
export const pillRow = {
  display: "flex",
  flexWrap: "wrap",
  gap: space.xs,
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${space.sm}`,
} as const;

/** The chosen pill of a row of link choices (its aria-current state): filled, border included. */
export function chosenPill(step: "600" | "700") {
  return {
    background: vars.solid.primary[step],
    borderColor: vars.solid.primary[step],
    color: "#fff",
  } as const;
}
