import { data, redirect } from "react-router";
import { isPlainPost } from "~/forms/plain-post";
import { readResourceFormBody } from "~/forms/request-body.server";
import { isTheme } from "~/theme/theme";
import { serializeTheme } from "~/theme/theme.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import type { Route } from "./+types/resources.theme";

export async function action({ request }: Route.ActionArgs) {
  const form = await readResourceFormBody(request);
  const theme = form.get("theme");
  if (!isTheme(theme)) {
    return data({ error: "Unknown theme" }, { status: 400 });
  }
  const headers = { "Set-Cookie": await serializeTheme(theme) };
  // A plain post (JavaScript off) goes back to the page it came from; the fetcher
  // used with JavaScript stays on the page and only needs the cookie.
  if (isPlainPost(form)) {
    return redirect(safeRedirectPath(form.get("redirectTo")), { headers });
  }
  return data({ ok: true }, { headers });
}

export function loader() {
  return redirect("/");
}
