import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { button } from "~/styles/ui.css";
import { fieldGrid as wizardFieldGrid } from "~/wizard/wizard.css";

export const plainList = style({ listStyle: "none", padding: 0, margin: 0 });

/* Tabs are links (?tab=overview), so they work without JavaScript. */
export const tabList = style([
  plainList,
  {
    display: "flex",
    flexWrap: "wrap",
    gap: "0.5rem",
    padding: "0.35rem",
    borderRadius: 12,
    background: vars.color.surfaceMuted,
    width: "fit-content",
    marginInline: "auto",
    marginBottom: "2rem",
  },
]);

export const tab = style([
  button.ghost,
  {
    selectors: {
      "&[aria-current='page']": {
        background: vars.color.surface,
        color: vars.color.primary,
        boxShadow: "0 1px 3px rgb(0 0 0 / 0.15)",
      },
    },
  },
]);

export const wizard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 16,
  padding: "clamp(1rem, 3vw, 2rem)",
  maxWidth: 960,
  marginInline: "auto",
});

export const stepIntro = style({ color: vars.color.textMuted, marginTop: 0 });

export const fieldset = style({ border: 0, padding: 0, margin: "0 0 1.5rem", minWidth: 0 });

export const legend = style({ fontWeight: 700, fontSize: "1.1rem", padding: 0, marginBottom: "0.75rem" });

export const choiceGrid = style({
  display: "grid",
  gap: "0.75rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 200px), 1fr))",
});

/* A radio or checkbox inside a card-like label; the chosen card is marked without JavaScript (:has). */
export const choiceCard = style({
  display: "flex",
  gap: "0.75rem",
  alignItems: "flex-start",
  minHeight: 44,
  padding: "0.9rem 1rem",
  border: `2px solid ${vars.color.border}`,
  borderRadius: 10,
  cursor: "pointer",
  background: vars.color.surface,
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.primary, background: vars.color.surfaceMuted },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const choiceInput = style({
  width: 20,
  height: 20,
  marginTop: 2,
  flexShrink: 0,
  accentColor: vars.color.primary,
});

export const choiceText = style({ display: "flex", flexDirection: "column", gap: "0.2rem" });

export const checkGrid = style({
  display: "grid",
  gap: "0.5rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 220px), 1fr))",
});

export const fieldGrid = style([wizardFieldGrid, { marginBottom: "1.5rem" }]);

export const range = style({ width: "100%", minHeight: 44, accentColor: vars.color.primary });

export const rangeLabels = style({
  display: "flex",
  justifyContent: "space-between",
  fontSize: "0.9rem",
  color: vars.color.textMuted,
});

export const optionGrid = style([
  plainList,
  {
    display: "grid",
    gap: "1rem",
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 260px), 1fr))",
    marginBottom: "1.5rem",
  },
]);

export const optionCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
  padding: "1rem",
  display: "flex",
  flexDirection: "column",
  gap: "0.4rem",
});

export const optionName = style({ fontSize: "1.05rem", margin: 0 });

export const tagList = style([plainList, { display: "flex", flexWrap: "wrap", gap: "0.35rem" }]);

export const tag = style({
  fontSize: "0.8rem",
  padding: "0.15rem 0.55rem",
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const medicalTag = style([
  tag,
  { borderColor: vars.color.success, color: vars.color.success, background: "transparent" },
]);

/** Four summaries: one column on a phone, two by two from 640 px (three columns would leave one alone). */
export const reviewGrid = style({
  display: "grid",
  gap: "1rem",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "screen and (min-width: 640px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
  marginBottom: "1.5rem",
});

export const reviewCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
  padding: "1rem 1.25rem",
});

/** Label above value on a phone, side by side from 480 px; values wrap between words, never inside one. */
export const reviewList = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: "0.15rem 1rem",
  "@media": {
    "screen and (min-width: 480px)": { gridTemplateColumns: "max-content minmax(0, 1fr)", rowGap: "0.35rem" },
  },
});

globalStyle(`${reviewList} dt`, { color: vars.color.textMuted });
globalStyle(`${reviewList} dd`, { margin: 0, fontWeight: 600, overflowWrap: "break-word" });
// An amount ("50,000 UK£+") never breaks inside; the budget range breaks at its dash.
globalStyle(`${reviewList} dd bdi`, { whiteSpace: "nowrap" });

export const guideList = style([
  plainList,
  { display: "grid", gap: "0.5rem", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 150px), 1fr))" },
]);

export const guideItem = style({
  background: vars.color.surfaceMuted,
  borderRadius: 10,
  padding: "0.75rem",
  display: "flex",
  flexDirection: "column",
});

export const guideAmount = style({ fontSize: "1.2rem", fontWeight: 800 });

export const submitRow = style({ display: "flex", justifyContent: "center", marginTop: "1.5rem" });

/* Process overview */
export const journeyList = style([
  plainList,
  { display: "grid", gap: "1rem", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 170px), 1fr))" },
]);

export const overviewBlock = style({ marginTop: "3rem" });

export const tableWrap = style({ overflowX: "auto" });

export const table = style({ width: "100%", borderCollapse: "collapse", background: vars.color.surface });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  padding: "0.75rem",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const emergency = style({
  marginTop: "3rem",
  borderRadius: 16,
  padding: "1.5rem",
  background: vars.color.destructive,
  color: vars.color.onDestructive,
});

export const emergencyLink = style({
  color: "inherit",
  fontWeight: 800,
  fontSize: "1.3rem",
  selectors: { "&:hover": { color: "inherit" } },
});

export const closingCta = style({ textAlign: "center", marginTop: "3rem" });

export const centerRow = style({ justifyContent: "center" });

/* Each card sits in the kit's wrapper of a choice: the wrapper stretches the card to the row's height. */
globalStyle(`${choiceGrid} > div`, { display: "grid" });
