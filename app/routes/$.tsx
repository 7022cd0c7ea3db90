import { data } from "react-router";
import { Link } from "~/i18n/links";
import { getTranslator } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/$";

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`404 Not Found: ${pathname}`);
  return data({ pathname, title: getTranslator(context)("notFound.meta.title") }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const t = useT();
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <h1>{t("notFound.title")}</h1>
      <p className={ui.muted}>{t("notFound.text")}</p>
      <p>
        <Link to="/" className={ui.button.primary}>
          {t("notFound.home")}
        </Link>
      </p>
    </div>
  );
}
