// Secrets are not in wrangler.toml, so `wrangler types` cannot see them.
declare namespace Cloudflare {
  interface Env {
    /** Resend API key, set with `wrangler secret put EMAIL_API_KEY --env production`. */
    EMAIL_API_KEY?: string;
  }
}
