import { globalStyle, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";
import { visuallyHidden } from "~/styles/ui.css";
import { TOAST_DURATION_MS } from "./toast";

const hideAfterDuration = keyframes({ to: { visibility: "hidden", opacity: 0 } });

export const region = style({
  position: "fixed",
  insetInline: "1rem",
  bottom: "1rem",
  zIndex: 50,
  pointerEvents: "none",
  "@media": { "screen and (min-width: 640px)": { insetInline: "auto 1rem", width: 380 } },
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.5rem" });

const base = style({
  position: "relative",
  pointerEvents: "auto",
  borderRadius: tokens.radius.md,
  paddingBlock: "0.9rem",
  paddingInline: "1rem 2.5rem",
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  animation: `${hideAfterDuration} 0.2s ease-in ${TOAST_DURATION_MS}ms forwards`,
});

export const toast = styleVariants({
  default: [base, { background: vars.color.surface, color: vars.color.text }],
  destructive: [base, { background: vars.color.destructive, color: vars.color.onDestructive, borderColor: "transparent" }],
});

export const title = style({ margin: 0, fontWeight: 700 });
export const description = style({ margin: "0.25rem 0 0", fontSize: "0.95rem" });

export const dismissToggle = style([visuallyHidden]);

export const close = style({
  position: "absolute",
  top: 4,
  insetInlineEnd: 4,
  width: 32,
  height: 32,
  display: "grid",
  placeItems: "center",
  borderRadius: tokens.radius.sm,
  color: "inherit",
  fontSize: "1.3rem",
  lineHeight: 1,
  cursor: "pointer",
  selectors: {
    [`${dismissToggle}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    "&:hover": { background: "rgb(127 127 127 / 0.18)" },
  },
});

globalStyle(`${list} > li:has(> ${dismissToggle}:checked)`, { display: "none" });
