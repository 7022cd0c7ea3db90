import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { scrollBehavior: "smooth" });
globalStyle("html", { "@media": { "(prefers-reduced-motion: reduce)": { scrollBehavior: "auto" } } });
globalStyle("body", {
  margin: 0,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  lineHeight: 1.6,
  background: vars.color.background,
  color: vars.color.text,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
});
globalStyle("main", { flex: 1 });
globalStyle("img, svg", { maxWidth: "100%", display: "block" });
globalStyle("h1, h2, h3, h4", { lineHeight: 1.2, margin: "0 0 0.5em" });
globalStyle("a", { color: vars.color.primary });
globalStyle("a:hover", { color: vars.color.primaryHover });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });
globalStyle("button, input, select, textarea", { font: "inherit" });
