import { greetingName, sendEmailLater } from "~/auth/account-emails.server";
import { confirmAccountAddress } from "~/auth/address-confirmation.server";
import { authMessages, authToasts, errorToast } from "~/auth/messages";
import { createSession } from "~/auth/session.server";
import { consumeToken } from "~/auth/tokens.server";
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
  const confirmed = await confirmAccountAddress(userId);
  if (confirmed) {
    sendEmailLater({
      type: "welcome",
      to: confirmed.email,
      userId,
      username: greetingName(confirmed.email, confirmed.username),
      ...inLocale(getLocale(context)),
    });
  }
  return redirectWithToast(request, pathFor(context, "/dashboard"), authToasts(t).emailConfirmed, {
    headers: { "Set-Cookie": await createSession(userId, { replacing: request }) },
  });
}
