import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoint, neutral, space } from "~/styles/tokens";
import { vars } from "~/styles/theme.css";
import { chosenPill } from "~/components/ui/style-recipes";
import { tableTools } from "~/components/ui/widgets.css";

/** A row of choices (statistics, scopes, leagues): links, the current one marked. */
export const choices = style({
  display: "flex",
  flexWrap: "wrap",
  gap: space.xs,
  margin: `${space.xs} 0`,
  padding: 0,
  // Desktop: rows of choices 24 px apart (22 px pills, 1 px above and below): small targets spaced as
  // WCAG 2.5.8 allows, the board's 25 rows on the first screen.
  "@media": { [breakpoint.lg]: { margin: "1px 0", columnGap: "3px", lineHeight: 1.3 } },
  listStyle: "none",
  fontSize: "0.85rem",
});
export const choiceLabel = style({ fontWeight: 700, marginRight: space.xs, color: neutral.muted });
export const choice = style({
  display: "inline-block",
  padding: "2px 8px",
  minHeight: 24,
  "@media": { [breakpoint.lg]: { padding: "1px 6px", minHeight: 22 } },
  borderRadius: 4,
  border: `1px solid ${neutral.border}`,
  color: vars.color.primary["700"],
  textDecoration: "none",
  selectors: {
    '&[aria-current="page"]': chosenPill("700"),
  },
});

// Desktop density: the board's 25 rows fit the first 1280x800 screen. The title and its one-line
// lead are smaller (inside the page, to outrank the shared page styles), the choices wrap as one
// flow (scope and league, then batting and pitching, share rows) and the count ends the first row.
// The page's own padding (not people.css's page, whose 1.5rem top would win over a desktop override).
export const page = style({
  paddingTop: space.lg,
  paddingBottom: space.xl,
  "@media": { [breakpoint.lg]: { paddingTop: space.xs } },
});
export const title = style({
  "@media": {
    [breakpoint.lg]: { selectors: { [`${page} &`]: { fontSize: "1.4rem", lineHeight: 1.1, margin: 0 } } },
  },
});
export const lead = style({
  "@media": {
    [breakpoint.lg]: {
      selectors: { [`${page} &`]: { fontSize: "0.85rem", lineHeight: 1.35, maxWidth: "none" } },
    },
  },
});
export const header = style({
  "@media": { [breakpoint.lg]: { selectors: { [`${page} &`]: { marginBottom: space.xs } } } },
});
// At least two rows high: the count takes the first row's right end and the table's links the last
// row's, which with one row of choices (a college league's) would be the same place.
export const boards = style({ "@media": { [breakpoint.lg]: { position: "relative", minHeight: "48px" } } });
// The right end of the first rows is kept for the count (absolutely placed), so no choice runs under it.
export const boardNav = style({
  "@media": {
    [breakpoint.lg]: { display: "flex", flexWrap: "wrap", columnGap: space.md, paddingRight: "17rem" },
  },
});
/** The count and CSV link, at the right end of the first row of choices on desktop. */
export const count = style({
  "@media": {
    [breakpoint.lg]: {
      selectors: { [`${page} &`]: { position: "absolute", top: 0, right: 0, margin: "2px 0" } },
    },
  },
});

// The table's CSV and anchor links share the last row of choices (its right end is free) instead of a line of their own.
// Positioned, so they paint over the (positioned) choices' box they are pulled into and take the clicks;
// only as wide as the two links, so the choices beside them keep theirs.
globalStyle(`${page} ${tableTools}`, {
  "@media": {
    // Pulled up by a row of choices (24 px) less the gap, so the links sit on that row, clear of the table.
    [breakpoint.lg]: { marginTop: "-22px", position: "relative", width: "fit-content", marginLeft: "auto" },
  },
});
