import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.75rem" });

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: 10,
  padding: "0.75rem 1rem",
  display: "flex",
  flexDirection: "column",
  gap: "0.4rem",
});

export const name = style({ fontSize: "1.05rem", margin: 0 });

export const details = style({ margin: 0, display: "grid", gridTemplateColumns: "auto 1fr", gap: "0.25rem 1rem" });

globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, fontWeight: 600 });
// An amount ("50,000 UK£+") never breaks inside; the range breaks at its dash.
globalStyle(`${details} dd bdi`, { whiteSpace: "nowrap" });
