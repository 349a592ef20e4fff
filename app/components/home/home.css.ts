import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoint, radius, space } from "~/styles/tokens";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.solid.primary["900"]} 0%, ${vars.solid.primary["700"]} 55%, ${vars.solid.secondary["700"]} 100%)`,
  color: "#ffffff",
  // A short hero: the site's data (recent champions) starts within the first screen, on a phone too.
  padding: `${space.md} 0`,
  "@media": { [breakpoint.md]: { padding: `${space.lg} 0` } },
});
export const heroTitle = style({
  fontSize: "clamp(1.5rem, 4vw, 2.4rem)",
  fontWeight: 900,
  letterSpacing: "-0.02em",
  maxWidth: "28ch",
  margin: `${space.xs} 0 ${space.sm}`,
  lineHeight: 1.15,
});
export const heroLead = style({ fontSize: "1rem", maxWidth: "60ch", color: "#f3f4f6", margin: 0 });
export const heroEyebrow = style({
  display: "inline-block",
  padding: "0.2rem 0.75rem",
  borderRadius: radius.pill,
  background: "rgba(255,255,255,.16)",
  fontWeight: 700,
  fontSize: "0.85rem",
  letterSpacing: "0.06em",
  textTransform: "uppercase",
});
export const heroActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: space.sm,
  margin: `${space.md} 0`,
});
export const claims = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, auto)",
  justifyContent: "start",
  gap: `${space.xs} ${space.lg}`,
  listStyle: "none",
  padding: 0,
  margin: 0,
  "@media": { [breakpoint.md]: { gridTemplateColumns: "repeat(4, auto)", gap: space.xl } },
});
export const claim = style({
  borderLeft: `3px solid ${vars.color.accent["300"]}`,
  paddingLeft: space.sm,
});
export const claimValue = style({
  // Figure and label on one line on a phone (two claims a row), stacked from tablets up.
  display: "inline",
  fontSize: "1.1rem",
  fontWeight: 900,
  fontVariantNumeric: "tabular-nums",
  "@media": { [breakpoint.md]: { display: "block", fontSize: "1.4rem" } },
});
export const claimLabel = style({
  color: "#f3f4f6",
  fontWeight: 600,
  fontSize: "0.85rem",
  "@media": { [breakpoint.md]: { fontSize: "0.95rem" } },
});

export const featureIcon = style({
  display: "inline-grid",
  placeItems: "center",
  width: "3rem",
  height: "3rem",
  borderRadius: radius.md,
  background: vars.color.primary["100"],
  color: vars.color.primary["800"],
  fontSize: "1.5rem",
  marginBottom: space.md,
});
export const cardTitle = style({ fontSize: "1.2rem", margin: `0 0 ${space.sm}` });
export const cardMore = style({ fontWeight: 700, color: vars.color.primary["700"] });

export const networkList = style({
  display: "grid",
  gap: space.md,
  listStyle: "none",
  padding: 0,
  margin: 0,
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
});
globalStyle(`${networkList} a`, {
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: space.sm,
});

export const cta = style({
  borderRadius: radius.lg,
  padding: space.xl,
  background: vars.color.primary["50"],
  border: `1px solid ${vars.color.primary["200"]}`,
  textAlign: "center",
});
export const ctaActions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: space.md,
  marginTop: space.md,
});

/** The section right under the hero starts close to it (its data belongs on the first screen). */
export const firstSection = style({ paddingTop: space.md });
