import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { inLocale, queueEmails } from "~/email/email.server";
import { newsletterSubscriptions, users } from "~/db/schema";
import { errorMessage } from "~/utils/loggable-error";
import { randomToken, sha256Hex } from "~/utils/tokens.server";
import type { AccountOutcome } from "./outcome";
import type { RequestArgs } from "~/utils/request-context";
import { getLocale } from "~/i18n/locale.server";

export type NewsletterStatus = "subscribed" | "pending" | "not-subscribed";

export async function newsletterStatusOf(email: string): Promise<NewsletterStatus> {
  const row = await db.query.newsletterSubscriptions.findFirst({
    columns: { status: true },
    where: eq(newsletterSubscriptions.email, email),
  });
  if (row?.status === "confirmed") return "subscribed";
  return row?.status === "pending" ? "pending" : "not-subscribed";
}

/**
 * Subscribing from /account needs no confirmation e-mail: the account's address is already
 * confirmed (double opt-in exists to prove the address). A row of an earlier subscription is reused.
 */
export async function setNewsletterSubscription(
  { context }: RequestArgs,
  userId: string,
  subscribed: boolean,
): Promise<AccountOutcome<never>> {
  try {
    const user = await db.query.users.findFirst({ columns: { email: true }, where: eq(users.id, userId) });
    if (!user) throw new Error("no such user");
    const now = new Date();
    if (subscribed) {
      await db
        .insert(newsletterSubscriptions)
        .values({
          email: user.email,
          source: "account",
          status: "confirmed",
          confirmedAt: now,
          unsubscribeTokenHash: await sha256Hex(randomToken()),
        })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: { status: "confirmed", confirmedAt: now, unsubscribedAt: null, confirmTokenHash: null },
        });
    } else {
      const changed = await db
        .update(newsletterSubscriptions)
        .set({ status: "unsubscribed", unsubscribedAt: now })
        .where(eq(newsletterSubscriptions.email, user.email))
        .returning({ id: newsletterSubscriptions.id });
      if (changed.length > 0) {
        await queueEmails([{ type: "newsletter-unsubscribed", to: user.email, ...inLocale(getLocale(context)) }]);
      }
    }
  } catch (error) {
    console.error(`Newsletter change from the account page failed: ${errorMessage(error)}`);
    return { status: "unchanged" };
  }
  return { status: "done", toast: subscribed ? "subscribed" : "unsubscribed" };
}
