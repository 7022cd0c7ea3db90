import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const wide = "screen and (min-width: 1100px)";

export const topBar = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: "0.9rem",
});

export const topBarInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "1rem",
  minHeight: 44,
  flexWrap: "wrap",
});

export const topBarLinks = style({ display: "flex", gap: "1.25rem", flexWrap: "wrap" });

export const topBarLink = style({
  color: "inherit",
  display: "inline-flex",
  alignItems: "center",
  gap: "0.4rem",
  textDecoration: "none",
  minHeight: 24,
  selectors: { "&:hover": { color: "inherit", textDecoration: "underline" } },
});

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: "sticky",
  top: 0,
  zIndex: 20,
});

export const headerInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "1rem",
  paddingBlock: "0.75rem",
});

export const brand = style({
  fontSize: "1.4rem",
  fontWeight: 800,
  color: vars.color.primary,
  textDecoration: "none",
  display: "inline-flex",
  alignItems: "center",
  gap: "0.4rem",
});

export const desktopNav = style({
  display: "none",
  "@media": { [wide]: { display: "block" } },
});

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  gap: "0.15rem",
  flexWrap: "wrap",
});

export const navLink = style({
  display: "block",
  padding: "0.5rem 0.55rem",
  borderRadius: 6,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 500,
  fontSize: "0.95rem",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text },
    "&[aria-current='page']": { color: vars.color.primary, fontWeight: 700 },
  },
});

export const headerActions = style({
  display: "flex",
  alignItems: "center",
  gap: "0.5rem",
  flexWrap: "wrap",
  justifyContent: "flex-end",
});

/** A long display name must not push the header's buttons off a small screen. */
export const welcomeLink = style({
  maxWidth: "16rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  display: "inline-block",
  lineHeight: "1.6",
});

export const mobileMenu = style({
  "@media": { [wide]: { display: "none" } },
});

export const mobileMenuSummary = style({
  listStyle: "none",
  cursor: "pointer",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

export const mobileNav = style({
  position: "absolute",
  left: 0,
  right: 0,
  top: "100%",
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: "0.5rem 1rem 1rem",
  boxShadow: "0 8px 16px rgb(0 0 0 / 0.12)",
});

export const mobileNavList = style([navList, { flexDirection: "column" }]);

export const footer = style({
  background: "#0a2a33",
  color: "#e8f0f3",
  paddingBlock: "3rem 1.5rem",
  marginTop: "auto",
});

export const footerGrid = style({
  display: "grid",
  gap: "2rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
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
