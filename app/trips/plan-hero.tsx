import { Link } from "~/i18n/links";
import { heroSecondary } from "~/styles/sections.css";
import * as ui from "~/styles/ui.css";
import { DefaultNextButton, LeaveButton } from "./leave-buttons";
import { heroButton } from "./leave-buttons.css";
import { usePlanContent } from "./planner-content";

const PLANNER_ANCHOR = "trip-planner";

/**
 * The /plan hero. "Learn About Our Process" opens the overview tab at the planner anchor. While a
 * step with fields is shown below it is a submit button of that step's form, so what was typed is
 * saved first, with or without JavaScript (decision 0145); otherwise it is a link to the overview's tabs, which the
 * router scrolls to once the overview is drawn.
 */
export function PlanHero({
  plannerHref,
  overviewPath,
  savesStep,
}: {
  plannerHref: string;
  overviewPath: string;
  savesStep: boolean;
}) {
  const { planHero } = usePlanContent();
  return (
    <section className={ui.hero} aria-labelledby="plan-title">
      {savesStep ? <DefaultNextButton /> : null}
      <div className={ui.container}>
        <h1 id="plan-title" className={ui.heroTitle}>
          {planHero.title}
        </h1>
        <p className={ui.heroLead}>{planHero.lead}</p>
        <div className={ui.buttonRow}>
          <Link to={plannerHref} className={ui.button.accent}>
            {planHero.primary}
          </Link>
          {savesStep ? (
            <LeaveButton leave="overview" className={`${heroSecondary} ${heroButton}`}>
              {planHero.secondary}
            </LeaveButton>
          ) : (
            <Link to={`${overviewPath}#${PLANNER_ANCHOR}`} className={heroSecondary}>
              {planHero.secondary}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
