import { style } from "@vanilla-extract/css";

/** The hero's outline button drawn on a <button>: the page's font, not the browser's button font. */
export const heroButton = style({ font: "inherit", fontWeight: 600, cursor: "pointer" });
