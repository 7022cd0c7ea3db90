import { parseWithZod } from "@conform-to/zod/v4";
import { waitUntil } from "cloudflare:workers";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { inLocale, queueEmails } from "~/email/email.server";
import { profiles, users } from "~/db/schema";
import { getLocale } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { errorMessage } from "~/utils/loggable-error";
import type { RequestArgs } from "~/utils/request-context";
import { emailLink, greetingName } from "./account-emails.server";
import { resendConfirmationSchema } from "./schemas";
import { takeLimit } from "~/security/rate-limit.server";
import { issueToken } from "./tokens.server";

async function sendNewConfirmationLink(email: string, locale: Locale) {
  try {
    const user = await db
      .select({ id: users.id, username: profiles.username })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.email, email), isNull(users.emailConfirmedAt)))
      .get();
    if (!user || !(await takeLimit("accountEmailPerAddress", `confirm:${email}`)).allowed) return;
    const token = await issueToken(user.id, "email_confirmation");
    void queueEmails([{
      type: "signup-confirmation",
      to: email,
      userId: user.id,
      username: greetingName(email, user.username ?? undefined),
      confirmUrl: emailLink("/auth/confirm", token, locale),
      ...inLocale(locale),
    }], { stored: `A new confirmation link of account ${user.id}`, later: true });
  } catch (error) {
    console.error(`Could not send a new confirmation link: ${errorMessage(error)}`);
  }
}

/**
 * "Send the link again" after a sign-in with an unconfirmed address; the same answer for any address:
 * `sent` is false only for a form the schema refused.
 */
export function resendConfirmation(args: RequestArgs, form: FormData): { sent: boolean } {
  const submission = parseWithZod(form, { schema: resendConfirmationSchema });
  if (submission.status !== "success") return { sent: false };
  waitUntil(sendNewConfirmationLink(submission.value.email, getLocale(args.context)));
  return { sent: true };
}
