import { env } from "cloudflare:workers";

/** An operator that is not the development one: every value differs from wrangler.toml's. */
export const realOperator = {
  OPERATOR_LEGAL_NAME: "Delta Health Journeys LLC",
  OPERATOR_TAX_ID: "731-204-118",
  OPERATOR_REGISTRATION: "184213",
  OPERATOR_LICENCE: "2417",
  OPERATOR_ADDRESS: "7 Corniche Road, Maadi, Cairo, Egypt",
  OPERATOR_ADDRESS_AR: "7 طريق الكورنيش، المعادي، القاهرة، مصر",
  OPERATOR_PHONE: "+20 2 2525 1111",
  OPERATOR_EMAIL: "hello@deltahealth.eg",
  OPERATOR_PRIVACY_EMAIL: "dpo@deltahealth.eg",
  OPERATOR_EMERGENCY_PHONE: "+20 122 333 4444",
  OPERATOR_SOCIAL: "https://www.instagram.com/deltahealth",
};

/** Production as an operator sets it up: secrets of its own, and no setting left a placeholder. */
export function productionEnv(overrides: Record<string, string | undefined> = {}) {
  return {
    ...env,
    ENVIRONMENT: "production",
    SESSION_SECRET: "a-long-random-session-secret-of-this-operator",
    PASSWORD_PEPPER: "a-long-random-password-pepper-of-this-operator",
    SITE_URL: "https://www.deltahealth.eg",
    EMAIL_FROM: "Delta Health <care@deltahealth.eg>",
    CONTACT_INBOX: "team@deltahealth.eg",
    REPLY_DOMAIN: "reply.deltahealth.eg",
    ...realOperator,
    ...overrides,
  } as unknown as Env;
}
