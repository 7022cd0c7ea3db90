import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

/** A card that wears a badge on its top edge. */
export const holder = style({ position: "relative" });

/**
 * "Popular" on the card's top edge, out of the flow: in the flow it pushed its card's heading below its
 * neighbours' in the same row (issue 27, item 7).
 */
export const onEdge = style({
  position: "absolute",
  insetBlockStart: 0,
  insetInlineStart: tokens.space.card,
  transform: "translateY(-50%)",
  zIndex: 1,
});
