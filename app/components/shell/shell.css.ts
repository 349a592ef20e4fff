import { style, globalStyle } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { inDarkMode } from "~/styles/color-mode";
import { breakpoint, neutral, radius, shadow, siteHeaderHeight, siteHeaderRow, space } from "~/styles/tokens";

export const skipLink = style({
  position: "absolute",
  left: space.md,
  top: "-3rem",
  zIndex: 100,
  background: neutral.surface,
  color: vars.color.primary["800"],
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  fontWeight: 700,
  selectors: { "&:focus": { top: space.sm } },
});

export const header = style({
  position: "fixed",
  inset: "0 0 auto 0",
  zIndex: 50,
  background: neutral.glass,
  backdropFilter: "saturate(180%) blur(8px)",
  borderBottom: `1px solid ${neutral.border}`,
  transition: "background-color 160ms, box-shadow 160ms",
  selectors: { '&[data-scrolled="true"]': { background: neutral.glassSolid, boxShadow: shadow.card } },
});
export const headerSpacer = style({ height: siteHeaderHeight });

export const headerInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.md,
  minHeight: siteHeaderRow.base,
  "@media": { [breakpoint.xl]: { gap: "0.75rem", minHeight: siteHeaderRow.xl } },
});

// Shrinks before the menu button: on a phone a long name in text (dark mode) wraps instead of pushing it off screen.
export const brand = style({
  flex: "0 1 auto",
  minWidth: 0,
  display: "inline-flex",
  alignItems: "center",
  gap: space.sm,
  textDecoration: "none",
  color: neutral.text,
  fontWeight: 800,
  fontSize: "1.05rem",
  // Beside the full navigation the search box gives way instead (desktopNav).
  "@media": { [breakpoint.xl]: { fontSize: "0.95rem", flexShrink: 0 } },
});
// Scales down on narrow screens so a long site name never clips.
export const brandLogo = style({
  height: "auto",
  width: "auto",
  maxHeight: "40px",
  maxWidth: "calc(100vw - 10rem)",
  display: "block",
  "@media": { [breakpoint.xl]: { maxHeight: "36px" } },
});
// The drawn logo's name is dark ink: dark mode shows the mark and the name as live text instead.
export const brandDark = style({ display: "none", alignItems: "center", gap: space.sm, minWidth: 0 });
/** The site's name in text: two lines on a phone when it must ("College Basketball / History"). */
export const brandName = style({ lineHeight: 1.2, minWidth: 0 });
inDarkMode(brandLogo, { display: "none" });
inDarkMode(brandDark, { display: "inline-flex" });
export const brandIcon = style({
  flex: "0 0 auto",
  display: "inline-grid",
  placeItems: "center",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: radius.md,
  background: vars.solid.primary["600"],
  color: "#ffffff",
});

// The full navigation and the search box need 1280px side by side; narrower screens get the menu
// (which holds the search box too) and, from tablets up, the search box in the bar itself. At 1280
// px the brand, nine links, EXPLORE DATA and the search box keep to one row (on the NBA site with
// 11 px to spare): the links are 0.875rem and the search box gives way first.
export const desktopNav = style({
  display: "none",
  "@media": {
    [breakpoint.xl]: {
      display: "flex",
      alignItems: "center",
      justifyContent: "flex-end",
      gap: "0.75rem",
      flex: "1 1 auto",
      minWidth: 0,
    },
  },
});
// The links keep one row while the search box can shrink (to its 7rem and the gap); past that they wrap
// to a second line rather than run under the brand (the header then measures itself: Header.tsx).
export const desktopNavLinks = style({
  display: "flex",
  alignItems: "center",
  gap: space.xs,
  flex: "0 0 auto",
  maxWidth: "calc(100% - 7.75rem)",
  minWidth: 0,
});
export const barSearch = style({
  display: "none",
  "@media": {
    [breakpoint.md]: { display: "flex", flex: "1 1 auto", justifyContent: "flex-end", minWidth: 0 },
    [breakpoint.xl]: { display: "none" },
  },
});
export const exploreLink = style({
  whiteSpace: "nowrap",
  flex: "0 0 auto",
  // Narrower than a small button's padding (and more specific than the button recipe) in the full navigation.
  selectors: { [`${desktopNavLinks} &`]: { paddingInline: "0.75rem" } },
});
export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: 0,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const navLink = style({
  display: "inline-block",
  padding: `${space.sm} 0.5rem`,
  "@media": { [breakpoint.xl]: { padding: `${space.sm} 0.35rem`, fontSize: "0.875rem" } },
  borderRadius: radius.md,
  color: neutral.text,
  fontWeight: 600,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.primary["50"], color: vars.color.primary["800"] },
    '&[aria-current="page"]': { background: vars.color.primary["100"], color: vars.color.primary["800"] },
  },
});
export const adminLink = style({
  fontWeight: 700,
  color: vars.color.secondary["700"],
  textDecoration: "none",
  padding: `${space.sm} ${space.md}`,
  border: `2px solid ${vars.color.secondary["600"]}`,
  borderRadius: radius.md,
});

export const mobileMenu = style({
  position: "relative",
  flex: "0 0 auto",
  "@media": { [breakpoint.xl]: { display: "none" } },
});
export const mobileToggle = style({
  listStyle: "none",
  cursor: "pointer",
  display: "inline-flex",
  alignItems: "center",
  gap: space.sm,
  minHeight: "44px",
  padding: `0 ${space.md}`,
  borderRadius: radius.md,
  border: `1px solid ${neutral.border}`,
  background: neutral.surface,
  fontWeight: 700,
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});
export const mobilePanel = style({
  position: "absolute",
  right: 0,
  top: "calc(100% + 0.5rem)",
  width: "min(18rem, calc(100vw - 2rem))",
  background: neutral.surface,
  border: `1px solid ${neutral.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.raised,
  padding: space.sm,
  display: "grid",
  gap: space.xs,
});
globalStyle(`${mobilePanel} ul`, {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space.xs,
});
globalStyle(`${mobilePanel} a`, { display: "block" });

export const footer = style({
  marginTop: space.xxl,
  background: vars.solid.primary["900"],
  color: "#e5e7eb",
  padding: `${space.xl} 0 ${space.lg}`,
});
globalStyle(`${footer} a`, { color: "#ffffff" });
globalStyle(`${footer} a:hover`, { color: vars.solid.primary["100"] });
export const footerGrid = style({
  display: "grid",
  gap: space.lg,
  gridTemplateColumns: "1fr",
  "@media": { [breakpoint.md]: { gridTemplateColumns: "2fr 1fr 1fr 1.4fr" } },
});
export const footerHeading = style({
  fontSize: "0.85rem",
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  color: "#ffffff",
});
export const footerList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.xs });
export const socialList = style({
  display: "flex",
  gap: space.sm,
  listStyle: "none",
  padding: 0,
  margin: `${space.md} 0 0`,
});
export const socialIcon = style({
  display: "inline-grid",
  placeItems: "center",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: "50%",
  background: "rgba(255,255,255,.12)",
  color: "#ffffff",
});
export const footerBottom = style({
  marginTop: space.xl,
  paddingTop: space.md,
  borderTop: "1px solid rgba(255,255,255,.2)",
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: space.sm,
  fontSize: "0.9rem",
});

export const main = style({ minHeight: "60vh", outline: "none" });
