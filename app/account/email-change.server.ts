import { and, eq, gt, notExists } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterSubscriptions, pendingEmailChanges, users } from "~/db/schema";
import { errorMessage } from "~/utils/loggable-error";
import { sha256Hex } from "~/utils/tokens.server";
import { errorToast } from "~/auth/messages";
import type { Outcome } from "~/forms/outcome.server";
import { getTranslator } from "~/i18n/locale.server";
import { logSecurityEvent } from "~/security/events.server";
import type { RequestArgs } from "~/utils/request-context";
import { accountPath } from "./answers.server";
import { accountMessages, accountToasts } from "./messages";
import { TOKEN_PATTERN } from "./settings.server";

/** Back to /account with the error toast of a link that no longer works (or is not this account's). */
export function emailChangeInvalid(context: RequestArgs["context"]): Outcome {
  const t = getTranslator(context);
  return { status: "redirect", to: accountPath(context), toast: errorToast(t, t(accountMessages.emailChangeInvalid)) };
}

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
 * the rows written from it the account's (decision 0143), so it takes both proofs: the link from the new inbox and
 * the account's own session. A link alone (a mail scanner, the address's owner tricked into a click) moves nothing.
 */
export async function applyEmailChange({ request, context }: RequestArgs, token: string | null, userId: string): Promise<Outcome> {
  const where = await changeOf(token, userId);
  if (!where) return emailChangeInvalid(context);
  const [change] = await db.delete(pendingEmailChanges).where(where).returning();
  if (!change) return emailChangeInvalid(context);
  const user = await db.query.users.findFirst({ columns: { email: true }, where: eq(users.id, change.userId) });
  if (!user) return emailChangeInvalid(context);
  const t = getTranslator(context);
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
    return { status: "redirect", to: accountPath(context), toast: errorToast(t, t(accountMessages.emailTaken)) };
  }
  logSecurityEvent(request, {
    type: "email_changed",
    userId: change.userId,
    data: { old_email: user.email, new_email: change.newEmail },
  });
  return { status: "redirect", to: accountPath(context), toast: accountToasts(t).emailChanged };
}
