import { globalStyle } from "@vanilla-extract/css";
import { tokens, vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { scrollBehavior: "smooth" });
globalStyle("html", { "@media": { "(prefers-reduced-motion: reduce)": { scrollBehavior: "auto" } } });
globalStyle("body", {
  margin: 0,
  fontFamily: tokens.font.body,
  fontSize: tokens.fontSize.base,
  lineHeight: 1.6,
  background: vars.color.background,
  color: vars.color.text,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  // Long words wrap whole or scroll inside their own box; nothing is split mid-word.
  overflowWrap: "normal",
  wordBreak: "normal",
});
globalStyle("main", { flex: 1 });
globalStyle("img, svg", { maxWidth: "100%", display: "block" });
globalStyle("img", { height: "auto" });
globalStyle("picture", { display: "block", overflow: "hidden" });
globalStyle("picture > img", { width: "100%" });
globalStyle("h1, h2, h3, h4", { lineHeight: 1.2, margin: "0 0 0.5em", textWrap: "balance" });
globalStyle("h1", { fontSize: tokens.fontSize.h1 });
globalStyle("h2", { fontSize: tokens.fontSize.h2 });
globalStyle("h3", { fontSize: tokens.fontSize.h3 });
globalStyle("a", { color: vars.color.primary });
globalStyle("a:hover", { color: vars.color.primaryHover });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });
globalStyle("button, input, select, textarea", { font: "inherit" });
// Chrome's own placeholder grey reads at 3.5:1 on the dark theme's fields; the muted text keeps 4.5:1 in both themes.
globalStyle("::placeholder", { color: vars.color.textMuted, opacity: 1 });
// Whatever the page scrolls into view stops below the sticky header, not under it: an anchor's target
// (/faq#costs-payment), and the control keyboard focus moves to (WCAG 2.2, 2.4.11 Focus Not Obscured).
globalStyle("html", { scrollPaddingTop: `calc(${tokens.header.height} + ${tokens.space.md})` });

// Icons that point along the reading direction (back, next) mirror on right-to-left pages; the others
// (a phone, a star, a plane) stay as they are.
globalStyle('[dir="rtl"] svg[data-directional]', { transform: "scaleX(-1)" });
