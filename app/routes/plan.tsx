import { Link } from "react-router";
import { planTabs } from "~content/trip-planner";
import { site } from "~content/site";
import * as ui from "~/styles/ui.css";
import { PlanHero } from "~/trips/plan-hero";
import { PlanOverview } from "~/trips/plan-overview";
import { handlePlanAction, loadPlanPage } from "~/trips/plan-page.server";
import type { FieldErrors } from "~/trips/plan-rules.server";
import { TripWizard } from "~/trips/trip-wizard";
import * as styles from "~/trips/plan.css";
import type { Route } from "./+types/plan";

export function meta() {
  return [
    { title: `Plan Your Trip | ${site.name}` },
    {
      name: "description",
      content:
        "Plan your medical trip to Egypt in five steps: treatment, travel dates, accommodation, budget and preferences. Our coordinators reply within 24 hours.",
    },
  ];
}

export const loader = (args: Route.LoaderArgs) => loadPlanPage(args);
export const action = (args: Route.ActionArgs) => handlePlanAction(args);

const noErrors: FieldErrors = {};

export default function Plan({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, step, draft, signedIn, accommodations, today } = loaderData;
  const invalidStep = actionData?.kind === "step" && actionData.step === step ? actionData : null;
  const plannerHref = `/plan?step=${step}#trip-planner`;
  const overviewPath = `/plan?tab=overview&step=${step}`;
  return (
    <>
      <PlanHero plannerHref={plannerHref} overviewPath={overviewPath} />
      <section id="trip-planner" className={ui.section} aria-label="Trip planner">
        <div className={ui.container}>
          <nav aria-label="Trip planning views">
            <ul className={styles.tabList}>
              <li>
                <Link to={plannerHref} className={styles.tab} aria-current={tab === "planner" ? "page" : undefined}>
                  {planTabs.planner}
                </Link>
              </li>
              <li>
                <Link
                  to={`${overviewPath}#trip-planner`}
                  className={styles.tab}
                  aria-current={tab === "overview" ? "page" : undefined}
                >
                  {planTabs.overview}
                </Link>
              </li>
            </ul>
          </nav>
          {tab === "overview" ? (
            <PlanOverview plannerHref={plannerHref} />
          ) : (
            <TripWizard
              step={step}
              draft={draft}
              shown={invalidStep?.shown ?? draft}
              errors={invalidStep?.errors ?? noErrors}
              problems={actionData?.kind === "problems" ? actionData.problems : []}
              signedIn={signedIn}
              accommodations={accommodations}
              today={today}
            />
          )}
        </div>
      </section>
    </>
  );
}
