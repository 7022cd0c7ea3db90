import { style } from "@vanilla-extract/css";

export const fileName = style({ overflowWrap: "break-word" });
