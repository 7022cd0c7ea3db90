import { accountPath, TOKEN_PATTERN } from "~/account/settings.server";
import { getTranslator } from "~/i18n/locale.server";
import { and, eq, gt, notExists } from "drizzle-orm";
import { accountMessages, accountToasts } from "~/account/messages";
import { newsletterSubscriptions, pendingEmailChanges, users } from "~/db/schema";
import { redirectWithToast } from "~/toast/toast.server";
import { errorToast } from "~/auth/messages";
import { sha256Hex } from "~/utils/tokens.server";
import { logSecurityEvent } from "~/security/events.server";
import { errorMessage } from "~/utils/loggable-error";
import { db } from "~/db/client.server";
import type { Route } from "./+types/account_.confirm-email";

/**
 * The link in the new inbox: moves the account (and its newsletter subscription) to the new
 * address in one batch. Single use; the unique index refuses an address taken meanwhile.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getTranslator(context);
  const token = new URL(request.url).searchParams.get("token");
  const invalid = () => redirectWithToast(request, accountPath(context), errorToast(t, t(accountMessages.emailChangeInvalid)));
  if (!token || !TOKEN_PATTERN.test(token)) return invalid();
  const [change] = await db
    .delete(pendingEmailChanges)
    .where(and(eq(pendingEmailChanges.tokenHash, await sha256Hex(token)), gt(pendingEmailChanges.expiresAt, new Date())))
    .returning();
  if (!change) return invalid();
  const user = await db.query.users.findFirst({ columns: { email: true }, where: eq(users.id, change.userId) });
  if (!user) return invalid();
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
    return redirectWithToast(request, accountPath(context), errorToast(t, t(accountMessages.emailTaken)));
  }
  logSecurityEvent(request, {
    type: "email_changed",
    userId: change.userId,
    data: { old_email: user.email, new_email: change.newEmail },
  });
  return redirectWithToast(request, accountPath(context), accountToasts(t).emailChanged);
}
