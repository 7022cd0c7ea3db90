import { confirmEmail } from "~/auth/confirmation.server";
import type { Route } from "./+types/auth_.confirm";

/** The link in the sign-up confirmation e-mail: /auth/confirm?token=… */
export function loader(args: Route.LoaderArgs) {
  return confirmEmail(args);
}
