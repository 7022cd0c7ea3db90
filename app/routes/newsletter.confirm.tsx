import { data, Link } from "react-router";
import { site } from "~content/site";
import { confirmSubscription } from "~/newsletter/newsletter.server";
import { statusCard } from "~/newsletter/status-page.css";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/newsletter.confirm";

export async function loader({ request }: Route.LoaderArgs) {
  const state = await confirmSubscription(new URL(request.url).searchParams.get("token"));
  return data({ state }, { status: state === "invalid" ? 404 : 200 });
}

export function meta() {
  return [{ title: `Newsletter | ${site.name}` }, { name: "robots", content: "noindex" }];
}

const views = {
  confirmed: {
    title: "Subscription confirmed",
    text: `Thank you! You will now receive the ${site.name} newsletter. Every issue has a link to unsubscribe.`,
  },
  cancelled: {
    title: "This subscription was cancelled",
    text: "This address has been unsubscribed since the confirmation email was sent. To receive the newsletter again, subscribe once more with the form at the bottom of this page.",
  },
  invalid: {
    title: "This confirmation link is not valid",
    text: "The link may be incomplete, or a newer confirmation email has replaced it. Subscribe again with the form at the bottom of this page to get a new link.",
  },
} as const;

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const view = views[loaderData.state];
  return (
    <section className={ui.section} aria-labelledby="confirm-title">
      <div className={`${ui.container}`}>
        <div className={`${ui.card} ${statusCard}`}>
          <h1 id="confirm-title">{view.title}</h1>
          <p>{view.text}</p>
          <p>
            <Link to="/" className={ui.button.primary}>
              Return to Home
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
