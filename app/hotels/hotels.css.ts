import { style } from "@vanilla-extract/css";
import { tokens, vars } from "~/styles/theme.css";

/** A facility's nearby hotels: a photo beside the name, stars, category and distance. */
export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "1rem" });
export const item = style({ display: "grid", gridTemplateColumns: "96px minmax(0, 1fr)", gap: "0.75rem", alignItems: "start" });
export const photo = style({
  width: 96,
  height: 72,
  objectFit: "cover",
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceMuted,
});
export const name = style({ margin: 0, fontSize: "1rem" });
export const line = style({ margin: 0 });

/** A hotel's page: the facility it is near, a link in the hero's own colour that wraps on a phone. */
export const heroLink = style({ color: "inherit", textDecoration: "underline", textUnderlineOffset: "0.2em", fontWeight: 600 });
