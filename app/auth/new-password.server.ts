import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { hashPassword } from "./password.server";
import { replaceAllSessions } from "./session.server";
import { revokeTokens } from "./tokens.server";

/**
 * A new password (changed on the account page or reset by e-mail): the new hash, the end of every
 * session and of outstanding reset links are one batch. `provesAddress` (a reset link's recovery session)
 * confirms the address in the same statement, if it was not confirmed yet. Answers the cookie of the one new session.
 */
export async function storeNewPassword(
  userId: string,
  request: Request,
  password: string,
  { provesAddress = false }: { provesAddress?: boolean } = {},
) {
  const passwordHash = await hashPassword(password);
  const confirmed = provesAddress ? { emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${Date.now()})` } : {};
  return replaceAllSessions(userId, request, [
    db.update(users).set({ passwordHash, ...confirmed }).where(eq(users.id, userId)),
    revokeTokens(userId, "password_reset"),
  ]);
}
