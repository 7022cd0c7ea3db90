import { data } from "react-router";
import { site } from "~content/site";
import { translatorFor } from "~/i18n/catalogue.server";
import { getLocale } from "~/i18n/locale.server";
import { Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/$";

/**
 * An unknown URL answers 404 whichever loaders a data request names (`/ar/staff.data?_routes=root` leaves this
 * one out), as its page does.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (_, next) => {
    const response = await next();
    return response.status === 404 ? response : new Response(response.body, { status: 404, headers: response.headers });
  },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`404 Not Found: ${pathname}`);
  const title = translatorFor(getLocale(context))("shell.error.notFoundMetaTitle", { name: site.name });
  return data({ pathname, title }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const t = useT();
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <h1>{t("shell.error.notFoundTitle")}</h1>
      <p className={ui.muted}>{t("shell.error.notFoundPageBody")}</p>
      <p>
        <Link to="/" className={ui.button.primary}>
          {t("shell.error.homeLink")}
        </Link>
      </p>
    </div>
  );
}
