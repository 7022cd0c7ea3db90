import { and, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { authTokens, type authTokenPurposes } from "~/db/schema";
import { randomToken, sha256Hex } from "~/utils/tokens.server";

type TokenPurpose = (typeof authTokenPurposes)[number];

/** How long a token works: 24 h to confirm an address, 1 h to reset a password. */
const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  email_confirmation: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  // The second step of deleting an account: the confirmation page's button, not a link.
  account_deletion: 10 * 60 * 1000,
};

/** What an e-mailed token looks like: 32 random bytes in base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Which earlier links a new one replaces. A new reset link ends the earlier ones (only the newest
 * may change the password); a new confirmation link leaves earlier unexpired ones working, so a
 * patient who asked twice can click either e-mail (docs/decisions/0141-accounts.md).
 */
function replacedTokens(userId: string, purpose: TokenPurpose, now: Date) {
  const mine = and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose));
  return purpose === "password_reset"
    ? db.delete(authTokens).where(mine)
    : db.delete(authTokens).where(and(mine, or(lte(authTokens.expiresAt, now), isNotNull(authTokens.usedAt))));
}

/** A new single-use token for an e-mailed link, as statements to run in the caller's batch; only its SHA-256 is stored. */
export async function prepareToken(userId: string, purpose: TokenPurpose) {
  const token = randomToken();
  const statements = [
    replacedTokens(userId, purpose, new Date()),
    db.insert(authTokens).values({
      userId,
      purpose,
      tokenHash: await sha256Hex(token),
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    }),
  ] as const;
  return { token, statements };
}

export async function issueToken(userId: string, purpose: TokenPurpose) {
  const { token, statements } = await prepareToken(userId, purpose);
  await db.batch(statements);
  return token;
}

/**
 * Uses up a token and returns its user, or null when it is unknown, expired or
 * already used. One conditional UPDATE: two clicks on the same link cannot both win.
 */
export async function consumeToken(token: string | null, purpose: TokenPurpose): Promise<string | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const now = new Date();
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, await sha256Hex(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** After a password change no reset link sent earlier may be used. */
export function revokeTokens(userId: string, purpose: TokenPurpose) {
  return db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
}
