import { style } from "@vanilla-extract/css";

/** A code island's element has no box of its own: its sections lay out as the page's own children. */
export const contents = style({ display: "contents" });
