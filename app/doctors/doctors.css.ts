import { globalStyle, style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

export const cardHeader = style({ display: "flex", gap: "0.75rem", alignItems: "center" });

export const avatar = style({
  flex: "none",
  width: 56,
  height: 56,
  borderRadius: 999,
  objectFit: "cover",
  background: vars.color.surfaceMuted,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 2px ${vars.color.primary}`,
});

export const name = style({ fontSize: "1.1rem", margin: 0 });
export const specialization = style({ margin: 0, color: vars.color.primary, fontWeight: 600 });
export const rating = style({ display: "flex", alignItems: "center", gap: "0.35rem", margin: 0, color: vars.color.text });

export const languages = style({ display: "flex", flexWrap: "wrap", gap: "0.35rem", listStyle: "none", padding: 0, margin: 0 });
export const language = style({
  fontSize: "0.8rem",
  padding: "0.1rem 0.55rem",
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const filters = style({
  display: "grid",
  gap: "1rem",
  gridTemplateColumns: "minmax(0, 2fr) repeat(2, minmax(0, 1fr)) auto",
  alignItems: "end",
  "@media": { "screen and (max-width: 800px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
  padding: "1.25rem",
  borderRadius: 12,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const field = style({ display: "grid", gap: "0.35rem", fontWeight: 600 });

export const control = style({
  minHeight: 44,
  padding: "0.5rem 0.75rem",
  borderRadius: 8,
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 400,
});

export const searchButton = style({ justifySelf: "start" });

export const resultCount = style({ margin: "1.5rem 0 1rem", color: vars.color.textMuted });

export const pending = style({ opacity: 0.6, transition: "opacity 0.2s" });

export const emptyState = style({ textAlign: "center", display: "grid", justifyItems: "center", gap: "1rem", padding: "2rem 0" });

export const list = style({ listStyle: "none", padding: 0, margin: 0 });


export const avatarLarge = style([avatar, { width: 112, height: 112 }]);

export const profileHeader = style({ display: "flex", gap: "1.5rem", alignItems: "center", flexWrap: "wrap", marginTop: "1rem" });
export const profileFacts = style({ display: "flex", gap: "0.5rem 1.5rem", flexWrap: "wrap", alignItems: "center", margin: "0.5rem 0 0" });
export const heroSpecialization = style({ margin: 0, fontWeight: 700, opacity: 0.95 });

export const profileColumns = style({
  display: "grid",
  gap: "2rem",
  gridTemplateColumns: "minmax(0, 2fr) minmax(240px, 1fr)",
  "@media": { "screen and (max-width: 800px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const profileMain = style({ display: "grid", gap: "1.5rem", alignContent: "start" });
export const profileAside = style({ display: "grid", gap: "1.5rem", alignContent: "start" });

export const quickStats = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "1rem", margin: 0 });
globalStyle(`${quickStats} dt`, { color: vars.color.textMuted, fontSize: "0.9rem" });
globalStyle(`${quickStats} dd`, { margin: 0, fontSize: "1.4rem", fontWeight: 800, color: vars.color.primary });
/** A figure's qualifier under it ("(5 reviews from launch content, not verified)"): the size of the label, not the figure. */
export const statNote = style({ display: "block", fontSize: tokens.fontSize.sm, fontWeight: 400, color: vars.color.textMuted });

export const reviews = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "1rem" });
export const reviewHeader = style({ display: "flex", justifyContent: "space-between", gap: "0.5rem 1rem", flexWrap: "wrap" });
export const reviewName = style({ fontSize: "1.05rem", margin: 0 });
export const verified = style({ color: vars.color.success, fontWeight: 600, fontSize: "0.9rem" });
