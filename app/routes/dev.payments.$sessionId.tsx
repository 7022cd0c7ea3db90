import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import { finishStandInCheckout } from "~/cases/payments/stand-in-checkout.server";
import { standInSession } from "~/cases/payments/stand-in-api.server";
import { standInCheckoutSchema } from "~/cases/payments/stand-in-schema";
import * as styles from "~/email/mailbox.css";
import { readFormBody } from "~/forms/request-body.server";
import { formatMoney } from "~/i18n/money";
import * as ui from "~/styles/ui.css";
import { SubmitButton } from "~/ui/forms";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/dev.payments.$sessionId";

export async function loader({ params }: Route.LoaderArgs) {
  const session = await standInSession(params.sessionId);
  if (!session) notFound();
  return {
    id: session.id,
    status: session.status,
    description: session.description,
    amount: formatMoney("en", session.amount_total, session.currency.toUpperCase(), { minor: true }),
  };
}

/** The developer pays, is refused or leaves, as the patient at Stripe's page: the signed webhook, then back to the site. */
export async function action({ request, params }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormBody(request), { schema: standInCheckoutSchema });
  if (submission.status !== "success") return data({ error: "Choose Complete, Fail or Cancel." }, { status: 400 });
  const finished = await finishStandInCheckout(params.sessionId, submission.value.choice);
  if (!finished) return data({ error: "This checkout is no longer open." }, { status: 409 });
  if (!finished.ok) return data({ error: "The app refused the webhook: see the worker's log." }, { status: 502 });
  return redirect(finished.to);
}

export function meta() {
  return [{ title: "Checkout (development)" }, { name: "robots", content: "noindex" }];
}

export default function StandInCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { id, status, description, amount } = loaderData;
  const choice = useNavigation().formData?.get("choice");
  return (
    <section className={ui.section} aria-labelledby="checkout-title">
      <div className={ui.container}>
        <h1 id="checkout-title">Checkout</h1>
        <p className={styles.note}>
          Development only: Stripe&apos;s side of a checkout. Each button posts the signed webhook Stripe would send to
          the app, then returns to the site. This page does not exist in production.
        </p>
        <dl>
          <dt>Session</dt>
          <dd>
            <code>{id}</code>
          </dd>
          <dt>For</dt>
          <dd>{description}</dd>
          <dt>Amount</dt>
          <dd>{amount}</dd>
          <dt>Status</dt>
          <dd>{status}</dd>
        </dl>
        {actionData?.error ? <p role="alert">{actionData.error}</p> : null}
        {status === "open" ? (
          <Form method="post">
            <SubmitButton name="choice" value="complete" pending={choice === "complete"} pendingLabel="Paying...">
              Complete the payment
            </SubmitButton>{" "}
            <SubmitButton name="choice" value="fail" variant="outline" pending={choice === "fail"} pendingLabel="Refusing...">
              Fail (card declined)
            </SubmitButton>{" "}
            <SubmitButton name="choice" value="cancel" variant="outline" pending={choice === "cancel"} pendingLabel="Cancelling...">
              Cancel and go back
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
