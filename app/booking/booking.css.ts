import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ display: "grid", gap: "1.5rem", minWidth: 0 });

export const zoneForm = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  alignItems: "end",
});

export const growField = style({ flex: "1 1 240px", minWidth: 0 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.95rem" });

export const notice = style({
  margin: 0,
  padding: "0.75rem 1rem",
  borderRadius: 8,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surfaceMuted,
  // The e-mail address it names is one long word: it breaks instead of running past a phone's screen.
  overflowWrap: "anywhere",
});

export const alert = style([notice, { borderInlineStartColor: vars.color.destructive, fontWeight: 600 }]);

export const dayList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "0.5rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(6.5rem, 1fr))",
});

export const dayLink = style({
  display: "grid",
  gap: "0.1rem",
  alignContent: "center",
  // Every day of a row as tall as the tallest, whose label wraps onto two lines.
  height: "100%",
  minHeight: 44,
  padding: "0.5rem 0.6rem",
  borderRadius: 8,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  textAlign: "center",
  selectors: {
    "&:hover": { borderColor: vars.color.primary },
    "&[aria-current='date']": {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const dayName = style({ fontWeight: 700 });
export const dayCount = style({ fontSize: "0.85rem" });

export const slotGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "0.5rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(8.5rem, 1fr))",
});

export const slotButton = style({
  width: "100%",
  minHeight: 52,
  display: "grid",
  gap: "0.1rem",
  padding: "0.5rem",
  borderRadius: 8,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    "&:disabled": { opacity: 0.6, cursor: "progress" },
  },
});

export const slotTime = style({ fontWeight: 700, fontSize: "1.05rem" });
export const slotCairo = style({ fontSize: "0.85rem", color: vars.color.textMuted });

export const summary = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "minmax(7rem, auto) 1fr",
  gap: "0.35rem 1rem",
  overflowWrap: "anywhere",
});

export const summaryLabel = style({ fontWeight: 600, color: vars.color.textMuted });
export const summaryValue = style({ margin: 0 });

export const form = style({ display: "grid", gap: "1rem" });

export const narrow = style({ maxWidth: 760, marginInline: "auto", width: "100%", display: "grid", gap: "1.5rem" });

export const linkButton = style({
  minHeight: 44,
  padding: "0 0.5rem",
  border: "none",
  background: "none",
  color: vars.color.destructive,
  font: "inherit",
  fontWeight: 600,
  textDecoration: "underline",
  cursor: "pointer",
});

export const rowList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.25rem" });

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.5rem",
  paddingBlock: "0.35rem",
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const staffColumns = style({
  display: "grid",
  gap: "1.5rem",
  alignItems: "start",
  "@media": { "screen and (min-width: 960px)": { gridTemplateColumns: "1fr 1fr" } },
});

export const scheduleNav = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center" });

export const bookingCard = style({
  display: "grid",
  gap: "0.35rem",
  padding: "1rem",
  borderRadius: 10,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const bookingTime = style({ margin: 0, fontSize: "1.25rem", fontWeight: 700, color: vars.color.primary });

export const dayBlock = style({ display: "grid", gap: "0.75rem" });

// Doubled class: stronger than the kit's full-width control without !important.
export const dateInput = style({ selectors: { "&&": { width: "12rem", maxWidth: "100%" } } });

/** The admin's "Move to" choice on a booking: as wide as a name, not the whole card. */
export const staffChoice = style({ selectors: { "&&": { width: "auto", minWidth: "12rem", maxWidth: "100%" } } });

export const windowItem = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.5rem" });

/** Moving and cancelling a call: side by side on a desk, one above the other on a phone. */
export const callChanges = style({
  display: "grid",
  gap: "1rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
  paddingBlockStart: "0.5rem",
  borderBlockStart: `1px solid ${vars.color.border}`,
});
