import { logSecurityEvent } from "~/security/events.server";
import { redirectWithToast } from "~/toast/toast.server";
import { authToasts } from "./messages";
import { destroySession, getAuthSession } from "./session.server";

/** Ends the session (the D1 row and the cookie) and logs user_signout (low). */
export async function signOut(request: Request) {
  const session = await getAuthSession(request);
  const cleared = await destroySession(request);
  if (session) logSecurityEvent(request, { type: "user_signout", userId: session.userId });
  return redirectWithToast(request, "/", authToasts.signedOut, { headers: { "Set-Cookie": cleared } });
}
