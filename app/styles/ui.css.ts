import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "./theme.css";

export const container = style({
  width: "100%",
  maxWidth: 1200,
  marginInline: "auto",
  paddingInline: tokens.space.md,
  "@media": { "screen and (min-width: 768px)": { paddingInline: tokens.space.lg } },
});

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      "&:focus": {
        position: "fixed",
        top: 8,
        insetInlineStart: 8,
        width: "auto",
        height: "auto",
        clip: "auto",
        margin: 0,
        padding: "0.5rem 1rem",
        background: vars.color.surface,
        color: vars.color.text,
        zIndex: 100,
      },
    },
  },
]);

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.5rem",
  minHeight: 44,
  padding: "0.6rem 1.2rem",
  borderRadius: tokens.radius.md,
  // Only a button wider than its box wraps ("اتصل على +20 100 555 0199" at 320 px), and then between its parts (icon,
  // words, the number in its <bdi>), each kept whole: a phone number never splits across lines.
  flexWrap: "wrap",
  textAlign: "center",
  border: "2px solid transparent",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  lineHeight: 1.2,
  selectors: {
    "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed" },
  },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { "&:hover": { background: vars.color.primaryHover, color: vars.color.onPrimary } },
    },
  ],
  accent: [
    buttonBase,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { "&:hover": { color: vars.color.onAccent, filter: "brightness(0.95)" } },
    },
  ],
  outline: [
    buttonBase,
    {
      background: "transparent",
      color: vars.color.primary,
      borderColor: vars.color.primary,
      selectors: { "&:hover": { background: vars.color.surfaceMuted } },
    },
  ],
  ghost: [
    buttonBase,
    {
      background: "transparent",
      color: vars.color.text,
      selectors: { "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text } },
    },
  ],
});

export const section = style({ paddingBlock: tokens.space.section });
export const sectionMuted = style([section, { background: vars.color.surfaceMuted }]);

export const sectionHeading = style({
  textAlign: "center",
  fontSize: tokens.fontSize.h2,
});

/** A page's own title when it has no hero (the one heading scale: larger than every section heading). */
export const pageTitle = style({ fontSize: tokens.fontSize.pageTitle });

export const sectionLead = style({
  textAlign: "center",
  color: vars.color.textMuted,
  maxWidth: 680,
  marginInline: "auto",
  marginBottom: "2rem",
});

/**
 * Card grids with set column counts per width, so rows fill evenly: 1 → 2 → 3 (or 4) columns.
 * A grid of exactly three cards goes from one column straight to three, never 2 + 1.
 */
const gridBase = style({ display: "grid", gap: tokens.space.lg, gridTemplateColumns: "minmax(0, 1fr)" });
const twoColumns = "repeat(2, minmax(0, 1fr))";
export const grid = styleVariants({
  two: [gridBase, { "@media": { "screen and (min-width: 640px)": { gridTemplateColumns: twoColumns } } }],
  three: [
    gridBase,
    {
      "@media": {
        "screen and (min-width: 640px)": { gridTemplateColumns: twoColumns },
        "screen and (min-width: 1024px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
      },
    },
  ],
  four: [
    gridBase,
    {
      gap: tokens.space.md,
      "@media": {
        "screen and (min-width: 560px)": { gridTemplateColumns: twoColumns },
        "screen and (min-width: 1024px)": { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
      },
    },
  ],
});
globalStyle(`${grid.three}:has(> :nth-child(3):last-child)`, {
  "@media": {
    "screen and (min-width: 640px) and (max-width: 767.98px)": { gridTemplateColumns: "minmax(0, 1fr)" },
    "screen and (min-width: 768px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: tokens.space.card,
  display: "flex",
  flexDirection: "column",
  gap: "0.5rem",
});

// A card's heading is a card title whatever its level: smaller than the section and page around it (one scale).
globalStyle(`${card} h2`, { fontSize: tokens.fontSize.cardTitle });

/** A picture across the top of a card, edge to edge. */
export const cardMedia = style({
  margin: `calc(-1 * ${tokens.space.card}) calc(-1 * ${tokens.space.card}) ${tokens.space.sm}`,
  width: `calc(100% + 2 * ${tokens.space.card})`,
  maxWidth: "none",
  borderRadius: `${tokens.radius.lg} ${tokens.radius.lg} 0 0`,
  aspectRatio: "16 / 9",
  objectFit: "cover",
});

// A card inside a grid's list item fills the item, so the cards of a row share their height.
globalStyle(`li > ${card}`, { height: "100%" });

export const badge = style({
  display: "inline-block",
  padding: "0.15rem 0.6rem",
  borderRadius: tokens.radius.pill,
  fontSize: "0.8rem",
  fontWeight: 600,
  background: vars.color.accent,
  color: vars.color.onAccent,
  width: "fit-content",
});

/**
 * A badge on its card's top edge (`data-on-edge`), out of the flow: in the flow "Popular" pushed its card's heading
 * below its neighbours' in the same row. Global rules, not exported classes: a file of its own was
 * one more stylesheet blocking the home page's first paint, and exported names would weigh on every page's script.
 */
globalStyle(`${card}:has(> ${badge}[data-on-edge])`, { position: "relative" });
globalStyle(`${badge}[data-on-edge]`, {
  position: "absolute",
  insetBlockStart: 0,
  insetInlineStart: tokens.space.card,
  transform: "translateY(-50%)",
  zIndex: 1,
});

export const muted = style({ color: vars.color.textMuted });

export const buttonRow = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", marginTop: "auto" });

/** The deep band behind heroes and the closing call to action; dark in the dark theme too. */
export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.bandStart}, ${vars.color.bandEnd})`,
  color: vars.color.onBand,
  paddingBlock: tokens.space.section,
});

export const heroTitle = style({ fontSize: tokens.fontSize.h1, maxWidth: 760 });
export const heroLead = style({ fontSize: tokens.fontSize.lg, maxWidth: 680, color: vars.color.onBandMuted });
