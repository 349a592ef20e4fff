import { style } from "@vanilla-extract/css";
import { breakpoint } from "~/styles/tokens";

/** A statistic's full name beside its abbreviation, from tablets up (phones keep the columns in view). */
export const fullLabel = style({ display: "none", "@media": { [breakpoint.md]: { display: "inline" } } });
/** The abbreviation alone on phones (its title names it). */
export const shortLabel = style({ "@media": { [breakpoint.md]: { display: "none" } } });
