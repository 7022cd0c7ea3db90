import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from "@vanilla-extract/css";
import { darkColors, lightColors } from "./palette";

/**
 * The design tokens. Colours change with the theme; type, spacing, radii and elevation do not.
 * Components use these names, never raw values, so both themes stay complete.
 */
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
    primarySoft: null,
    accent: null,
    onAccent: null,
    success: null,
    warning: null,
    destructive: null,
    onDestructive: null,
    focus: null,
    /** The hero, the top bar and the closing call-to-action band. */
    bandStart: null,
    bandEnd: null,
    onBand: null,
    onBandMuted: null,
  },
  shadow: { sm: null, md: null, lg: null },
});

const lightShadows = {
  sm: "0 1px 2px rgb(16 42 51 / 0.08)",
  md: "0 4px 14px rgb(16 42 51 / 0.10)",
  lg: "0 12px 32px rgb(16 42 51 / 0.16)",
};
const darkShadows = {
  sm: "0 1px 2px rgb(0 0 0 / 0.5)",
  md: "0 4px 14px rgb(0 0 0 / 0.45)",
  lg: "0 12px 32px rgb(0 0 0 / 0.55)",
};

/** Type, spacing, radii and header size: the same in both themes. */
export const tokens = createGlobalTheme(":root", {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  fontSize: {
    sm: "0.875rem",
    base: "1rem",
    lg: "1.125rem",
    xl: "1.3rem",
    /**
     * One heading scale: a hero's title (h1) > a page's plain title (pageTitle) > a section's
     * heading (h2) > a card's heading (cardTitle, h3). pageTitle exceeds h2 at every width: 4 px + 0.6vw more.
     */
    h3: "1.2rem",
    cardTitle: "1.25rem",
    h2: "clamp(1.4rem, 1.15rem + 1vw, 1.9rem)",
    pageTitle: "clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)",
    h1: "clamp(1.9rem, 1.3rem + 3vw, 3.2rem)",
  },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2.5rem",
    section: "clamp(2.5rem, 2rem + 3vw, 4rem)",
    card: "clamp(1rem, 0.6rem + 2vw, 1.5rem)",
  },
  radius: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  /** The sticky header's fixed height; what scrolls into view stops clear of it (app/styles/global.css.ts). */
  header: { height: "60px" },
});

createGlobalTheme(":root", vars, { color: lightColors, shadow: lightShadows });
createGlobalTheme(":root[data-theme='dark']", vars, { color: darkColors, shadow: darkShadows });
globalStyle(":root[data-theme='system']", {
  "@media": {
    "(prefers-color-scheme: dark)": { vars: assignVars(vars, { color: darkColors, shadow: darkShadows }) },
  },
});
/**
 * From this width the header's 11 links sit on one row, beside the logo and the top bar's links; below it they are in
 * the menu. At 1024 px the Arabic links did not fit (the page scrolled sideways by 36 px) and the English ones had 22
 * px to spare in this machine's Latin face; at 1280 px both languages leave about 90 px of the row free, so a face a
 * little wider than ours (another system's, or the Arabic font fitted to one) still fits.
 */
export const desktopHeader = "screen and (min-width: 1280px)";

globalStyle(":root", {
  colorScheme: "light",
  "@media": { [desktopHeader]: { vars: { [tokens.header.height]: "72px" } } },
});
globalStyle(":root[data-theme='dark']", { colorScheme: "dark" });
globalStyle(":root[data-theme='system']", { colorScheme: "light dark" });
