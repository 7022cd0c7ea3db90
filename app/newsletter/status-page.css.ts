import { style } from "@vanilla-extract/css";

/** The confirmation and unsubscribe pages: one centred card (apart from the footer form, which ships everywhere). */
export const statusCard = style({ maxWidth: 640, marginInline: "auto" });
