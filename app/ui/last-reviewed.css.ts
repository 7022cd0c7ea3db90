import { style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

const note = style({ margin: 0, marginTop: tokens.space.sm, fontSize: tokens.fontSize.sm });
/** Under a hero's lead, on the band's colour, apart from the hero's buttons below it. */
export const onBand = style([note, { marginBottom: tokens.space.md, color: vars.color.onBandMuted }]);
/** Under a plain page title. */
export const onPage = style([note, { color: vars.color.textMuted }]);
