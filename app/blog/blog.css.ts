import { globalStyle, style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  listStyle: "none",
  padding: 0,
  margin: "0 0 2rem",
});
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.4rem",
  minHeight: 44,
  padding: "0.4rem 1rem",
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.primary, color: vars.color.text },
    "&[aria-current='page']": {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});
export const count = style({ fontSize: "0.8rem", opacity: 0.85 });

export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "1200 / 630",
  borderRadius: 10,
  objectFit: "cover",
});

export const featured = style({
  display: "grid",
  gap: "1.5rem",
  alignItems: "center",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 300px), 1fr))",
  marginBottom: "3rem",
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.25rem 1rem",
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.9rem",
});
export const cardTitle = style({ fontSize: "1.2rem", margin: 0 });
export const featuredTitle = style({ fontSize: "clamp(1.4rem, 3vw, 2rem)", margin: 0 });
export const gridCard = style({ height: "100%" });

export const empty = style({ textAlign: "center", paddingBlock: "2rem" });
export const loadMore = style({ textAlign: "center", marginTop: "2rem" });

export const article = style({ maxWidth: 780, marginInline: "auto" });
export const articleHeader = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.75rem",
  marginBottom: "1.5rem",
});
export const articleTitle = style({ fontSize: tokens.fontSize.pageTitle, margin: 0 });
export const shareRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.75rem" });
export const shareStatus = style({ margin: 0, color: vars.color.success, fontWeight: 600 });

export const prose = style({ fontSize: "1.075rem", marginBlock: "2rem" });
globalStyle(`${prose} h2`, { fontSize: "1.5rem", marginTop: "2rem" });
globalStyle(`${prose} h3`, { fontSize: "1.2rem", marginTop: "1.5rem" });
globalStyle(`${prose} li`, { marginBottom: "0.35rem" });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { marginBlock: "0 1rem" });
