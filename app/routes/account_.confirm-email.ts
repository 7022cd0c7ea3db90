import { confirmEmailChange } from "~/account/settings.server";
import type { Route } from "./+types/account_.confirm-email";

/** The link sent to a new address: opening it moves the account there. */
export function loader(args: Route.LoaderArgs) {
  return confirmEmailChange(args);
}
