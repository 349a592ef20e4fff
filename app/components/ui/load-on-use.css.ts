import { style } from "@vanilla-extract/css";

/** No box of its own: the field inside lays out in the filter bar as if the wrapper were not there. */
export const wrapper = style({ display: "contents" });
