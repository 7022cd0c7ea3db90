import { style } from "@vanilla-extract/css";

/** A submit button that reads as the link it replaces ("Log in"): same colour, underline and size as text. */
export const linkButton = style({
  border: "none",
  background: "none",
  padding: 0,
  font: "inherit",
  color: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
});

/** The hero's outline button drawn on a <button>: the page's font, not the browser's button font. */
export const heroButton = style({ font: "inherit", fontWeight: 600, cursor: "pointer" });
