import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const wide = "screen and (min-width: 900px)";

export const header = style({
  // The phone menu's panel spans the header's width.
  position: "relative",
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Sticky on wide screens, where a coordinator scrolls long lists under it (not on the case page: decision 0153). */
export const stickyHeader = style({ "@media": { [wide]: { position: "sticky", top: 0, zIndex: 10 } } });
// What scrolls into view, keyboard focus included, stops below it (WCAG 2.2, 2.4.11). Its height depends on the width
// and on the staff member's menu (109 to 245 px measured at 900 to 1920 px): the padding clears the tallest.
globalStyle(`html:has(${stickyHeader})`, { "@media": { [wide]: { scrollPaddingTop: "19rem" } } });

export const top = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.5rem 1rem",
  paddingBlock: "0.5rem 0.25rem",
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.5rem",
  minHeight: 44,
  fontSize: "1.15rem",
  fontWeight: 800,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.text } },
});

export const brandArea = style({ fontWeight: 600, color: vars.color.textMuted });

const phone = "screen and (max-width: 899px)";

export const account = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.25rem 0.75rem", "@media": { [phone]: { display: "none" } } });

export const wideNav = style({ "@media": { [phone]: { display: "none" } } });

/** The phone's menu: the summary beside the brand, the panel across the header's width below it. */
export const phoneMenu = style({ "@media": { [wide]: { display: "none" } } });

export const phoneMenuSummary = style({
  listStyle: "none",
  cursor: "pointer",
  border: `1px solid ${vars.color.border}`,
  paddingInline: "0.8rem",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

export const phonePanel = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  zIndex: 20,
  display: "grid",
  gap: "0.75rem",
  maxHeight: "calc(100dvh - 4rem)",
  overflowY: "auto",
  overscrollBehavior: "contain",
  padding: "0.75rem 1rem 1rem",
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: "0 8px 16px rgb(0 0 0 / 0.12)",
});

/** Two columns of the console's pages: sixteen links for an admin fit a phone's screen. */
export const phoneNavList = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: "0.25rem",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const phoneAccount = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.25rem 0.75rem", borderTop: `1px solid ${vars.color.border}`, paddingTop: "0.5rem" });

export const who = style({ margin: 0, fontWeight: 600, color: vars.color.textMuted, fontSize: "0.9rem" });

export const action = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  padding: "0 0.5rem",
  background: "none",
  border: 0,
  font: "inherit",
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: "underline",
  cursor: "pointer",
});

export const bottom = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.25rem 1rem",
  paddingBlock: "0 0.5rem",
});
globalStyle(`${bottom} > nav`, { minWidth: 0, maxWidth: "100%" });

/** One row that scrolls sideways on a phone (the page itself never does), wrapping on wide screens. */
export const navList = style({
  display: "flex",
  flexWrap: "nowrap",
  overflowX: "auto",
  gap: "0.25rem",
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [wide]: { flexWrap: "wrap", overflowX: "visible" } },
});

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  padding: "0 0.75rem",
  whiteSpace: "nowrap",
  borderRadius: 8,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  selectors: {
    "&:hover": { background: vars.color.surface },
    "&[aria-current='page']": { background: vars.color.surface, boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
  },
});

export const counts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const count = styleVariants({
  neutral: {
    display: "inline-flex",
    alignItems: "center",
    minHeight: 32,
    gap: "0.35rem",
    padding: "0.1rem 0.7rem",
    borderRadius: 999,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    textDecoration: "none",
    fontWeight: 600,
    fontSize: "0.9rem",
  },
  alert: {
    display: "inline-flex",
    alignItems: "center",
    minHeight: 32,
    gap: "0.35rem",
    padding: "0.1rem 0.7rem",
    borderRadius: 999,
    border: `1px solid ${vars.color.destructive}`,
    background: vars.color.surface,
    color: vars.color.destructive,
    textDecoration: "none",
    fontWeight: 700,
    fontSize: "0.9rem",
  },
});
