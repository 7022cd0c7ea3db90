import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/* Progress: "Step n of N", the bar and the list of steps. */
export const progressHeader = style({
  display: "flex",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: "0.5rem 1rem",
  alignItems: "center",
  fontWeight: 600,
  margin: 0,
});

export const progressTrack = style({
  height: 10,
  borderRadius: 999,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
  marginBlock: "0.75rem 1rem",
});

export const progressFill = style({ height: "100%", background: vars.color.primary, transition: "width 0.3s ease" });

export const stepList = style({
  listStyle: "none",
  padding: 0,
  margin: "0 0 1.5rem",
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 120px), 1fr))",
  gap: "0.5rem",
  fontSize: "0.9rem",
  color: vars.color.textMuted,
});

export const stepItem = style({
  display: "flex",
  alignItems: "center",
  gap: "0.4rem",
  selectors: { "&[aria-current='step']": { color: vars.color.primary, fontWeight: 700 } },
});

export const stepNumber = style({
  display: "inline-grid",
  placeItems: "center",
  width: 26,
  height: 26,
  flexShrink: 0,
  borderRadius: "50%",
  border: `2px solid ${vars.color.border}`,
  fontSize: "0.8rem",
  selectors: {
    [`${stepItem}[aria-current='step'] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

/* The heading takes focus after a step change without a reload; it is not a control, so no focus ring. */
export const stepHeading = style({ fontSize: "1.5rem", selectors: { "&:focus": { outline: "none" } } });

/* Previous and Next (or the last step's own button) below the form. */
export const nav = style({
  display: "flex",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: "1rem",
  marginTop: "2rem",
  paddingTop: "1.5rem",
  borderTop: `1px solid ${vars.color.border}`,
});

/* Form fields */
export const fieldGrid = style({
  display: "grid",
  gap: "1rem 1.5rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 240px), 1fr))",
});

export const field = style({ display: "flex", flexDirection: "column", gap: "0.35rem" });

export const fieldWide = style({ gridColumn: "1 / -1" });

export const label = style({ fontWeight: 600 });

export const help = style({ fontSize: "0.9rem", color: vars.color.textMuted, margin: 0 });

export const control = style({
  minHeight: 44,
  padding: "0.5rem 0.75rem",
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: 8,
  background: vars.color.surface,
  color: vars.color.text,
  resize: "vertical",
  selectors: { "&[aria-invalid='true']": { borderColor: vars.color.destructive, borderWidth: 2 } },
});

export const fieldError = style({ fontSize: "0.95rem", color: vars.color.destructive, fontWeight: 600, margin: 0 });

/* The list of what to correct; it takes focus, so it keeps a visible focus ring. */
export const errorSummary = style({
  border: `2px solid ${vars.color.destructive}`,
  borderRadius: 10,
  padding: "1rem 1.25rem",
  marginBottom: "1.5rem",
  color: vars.color.text,
  selectors: { "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

/* A side note, e.g. that signing in is needed to submit. */
export const notice = style({
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
  padding: "1rem 1.25rem",
  borderRadius: 8,
  margin: "1.5rem 0 0",
});
