import { env } from "cloudflare:workers";

function required(name: "SESSION_SECRET" | "PASSWORD_PEPPER"): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set: add it with \`wrangler secret put ${name}\``);
  return value;
}

export const config = {
  isProduction: env.ENVIRONMENT === "production",
  siteUrl: env.SITE_URL,
  get sessionSecret() {
    return required("SESSION_SECRET");
  },
  get passwordPepper() {
    return required("PASSWORD_PEPPER");
  },
};
