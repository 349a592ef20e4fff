import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "~/styles/theme.css";
import { breakpoint, neutral, radius, shadow, space, tone } from "~/styles/tokens";
import { raisedSurface } from "./surface";

export const container = style({
  width: "100%",
  maxWidth: "1200px",
  margin: "0 auto",
  padding: `0 ${space.md}`,
  "@media": { [breakpoint.md]: { padding: `0 ${space.lg}` } },
});

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: space.sm,
    minHeight: "44px",
    padding: `0 ${space.lg}`,
    borderRadius: radius.md,
    fontWeight: 700,
    letterSpacing: "0.02em",
    textDecoration: "none",
    border: "2px solid transparent",
    cursor: "pointer",
    font: "inherit",
    fontSize: "0.95rem",
    transition: "background-color 120ms, color 120ms, border-color 120ms",
  },
  variants: {
    tone: {
      primary: {
        background: vars.solid.primary["600"],
        color: "#ffffff",
        selectors: { "&:hover": { background: vars.solid.primary["700"], color: "#ffffff" } },
      },
      secondary: {
        background: vars.solid.secondary["600"],
        color: "#ffffff",
        selectors: { "&:hover": { background: vars.solid.secondary["700"], color: "#ffffff" } },
      },
      outline: {
        background: neutral.surface,
        color: vars.color.primary["700"],
        borderColor: vars.color.primary["600"],
        selectors: { "&:hover": { background: vars.color.primary["50"], color: vars.color.primary["800"] } },
      },
      light: {
        background: neutral.surface,
        color: vars.color.primary["800"],
        selectors: { "&:hover": { background: vars.color.primary["50"], color: vars.color.primary["900"] } },
      },
      ghostOnDark: {
        background: "transparent",
        color: "#ffffff",
        borderColor: "rgba(255,255,255,.85)",
        selectors: { "&:hover": { background: "rgba(255,255,255,.14)", color: "#ffffff" } },
      },
    },
    size: {
      md: {},
      sm: { minHeight: "36px", padding: `0 ${space.md}`, fontSize: "0.85rem" },
      // As tall as the stat tiles it stands beside, so it sets no taller row above a table (and still a 24 px target).
      xs: { minHeight: "28px", padding: `0 ${space.sm}`, fontSize: "0.85rem" },
    },
  },
  defaultVariants: { tone: "primary", size: "md" },
});

export const card = style({
  ...raisedSurface("lg"),
  padding: space.lg,
});

export const cardLink = style([
  card,
  {
    display: "block",
    color: "inherit",
    textDecoration: "none",
    transition: "box-shadow 120ms, transform 120ms, border-color 120ms",
    selectors: {
      "&:hover": { boxShadow: shadow.raised, borderColor: vars.color.primary["300"], color: "inherit" },
    },
  },
]);

export const grid = recipe({
  base: { display: "grid", gap: space.md, gridTemplateColumns: "1fr" },
  variants: {
    columns: {
      2: { "@media": { [breakpoint.md]: { gridTemplateColumns: "repeat(2, 1fr)" } } },
      3: { "@media": { [breakpoint.md]: { gridTemplateColumns: "repeat(3, 1fr)" } } },
      4: {
        gridTemplateColumns: "repeat(2, 1fr)",
        "@media": { [breakpoint.lg]: { gridTemplateColumns: "repeat(4, 1fr)" } },
      },
    },
  },
  defaultVariants: { columns: 3 },
});

export const section = style({ padding: `${space.xl} 0` });
export const sectionHeader = style({ marginBottom: space.lg });
export const eyebrow = style({
  display: "block",
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  fontSize: "0.8rem",
  fontWeight: 700,
  color: vars.color.primary["700"],
});
export const muted = style({ color: neutral.muted });

export const statValue = style({
  fontSize: "1.9rem",
  fontWeight: 800,
  lineHeight: 1.1,
  fontVariantNumeric: "tabular-nums",
});
export const statLabel = style({ fontWeight: 600 });
export const statHint = style({ fontSize: "0.85rem", color: neutral.muted });

export const badge = recipe({
  base: {
    display: "inline-block",
    padding: "0.1rem 0.55rem",
    borderRadius: radius.pill,
    fontSize: "0.78rem",
    fontWeight: 700,
    lineHeight: 1.6,
  },
  variants: {
    tone: {
      primary: { background: vars.color.primary["100"], color: vars.color.primary["800"] },
      accent: { background: vars.color.accent["100"], color: vars.color.accent["900"] },
      neutral: { background: neutral.subtle, color: neutral.strong },
      success: { background: tone.successBg, color: tone.success },
      warning: { background: tone.warningBg, color: tone.warning },
      danger: { background: tone.dangerBg, color: tone.danger },
    },
  },
  defaultVariants: { tone: "primary" },
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const spinner = style({
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: "50%",
  border: `4px solid ${vars.color.primary["100"]}`,
  borderTopColor: vars.color.primary["600"],
  animation: `${spin} 800ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2400ms" } },
});
export const centered = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: space.md,
  textAlign: "center",
  padding: `${space.xxl} ${space.md}`,
});
/** Links to the sites an item of another sport or level belongs to, on a not-found page. */
export const elsewhereList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: `${space.xs} ${space.lg}`,
  fontWeight: 600,
});

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.45 } });
export const skeleton = style({
  background: neutral.border,
  borderRadius: radius.md,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const stateIcon = style({ fontSize: "2.5rem", lineHeight: 1 });
export const stateTitle = style({ fontSize: "1.5rem", margin: 0 });

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

// ---- loaders and skeletons of the shared states ------------------------------------------------
