import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, radius, shadow, space } from "~/styles/tokens";
import { boldCapsLabel } from "~/components/ui/style-recipes";

// ---- the site search box (header and mobile menu) ------------------------------------------------

export const box = style({ display: "flex", alignItems: "stretch", minWidth: 0 });
export const boxHeader = style({ flex: "0 1 15rem", minWidth: "7rem" });
export const boxMenu = style({ width: "100%", marginBottom: space.sm });
export const boxPage = style({ width: "100%", maxWidth: "40rem" });

export const field = style({ position: "relative", flex: "1 1 auto", minWidth: 0, display: "flex" });

export const input = style({
  width: "100%",
  minHeight: "40px",
  padding: `0 ${space.sm} 0 ${space.md}`,
  borderRadius: `${radius.md} 0 0 ${radius.md}`,
  border: `1px solid ${neutral.field}`,
  borderRight: 0,
  background: neutral.surface,
  font: "inherit",
  fontSize: "0.95rem",
  color: neutral.text,
  selectors: {
    "&:focus": {
      borderColor: vars.color.primary["600"],
      outline: `2px solid ${vars.color.primary["200"]}`,
      outlineOffset: 0,
    },
    "&::placeholder": { color: neutral.faint },
  },
});

export const submit = style({
  minHeight: "40px",
  minWidth: "40px",
  display: "inline-grid",
  placeItems: "center",
  padding: `0 ${space.sm}`,
  borderRadius: `0 ${radius.md} ${radius.md} 0`,
  border: `1px solid ${vars.color.primary["700"]}`,
  background: vars.solid.primary["700"],
  color: "#ffffff",
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.primary["300"]}`, outlineOffset: "2px" },
  },
});

// ---- suggestions (react-aria ComboBox popover) ----------------------------------------------------

export const popover = style({
  width: "var(--trigger-width)",
  minWidth: "min(24rem, calc(100vw - 1.5rem))",
  maxWidth: "calc(100vw - 1.5rem)",
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.md,
  boxShadow: shadow.raised,
  overflow: "auto",
  zIndex: 60,
});

export const listbox = style({ margin: 0, padding: space.xs, outline: "none" });

export const option = style({
  display: "grid",
  gap: "0.1rem",
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.sm,
  color: neutral.text,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": {
      background: vars.color.primary["50"],
      boxShadow: `inset 3px 0 0 ${vars.color.primary["600"]}`,
    },
    "&[data-hovered]": { background: vars.color.primary["50"] },
  },
});
export const optionName = style({ fontWeight: 700, fontSize: "0.95rem" });
export const optionFacts = style({ fontSize: "0.8rem", color: neutral.muted });

// ---- /search ------------------------------------------------------------------------------------

export const page = style({ paddingTop: space.lg, paddingBottom: space.xl, display: "grid", gap: space.lg });
export const pageHeader = style({ display: "grid", gap: space.sm });
export const title = style({ margin: 0, fontSize: "1.6rem", lineHeight: 1.2, overflowWrap: "anywhere" });
export const summary = style({ margin: 0, color: neutral.muted });
export const kindNav = style({
  display: "flex",
  flexWrap: "wrap",
  gap: space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const kindLink = style({
  display: "inline-block",
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.pill,
  border: `1px solid ${neutral.border}`,
  background: neutral.surface,
  color: neutral.text,
  fontSize: "0.9rem",
  fontWeight: 600,
  textDecoration: "none",
  fontVariantNumeric: "tabular-nums",
  selectors: { "&:hover": { borderColor: vars.color.primary["600"], color: vars.color.primary["800"] } },
});

export const groups = style({
  display: "grid",
  gap: space.lg,
  "@media": { [breakpoint.lg]: { gridTemplateColumns: "1fr 1fr", alignItems: "start" } },
});
export const group = style({
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.lg,
  padding: space.md,
  display: "grid",
  gap: space.sm,
  minWidth: 0,
});
export const groupTitle = style({
  margin: 0,
  fontSize: "1.15rem",
  display: "flex",
  alignItems: "baseline",
  gap: space.sm,
});
export const groupCount = style({
  fontSize: "0.9rem",
  fontWeight: 600,
  color: neutral.muted,
  fontVariantNumeric: "tabular-nums",
});

export const results = style({ listStyle: "none", margin: 0, padding: 0, display: "grid" });
export const result = style({
  padding: `${space.xs} 0`,
  borderTop: `1px solid ${neutral.border}`,
  display: "grid",
  gap: "0.1rem",
  minWidth: 0,
});
globalStyle(`${result}:first-child`, { borderTop: 0 });
export const resultLink = style({
  fontWeight: 700,
  color: vars.color.primary["800"],
  textDecoration: "none",
  overflowWrap: "anywhere",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const facts = style({
  margin: 0,
  fontSize: "0.85rem",
  color: neutral.muted,
  fontVariantNumeric: "tabular-nums",
});
export const matched = style({ margin: 0, fontSize: "0.85rem", color: neutral.strong, fontStyle: "italic" });

export const hints = style({
  margin: `0 auto ${space.md}`,
  maxWidth: "40rem",
  paddingLeft: space.lg,
  display: "grid",
  gap: space.xs,
  color: neutral.strong,
  textAlign: "left",
});
export const browse = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

// Beside the full navigation at 1280 px the header's box is at its narrowest: "Search..." still shows whole.
globalStyle(`${boxHeader} ${input}`, { "@media": { [breakpoint.xl]: { paddingLeft: space.sm } } });

// ---- the direct answer above the results ----------------------------------------------------------

export const answer = style({
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderLeft: `4px solid ${vars.color.primary["600"]}`,
  borderRadius: radius.lg,
  padding: `${space.sm} ${space.md}`,
  display: "grid",
  gap: space.xs,
  maxWidth: "48rem",
});
export const answerLabel = style(boldCapsLabel);
export const answerTitle = style({ margin: 0, fontSize: "1.2rem", lineHeight: 1.3 });
export const answerFacts = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${space.md}`,
  color: neutral.strong,
  fontVariantNumeric: "tabular-nums",
});
