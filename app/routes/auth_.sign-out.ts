import { redirect } from "react-router";
import { signOut } from "~/auth/sign-out.server";
import type { Route } from "./+types/auth_.sign-out";

/** The header's Sign Out button posts here; signing out is never a GET, so no link can do it. */
export function action(args: Route.ActionArgs) {
  return signOut(args);
}

export function loader() {
  return redirect("/");
}
