import { data } from "react-router";
import { site } from "~content/site";
import { Link } from "~/i18n/links";
import { getTranslator } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import { confirmSubscription } from "~/newsletter/newsletter.server";
import { statusCard } from "~/newsletter/status-page.css";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/newsletter.confirm";

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await confirmSubscription(new URL(request.url).searchParams.get("token"));
  const title = getTranslator(context)("newsletterPages.confirm.metaTitle");
  return data({ state, title }, { status: state === "invalid" ? 404 : 200 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

const views = {
  confirmed: { title: "newsletterPages.confirm.confirmedTitle", text: "newsletterPages.confirm.confirmedText" },
  cancelled: { title: "newsletterPages.confirm.cancelledTitle", text: "newsletterPages.confirm.cancelledText" },
  invalid: { title: "newsletterPages.confirm.invalidTitle", text: "newsletterPages.confirm.invalidText" },
} as const;

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const view = views[loaderData.state];
  return (
    <section className={ui.section} aria-labelledby="confirm-title">
      <div className={`${ui.container}`}>
        <div className={`${ui.card} ${statusCard}`}>
          <h1 id="confirm-title">{t(view.title)}</h1>
          <p>{t(view.text, { site: site.name })}</p>
          <p>
            <Link to="/" className={ui.button.primary}>
              {t("newsletterPages.home")}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
