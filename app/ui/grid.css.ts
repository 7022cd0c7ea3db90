import { style } from "@vanilla-extract/css";

/** Three columns on a wide screen, so six cards fill two even rows. */
export const threeUp = style({
  display: "grid",
  gap: "1.5rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 320px), 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});
