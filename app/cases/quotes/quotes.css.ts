import { globalStyle, style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

export const quote = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
  padding: "1rem",
  display: "grid",
  gap: "0.75rem",
  background: vars.color.surface,
});

export const superseded = style({ opacity: 0.85, borderStyle: "dashed" });

export const quoteHead = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: "0.5rem" });

export const quoteTitle = style({ margin: 0, fontSize: "1.15rem" });

/** The quote page's own title (h1): the page title size of the one heading scale. */
export const quotePageTitle = style({ margin: 0, fontSize: tokens.fontSize.pageTitle });

const phone = "screen and (max-width: 599px)";

export const items = style({ width: "100%", borderCollapse: "collapse" });

globalStyle(`${items} th, ${items} td`, {
  textAlign: "start",
  padding: "0.4rem 0.25rem",
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
  overflowWrap: "anywhere",
});

globalStyle(`${items} td:last-child, ${items} th:last-child`, { textAlign: "end", whiteSpace: "nowrap" });
// A heading breaks between words only ("Descriptio|n" reads as a mistake).
globalStyle(`${items} th`, { overflowWrap: "normal" });

/**
 * A quote's or an invoice's lines on a phone: each line's description on a row of its own, its quantity × price and
 * amount under it, side by side when they fit and one under the other when they do not, so no price is cut or
 * overlaps another and the page never scrolls sideways. The table stops being laid out as a grid of columns there
 * (a cell's width would set its whole column's); the column headings stay for screen readers.
 */
export const pricedLines = style({ "@media": { [phone]: { display: "block" } } });
globalStyle(`${pricedLines} thead`, { "@media": { [phone]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0, 0, 0, 0)" } } });
globalStyle(`${pricedLines} tbody, ${pricedLines} tfoot`, { "@media": { [phone]: { display: "block" } } });
globalStyle(`${pricedLines} tbody tr, ${pricedLines} tfoot tr`, {
  "@media": { [phone]: { display: "flex", flexWrap: "wrap", justifyContent: "space-between", columnGap: "1rem" } },
});
globalStyle(`${pricedLines} tbody tr`, { "@media": { [phone]: { borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${pricedLines} tbody td`, { "@media": { [phone]: { borderBottom: "none" } } });
globalStyle(`${pricedLines} tbody td:first-child`, { "@media": { [phone]: { flexBasis: "100%", fontWeight: 600 } } });

globalStyle(`${items} tfoot td, ${items} tfoot th`, { fontWeight: 700, borderBottom: "none" });

globalStyle(`${items} caption`, { textAlign: "start", paddingBlock: "0.5rem", color: vars.color.textMuted });

/** A comparison row's flag beside its country name (an SVG is a block otherwise). */
export const country = style({ display: "inline-flex", alignItems: "center", gap: "0.4rem" });

/**
 * The quote's terms: each label above its statement on a phone, beside it from a tablet up (a label column beside
 * sentences left the sentences a word wide at 390 px). A word breaks only when it is wider than the line.
 */
export const terms = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: "0.15rem 1rem",
  "@media": { "screen and (min-width: 600px)": { gridTemplateColumns: "minmax(0, auto) minmax(0, 1fr)", rowGap: "0.35rem" } },
});

globalStyle(`${terms} dt`, { color: vars.color.textMuted });
globalStyle(`${terms} dd`, {
  margin: 0,
  whiteSpace: "pre-wrap",
  overflowWrap: "break-word",
  "@media": { [phone]: { marginBlockEnd: "0.5rem" } },
});

export const decisions = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "flex-start" });

export const declineForm = style({ display: "grid", gap: "0.5rem", flex: "1 1 16rem" });

export const itemRows = style({ display: "grid", gap: "0.75rem" });

export const itemRow = style({
  display: "grid",
  gap: "0.25rem 0.75rem",
  gridTemplateColumns: "minmax(0, 1fr)",
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: "0.5rem",
  "@media": { "screen and (min-width: 640px)": { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" } },
});

export const kindLabel = style({ fontWeight: 700, gridColumn: "1 / -1" });

export const pair = style({
  display: "grid",
  gap: "0.75rem",
  "@media": { "screen and (min-width: 640px)": { gridTemplateColumns: "1fr 1fr" } },
});

export const noPrint = style({ "@media": { print: { display: "none" } } });

/** The staff's new-quote form, folded under its title until a coordinator opens it. */
export const formDisclosure = style({ display: "grid", gap: "0.75rem" });

export const formSummary = style({ cursor: "pointer", fontWeight: 700, fontSize: "1.1rem", minHeight: 44, display: "flex", alignItems: "center" });

/** "2 × $1,200.00": the line's quantity and unit price, kept on one line. */
export const unit = style({ whiteSpace: "nowrap" });

/** What accepting means, above the buttons, across the row. */
export const agreement = style({ flexBasis: "100%", margin: 0 });

/** The staff's checklist of what a price includes, in columns where there is room. */
export const checklist = style({ display: "grid", gap: "0.25rem 1rem", gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))" });

export const triple = style({
  display: "grid",
  gap: "0.75rem",
  "@media": { "screen and (min-width: 640px)": { gridTemplateColumns: "1fr 1fr 1fr" } },
});
