import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const wide = "screen and (min-width: 900px)";

export const page = style({ paddingBlock: "1.5rem 3rem", display: "grid", gap: "1.25rem", minWidth: 0 });

export const pageTitle = style({ margin: 0, fontSize: "clamp(1.4rem, 3vw, 1.9rem)" });

/**
 * The case list's title: on a phone the header's "Cases" tab already says where one is, so the title is left to
 * screen readers there and the views and cases move up.
 */
export const listTitle = style([
  pageTitle,
  { "@media": { "screen and (max-width: 899px)": { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0, 0, 0, 0)", whiteSpace: "nowrap" } } },
]);

/** Which of the matches are shown and in what order, beside the count. */
export const resultsRange = style({ marginInlineStart: "0.75rem", fontSize: "0.9rem", fontWeight: 400, color: vars.color.textMuted });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
  padding: "1rem",
  display: "grid",
  gap: "0.75rem",
  minWidth: 0,
  "@media": { [wide]: { padding: "1.25rem 1.5rem" } },
});

export const panelTitle = style({ margin: 0, fontSize: "1.15rem" });

/** A panel that folds by its title (case-panel.tsx): the title is the whole row, 44 px high, with a chevron. */
export const fold = style({ minWidth: 0 });
export const foldTitle = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.75rem",
  minHeight: 44,
  margin: "-0.5rem 0",
  cursor: "pointer",
  listStyle: "none",
  borderRadius: 8,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": {
      content: '""',
      flex: "none",
      width: "0.55rem",
      height: "0.55rem",
      marginInlineEnd: "0.35rem",
      borderInlineEnd: "2px solid currentColor",
      borderBottom: "2px solid currentColor",
      transform: "rotate(45deg)",
    },
    [`${fold}:not([open]) > &::after`]: { transform: "rotate(-45deg)" },
    "&:focus-visible": { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
  },
});
export const foldBody = style({ display: "grid", gap: "0.75rem", marginTop: "0.75rem", minWidth: 0 });

/**
 * The filters wrap as their room allows; on wide screens a list (select) gets 12rem, so its options are not
 * cut off while the case list's filters still share one row at 1280 px.
 */
export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  alignItems: "end",
});
globalStyle(`${filters} > *`, { flex: "1 1 10rem", minWidth: 0 });
// Two lists to a row on a phone, so the cases start within the first screens; 12rem each on wide screens.
globalStyle(`${filters} > :has(select)`, { flexBasis: "9rem", "@media": { [wide]: { flexBasis: "12rem" } } });

/**
 * The case list's filters, without a panel's frame so the cases come sooner: the search, its buttons and the fold
 * of the other filters on one line (two on a phone); the open fold takes a line of its own under them.
 */
export const filterBar = style({ minWidth: 0 });
export const filterLine = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem 0.75rem", alignItems: "end", minWidth: 0 });
globalStyle(`${filterLine} > :first-child`, { flex: "1 1 20rem", minWidth: 0 });
export const moreFilters = style({ flex: "0 0 auto", alignSelf: "flex-end", selectors: { "&[open]": { flexBasis: "100%" } } });
globalStyle(`${filterLine} > :nth-child(2)`, { gap: "0.25rem" });
globalStyle(`${moreFilters} > summary`, { margin: 0, gap: "0.5rem", justifyContent: "flex-start" });

/** The case list's views: a row of counted links that wraps on a phone. */
export const views = style({ minWidth: 0 });
export const viewList = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", margin: 0, padding: 0, listStyle: "none" });
export const viewLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.4rem",
  minHeight: 36,
  padding: "0.25rem 0.75rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: 999,
  color: vars.color.text,
  textDecoration: "none",
  background: vars.color.surface,
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}`, fontWeight: 700 },
    "&:hover": { borderColor: vars.color.primary },
  },
});
export const viewCount = style({ fontVariantNumeric: "tabular-nums", color: vars.color.textMuted });

/** A row's last message under the patient's name: two short lines at most, never wider than the cell. */
export const lastMessage = style({ display: "grid", marginTop: "0.25rem", fontSize: "0.85rem", overflowWrap: "anywhere" });
export const lastMessageMeta = style({ color: vars.color.textMuted });

export const filterActions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center" });

export const summary = style({ margin: 0, color: vars.color.textMuted });

/** A search's matches among colleagues' cases, under the list: a short, quiet block. */
export const heldByColleagues = style({ display: "grid", gap: "0.5rem", marginTop: "1rem", overflowWrap: "anywhere" });

/* The case list: a table on wide screens, one card per case on a phone. */
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "0.95rem",
});

export const headCell = style({
  textAlign: "start",
  padding: "0.6rem 0.5rem",
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: "0.85rem",
  whiteSpace: "nowrap",
  "@media": { "screen and (max-width: 899px)": { display: "none" } },
});

/** A report's column headings: many short numeric columns, so the headings wrap instead of widening the table. */
export const wrappingHeadCell = style({ whiteSpace: "normal", verticalAlign: "bottom" });

export const row = style({
  "@media": {
    "screen and (max-width: 899px)": {
      display: "grid",
      gap: "0.25rem",
      padding: "0.75rem 0",
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const cell = style({
  padding: "0.6rem 0.5rem",
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
  // Only long values (e-mail addresses, in `subtle`) may break anywhere; words such as "Unassigned" stay whole.
  overflowWrap: "break-word",
  "@media": {
    "screen and (max-width: 899px)": {
      display: "grid",
      gridTemplateColumns: "7rem 1fr",
      gap: "0.5rem",
      padding: 0,
      border: 0,
      selectors: { "&::before": { content: "attr(data-label)", color: vars.color.textMuted, fontWeight: 600 } },
    },
  },
});

export const patientLink = style({ fontWeight: 700 });

export const subtle = style({ display: "block", color: vars.color.textMuted, fontSize: "0.85rem", overflowWrap: "anywhere" });

const badgeBase = {
  display: "inline-block",
  padding: "0.1rem 0.55rem",
  borderRadius: 999,
  fontSize: "0.8rem",
  fontWeight: 700,
  border: "1px solid currentColor",
  width: "fit-content",
  whiteSpace: "nowrap",
} as const;

export const status = styleVariants({
  new: { ...badgeBase, color: vars.color.primary },
  in_review: { ...badgeBase, color: vars.color.warning },
  awaiting_patient: { ...badgeBase, color: vars.color.textMuted },
  scheduled: { ...badgeBase, color: vars.color.success },
  closed: { ...badgeBase, color: vars.color.textMuted, borderStyle: "dashed" },
});

export const overdue = style({ ...badgeBase, color: vars.color.destructive, marginInlineStart: "0.35rem" });

export const pagination = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.75rem",
});

/* The case page: what the patient sent on the left, the actions on the right on wide screens. */
export const caseLayout = style({
  display: "grid",
  gap: "1.25rem",
  alignItems: "start",
  "@media": { [wide]: { gridTemplateColumns: "minmax(0, 2fr) minmax(300px, 1fr)" } },
});

export const column = style({ display: "grid", gap: "1.25rem", minWidth: 0 });

export const facts = style({
  display: "grid",
  gap: "0.5rem 1rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  margin: 0,
});

export const fact = style({ display: "grid", gap: "0.1rem", minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: "0.85rem", fontWeight: 600 });

export const value = style({ margin: 0, overflowWrap: "anywhere" });

export const multiline = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const details = style({
  display: "grid",
  gap: "0.5rem",
  margin: 0,
  "@media": { [wide]: { gridTemplateColumns: "minmax(10rem, 1fr) 2fr", gap: "0.5rem 1.25rem" } },
});

/** One label and its answer; the rows join the list's grid on wide screens. */
export const detailRow = style({ display: "grid", gap: "0.1rem", "@media": { [wide]: { display: "contents" } } });

export const sectionTitle = style({ margin: "0.5rem 0 0", fontSize: "1rem" });

export const plainList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.6rem" });

export const listItem = style({
  display: "grid",
  gap: "0.15rem",
  paddingBottom: "0.6rem",
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const note = style({
  padding: "0.75rem",
  borderRadius: 8,
  background: vars.color.surfaceMuted,
  display: "grid",
  gap: "0.25rem",
  overflowWrap: "anywhere",
});

export const internalLabel = style({
  margin: 0,
  fontSize: "0.85rem",
  color: vars.color.warning,
  fontWeight: 700,
});

export const actionForm = style({ display: "grid", gap: "0.6rem" });

export const tableWrap = style({ minWidth: 0, overflowX: "auto" });

/** A small form inside a list item: its controls in a row on wide screens. */
export const inlineForm = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem 0.75rem",
  alignItems: "end",
  marginTop: "0.25rem",
});

/** Inside an inline form: a label on its own line, and a text box that grows beside its button. */
export const inlineLabel = style({ flexBasis: "100%" });
export const inlineInput = style({ flex: "1 1 16rem", width: "auto", minWidth: 0 });

export const code = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: "0.8rem",
  overflowWrap: "anywhere",
  color: vars.color.textMuted,
});

/** An overdue case's row: a bar at its start, so it stands out in the table and as a card on a phone. */
export const overdueRow = style([
  row,
  { boxShadow: `inset 4px 0 0 ${vars.color.destructive}`, "@media": { "screen and (max-width: 899px)": { paddingInlineStart: "0.75rem" } } },
]);

export const coverForm = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "end" });

export const sentSection = style({ display: "grid", gap: "0.5rem" });
globalStyle(`${sentSection} > summary`, { cursor: "pointer", minHeight: 32 });

/** "Also opened in the last 10 minutes": a colleague may be answering the same patient. */
export const presence = style({
  margin: "0.5rem 0",
  padding: "0.5rem 0.75rem",
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

/** The case list's bulk actions, folded above the table inside its one form. */
export const bulkPanel = style({
  display: "grid",
  gap: "0.5rem",
  margin: "0 0 0.75rem",
  padding: "0.5rem 0.75rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: "0.5rem",
  minWidth: 0,
});

/** The list's one form (a grid item of its panel): no wider than the panel, so the cards fit a phone. */
export const bulkForm = style({ minWidth: 0 });

export const bulkFields = style({ display: "grid", gap: "0.5rem", margin: 0, padding: 0, border: 0, minWidth: 0 });

/** The case page's own menu (decision 0153): sticky at the top of the screen, scrolling sideways on a phone. */
export const caseMenu = style({
  position: "sticky",
  top: 0,
  zIndex: 5,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: "auto",
});

export const caseMenuList = style({
  display: "flex",
  alignItems: "center",
  gap: "0 1rem",
  margin: 0,
  // Room for a focused link's outline inside the sideways-scrolling bar, which would clip it.
  padding: "4px",
  listStyle: "none",
  whiteSpace: "nowrap",
});
globalStyle(`${caseMenuList} a, ${caseMenuList} button`, { display: "inline-flex", alignItems: "center", minHeight: 44 });

/**
 * A button that reads as a link (the case menu's shortcut switch). The trips' own lives with the planner: one in the
 * shared kit would ship in every page's first-load JavaScript, which the planner's budget has no room for.
 */
export const linkButton = style({
  border: "none",
  background: "none",
  padding: 0,
  font: "inherit",
  color: vars.color.primary,
  textDecoration: "underline",
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.primaryHover } },
});
