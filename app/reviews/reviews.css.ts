import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The review page: one column, readable on a phone. */
export const page = style({ maxInlineSize: 680, marginInline: "auto", display: "grid", gap: "1.25rem" });

export const form = style({ display: "grid", gap: "1.1rem" });

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "1rem" });

export const header = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: "0.5rem", alignItems: "baseline" });

export const verified = style({ color: vars.color.success, fontWeight: 600 });

export const stars = style({ display: "flex", flexWrap: "wrap", gap: "0.25rem 1rem", alignItems: "center" });

/** A review NileCare hid: only the reason stands in its place. */
export const removed = style({ fontStyle: "italic", color: vars.color.textMuted });

/**
 * The review text keeps the patient's line breaks; only a word too long for the card (a link) breaks, so the public
 * pages keep whole words (the layout test).
 */
export const text = style({ whiteSpace: "pre-line", overflowWrap: "break-word" });

export const name = style({ fontSize: "1.05rem", margin: 0 });

/** A call to action with a sentence for a label: it wraps on a phone instead of widening the page. */
export const action = style({ whiteSpace: "normal", maxInlineSize: "100%", textAlign: "center" });
