import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const guide = style({});
export const guideHeader = style({ marginBottom: "2rem" });
export const guideSection = style({
  paddingBlock: "2rem",
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { print: { selectors: { "& + &": { breakBefore: "page" } } } },
});
export const noPrint = style({ "@media": { print: { display: "none" } } });

// When printing the guide, only the guide is printed: the site's header, footer and skip link are left out.
globalStyle("body:has([data-print-guide]) > :not(main)", { "@media": { print: { display: "none" } } });
globalStyle(`${guide} a`, { "@media": { print: { color: "inherit", textDecoration: "none" } } });
/** The back arrow points the way the page reads: left in English, right in Arabic. */
export const backArrow = style({
  display: "inline-block",
  selectors: { '[dir="rtl"] &': { transform: "scaleX(-1)" } },
});
