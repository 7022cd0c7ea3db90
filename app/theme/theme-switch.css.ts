import { style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

const groupBase = style({
  display: "inline-flex",
  padding: 2,
  gap: 2,
  borderRadius: tokens.radius.pill,
  border: "1px solid",
});

export const group = styleVariants({
  band: [groupBase, { borderColor: "rgb(255 255 255 / 0.35)", color: vars.color.onBand }],
  surface: [groupBase, { borderColor: vars.color.border, color: vars.color.text }],
});

export const option = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  minHeight: 32,
  minWidth: 44,
  padding: "0 0.65rem",
  border: 0,
  borderRadius: tokens.radius.pill,
  background: "transparent",
  color: "inherit",
  fontSize: tokens.fontSize.sm,
  cursor: "pointer",
  whiteSpace: "nowrap",
  selectors: {
    "&[aria-pressed='true']": { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 600 },
    [`${group.band} &[aria-pressed='true']`]: { background: vars.color.onBand, color: vars.color.bandEnd },
    "&:hover:not([aria-pressed='true'])": { background: "rgb(127 127 127 / 0.18)" },
  },
});
