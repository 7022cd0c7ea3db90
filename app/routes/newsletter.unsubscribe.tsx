import { data, useNavigation } from "react-router";
import { useOperator } from "~/operator/use-operator";
import { site } from "~content/site";
import { readFormBody } from "~/forms/request-body.server";
import { Form, Link } from "~/i18n/links";
import { getLocale, getTranslator, pathFor } from "~/i18n/locale.server";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import { unsubscribe, unsubscribeView } from "~/newsletter/newsletter.server";
import { statusCard } from "~/newsletter/status-page.css";
import { newsletterToasts } from "~/newsletter/toasts";
import * as ui from "~/styles/ui.css";
import { respond } from "~/forms/outcome.server";
import type { Route } from "./+types/newsletter.unsubscribe";

/** Every newsletter e-mail links here with its token (and names this URL in List-Unsubscribe). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await unsubscribeView(new URL(request.url).searchParams.get("token"));
  const title = getTranslator(context)("newsletterPages.unsubscribe.metaTitle");
  return data({ view, title }, { status: view.state === "invalid" ? 404 : 200 });
}

/**
 * The token is in the URL both for the page's button (the form posts to the page's
 * own URL) and for a mail client's RFC 8058 one-click POST, whose body is
 * "List-Unsubscribe=One-Click".
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const token = new URL(request.url).searchParams.get("token");
  const form = await readFormBody(request);
  const toasts = newsletterToasts(getTranslator(args.context));
  if (!token || !(await unsubscribe(token, getLocale(args.context)))) {
    return respond(args, { status: "reply", reply: { failed: true }, toast: toasts.unsubscribeFailed, httpStatus: 400 });
  }
  // A mail client wants a plain answer, not a redirect to follow.
  if (form.get("List-Unsubscribe") === "One-Click") return { failed: false };
  return respond(args, { status: "redirect", to: pathFor(args.context, `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`), toast: toasts.unsubscribed });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const operator = useOperator();
  const { view } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section className={ui.section} aria-labelledby="unsubscribe-title">
      <div className={ui.container}>
        <div className={`${ui.card} ${statusCard}`}>
          {view.state === "invalid" ? (
            <>
              <h1 id="unsubscribe-title">{t("newsletterPages.unsubscribe.invalidTitle")}</h1>
              <p>
                {t("newsletterPages.unsubscribe.invalidBefore")}{" "}
                <a href={`mailto:${operator.email}`}>
                  <Ltr>{operator.email}</Ltr>
                </a>{" "}
                {t("newsletterPages.unsubscribe.invalidAfter")}
              </p>
            </>
          ) : view.state === "unsubscribed" ? (
            <>
              <h1 id="unsubscribe-title">{t("newsletterPages.unsubscribe.doneTitle")}</h1>
              <p>{t("newsletterPages.unsubscribe.doneText", { email: view.maskedEmail, site: site.name })}</p>
            </>
          ) : (
            <>
              <h1 id="unsubscribe-title">{t("newsletterPages.unsubscribe.askTitle")}</h1>
              <p>{t("newsletterPages.unsubscribe.askText", { email: view.maskedEmail, site: site.name })}</p>
              <Form method="post" defaultShouldRevalidate>
                <button type="submit" className={ui.button.primary} disabled={busy}>
                  {t(busy ? "newsletterPages.unsubscribe.pending" : "newsletterPages.unsubscribe.submit")}
                </button>
              </Form>
            </>
          )}
          <p>
            <Link to="/">{t("newsletterPages.home")}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
