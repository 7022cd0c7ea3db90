import { config } from "./config.server";

/** Every cookie we set shares these flags; Secure only where the site is served over HTTPS. */
export const baseCookieOptions = {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: config.isProduction,
} as const;

export const cookieSecrets = () => [config.sessionSecret];
