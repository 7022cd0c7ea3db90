import { openResetLink } from "~/auth/password-reset.server";
import type { Route } from "./+types/auth_.reset";

/** The link in the password-reset e-mail: /auth/reset?token=… → /auth?reset=true with a recovery session. */
export function loader(args: Route.LoaderArgs) {
  return openResetLink(args);
}
