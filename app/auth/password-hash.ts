import { fromBase64, toBase64 } from "../utils/tokens.server.ts";

/**
 * Password hashing: PBKDF2-SHA256 through WebCrypto. Free of bindings (the pepper is a
 * parameter), so the local set-up script can hash the dev staff passwords with it too.
 *
 * - 100,000 iterations: deployed Workers reject more (local workerd does not, so
 *   tests cannot catch a higher value: never raise it above this cap). Production uses
 *   exactly this; only a local set-up may ask for fewer (PASSWORD_ITERATIONS, decision 0141).
 * - The pepper is applied as HMAC-SHA256(pepper, password) and the MAC is the PBKDF2
 *   input, so a stolen database alone cannot be brute-forced and any password length
 *   gives a fixed-size key (docs/decisions/0141-accounts.md).
 * - Stored as `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`: verification reads
 *   the parameters from the stored value, so they can be changed later.
 */
export const PRODUCTION_ITERATIONS = 100_000;
const MAX_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = "pbkdf2-sha256";

const encoder = new TextEncoder();

async function pepperedKey(password: string, pepper: string) {
  const hmacKey = await crypto.subtle.importKey(
    "raw",
    encoder.encode(pepper),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const peppered = await crypto.subtle.sign("HMAC", hmacKey, encoder.encode(password));
  return crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
}

async function derive(password: string, pepper: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    await pepperedKey(password, pepper),
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/**
 * The iteration count a deployment hashes new passwords with: PASSWORD_ITERATIONS if set, else 100,000.
 * Production refuses anything below 100,000 (the worker on first use, `npm run deploy` before deploying), so a
 * lower count meant for the test suite can never reach real passwords.
 */
export function passwordIterationsFrom(value: string | undefined, production: boolean) {
  if (value === undefined || value === "") return PRODUCTION_ITERATIONS;
  const iterations = Number(value);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    throw new Error(`PASSWORD_ITERATIONS must be a whole number from 1 to ${MAX_ITERATIONS}, not "${value}"`);
  }
  if (production && iterations < PRODUCTION_ITERATIONS) {
    throw new Error(`PASSWORD_ITERATIONS is ${iterations}: production hashes with ${PRODUCTION_ITERATIONS} at least`);
  }
  return iterations;
}

export async function hashPasswordWithPepper(password: string, pepper: string, iterations = PRODUCTION_ITERATIONS) {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, pepper, salt, iterations);
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

function parseStored(stored: string) {
  const [scheme, iterationsText, saltText, hashText, ...rest] = stored.split("$");
  if (scheme !== SCHEME || rest.length > 0 || !iterationsText || !saltText || !hashText) return null;
  const iterations = Number(iterationsText);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) return null;
  const salt = fromBase64(saltText);
  const hash = fromBase64(hashText);
  return salt && hash && hash.length * 8 === HASH_BITS ? { iterations, salt, hash } : null;
}

/**
 * Whether the password matches the stored hash. With no stored hash (unknown e-mail)
 * or an unusable one, the same work is still done (at the deployment's iteration
 * count), so the answer takes as long whether or not the account exists.
 */
export async function verifyPasswordWithPepper(
  password: string,
  stored: string | null,
  pepper: string,
  iterations = PRODUCTION_ITERATIONS,
) {
  const parsed = stored ? parseStored(stored) : null;
  const salt = parsed?.salt ?? new Uint8Array(SALT_BYTES);
  const expected = parsed?.hash ?? new Uint8Array(HASH_BITS / 8);
  const actual = await derive(password, pepper, salt, parsed?.iterations ?? iterations);
  return parsed !== null && constantTimeEqual(actual, expected);
}

/** Compares every byte whatever the first difference, so timing reveals nothing about the hash. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array) {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ (b[i] ?? 0);
  return difference === 0;
}
