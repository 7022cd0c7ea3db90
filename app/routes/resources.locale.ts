import { redirect } from "react-router";
import { getUserId } from "~/auth/session.server";
import { readResourceFormBody } from "~/forms/request-body.server";
import { saveAccountLocale } from "~/auth/user.server";
import { serializeLocaleChoice } from "~/i18n/locale-preference.server";
import { isLocale, localePath } from "~/i18n/locales";
import { safeRedirectPath } from "~/utils/safe-redirect";
import type { Route } from "./+types/resources.locale";

/**
 * The language switch (a plain form, so it works without JavaScript): remembers the choice in a cookie and,
 * for a signed-in patient, on the account; then shows the same page and query in that language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readResourceFormBody(request);
  const locale = form.get("locale");
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!isLocale(locale)) return redirect(back, 303);
  const userId = getUserId(context);
  if (userId) await saveAccountLocale(userId, locale);
  return redirect(localePath(locale, back), { status: 303, headers: { "Set-Cookie": await serializeLocaleChoice(locale) } });
}

export function loader() {
  return redirect("/");
}
