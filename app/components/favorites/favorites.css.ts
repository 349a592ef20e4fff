import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, radius, space } from "~/styles/tokens";
import { accentedSurface } from "~/components/ui/surface";

export const starForm = style({ display: "inline-flex", margin: 0 });
export const star = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  minHeight: "36px",
  minWidth: "36px",
  padding: `0 ${space.sm}`,
  border: `1px solid ${neutral.field}`,
  borderRadius: radius.pill,
  background: neutral.surface,
  color: neutral.text,
  font: "inherit",
  fontSize: "0.9rem",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary["700"],
      color: vars.color.primary["800"],
      background: vars.color.primary["50"],
    },
    "&:hover": { borderColor: vars.color.primary["700"] },
  },
});
export const starIcon = style({ fontSize: "1.1rem", lineHeight: 1 });
/** On a team card the star sits in the card's corner, beside (not inside) the card's link. */
export const cardStar = style({ position: "absolute", top: space.sm, right: space.sm });
export const cardWithStar = style({ position: "relative" });
globalStyle(`${cardWithStar} > a`, { paddingRight: "3.25rem" });

export const yourTeams = style({ padding: `${space.lg} 0 0` });
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space.md,
  gridTemplateColumns: "1fr",
  "@media": {
    [breakpoint.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [breakpoint.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});
export const item = style({
  ...accentedSurface("md", 3),
  padding: space.md,
  display: "grid",
  gap: space.sm,
  minWidth: 0,
});
export const itemHead = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: space.sm,
});
export const teamName = style({ margin: 0, fontSize: "1.1rem" });
export const facts = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${space.xs} ${space.md}`,
  fontSize: "0.92rem",
});
globalStyle(`${facts} dt`, { color: neutral.muted, fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, minWidth: 0, overflowWrap: "anywhere" });

/** The calendar feed link: a 24 px target at least (axe target-size), beside the star. */
export const calendarLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "24px",
  fontSize: "0.9rem",
});
export const teamActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space.md,
});
