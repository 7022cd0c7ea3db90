import { and, eq, isNull } from "drizzle-orm";
import { greetingName, sendEmailLater } from "~/auth/account-emails.server";
import { authMessages, authToasts, errorToast } from "~/auth/messages";
import { createSession } from "~/auth/session.server";
import { consumeToken } from "~/auth/tokens.server";
import { db } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import { inLocale } from "~/email/jobs";
import { getLocale, getTranslator, pathFor } from "~/i18n/locale.server";
import { redirectWithToast } from "~/toast/toast.server";
import type { Route } from "./+types/auth_.confirm";

/**
 * The link in the sign-up confirmation e-mail: /auth/confirm?token=… It uses up the token, confirms
 * the address and signs the patient in. The welcome e-mail ("your account is ready") goes now, once,
 * when the address is confirmed, in the language the link was opened in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getTranslator(context);
  const userId = await consumeToken(new URL(request.url).searchParams.get("token"), "email_confirmation");
  if (!userId) {
    return redirectWithToast(request, pathFor(context, "/auth"), errorToast(t, t(authMessages.confirmLinkInvalid)));
  }
  const [confirmed] = await db
    .update(users)
    .set({ emailConfirmedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
    .returning({ email: users.email });
  if (confirmed) {
    const profile = await db.query.profiles.findFirst({ columns: { username: true }, where: eq(profiles.userId, userId) });
    sendEmailLater({
      type: "welcome",
      to: confirmed.email,
      userId,
      username: greetingName(confirmed.email, profile?.username ?? undefined),
      ...inLocale(getLocale(context)),
    });
  }
  return redirectWithToast(request, pathFor(context, "/dashboard"), authToasts(t).emailConfirmed, {
    headers: { "Set-Cookie": await createSession(userId, { replacing: request }) },
  });
}
