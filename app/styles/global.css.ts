import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { breakpoint, font, neutral, SITE_HEADER_ROW_VAR, siteHeaderHeight, siteHeaderRow } from "./tokens";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle(":root", {
  vars: { [SITE_HEADER_ROW_VAR]: `calc(${siteHeaderRow.base} + 1px)` },
  "@media": { [breakpoint.xl]: { vars: { [SITE_HEADER_ROW_VAR]: `calc(${siteHeaderRow.xl} + 1px)` } } },
});
globalStyle("html", {
  scrollPaddingTop: `calc(${siteHeaderHeight} + 0.75rem)`,
  WebkitTextSizeAdjust: "100%",
});
globalStyle("body", {
  margin: 0,
  fontFamily: font.body,
  fontSize: "1rem",
  lineHeight: 1.55,
  color: neutral.text,
  background: neutral.page,
});
globalStyle("h1, h2, h3, h4", { lineHeight: 1.2, margin: "0 0 0.5em" });
globalStyle("a", { color: vars.color.primary["700"] });
globalStyle("a:hover", { color: vars.color.primary["800"] });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.primary["500"]}`, outlineOffset: "2px" });
globalStyle("table, .num, time", { fontVariantNumeric: "tabular-nums" });
globalStyle("img, svg", { maxWidth: "100%" });

// Page transitions live in view-transitions.css: vanilla-extract cannot express @view-transition.
