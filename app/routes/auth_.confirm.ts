import { createSession } from "~/auth/session.server";
import { authMessages, authToasts, errorToast } from "~/auth/messages";
import { and, eq, isNull } from "drizzle-orm";
import { profiles, users } from "~/db/schema";
import { greetingName, sendEmailLater } from "~/auth/account-emails.server";
import { db } from "~/db/client.server";
import { redirectWithToast } from "~/toast/toast.server";
import { consumeToken } from "~/auth/tokens.server";
import type { Route } from "./+types/auth_.confirm";

/**
 * The link in the sign-up confirmation e-mail: /auth/confirm?token=…
 * The e-mailed confirmation link: uses up the token, confirms the address and signs the patient
 * in. The welcome e-mail ("your account is ready") goes now, once, when the address is confirmed.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const userId = await consumeToken(new URL(request.url).searchParams.get("token"), "email_confirmation");
  if (!userId) return redirectWithToast(request, "/auth", errorToast(authMessages.confirmLinkInvalid));
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
      username: greetingName(confirmed.email, profile?.username ?? undefined),
    });
  }
  return redirectWithToast(request, "/dashboard", authToasts.emailConfirmed, {
    headers: { "Set-Cookie": await createSession(userId, { replacing: request }) },
  });
}
