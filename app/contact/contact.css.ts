import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const layout = style({
  display: "grid",
  gap: "2rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 300px), 1fr))",
  alignItems: "start",
});

export const bookBand = style({ marginBlockEnd: "2rem" });

export const bookCard = style({ borderInlineStart: `4px solid ${vars.color.accent}` });

globalStyle(`${bookCard} h2`, { marginBlockStart: 0 });

export const form = style({ display: "grid", gap: "1rem" });

export const legend = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.95rem" });

export const pair = style({
  display: "grid",
  gap: "1rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 200px), 1fr))",
});






export const infoIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  borderRadius: 999,
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
});

export const infoLines = style({ margin: 0, padding: 0, listStyle: "none", display: "grid", gap: "0.25rem" });

export const emergency = style({
  border: `2px solid ${vars.color.destructive}`,
});

export const faqList = style({ display: "grid", gap: "0.5rem" });

export const faqItem = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: "0.5rem",
});

globalStyle(`${faqItem} > p`, { margin: "0.25rem 0 0.5rem", color: vars.color.textMuted });

export const plainList = style({ listStyle: "none", margin: 0, padding: 0 });

export const centered = style({ textAlign: "center", marginTop: "2rem" });
