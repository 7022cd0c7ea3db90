import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** Tabs drawn as links: each is a real URL, so they work without JavaScript. */
export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  padding: "0.4rem",
  borderRadius: 12,
  background: vars.color.surfaceMuted,
  marginBottom: "1.5rem",
});

/** How the selected tab looks, and the others: a page that shows another panel without JavaScript borrows them. */
export const selectedTabLook = { background: vars.color.primary, color: vars.color.onPrimary };
export const unselectedTabLook = { background: "transparent", color: vars.color.text };

export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.4rem",
  minHeight: 44,
  padding: "0.5rem 1rem",
  borderRadius: 8,
  fontWeight: 600,
  textDecoration: "none",
  color: vars.color.text,
  selectors: {
    "&:hover": { background: vars.color.surface, color: vars.color.text },
    "&[aria-selected='true']": selectedTabLook,
  },
});
