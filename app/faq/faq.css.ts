import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { faqCategoryIds } from "~content/faq-categories";
import * as disclosure from "~/ui/disclosure.css";
import { selectedTabLook, tab, unselectedTabLook } from "~/ui/tabs.css";

export const searchForm = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  marginTop: "1.5rem",
  maxWidth: 640,
});
export const searchInput = style({
  flex: "1 1 260px",
  minHeight: 48,
  padding: "0.6rem 0.9rem",
  borderRadius: 8,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const searchLabel = style({ display: "block", fontWeight: 600, width: "100%" });

export const categoryCard = style({
  textDecoration: "none",
  color: vars.color.text,
  height: "100%",
  selectors: { "&:hover": { borderColor: vars.color.primary, color: vars.color.text } },
});

/**
 * Panels: with JavaScript the active tab's panel shows. Without it, a panel named by the URL's
 * hash (#visa-travel) shows instead of the server's choice, so every answer stays reachable
 * from links such as /faq#costs-payment. `:target` is not updated by history.pushState, so the
 * hash rules only apply before the page is enhanced.
 */
export const panels = style({});
export const panel = style({
  display: "none",
  selectors: { "&[data-active='true']": { display: "block" } },
});
globalStyle(`${panels}:not([data-enhanced]) ${panel}:target`, { display: "block" });
globalStyle(`${panels}:not([data-enhanced]):has(${panel}:target) ${panel}[data-active='true']:not(:target)`, {
  display: "none",
});

/**
 * The tabs and their panels. The tab of a panel shown by the hash looks selected instead of the server's choice;
 * tabs and panels are in the same order, so the nth panel is the nth tab's.
 */
export const tabsAndPanels = style({});
const targeted = (nth: string) => `${tabsAndPanels}:has(> ${panels}:not([data-enhanced]) > ${panel}${nth}:target)`;
globalStyle(`${targeted("")} ${tab}[aria-selected='true']`, unselectedTabLook);
faqCategoryIds.forEach((_, index) => {
  globalStyle(`${targeted(`:nth-child(${index + 1})`)} ${tab}:nth-child(${index + 1})`, selectedTabLook);
});

export const question = style({
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: "0.25rem",
});
export const summary = style([disclosure.summary, { paddingBlock: "0.6rem" }]);
export const answer = style({ margin: "0 0 1rem", color: vars.color.textMuted });
export const resultCategory = style({ fontSize: "0.85rem", fontWeight: 600, color: vars.color.primary, margin: 0 });
