import { applyEmailChange } from "~/account/email-change.server";
import { accountMessages, accountToasts } from "~/account/messages";
import { accountPath } from "~/account/settings.server";
import { errorToast } from "~/auth/messages";
import { getTranslator } from "~/i18n/locale.server";
import { logSecurityEvent } from "~/security/events.server";
import { redirectWithToast } from "~/toast/toast.server";
import type { Route } from "./+types/account_.confirm-email";

/** The link in the new inbox: moves the account to the new address (app/account/email-change.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getTranslator(context);
  const outcome = await applyEmailChange(new URL(request.url).searchParams.get("token"));
  if (outcome.status === "invalid") {
    return redirectWithToast(request, accountPath(context), errorToast(t, t(accountMessages.emailChangeInvalid)));
  }
  if (outcome.status === "taken") {
    return redirectWithToast(request, accountPath(context), errorToast(t, t(accountMessages.emailTaken)));
  }
  logSecurityEvent(request, {
    type: "email_changed",
    userId: outcome.userId,
    data: { old_email: outcome.oldEmail, new_email: outcome.newEmail },
  });
  return redirectWithToast(request, accountPath(context), accountToasts(t).emailChanged);
}
