import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** An English field and its Arabic twin: one column on a phone, side by side from 900 px. */
export const pair = style({
  display: "grid",
  gap: "0.75rem 1.25rem",
  minWidth: 0,
  "@media": { "screen and (min-width: 900px)": { gridTemplateColumns: "1fr 1fr" } },
});

export const portraitRow = style({ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "center" });

export const portrait = style({
  width: 96,
  height: 96,
  borderRadius: "50%",
  objectFit: "cover",
  background: vars.color.surfaceMuted,
  flexShrink: 0,
});
