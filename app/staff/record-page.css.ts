import { style } from "@vanilla-extract/css";

/** An English field and its Arabic twin: one column on a phone, side by side from 900 px. */
export const pair = style({
  display: "grid",
  gap: "0.75rem 1.25rem",
  minWidth: 0,
  "@media": { "screen and (min-width: 900px)": { gridTemplateColumns: "1fr 1fr" } },
});
