import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const portraitRow = style({ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "center" });

export const portrait = style({
  width: 96,
  height: 96,
  borderRadius: "50%",
  objectFit: "cover",
  background: vars.color.surfaceMuted,
  flexShrink: 0,
});
