import { env } from "cloudflare:workers";
import { operatorFrom, type Operator } from "~/domain/operator";

function required(name: "SESSION_SECRET" | "PASSWORD_PEPPER"): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set: add it with \`wrangler secret put ${name}\``);
  return value;
}

const DEFAULT_DATA_VERSION_TRUSTED_MS = 100;

// Getters read the bindings on each use, so a test can run code under another env (withEnv).
export const config = {
  get isProduction() {
    return env.ENVIRONMENT === "production";
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
  /** Who runs the site and how to reach them (the OPERATOR_* vars); every page, e-mail and JSON-LD states it from here. */
  get operator(): Operator {
    return operatorFrom(env);
  },
  /** Where consultations' video rooms are (VIDEO_CALL_BASE_URL): Jitsi Meet unless the operator runs their own. */
  get videoCallBaseUrl(): string {
    return env.VIDEO_CALL_BASE_URL.replace(/\/+$/, "");
  },
  /**
   * How long an isolate answers with the data version it read last (DATA_VERSION_TRUSTED_MS, decision 2907); 0 reads
   * it on every request. Anything other than a whole number of milliseconds keeps the default, a tenth of a second.
   */
  get dataVersionTrustedMs(): number {
    const ms = Number(env.DATA_VERSION_TRUSTED_MS);
    return Number.isInteger(ms) && ms >= 0 ? ms : DEFAULT_DATA_VERSION_TRUSTED_MS;
  },
  /** The e-mail API (Resend) key; only production sends real mail, so only production needs it. */
  get emailApiKey(): string | undefined {
    return env.EMAIL_API_KEY;
  },
};
