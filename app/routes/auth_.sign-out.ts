import { redirect } from "react-router";
import { authToasts } from "~/auth/messages";
import { destroySession, sessionOf } from "~/auth/session.server";
import { getTranslator, pathFor } from "~/i18n/locale.server";
import { logSecurityEvent } from "~/security/events.server";
import { respond } from "~/forms/outcome.server";
import type { Route } from "./+types/auth_.sign-out";

/**
 * The header's Sign Out button posts here; signing out is never a GET, so no link can do it.
 * Ends the session (the D1 row and the cookie) and logs user_signout (low).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = sessionOf(context);
  const cleared = await destroySession(request);
  if (session) logSecurityEvent(request, { type: "user_signout", userId: session.userId });
  return respond({ request, context }, { status: "redirect", to: pathFor(context, "/"), toast: authToasts(getTranslator(context)).signedOut, headers: { "Set-Cookie": cleared }, });
}

export function loader() {
  return redirect("/");
}
