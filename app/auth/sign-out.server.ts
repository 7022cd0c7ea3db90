import type { RouterContextProvider } from "react-router";
import { logSecurityEvent } from "~/security/events.server";
import { redirectWithToast } from "~/toast/toast.server";
import { authToasts } from "./messages";
import { destroySession, sessionOf } from "./session.server";

/** Ends the session (the D1 row and the cookie) and logs user_signout (low). */
export async function signOut({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const session = sessionOf(context);
  const cleared = await destroySession(request);
  if (session) logSecurityEvent(request, { type: "user_signout", userId: session.userId });
  return redirectWithToast(request, "/", authToasts.signedOut, { headers: { "Set-Cookie": cleared } });
}
