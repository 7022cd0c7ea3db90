import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * A question that opens its answer (`<summary>` of a `<details>`), the same on the FAQ and the contact page: a
 * 44 px row with + when closed and − when open at its end. A flex summary loses the browser's triangle, hence the sign.
 */
export const summary = style({
  cursor: "pointer",
  fontWeight: 600,
  minHeight: 44,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.75rem",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": { content: '"+"', fontSize: "1.3rem", lineHeight: 1, color: vars.color.primary },
    "details[open] > &::after": { content: '"−"' },
  },
});
