import { data, Form, Link, useNavigation } from "react-router";
import { site } from "~content/site";
import { readFormBody } from "~/forms/request-body.server";
import { getTranslator, pathFor } from "~/i18n/locale.server";
import { unsubscribe, unsubscribeView } from "~/newsletter/newsletter.server";
import { statusCard } from "~/newsletter/status-page.css";
import { newsletterToasts } from "~/newsletter/toasts";
import * as ui from "~/styles/ui.css";
import { dataWithToast, redirectWithToast } from "~/toast/toast.server";
import type { Route } from "./+types/newsletter.unsubscribe";

/** Every newsletter e-mail links here with its token (and names this URL in List-Unsubscribe). */
export async function loader({ request }: Route.LoaderArgs) {
  const view = await unsubscribeView(new URL(request.url).searchParams.get("token"));
  return data({ view }, { status: view.state === "invalid" ? 404 : 200 });
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
  if (!token || !(await unsubscribe(token))) {
    return dataWithToast(args, { failed: true }, toasts.unsubscribeFailed, { status: 400 });
  }
  // A mail client wants a plain answer, not a redirect to follow.
  if (form.get("List-Unsubscribe") === "One-Click") return { failed: false };
  return redirectWithToast(
    request,
    pathFor(args.context, `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`),
    toasts.unsubscribed,
  );
}

export function meta() {
  return [{ title: `Unsubscribe | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section className={ui.section} aria-labelledby="unsubscribe-title">
      <div className={ui.container}>
        <div className={`${ui.card} ${statusCard}`}>
          {view.state === "invalid" ? (
            <>
              <h1 id="unsubscribe-title">This unsubscribe link is not valid</h1>
              <p>
                The link may be incomplete or out of date. Use the unsubscribe link in the most recent newsletter email,
                or write to <a href={`mailto:${site.email}`}>{site.email}</a> and we will remove your address.
              </p>
            </>
          ) : view.state === "unsubscribed" ? (
            <>
              <h1 id="unsubscribe-title">You are unsubscribed</h1>
              <p>
                {view.maskedEmail} will not receive the {site.name} newsletter any more. Changed your mind? Subscribe
                again with the form at the bottom of this page.
              </p>
            </>
          ) : (
            <>
              <h1 id="unsubscribe-title">Unsubscribe from our newsletter</h1>
              <p>
                Stop sending the {site.name} newsletter to {view.maskedEmail}? You can subscribe again at any time.
              </p>
              <Form method="post" defaultShouldRevalidate>
                <button type="submit" className={ui.button.primary} disabled={busy}>
                  {busy ? "Unsubscribing..." : "Unsubscribe"}
                </button>
              </Form>
            </>
          )}
          <p>
            <Link to="/">Return to Home</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
