import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const wizard = style({ maxWidth: 860, marginInline: "auto" });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
  padding: "clamp(1rem, 3vw, 2rem)",
});

export const documentGroup = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: 10,
  padding: "1rem 1.25rem 1.25rem",
  margin: "0 0 1.25rem",
  // A fieldset is at least as wide as its content by default; a file input must not push it off a phone.
  minInlineSize: 0,
});

export const legend = style({ fontWeight: 700, fontSize: "1.1rem", paddingInline: "0.35rem" });

export const flag = style({ margin: "0 0 0.75rem", fontWeight: 600 });
export const flagOn = style({ color: vars.color.success });

export const documentList = style({
  listStyle: "none",
  padding: 0,
  margin: "0 0 1rem",
  display: "grid",
  gap: "0.5rem",
});

export const documentRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.75rem",
  flexWrap: "wrap",
  padding: "0.4rem 0.75rem",
  borderRadius: 8,
  background: vars.color.surfaceMuted,
});

export const fileField = style({ display: "flex", flexDirection: "column", gap: "0.4rem" });
export const fileLabel = style({ fontWeight: 600 });
export const fileInput = style({
  minHeight: 44,
  maxInlineSize: "100%",
  minInlineSize: 0,
  padding: "0.5rem",
  border: `1px dashed ${vars.color.textMuted}`,
  borderRadius: 8,
  color: vars.color.text,
});

export const progressList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.4rem" });
export const progressName = style({ marginInlineEnd: "0.5rem", overflowWrap: "break-word" });
globalStyle(`${progressList} progress`, {
  verticalAlign: "middle",
  marginInlineEnd: "0.5rem",
  width: 160,
  maxWidth: "50%",
});

export const costTable = style({ width: "100%", borderCollapse: "collapse", margin: "1rem 0" });
globalStyle(`${costTable} th, ${costTable} td`, {
  padding: "0.6rem 0.5rem",
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
});
globalStyle(`${costTable} td`, { textAlign: "end", whiteSpace: "nowrap" });
globalStyle(`${costTable} tfoot th, ${costTable} tfoot td`, { fontWeight: 700, borderBottom: 0 });

export const savings = style({
  display: "grid",
  gap: "1rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 200px), 1fr))",
  margin: "1rem 0",
});

export const savingsCard = style({ borderRadius: 10, padding: "1rem", background: vars.color.surfaceMuted });
export const savingsValue = style({ display: "block", fontSize: "1.4rem", fontWeight: 700 });

export const consent = style({
  display: "flex",
  gap: "0.75rem",
  alignItems: "flex-start",
  padding: "1rem",
  borderRadius: 10,
  background: vars.color.surfaceMuted,
  marginTop: "1.5rem",
});

export const sectionCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
  padding: "1.5rem",
  display: "grid",
  gap: "1rem",
});

export const statusRow = style({ display: "flex", gap: "0.75rem", alignItems: "center", flexWrap: "wrap" });
export const inlineForm = style({ display: "inline" });
