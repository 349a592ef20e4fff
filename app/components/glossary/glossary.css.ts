import { style } from "@vanilla-extract/css";

/** A definition or minimum: readable lines on a phone (the table scrolls sideways), not a word a line. */
export const text = style({ minWidth: "16rem" });
