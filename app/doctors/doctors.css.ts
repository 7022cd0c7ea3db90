import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const cardHeader = style({ display: "flex", gap: "0.75rem", alignItems: "center" });

export const avatar = style({
  flex: "none",
  width: 56,
  height: 56,
  borderRadius: 999,
  display: "grid",
  placeItems: "center",
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
  fontWeight: 800,
  fontSize: "1.1rem",
  border: `2px solid ${vars.color.primary}`,
});

export const name = style({ fontSize: "1.1rem", margin: 0 });
export const specialization = style({ margin: 0, color: vars.color.primary, fontWeight: 600 });
export const rating = style({ display: "flex", alignItems: "center", gap: "0.35rem", margin: 0, color: vars.color.text });

export const languages = style({ display: "flex", flexWrap: "wrap", gap: "0.35rem", listStyle: "none", padding: 0, margin: 0 });
export const language = style({
  fontSize: "0.8rem",
  padding: "0.1rem 0.55rem",
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
