import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const base = { gap: 2, alignItems: "center", color: vars.color.warning, margin: 0 } as const;

export const block = style({ ...base, display: "flex" });

export const inline = style({ ...base, display: "inline-flex", verticalAlign: "middle" });
