declare namespace Cloudflare {
  interface Env {
    /**
     * PBKDF2 iterations for new password hashes. Unset everywhere but the worker tests (vitest.config.ts), so
     * 100,000; production refuses fewer (app/auth/password-hash.ts, decision 0141).
     */
    PASSWORD_ITERATIONS?: string;
  }
}
