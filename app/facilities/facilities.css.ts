import { style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

/** The page's two columns from 800 px: the facility's details, and its address and links beside them. */
export const columns = style({
  display: "grid",
  gap: "2rem",
  gridTemplateColumns: "minmax(0, 2fr) minmax(240px, 1fr)",
  "@media": { "screen and (max-width: 800px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const stack = style({ display: "grid", gap: "1.5rem", alignContent: "start" });

export const accreditations = style({ display: "grid", gap: "0.75rem", listStyle: "none", padding: 0, margin: 0 });
export const accreditation = style({
  display: "grid",
  gap: "0.2rem",
  paddingBlock: "0.75rem",
  borderBlockStart: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderBlockStart: "none", paddingBlockStart: 0 } },
});
export const accreditationBody = style({ fontWeight: 700, margin: 0 });

/** Pills naming specialties or accrediting bodies. */
export const tags = style({ display: "flex", flexWrap: "wrap", gap: "0.35rem", listStyle: "none", padding: 0, margin: 0 });
export const tag = style({
  fontSize: "0.85rem",
  padding: "0.1rem 0.6rem",
  borderRadius: tokens.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const linkList = style({ display: "grid", gap: "0.5rem", listStyle: "none", padding: 0, margin: 0 });
