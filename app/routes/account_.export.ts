import { redirect } from "react-router";
import { errorToast } from "~/auth/messages";
import { requireUserId } from "~/auth/session.server";
import { formMessageIn, translatorFor } from "~/i18n/catalogue.server";
import { defaultLocale, isLocale, localePath } from "~/i18n/locales";
import { respond } from "~/forms/outcome.server";
import { streamDataArchive } from "~/privacy/export.server";
import { logSecurityEvent } from "~/security/events.server";
import { takeLimit } from "~/security/rate-limit.server";
import type { Route } from "./+types/account_.export";

/**
 * "Download my data": a post (never a link a crawler or prefetch could follow) answered with the ZIP.
 * A file endpoint has no /ar twin, so the account page names its language (`?locale=ar`) for the way back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const requested = new URL(request.url).searchParams.get("locale");
  const locale = isLocale(requested) ? requested : defaultLocale;
  const accountPage = localePath(locale, "/account");
  const userId = requireUserId({ request, context }, accountPage);
  const limit = await takeLimit("dataExportsPerAccount", userId);
  if (!limit.allowed) return respond({ request, context }, { status: "redirect", to: accountPage, toast: errorToast(translatorFor(locale), formMessageIn(locale, limit.message)) });
  const archive = await streamDataArchive(userId);
  if (!archive) throw new Response("Not Found", { status: 404 });
  logSecurityEvent(request, { type: "data_exported", userId });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(archive, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="nilecare-my-data-${day}.zip"`,
      "Cache-Control": "no-store",
    },
  });
}

/** Opened as a page (a bookmark, a reload): the button is on /account. */
export function loader() {
  return redirect("/account");
}
