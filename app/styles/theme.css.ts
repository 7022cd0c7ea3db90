import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from "@vanilla-extract/css";

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    accent: null,
    onAccent: null,
    success: null,
    warning: null,
    destructive: null,
    onDestructive: null,
    focus: null,
  },
});

// Contrast ratios were checked against WCAG 2.2 AA (4.5:1 for text) for each pair used.
const light = {
  background: "#f8fafb",
  surface: "#ffffff",
  surfaceMuted: "#eef4f6",
  text: "#14232b",
  textMuted: "#4a5d66",
  border: "#cbd8de",
  primary: "#0b5f73",
  primaryHover: "#084a5a",
  onPrimary: "#ffffff",
  accent: "#f2c14e",
  onAccent: "#1d1605",
  success: "#1e6b3a",
  warning: "#8a5300",
  destructive: "#b3261e",
  onDestructive: "#ffffff",
  focus: "#0b5f73",
};

const dark = {
  background: "#0d171c",
  surface: "#14232b",
  surfaceMuted: "#1b2f38",
  text: "#e8f0f3",
  textMuted: "#a9bcc4",
  border: "#2f4854",
  primary: "#5cc4dc",
  primaryHover: "#86d6e8",
  onPrimary: "#062229",
  accent: "#f2c14e",
  onAccent: "#1d1605",
  success: "#6fd394",
  warning: "#f0b45a",
  destructive: "#ff8a80",
  onDestructive: "#2b0503",
  focus: "#86d6e8",
};

createGlobalTheme(":root", vars, { color: light });
createGlobalTheme(":root[data-theme='dark']", vars, { color: dark });
globalStyle(":root[data-theme='system']", {
  "@media": { "(prefers-color-scheme: dark)": { vars: assignVars(vars, { color: dark }) } },
});
globalStyle(":root", { colorScheme: "light" });
globalStyle(":root[data-theme='dark']", { colorScheme: "dark" });
globalStyle(":root[data-theme='system']", { colorScheme: "light dark" });
