import { env } from "cloudflare:workers";
import { config } from "~/config.server";
import { hashPasswordWithPepper, passwordIterationsFrom, verifyPasswordWithPepper } from "./password-hash";

/** PBKDF2 iterations for new hashes: 100,000; fewer only outside production (the worker tests, decision 0141). */
const iterations = () => passwordIterationsFrom(env.PASSWORD_ITERATIONS, config.isProduction);

export async function hashPassword(password: string) {
  return hashPasswordWithPepper(password, config.passwordPepper, iterations());
}

/** Whether the password matches; as slow for an unknown account (null) as for a known one. */
export async function verifyPassword(password: string, stored: string | null) {
  return verifyPasswordWithPepper(password, stored, config.passwordPepper, iterations());
}
