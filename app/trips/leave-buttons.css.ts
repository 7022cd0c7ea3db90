import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A submit button that reads as the link it replaces ("Log in"): the links' colour and underline, text size. */
export const linkButton = style({
  border: "none",
  background: "none",
  padding: 0,
  font: "inherit",
  color: vars.color.primary,
  textDecoration: "underline",
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.primaryHover } },
});

/** The hero's outline button drawn on a <button>: the page's font, not the browser's button font. */
export const heroButton = style({ font: "inherit", fontWeight: 600, cursor: "pointer" });
