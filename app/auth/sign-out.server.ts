import { getTranslator, pathFor } from "~/i18n/locale.server";
import { logSecurityEvent } from "~/security/events.server";
import { redirectWithToast } from "~/toast/toast.server";
import { authToasts } from "./messages";
import type { RequestArgs } from "./request-args";
import { destroySession, sessionOf } from "./session.server";

/** Ends the session (the D1 row and the cookie) and logs user_signout (low). */
export async function signOut({ request, context }: RequestArgs) {
  const session = sessionOf(context);
  const cleared = await destroySession(request);
  if (session) logSecurityEvent(request, { type: "user_signout", userId: session.userId });
  return redirectWithToast(request, pathFor(context, "/"), authToasts(getTranslator(context)).signedOut, {
    headers: { "Set-Cookie": cleared },
  });
}
