import { style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

export const welcome = style({
  display: "flex",
  alignItems: "center",
  gap: "1.25rem",
  flexWrap: "wrap",
  marginBottom: "2rem",
});

export const avatar = style({
  width: 72,
  height: 72,
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: "2rem",
  fontWeight: 700,
  flexShrink: 0,
  objectFit: "cover",
});

export const greeting = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const name = style({ margin: "0.1rem 0 0.4rem", fontSize: tokens.fontSize.pageTitle });

export const layout = style({
  display: "grid",
  gap: "1.5rem",
  alignItems: "start",
  "@media": { "screen and (min-width: 960px)": { gridTemplateColumns: "2fr 1fr" } },
});

/** minWidth 0 lets long words wrap instead of widening the column past a small screen. */
export const column = style({ display: "grid", gap: "1.5rem", minWidth: 0 });

export const actionGrid = style({
  display: "grid",
  gap: "0.75rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 200px), 1fr))",
});

export const actionLink = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.25rem",
  padding: "1rem",
  minHeight: 44,
  borderRadius: 10,
  border: `1px solid ${vars.color.border}`,
  textDecoration: "none",
  color: vars.color.text,
  selectors: { "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text } },
});

export const actionTitle = style({ display: "block", fontWeight: 700, color: vars.color.primary });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.75rem" });

export const listItem = style({
  display: "flex",
  justifyContent: "space-between",
  gap: "1rem",
  paddingBottom: "0.75rem",
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: 0, paddingBottom: 0 } },
});

export const itemTitle = style({ margin: 0, fontWeight: 600 });

export const itemDetail = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.95rem" });

export const when = style({ color: vars.color.textMuted, fontSize: "0.85rem", textAlign: "end", maxWidth: "40%" });

export const empty = style({ textAlign: "center", display: "grid", gap: "0.75rem", justifyItems: "center" });

export const stack = style({ display: "grid", gap: "0.5rem" });
