import { and, eq, exists, gt, inArray, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { authTokens, profiles, sessions, users } from "~/db/schema";
import { sha256Hex } from "~/utils/tokens.server";
import { hashPassword } from "./password.server";
import { createSession } from "./session.server";
import { TOKEN_PATTERN } from "./tokens.server";

/** A link that still confirms: its token is unused and unexpired, and its account's address is not confirmed yet. */
function openConfirmation(tokenHash: string, now: Date) {
  return and(
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.purpose, "email_confirmation"),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
    exists(db.select({ id: users.id }).from(users).where(and(eq(users.id, authTokens.userId), isNull(users.emailConfirmedAt)))),
  );
}

/**
 * The account an e-mailed confirmation link is for, read without using the link up: a mail scanner that opens
 * it changes nothing (decision 0141). Null when the link no longer confirms anything.
 */
export async function findPendingConfirmation(token: string | null) {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ userId: authTokens.userId, email: users.email })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(openConfirmation(await sha256Hex(token), new Date()));
  return row ?? null;
}

/**
 * Confirms the address with the password the confirming person chose: a password set before the address was
 * proved never opens the account (decision 0141). One batch: the link is used up, then — only if that changed a
 * row (`changes()`, SQLite's count of the statement before) — the new hash and the confirmation (the database
 * then ties to the account every row written from the address, decision 0143); then, marked by that hash, every
 * e-mailed link and every session of the account end. Two posts of one link cannot both win. Returns the new
 * session's cookie with the address and username, or null when the link no longer confirms. `userId` is the
 * account `findPendingConfirmation` found for the token.
 */
export async function confirmAddressWithPassword(request: Request, token: string, userId: string, password: string) {
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const hasNewPassword = exists(
    db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.passwordHash, passwordHash))),
  );
  const [, confirmed] = await db.batch([
    db
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(openConfirmation(await sha256Hex(token), now), eq(authTokens.userId, userId))),
    db
      .update(users)
      .set({ passwordHash, emailConfirmedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt), sql`changes() = 1`))
      .returning({ email: users.email }),
    db
      .delete(authTokens)
      .where(and(eq(authTokens.userId, userId), inArray(authTokens.purpose, ["email_confirmation", "password_reset"]), hasNewPassword)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), hasNewPassword)),
  ]);
  const email = confirmed[0]?.email;
  if (!email) return null;
  const profile = await db.query.profiles.findFirst({ columns: { username: true }, where: eq(profiles.userId, userId) });
  const setCookie = await createSession(userId, { replacing: request });
  return { userId, email, username: profile?.username ?? undefined, setCookie };
}
