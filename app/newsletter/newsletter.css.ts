import { style } from "@vanilla-extract/css";

export const form = style({ display: "grid", gap: "0.5rem" });

export const label = style({ fontWeight: 600 });

export const row = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem" });

/** White with a dark border: readable on the dark footer and on light pages alike, in both themes. */
export const input = style({
  flex: "1 1 12rem",
  minWidth: 0,
  minHeight: 44,
  padding: "0.55rem 0.75rem",
  borderRadius: 8,
  border: "1px solid #4a5d66",
  background: "#ffffff",
  color: "#14232b",
  font: "inherit",
  // The field stays white in the dark theme, so its placeholder keeps the light theme's muted text.
  selectors: { "&::placeholder": { color: "#475a63" } },
});
