import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const treatment = style({ margin: 0, color: vars.color.primary, fontWeight: 600 });
export const savings = style({
  marginTop: "auto",
  paddingTop: "0.75rem",
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  color: vars.color.success,
});

/** A patient's own story keeps their line breaks; only a word too long for the card breaks (as a review's text). */
export const storyText = style({ whiteSpace: "pre-line", overflowWrap: "break-word" });
