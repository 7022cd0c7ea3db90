import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The patient's request page: what they sent, the journey timeline and the itinerary. */
export const sentLead = style({ fontWeight: 700, margin: "0 0 0.5rem" });

export const facts = style({ margin: 0, display: "grid", gridTemplateColumns: "minmax(0, auto) minmax(0, 1fr)", gap: "0.3rem 1rem" });

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600, overflowWrap: "anywhere" });

/** A term and its value inside `facts`, grouped for the markup while the grid lays out their cells. */
export const factRow = style({ display: "contents" });

export const multiline = style({ whiteSpace: "pre-wrap" });

export const documents = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.4rem", overflowWrap: "anywhere" });

export const stages = style({ listStyle: "none", padding: 0, margin: "0.75rem 0 0", display: "grid", gap: "0.5rem" });

export const stage = style({
  display: "grid",
  gridTemplateColumns: "1.75rem minmax(0, 1fr)",
  gap: "0.25rem 0.6rem",
  alignItems: "start",
});

export const stageMark = style({
  display: "inline-grid",
  placeItems: "center",
  inlineSize: "1.6rem",
  blockSize: "1.6rem",
  borderRadius: 999,
  border: `2px solid ${vars.color.border}`,
  fontSize: "0.85rem",
  fontWeight: 700,
});

export const stageDone = style({ background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary });

export const stageCurrent = style({ borderColor: vars.color.primary, color: vars.color.primary });

export const stageName = style({ fontWeight: 600 });

export const stageMeta = style({ gridColumn: 2, color: vars.color.textMuted, fontSize: "0.9rem" });

export const itinerary = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.6rem" });

/** The calendar link is a long label: on a phone it wraps inside the button instead of widening the page. */
export const calendarLink = style({ whiteSpace: "normal", maxInlineSize: "100%", textAlign: "center" });

/** The trip's items: one block each (a moment on both clocks, its details, its calendar file), stacked on a phone. */
export const tripItems = style({ listStyle: "none", padding: 0, margin: "0.75rem 0 0", display: "grid", gap: "1rem" });

export const tripItem = style({
  display: "grid",
  gap: "0.4rem",
  paddingBlockStart: "0.75rem",
  borderBlockStart: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { paddingBlockStart: 0, borderBlockStart: "none" } },
});

export const tripTitle = style({ margin: 0, fontSize: "1.05rem" });

export const tripWhen = style({ margin: 0, display: "grid", gap: "0.15rem", overflowWrap: "anywhere" });
