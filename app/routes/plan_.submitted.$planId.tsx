import { data } from "react-router";
import { Link } from "~/i18n/links";
import { afterSubmitSteps } from "~content/trip-planner";
import { site } from "~content/site";
import { requireUserId } from "~/auth/session.server";
import * as home from "~/home/home.css";
import * as ui from "~/styles/ui.css";
import { TripPlanDetails } from "~/trips/trip-plans-section";
import { getTripPlanForUser } from "~/trips/trip-plans.server";
import type { Route } from "./+types/plan_.submitted.$planId";

/** The page a patient lands on after submitting a plan; only its owner can see it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const userId = requireUserId({ request, context });
  const plan = await getTripPlanForUser(userId, params.planId);
  if (!plan) throw data(null, { status: 404 });
  return { plan };
}

export function meta() {
  return [{ title: `Trip Plan Submitted | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function PlanSubmitted({ loaderData }: Route.ComponentProps) {
  const { plan } = loaderData;
  return (
    <>
      <section className={ui.hero} aria-labelledby="submitted-title">
        <div className={ui.container}>
          <p className={ui.heroLead}>Trip plan submitted</p>
          <h1 id="submitted-title" className={ui.heroTitle}>
            Your {plan.treatmentName} trip plan is with our coordinators
          </h1>
          <p className={ui.heroLead}>
            Thank you. We have your plan and will contact you within 24 hours at the e-mail address of your account.
          </p>
        </div>
      </section>
      <section className={ui.section} aria-labelledby="plan-summary-title">
        <div className={`${ui.container} ${ui.grid.two}`}>
          <div className={ui.card}>
            <h2 id="plan-summary-title">Your plan</h2>
            <p className={ui.muted}>
              {plan.treatmentName} · reference {plan.id.slice(0, 8).toUpperCase()}
            </p>
            <TripPlanDetails plan={plan} />
          </div>
          <div className={ui.card}>
            <h2>What happens next</h2>
            <ol className={home.steps}>
              {afterSubmitSteps.map((step, index) => (
                <li key={step.title}>
                  <h3>
                    {index + 1}. {step.title}
                  </h3>
                  <p className={ui.muted}>{step.text}</p>
                </li>
              ))}
            </ol>
            <div className={ui.buttonRow}>
              <Link to="/dashboard#trip-plans" className={ui.button.primary}>
                See it in your dashboard
              </Link>
              <Link to="/plan" className={ui.button.outline}>
                Plan another trip
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
