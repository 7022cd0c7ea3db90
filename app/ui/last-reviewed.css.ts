import { style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

const note = style({ margin: 0, marginTop: tokens.space.sm, fontSize: tokens.fontSize.sm });
/** Under a hero's lead, on the band's colour. */
export const onBand = style([note, { color: vars.color.onBandMuted }]);
/** Under a plain page title. */
export const onPage = style([note, { color: vars.color.textMuted }]);
