import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ paddingBlock: "3rem", display: "grid", justifyItems: "center" });

export const panel = style({
  width: "100%",
  maxWidth: 480,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
  padding: "1.75rem",
  boxShadow: "0 8px 24px rgb(0 0 0 / 0.06)",
});

export const intro = style({ textAlign: "center", marginBottom: "1.5rem" });

export const tabHeading = style({ fontSize: "1.25rem" });

export const tabs = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: 4,
  padding: 4,
  marginBottom: "1.5rem",
  borderRadius: 10,
  background: vars.color.surfaceMuted,
  listStyle: "none",
  marginTop: 0,
});

export const tab = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 44,
  borderRadius: 8,
  fontWeight: 600,
  textDecoration: "none",
  color: vars.color.textMuted,
  selectors: {
    "&:hover": { color: vars.color.text },
    "&[aria-current='page']": {
      background: vars.color.surface,
      color: vars.color.primary,
      boxShadow: "0 1px 3px rgb(0 0 0 / 0.12)",
    },
  },
});

export const form = style({ display: "grid", gap: "1rem" });

export const resendForm = style([form, { marginTop: "1.25rem" }]);

export const formErrorLine = style({ margin: 0 });

export const notice = style({
  margin: "0 0 1.25rem",
  padding: "0.75rem 1rem",
  borderRadius: 8,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.text,
  background: vars.color.surface,
});

export const linkRow = style({ display: "flex", justifyContent: "flex-end" });

export const textLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  background: "none",
  border: 0,
  padding: 0,
  color: vars.color.primary,
  textDecoration: "underline",
  cursor: "pointer",
});

export const fullWidth = style({ width: "100%" });

export const actions = style({ display: "flex", gap: "0.75rem", justifyContent: "flex-end", flexWrap: "wrap" });

export const strength = style({ display: "grid", gap: "0.35rem" });

export const strengthHeader = style({ display: "flex", justifyContent: "space-between", fontSize: "0.9rem" });

export const track = style({
  height: 8,
  borderRadius: 999,
  background: vars.color.surfaceMuted,
  overflow: "hidden",
  border: `1px solid ${vars.color.border}`,
});

const bar = style({ height: "100%", borderRadius: 999, transition: "width 0.2s ease" });

export const strengthBar = styleVariants({
  success: [bar, { background: vars.color.success }],
  warning: [bar, { background: vars.color.warning }],
  destructive: [bar, { background: vars.color.destructive }],
});

export const strengthLabel = styleVariants({
  success: { color: vars.color.success, fontWeight: 700 },
  warning: { color: vars.color.warning, fontWeight: 700 },
  destructive: { color: vars.color.destructive, fontWeight: 700 },
});

export const checklist = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "0.15rem",
  fontSize: "0.9rem",
});

export const rule = styleVariants({
  met: { display: "flex", gap: "0.4rem", alignItems: "center", color: vars.color.success },
  unmet: { display: "flex", gap: "0.4rem", alignItems: "center", color: vars.color.textMuted },
});

export const dialog = style({
  width: "min(440px, calc(100vw - 2rem))",
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
  padding: "1.5rem",
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { "&::backdrop": { background: "rgb(0 0 0 / 0.5)" } },
});
