import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const facts = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "0.35rem 1rem", margin: 0 });
export const factRow = style({ display: "contents" });
globalStyle(`${facts} dt`, { fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0 });

export const tableWrap = style({ overflowX: "auto", marginBlock: "1.5rem" });
export const table = style({ width: "100%", borderCollapse: "collapse", background: vars.color.surface });
globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  padding: "0.65rem 0.85rem",
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, { background: vars.color.surfaceMuted });

export const notes = style({ paddingInlineStart: "1.25rem" });
export const price = style({ fontSize: "1.4rem", fontWeight: 800, color: vars.color.primary, margin: 0 });
export const emergency = style({ fontSize: "1.8rem", fontWeight: 800, margin: 0 });
export const emergencyLink = style({ textDecoration: "none", color: vars.color.destructive });
export const subsection = style({ marginTop: "2.5rem" });
export const panelHeading = style({ fontSize: "1.6rem" });
