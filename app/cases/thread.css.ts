import { globalStyle, style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

export const page = style({ display: "grid", gap: "1.5rem", maxWidth: 860, marginInline: "auto" });

export const heading = style({ fontSize: tokens.fontSize.pageTitle, margin: 0, overflowWrap: "anywhere" });

export const meta = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem", alignItems: "center" });

export const messages = style({ listStyle: "none", padding: 0, margin: "0 0 1.25rem", display: "grid", gap: "0.75rem" });

const bubble = {
  borderRadius: 12,
  padding: "0.75rem 1rem",
  maxWidth: "min(100%, 40rem)",
  border: `1px solid ${vars.color.border}`,
} as const;

export const ownMessage = style({ ...bubble, justifySelf: "end", background: vars.color.surfaceMuted });
export const otherMessage = style({ ...bubble, justifySelf: "start", background: vars.color.surface });

export const messageHead = style({ display: "flex", flexWrap: "wrap", gap: "0.25rem 0.75rem", fontSize: "0.9rem", marginBottom: "0.35rem" });

export const messageAuthor = style({ fontWeight: 700 });

export const messageBody = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const timeline = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.4rem" });

globalStyle(`${timeline} li`, { display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: "0.25rem 1rem" });

export const current = style({ fontWeight: 700 });

export const requestList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.75rem" });

export const requestItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: 10,
  padding: "0.75rem 1rem",
  display: "grid",
  gap: "0.35rem",
});

export const requestTitle = style({ fontSize: "1.05rem", margin: 0, overflowWrap: "anywhere" });

export const preview = style({ margin: 0, color: vars.color.textMuted, overflowWrap: "anywhere" });

export const unread = style({
  display: "inline-block",
  borderRadius: 999,
  padding: "0.1rem 0.6rem",
  fontSize: "0.8rem",
  fontWeight: 700,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const inlineForm = style({ display: "grid", gap: "0.75rem" });

/** The request that opened the case, named beside its author. */
export const openingLabel = style({ color: vars.color.textMuted, fontWeight: 600 });

export const openingDetails = style({ margin: "0.5rem 0 0", fontSize: "0.9rem" });
