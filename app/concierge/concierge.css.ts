import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** An accent rule on top of each service card. */
export const serviceCard = style({ borderTop: `4px solid ${vars.color.primary}` });

export const list = style({ paddingInlineStart: "1.25rem", margin: 0 });

export const packageCard = style({ position: "relative", height: "100%" });
export const recommended = style({
  borderColor: vars.color.primary,
  borderWidth: 2,
  boxShadow: `0 8px 24px rgb(11 95 115 / 0.15)`,
});
export const price = style({ fontSize: "2.2rem", fontWeight: 800, margin: 0, color: vars.color.primary });
export const per = style({ fontSize: "1rem", fontWeight: 500, color: vars.color.textMuted });

export const hours = style({
  display: "grid",
  gridTemplateColumns: "auto auto",
  gap: "0.5rem 1.5rem",
  justifyContent: "center",
  margin: 0,
});
export const hoursRow = style({ display: "contents" });
export const hoursValue = style({ margin: 0, fontWeight: 700 });
