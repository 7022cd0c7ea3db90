import { globalStyle, style } from "@vanilla-extract/css";
import { desktopHeader as desktop, tokens, vars } from "~/styles/theme.css";

export const topBar = style({
  display: "none",
  background: vars.color.bandEnd,
  color: vars.color.onBand,
  fontSize: tokens.fontSize.sm,
  "@media": { [desktop]: { display: "block" } },
});

export const topBarInner = style({
  maxWidth: 1360,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  minHeight: 44,
});

export const topBarLinks = style({ display: "flex", alignItems: "center", gap: tokens.space.md });

export const contactLink = style({
  color: "inherit",
  display: "inline-flex",
  alignItems: "center",
  gap: "0.4rem",
  textDecoration: "none",
  minHeight: 24,
  whiteSpace: "nowrap",
  selectors: { "&:hover": { color: "inherit", textDecoration: "underline" } },
});

export const topBarAction = style([
  contactLink,
  {
    background: "none",
    border: 0,
    padding: "0 0.25rem",
    minHeight: 32,
    cursor: "pointer",
    fontWeight: 600,
  },
]);

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  position: "sticky",
  top: 0,
  zIndex: 20,
});

export const headerInner = style({
  maxWidth: 1360,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  height: tokens.header.height,
});

export const brand = style({
  flexShrink: 0,
  fontSize: "1.3rem",
  fontWeight: 800,
  letterSpacing: "-0.01em",
  color: vars.color.text,
  textDecoration: "none",
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.sm,
  selectors: { "&:hover": { color: vars.color.text } },
});

export const desktopNav = style({
  display: "none",
  "@media": { [desktop]: { display: "block" } },
});

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "nowrap",
  gap: 0,
});

export const navLink = style({
  display: "block",
  // Narrow sides: at 1280 px the 11 links, the logo and the call to action leave about 90 px of the row free.
  padding: "0.45rem 0.3rem",
  borderRadius: tokens.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 500,
  fontSize: "0.94rem",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text },
    "&[aria-current='page']": { color: vars.color.primary, fontWeight: 700 },
  },
});

export const headerActions = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  flexShrink: 0,
});

/** "Get Free Consultation" in the header row from 560 px: below it, only the logo and the Menu button fit. */
export const consultation = style({
  display: "none",
  "@media": { "screen and (min-width: 560px)": { display: "inline-flex" } },
});

/** A long display name must not push the header's buttons off a small screen. */
export const welcomeLink = style({
  maxWidth: "16rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  display: "inline-block",
  lineHeight: "2",
});

export const mobileMenu = style({
  "@media": { [desktop]: { display: "none" } },
});

export const mobileMenuSummary = style({
  listStyle: "none",
  cursor: "pointer",
  paddingInline: "0.8rem",
  border: `1px solid ${vars.color.border}`,
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

/** Fills the screen below the header and scrolls inside it, so a landscape phone reaches every link. */
export const mobilePanel = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  maxHeight: [`calc(100vh - ${tokens.header.height})`, `calc(100dvh - ${tokens.header.height})`],
  overflowY: "auto",
  overscrollBehavior: "contain",
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${tokens.space.sm} ${tokens.space.md} ${tokens.space.lg}`,
  boxShadow: vars.shadow.lg,
  display: "grid",
  gap: tokens.space.md,
});

export const mobileNavList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 140px), 1fr))",
  gap: "0.15rem",
});
globalStyle(`${mobileNavList} a`, { paddingBlock: "0.6rem", fontSize: tokens.fontSize.base });

export const mobileAccount = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.sm,
  paddingTop: tokens.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const mobileContact = style({ display: "grid", gap: tokens.space.sm, color: vars.color.textMuted });
globalStyle(`${mobilePanel} > form`, { justifySelf: "start" });

export const footer = style({
  background: "#0a2a33",
  color: "#e8f0f3",
  paddingBlock: "3rem 1.5rem",
  marginTop: "auto",
});

export const footerGrid = style({
  display: "grid",
  gap: "2rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 220px), 1fr))",
});

export const footerHeading = style({ fontSize: "1.05rem", color: "#ffffff" });

export const footerList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.4rem" });

export const footerLink = style({
  color: "#cfe3ea",
  textDecoration: "none",
  display: "inline-flex",
  alignItems: "center",
  gap: "0.4rem",
  minHeight: 24,
  selectors: { "&:hover": { color: "#ffffff", textDecoration: "underline" } },
});

export const socialList = style({ display: "flex", gap: "0.75rem", listStyle: "none", padding: 0, margin: 0 });

export const socialLink = style([
  footerLink,
  {
    width: 44,
    height: 44,
    justifyContent: "center",
    borderRadius: 999,
    border: "1px solid #3d6470",
  },
]);

export const footerBottom = style({
  borderTop: "1px solid #24505c",
  marginTop: "2rem",
  paddingTop: "1.25rem",
  fontSize: "0.9rem",
  color: "#cfe3ea",
});

/** One of the company's numbers with its name: the line wraps before it, not inside it. */
export const legalNumber = style({ display: "inline-block", marginInlineStart: "0.3em" });

/** The language switch in the phone menu: a full-size target, in the menu's own column. */
export const languageButton = style({ minHeight: 44, justifySelf: "start", fontWeight: 600 });

/** The offer to read the site in Arabic (English pages, Arabic-first browsers). */
export const suggestion = style({
  background: vars.color.surfaceMuted,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: tokens.fontSize.sm,
});

export const suggestionInner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.sm,
  paddingBlock: tokens.space.xs,
});

export const suggestionText = style({ margin: 0, marginInlineEnd: "auto" });

export const suggestionButton = style({
  minHeight: 44,
  paddingInline: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: "pointer",
});
