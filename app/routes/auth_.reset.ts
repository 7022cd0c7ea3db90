import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from "~/auth/password-reset.server";
import { users } from "~/db/schema";
import { logSecurityEvent } from "~/security/events.server";
import { authMessages, errorToast } from "~/auth/messages";
import { db } from "~/db/client.server";
import { createSession } from "~/auth/session.server";
import { and, eq, isNull } from "drizzle-orm";
import { consumeToken } from "~/auth/tokens.server";
import { redirect } from "react-router";
import { redirectWithToast } from "~/toast/toast.server";
import type { Route } from "./+types/auth_.reset";

/**
 * The link in the password-reset e-mail: /auth/reset?token=… → /auth?reset=true with a recovery session.
 * The e-mailed link: uses up the token, starts a recovery session and goes to the
 * "Reset Your Password" form. Receiving the link also proves the address.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const userId = await consumeToken(new URL(request.url).searchParams.get("token"), "password_reset");
  if (!userId) {
    logSecurityEvent(request, { type: "failed_password_reset", data: { reason: "invalid_or_expired_link" } });
    return redirectWithToast(request, FORGOT_PASSWORD_PATH, errorToast(authMessages.resetLinkInvalid));
  }
  await db
    .update(users)
    .set({ emailConfirmedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
  return redirect(RESET_PASSWORD_PATH, {
    headers: { "Set-Cookie": await createSession(userId, { isRecovery: true, replacing: request }) },
  });
}
