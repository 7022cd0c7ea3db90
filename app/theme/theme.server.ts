import { createCookie } from "react-router";
import { baseCookieOptions } from "~/cookie-options.server";
import { isTheme, type Theme } from "./theme";

// Named after the product, as the specification asks of the stored theme.
const themeCookie = createCookie("nilecare-theme", {
  ...baseCookieOptions,
  maxAge: 60 * 60 * 24 * 365,
});

export async function getTheme(request: Request): Promise<Theme> {
  const value: unknown = await themeCookie.parse(request.headers.get("Cookie"));
  return isTheme(value) ? value : "system";
}

export function serializeTheme(theme: Theme) {
  return themeCookie.serialize(theme);
}
