import { style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

/** The check-in page: one column, readable on a phone. */
export const page = style({ maxInlineSize: 640, marginInline: "auto", display: "grid", gap: "1.25rem" });

export const form = style({ display: "grid", gap: "1.1rem" });

export const signs = style({ display: "grid", gap: "0.35rem" });

/** What to do now, after an urgent answer: the first thing the patient reads. */
export const urgent = style({
  padding: "1rem 1.25rem",
  borderInlineStart: `6px solid ${vars.color.destructive}`,
  background: vars.color.surfaceMuted,
  borderRadius: 8,
  display: "grid",
  gap: "0.5rem",
});

export const urgentTitle = style({ color: vars.color.destructive, margin: 0 });

export const callLine = style({ fontWeight: 700, fontSize: "1.15rem", margin: 0 });

/** A specialty's name on /outcomes: a card title, not a page title. */
export const name = style({ fontSize: tokens.fontSize.h3, margin: "0 0 0.75rem" });
