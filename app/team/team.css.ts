import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A team member's photo on About: round, the size of nothing else on the card, never stretched. */
export const photo = style({ width: 96, height: 96, borderRadius: "50%", objectFit: "cover", background: vars.color.surfaceMuted });
