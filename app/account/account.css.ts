import { globalStyle, style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

export const page = style({ display: "grid", gap: "1.5rem", maxWidth: 860, marginInline: "auto" });

export const header = style({ display: "flex", alignItems: "center", gap: "1rem", flexWrap: "wrap" });

export const title = style({ margin: 0, fontSize: tokens.fontSize.pageTitle });

export const lead = style({ margin: 0, color: vars.color.textMuted });

/**
 * minWidth 0 lets long addresses wrap instead of widening the card past a small screen; "break-word"
 * splits only a string longer than the line, never an ordinary word in a narrow table column.
 */
export const card = style({ minWidth: 0, overflowWrap: "break-word" });

export const form = style({ display: "grid", gap: "1rem", maxWidth: 480 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.75rem" });

export const listItem = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: "0.5rem 1rem",
  paddingBlock: "0.75rem",
  borderTop: `1px solid ${vars.color.border}`,
});

export const itemTitle = style({ margin: 0, fontWeight: 600 });

export const itemDetail = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.95rem" });

export const quote = style({
  margin: 0,
  paddingInlineStart: "1rem",
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const danger = style({ borderColor: vars.color.destructive });

/** The outline button that leads to deleting the account. */
export const dangerOutline = style({
  borderColor: vars.color.destructive,
  color: vars.color.destructive,
  selectors: { "&:hover": { color: vars.color.destructive } },
});

/** One consent: its date, the words agreed to, and what withdrawing does. */
export const consent = style({ display: "grid", gap: "0.6rem", minWidth: 0 });

export const dangerButton = style({
  background: vars.color.destructive,
  color: vars.color.surface,
  borderColor: vars.color.destructive,
  selectors: { "&:hover": { filter: "brightness(0.95)", color: vars.color.surface } },
});

export const inlineForm = style({ display: "inline" });

export const table = style({ width: "100%", borderCollapse: "collapse" });

/** Narrow padding and code a size down: the cookie table fits a 320 px screen without splitting a name. */
export const tableCell = style({
  textAlign: "start",
  verticalAlign: "top",
  padding: "0.6rem 0.35rem",
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${tableCell} code`, { fontSize: "0.85em" });
