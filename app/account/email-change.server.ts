import { and, eq, gt, notExists } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterSubscriptions, pendingEmailChanges, users } from "~/db/schema";
import { errorMessage } from "~/utils/loggable-error";
import { sha256Hex } from "~/utils/tokens.server";
import { TOKEN_PATTERN } from "./settings.server";

export type EmailChangeOutcome =
  | { status: "invalid" }
  | { status: "taken" }
  | { status: "changed"; userId: string; oldEmail: string; newEmail: string };

/** The link's pending change, when it is one of this account's and still open. */
async function changeOf(token: string | null, userId: string) {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  return and(
    eq(pendingEmailChanges.tokenHash, await sha256Hex(token)),
    eq(pendingEmailChanges.userId, userId),
    gt(pendingEmailChanges.expiresAt, new Date()),
  );
}

/** The new address a link would give the signed-in account, or null; opening the link changes nothing. */
export async function pendingEmailChange(token: string | null, userId: string) {
  const where = await changeOf(token, userId);
  if (!where) return null;
  const [change] = await db.select({ newEmail: pendingEmailChanges.newEmail }).from(pendingEmailChanges).where(where).limit(1);
  return change?.newEmail ?? null;
}

/**
 * Uses up the link sent to a new address and moves the account (and its newsletter subscription) to it in one
 * batch. Single use; the unique index refuses an address taken meanwhile. Confirming the address is what makes
 * the rows written from it the account's (decision 2200), so it takes both proofs: the link from the new inbox and
 * the account's own session. A link alone (a mail scanner, the address's owner tricked into a click) moves nothing.
 */
export async function applyEmailChange(token: string | null, userId: string): Promise<EmailChangeOutcome> {
  const where = await changeOf(token, userId);
  if (!where) return { status: "invalid" };
  const [change] = await db.delete(pendingEmailChanges).where(where).returning();
  if (!change) return { status: "invalid" };
  const user = await db.query.users.findFirst({ columns: { email: true }, where: eq(users.id, change.userId) });
  if (!user) return { status: "invalid" };
  try {
    await db.batch([
      db.update(users).set({ email: change.newEmail, emailConfirmedAt: new Date() }).where(eq(users.id, change.userId)),
      // The subscription follows the account unless the new address has one of its own.
      db
        .update(newsletterSubscriptions)
        .set({ email: change.newEmail })
        .where(
          and(
            eq(newsletterSubscriptions.email, user.email),
            notExists(db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, change.newEmail))),
          ),
        ),
    ]);
  } catch (error) {
    console.error(`E-mail change failed: ${errorMessage(error)}`);
    return { status: "taken" };
  }
  return { status: "changed", userId: change.userId, oldEmail: user.email, newEmail: change.newEmail };
}
