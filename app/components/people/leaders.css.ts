import { style } from "@vanilla-extract/css";
import { neutral, space } from "~/styles/tokens";
import { vars } from "~/styles/theme.css";

/** A row of choices (statistics, scopes, leagues): links, the current one marked. */
export const choices = style({
  display: "flex",
  flexWrap: "wrap",
  gap: space.xs,
  margin: `${space.xs} 0`,
  padding: 0,
  listStyle: "none",
  fontSize: "0.85rem",
});
export const choiceLabel = style({ fontWeight: 700, marginRight: space.xs, color: neutral.muted });
export const choice = style({
  display: "inline-block",
  padding: "2px 8px",
  minHeight: 24,
  borderRadius: 4,
  border: `1px solid ${neutral.border}`,
  color: vars.color.primary["700"],
  textDecoration: "none",
  selectors: { '&[aria-current="page"]': { background: vars.solid.primary["700"], color: "#fff", borderColor: vars.solid.primary["700"] } },
});
