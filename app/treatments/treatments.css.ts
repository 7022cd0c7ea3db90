import { globalStyle, style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";
import { button } from "~/styles/ui.css";

export const plainList = style({ listStyle: "none", padding: 0, margin: 0 });

export const procedureNames = style({ margin: 0, paddingInlineStart: "1.2rem" });

export const price = style({ margin: 0, fontSize: "1.05rem" });

/**
 * Three cards a row at most, so an open comparison table fits its card. Closed, the cards of a row
 * share their height; while a comparison is open each keeps its own, so its neighbours do not stretch.
 */
export const cards = style([
  plainList,
  { display: "grid", gap: "1.5rem", gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 320px), 1fr))" },
]);
globalStyle(`${cards}:has(details[open])`, { alignItems: "start" });

export const cardTop = style({ display: "flex", justifyContent: "space-between", alignItems: "start", gap: "0.75rem" });
export const savingsBadge = style({ flex: "none", whiteSpace: "nowrap" });

/** The 'View Savings' disclosure: a native <details>, exclusive through name="savings". */
export const savings = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: "0.75rem", marginTop: "0.25rem" });

export const savingsToggle = style([
  button.ghost,
  {
    listStyle: "none",
    width: "100%",
    justifyContent: "space-between",
    border: `1px solid ${vars.color.border}`,
    selectors: { "&::-webkit-details-marker": { display: "none" } },
  },
]);

export const whenOpen = style({});
export const whenClosed = style({});
globalStyle(`${savings}[open] ${whenClosed}, ${savings}:not([open]) ${whenOpen}`, { display: "none" });

export const chevron = style({ transition: "transform 0.15s ease" });
globalStyle(`${savings}[open] ${chevron}`, { transform: "rotate(180deg)" });

export const comparisonTable = style({ width: "100%", borderCollapse: "collapse", marginTop: "0.75rem", fontSize: "0.9rem" });
globalStyle(`${comparisonTable} caption`, { textAlign: "start", fontWeight: 600, marginBottom: "0.35rem" });
globalStyle(`${comparisonTable} th, ${comparisonTable} td`, {
  padding: "0.4rem 0.35rem",
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "top",
});
globalStyle(`${comparisonTable} td:last-child, ${comparisonTable} th:last-child`, { textAlign: "end" });

export const saving = style({ color: vars.color.success, fontWeight: 700 });
export const converted = style({ display: "block", fontSize: "0.8rem", color: vars.color.textMuted });

export const summary = style({ margin: "0.75rem 0 0", fontWeight: 600 });

export const stats = style({ display: "grid", gap: "1.25rem", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 180px), 1fr))", margin: "2rem 0 0" });
/** The figure reads first, the label under it; the markup keeps <dt> before <dd>. */
export const stat = style({ textAlign: "center", display: "flex", flexDirection: "column-reverse" });
globalStyle(`${stat} dd`, { margin: 0, fontSize: "2rem", fontWeight: 800, color: vars.color.primary });
globalStyle(`${stat} dt`, { color: vars.color.textMuted });

export const comparisonFigures = style({ display: "grid", gridTemplateColumns: "1fr auto", gap: "0.25rem 1rem", margin: 0 });
globalStyle(`${comparisonFigures} dd`, { margin: 0, fontWeight: 700, textAlign: "end" });

export const centered = style({ textAlign: "center" });
export const sectionIcon = style({ marginInline: "auto", color: vars.color.primary });

export const backLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  color: "inherit",
  fontWeight: 600,
  selectors: { "&:hover": { color: "inherit" } },
});

/** The hero with an uploaded photo: the words in the first column and the photo beside them from 900 px, below them on a phone. */
export const heroWithPhoto = style({
  "@media": {
    "screen and (min-width: 900px)": { display: "grid", gridTemplateColumns: "minmax(0, 1.15fr) minmax(0, 0.85fr)", columnGap: tokens.space.xl, alignContent: "center" },
  },
});
globalStyle(`${heroWithPhoto} > *`, { gridColumn: 1 });

/** The hero's photo, cropped to its drawing's box as the cards crop it, so nothing moves while it loads. */
export const heroPhoto = style({
  display: "block",
  width: "100%",
  maxWidth: 420,
  height: "auto",
  marginInline: "auto",
  marginBlockStart: tokens.space.xl,
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: tokens.radius.lg,
  boxShadow: vars.shadow.lg,
});
globalStyle(`${heroWithPhoto} > ${heroPhoto}`, {
  "@media": { "screen and (min-width: 900px)": { gridColumn: 2, gridRow: "1 / span 4", alignSelf: "center", maxWidth: 540, marginBlockStart: 0 } },
});

export const twoColumns = style({
  display: "grid",
  gap: "2rem",
  gridTemplateColumns: "minmax(0, 2fr) minmax(240px, 1fr)",
  "@media": { "screen and (max-width: 800px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const facts = style({ margin: 0, display: "grid", gap: "0.6rem" });
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: "0.9rem" });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 700 });

export const procedureList = style([plainList, { display: "grid", gap: "1.5rem", gridTemplateColumns: "minmax(0, 1fr)" }]);

export const procedureFacts = style({
  display: "grid",
  gap: "0.75rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 140px), 1fr))",
  margin: "0.5rem 0",
});
globalStyle(`${procedureFacts} dt`, { color: vars.color.textMuted, fontSize: "0.9rem" });
globalStyle(`${procedureFacts} dd`, { margin: 0, fontWeight: 700 });

export const procedureColumns = style({
  display: "grid",
  gap: "1.5rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 260px), 1fr))",
});

export const stages = style({ margin: 0, paddingInlineStart: "1.2rem", display: "grid", gap: "0.5rem" });

export const country = style({ display: "inline-flex", alignItems: "center", gap: "0.4rem" });
// The narrowest phones need the flag's width for the figures.
globalStyle(`${country} svg`, { "@media": { "screen and (max-width: 359.98px)": { display: "none" } } });

/** A range such as "69-86%" stays on one line instead of breaking after its hyphen. */
export const range = style({ whiteSpace: "nowrap" });
