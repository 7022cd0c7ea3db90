import { redirect } from "react-router";
import { authMessages, errorToast } from "~/auth/messages";
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from "~/auth/password-reset.server";
import { createSession } from "~/auth/session.server";
import { consumeToken } from "~/auth/tokens.server";
import { getTranslator, pathFor } from "~/i18n/locale.server";
import { logSecurityEvent } from "~/security/events.server";
import { respond } from "~/forms/outcome.server";
import type { Route } from "./+types/auth_.reset";

/**
 * The link in the password-reset e-mail: /auth/reset?token=… uses up the token, starts a recovery
 * session and goes to the "Reset Your Password" form (/auth?reset=true) in the link's language.
 * The address counts as confirmed only once the new password is saved (app/auth/password-reset.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await consumeToken(new URL(request.url).searchParams.get("token"), "password_reset");
  if (!userId) {
    logSecurityEvent(request, { type: "failed_password_reset", data: { reason: "invalid_or_expired_link" } });
    const t = getTranslator(context);
    return respond({ request, context }, { status: "redirect", to: pathFor(context, FORGOT_PASSWORD_PATH), toast: errorToast(t, t(authMessages.resetLinkInvalid)) });
  }
  return redirect(pathFor(context, RESET_PASSWORD_PATH), {
    headers: { "Set-Cookie": await createSession(userId, { isRecovery: true, replacing: request }) },
  });
}
