import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const field = style({ display: "grid", gap: "0.35rem", alignContent: "start" });

export const label = style({ fontWeight: 600 });

export const requiredMark = style({ color: vars.color.destructive, marginInlineStart: 2 });

export const optionalMark = style({ color: vars.color.textMuted, fontWeight: 400, fontSize: "0.9rem" });

/* Text inputs, selects and text areas. The border keeps 3:1 contrast against the page. */
export const control = style({
  width: "100%",
  minHeight: 44,
  padding: "0.55rem 0.75rem",
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: 8,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.destructive, borderWidth: 2 },
    "textarea&": { resize: "vertical" },
  },
});

export const hint = style({ margin: 0, fontSize: "0.9rem", color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.destructive, fontSize: "0.95rem", fontWeight: 500 });

export const formErrors = style({
  margin: 0,
  padding: "0.75rem 1rem",
  borderRadius: 8,
  border: `1px solid ${vars.color.destructive}`,
  color: vars.color.destructive,
  background: vars.color.surface,
  display: "grid",
  gap: "0.25rem",
});

export const formErrorLine = style({ margin: 0 });

/* A check box or radio button with its label beside it, the whole row a 44 px target. */
export const choice = style({ display: "flex", alignItems: "center", gap: "0.6rem", minHeight: 44 });

export const choiceInput = style({ width: 20, height: 20, flexShrink: 0, margin: 0, accentColor: vars.color.primary });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: "grid", gap: "0.25rem" });

export const legend = style({ padding: 0, fontWeight: 600, marginBottom: "0.25rem" });

export const submit = style({ display: "inline-flex", alignItems: "center", justifyContent: "center", gap: "0.5rem" });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: 18,
  height: 18,
  borderRadius: "50%",
  border: "2px solid currentColor",
  borderInlineEndColor: "transparent",
  animation: `${spin} 0.7s linear infinite`,
  flexShrink: 0,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2s" } },
});

/** The boxes of a check-box group, side by side where they fit. */
export const choiceRow = style({ display: "flex", flexWrap: "wrap", gap: "0 1.25rem" });
