import { style } from "@vanilla-extract/css";
import { grid } from "~/styles/ui.css";

/** The three-column card grid as a list without bullets: six cards fill two even rows. */
export const threeUp = style([grid.three, { listStyle: "none", padding: 0, margin: 0 }]);
