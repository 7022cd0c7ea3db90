import { env } from "cloudflare:workers";
import { operatorFrom, placeholderSettings, type Operator } from "~/domain/operator";

function required(name: "SESSION_SECRET" | "PASSWORD_PEPPER"): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set: add it with \`wrangler secret put ${name}\``);
  return value;
}

const DEFAULT_DATA_VERSION_TRUSTED_MS = 100;

/** Where the development pages, test endpoints and development secrets are allowed; any other value is production. */
const developmentEnvironments: ReadonlySet<string> = new Set(["development", "test"]);

/**
 * The two secrets' values in wrangler.toml's top-level [vars], published with the code so `npm start` works on a
 * fresh machine: anyone can sign a session cookie with them.
 */
export const developmentSecrets = {
  SESSION_SECRET: "dev-session-secret-not-for-production",
  PASSWORD_PEPPER: "dev-password-pepper-not-for-production",
} as const;

// Getters read the bindings on each use, so a test can run code under another env (withEnv).
export const config = {
  /** ENVIRONMENT is `development` or `test` (`npm start`, `npm run dev`, the tests). */
  get isDevelopment() {
    return developmentEnvironments.has(env.ENVIRONMENT);
  },
  /** Every other ENVIRONMENT, a staging copy's included: real mail, secure cookies, real secrets required. */
  get isProduction() {
    return !developmentEnvironments.has(env.ENVIRONMENT);
  },
  get siteUrl(): string {
    return env.SITE_URL;
  },
  get sessionSecret() {
    return required("SESSION_SECRET");
  },
  get passwordPepper() {
    return required("PASSWORD_PEPPER");
  },
  /** The From header of every e-mail, e.g. "NileCare <care@nilecare.example>". */
  get emailFrom(): string {
    return env.EMAIL_FROM;
  },
  /** Where contact-form notifications for staff go. */
  get contactInbox(): string {
    return env.CONTACT_INBOX;
  },
  /** The domain of the per-case reply addresses (`reply+<token>@…`), whose mail Email Routing hands to `email()`. */
  get replyDomain(): string {
    return env.REPLY_DOMAIN.toLowerCase();
  },
  /** Who runs the site and how to reach them (the OPERATOR_* vars); every page, e-mail and JSON-LD states it from here. */
  get operator(): Operator {
    return operatorFrom(env);
  },
  /** The operator's settings that still hold a development placeholder (`NAME (value)`), none in a serving production. */
  get operatorPlaceholders(): string[] {
    return placeholderSettings(env);
  },
  /** Where consultations' video rooms are (VIDEO_CALL_BASE_URL): Jitsi Meet unless the operator runs their own. */
  get videoCallBaseUrl(): string {
    return env.VIDEO_CALL_BASE_URL.replace(/\/+$/, "");
  },
  /**
   * How long an isolate answers with the data version it read last (DATA_VERSION_TRUSTED_MS, decision 0172); 0 reads
   * it on every request. Anything other than a whole number of milliseconds keeps the default, a tenth of a second.
   */
  get dataVersionTrustedMs(): number {
    const ms = Number(env.DATA_VERSION_TRUSTED_MS);
    return Number.isInteger(ms) && ms >= 0 ? ms : DEFAULT_DATA_VERSION_TRUSTED_MS;
  },
  /**
   * The WhatsApp Business Cloud API: the Graph API's base URL (WHATSAPP_API_BASE: Meta's, or the development stand-in
   * at /dev/whatsapp/graph), the business number's id and token, the app secret that signs Meta's webhooks and the
   * token Meta shows when it verifies the webhook's address. Unset secrets are empty: nothing verifies or sends.
   */
  get whatsapp() {
    return {
      apiBase: (env.WHATSAPP_API_BASE ?? "").replace(/\/+$/, ""),
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? "",
      accessToken: env.WHATSAPP_ACCESS_TOKEN ?? "",
      appSecret: env.WHATSAPP_APP_SECRET ?? "",
      verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? "",
    };
  },
  /**
   * The payment provider (Stripe): its API's origin (STRIPE_API_BASE: Stripe's, or the development stand-in in this
   * worker), the secret key and the secret that signs its webhooks. Unset secrets are empty: nothing is charged or
   * verified.
   */
  get stripe() {
    return {
      apiBase: (env.STRIPE_API_BASE ?? "").replace(/\/+$/, ""),
      secretKey: env.STRIPE_SECRET_KEY ?? "",
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
    };
  },
  /** The e-mail API (Resend) key; only production sends real mail, so only production needs it. */
  get emailApiKey(): string | undefined {
    return env.EMAIL_API_KEY;
  },
};

/**
 * Why this deployment must not serve, for the log; none in development. Production refuses the development secrets
 * (published with the code: anyone could sign a session), missing ones, and any operator setting that is still a
 * placeholder (a patient would write to an address nobody reads).
 */
export function servingProblems(): string[] {
  if (config.isDevelopment) return [];
  const secrets = (["SESSION_SECRET", "PASSWORD_PEPPER"] as const).flatMap((name) => {
    const value = env[name];
    if (!value) return [`${name} is not set`];
    return value === developmentSecrets[name] ? [`${name} is the development value`] : [];
  });
  const placeholders = placeholderSettings(env);
  return [
    ...(secrets.length > 0 ? [`${secrets.join(", ")}: set each with \`wrangler secret put <name> --env production\``] : []),
    ...(placeholders.length > 0 ? [`placeholder settings in [env.production.vars]: ${placeholders.join(", ")}`] : []),
  ];
}
