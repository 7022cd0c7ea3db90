import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const storyHeader = style({ display: "flex", alignItems: "center", gap: "0.75rem" });
export const storyMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.95rem" });
export const treatment = style({ margin: 0, color: vars.color.primary, fontWeight: 600 });
export const savings = style({
  marginTop: "auto",
  paddingTop: "0.75rem",
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  color: vars.color.success,
});
export const quote = style({
  margin: 0,
  paddingInlineStart: "0.75rem",
  borderInlineStart: `3px solid ${vars.color.accent}`,
  fontStyle: "italic",
  // Arabic type has no italic (see sections.css.ts quote).
  selectors: { '[lang="ar"] &': { fontStyle: "normal" } },
});
export const name = style({ margin: 0 });

/** A patient's own story keeps their line breaks. */
export const storyText = style({ whiteSpace: "pre-line", overflowWrap: "anywhere" });
