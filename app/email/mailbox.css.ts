import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const note = style({ color: vars.color.textMuted });

export const tableWrap = style({ overflowX: "auto" });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  padding: "0.5rem 0.75rem",
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});

export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: "0.35rem 1rem",
  margin: "0 0 1.5rem",
});

globalStyle(`${details} dt`, { fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: "anywhere" });

export const preview = style({
  width: "100%",
  height: 640,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
  background: "#ffffff",
});

export const plainText = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  background: vars.color.surfaceMuted,
  padding: "1rem",
  borderRadius: 8,
});

export const linkList = style({ overflowWrap: "anywhere" });
