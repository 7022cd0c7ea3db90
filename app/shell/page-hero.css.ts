import { style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

export const layout = style({
  display: "grid",
  gap: tokens.space.xl,
  alignItems: "center",
  "@media": { "screen and (min-width: 900px)": { gridTemplateColumns: "minmax(0, 1.15fr) minmax(0, 0.85fr)" } },
});

export const text = style({ minWidth: 0 });

export const art = style({
  width: "100%",
  maxWidth: 540,
  justifySelf: "center",
  borderRadius: tokens.radius.lg,
  boxShadow: vars.shadow.lg,
  "@media": { "screen and (max-width: 899.98px)": { maxWidth: 420 } },
});
