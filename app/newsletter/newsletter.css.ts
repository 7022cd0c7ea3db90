import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const form = style({ display: "grid", gap: "0.5rem" });

export const label = style({ fontWeight: 600 });

export const row = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem" });

const inputBase = style({
  flex: "1 1 12rem",
  minWidth: 0,
  minHeight: 44,
  padding: "0.55rem 0.75rem",
  borderRadius: 8,
  font: "inherit",
});

/** The footer is dark in both themes; elsewhere the form follows the theme. */
export const input = styleVariants({
  footer: [inputBase, { border: "1px solid #7fa3ae", background: "#ffffff", color: "#14232b" }],
  default: [inputBase, { border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text }],
});
