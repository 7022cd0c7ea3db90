import { style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

/** Photos side by side, two on a phone, three from 800 px. */
export const gallery = style({
  display: "grid",
  gap: "0.75rem",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
  "@media": { "screen and (min-width: 800px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});
export const photo = style({
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceMuted,
});
