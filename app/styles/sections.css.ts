import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { button } from "~/styles/ui.css";

export const heroSecondary = style([
  button.outline,
  {
    color: "inherit",
    borderColor: "currentColor",
    selectors: { "&:hover": { color: "inherit", background: "rgb(255 255 255 / 0.12)" } },
  },
]);

export const heroStats = style({
  display: "flex",
  gap: "1.5rem 2.5rem",
  flexWrap: "wrap",
  marginTop: "2.5rem",
  marginBottom: 0,
});


export const plainList = style({ listStyle: "none", padding: 0, margin: 0 });
export const steps = style([plainList]);

/** The round number of a step in a numbered process: home, about and the planner's overview. */
export const stepNumber = style({
  width: 40,
  height: 40,
  borderRadius: 999,
  display: "grid",
  placeItems: "center",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
});

export const stars = style({ display: "flex", alignItems: "center", gap: 2, color: vars.color.warning, margin: 0 });
globalStyle(`${stars} span`, { color: vars.color.text, marginInlineStart: "0.25rem" });
export const centered = style({ textAlign: "center", marginTop: "2rem" });
export const centerRow = style({ justifyContent: "center" });

globalStyle(`${heroStats} dt`, { fontSize: "0.95rem", opacity: 0.9 });
globalStyle(`${heroStats} dd`, { margin: 0, fontSize: "1.8rem", fontWeight: 800 });
// Two figures a row beside the hero's picture; on a phone each its own row, its source on as few lines as it needs.
globalStyle(`${heroStats} > div`, { "@media": { "screen and (min-width: 768px)": { maxWidth: "15rem" } } });
/** Where a figure comes from: its records, or the operator's source and date. */
export const heroStatNote = style({ selectors: { [`${heroStats} &`]: { fontSize: "0.8rem", fontWeight: 400, opacity: 0.9, marginTop: "0.25rem" } } });
