import { data } from "react-router";
import { Link } from "~/i18n/links";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { useFormat, useT } from "~/i18n/use-t";
import { site } from "~content/site";
import { requireUserId } from "~/auth/session.server";
import { patientReference } from "~/cases/case-reference.server";
import * as sections from "~/styles/sections.css";
import * as ui from "~/styles/ui.css";
import { TripPlanDetails } from "~/trips/trip-plans-section";
import { plannerTexts } from "~/trips/planner-content.server";
import { getTripPlanForUser } from "~/trips/trip-plans.server";
import type { Route } from "./+types/plan_.submitted.$planId";

/** The page a patient lands on after submitting a plan; only its owner can see it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const userId = requireUserId({ request, context });
  const plan = await getTripPlanForUser(userId, params.planId, getLocale(context));
  if (!plan) throw data(null, { status: 404 });
  return {
    plan,
    reference: await patientReference({ tripPlanId: plan.id }),
    treatment: plan.treatmentName,
    afterSubmitSteps: plannerTexts(context).afterSubmitSteps,
    metaTitle: getTranslator(context)("planner.submitted.meta.title"),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.metaTitle} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function PlanSubmitted({ loaderData }: Route.ComponentProps) {
  const { plan, reference, treatment, afterSubmitSteps } = loaderData;
  const t = useT();
  const format = useFormat();
  return (
    <>
      <section className={ui.hero} aria-labelledby="submitted-title">
        <div className={ui.container}>
          <p className={ui.heroLead}>{t("planner.submitted.kicker")}</p>
          <h1 id="submitted-title" className={ui.heroTitle}>
            {t("planner.submitted.title", { treatment })}
          </h1>
          <p className={ui.heroLead}>{t("planner.submitted.lead")}</p>
        </div>
      </section>
      <section className={ui.section} aria-labelledby="plan-summary-title">
        <div className={`${ui.container} ${ui.grid.two}`}>
          <div className={ui.card}>
            <h2 id="plan-summary-title">{t("planner.submitted.yourPlan")}</h2>
            {reference ? <p className={ui.muted}>{t("planner.submitted.reference", { treatment, reference })}</p> : null}
            <TripPlanDetails plan={plan} />
          </div>
          <div className={ui.card}>
            <h2>{t("planner.submitted.next")}</h2>
            <ol className={sections.steps}>
              {afterSubmitSteps.map((step, index) => (
                <li key={step.title}>
                  <h3>
                    {format.number(index + 1)}. {step.title}
                  </h3>
                  <p className={ui.muted}>{step.text}</p>
                </li>
              ))}
            </ol>
            <div className={ui.buttonRow}>
              <Link to="/dashboard#trip-plans" className={ui.button.primary}>
                {t("planner.submitted.dashboard")}
              </Link>
              <Link to="/plan" className={ui.button.outline}>
                {t("planner.submitted.another")}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
