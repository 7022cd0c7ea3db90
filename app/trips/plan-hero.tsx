import { useNavigate } from "react-router";
import { Link, useLocalePath } from "~/i18n/links";
import { heroSecondary } from "~/home/home.css";
import * as ui from "~/styles/ui.css";
import { useSaveAndLeave } from "./leave-step";
import { usePlanContent } from "./planner-content";

const PLANNER_ANCHOR = "trip-planner";

/**
 * The /plan hero. "Learn About Our Process" is a link to the overview tab at the planner
 * anchor; with JavaScript it switches the tab in place and scrolls there smoothly after 100 ms,
 * after saving what was typed on the step shown below, if any.
 */
export function PlanHero({ plannerHref, overviewPath }: { plannerHref: string; overviewPath: string }) {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const saveAndLeave = useSaveAndLeave();
  const { planHero } = usePlanContent();
  return (
    <section className={ui.hero} aria-labelledby="plan-title">
      <div className={ui.container}>
        <h1 id="plan-title" className={ui.heroTitle}>
          {planHero.title}
        </h1>
        <p className={ui.heroLead}>{planHero.lead}</p>
        <div className={ui.buttonRow}>
          <Link to={plannerHref} className={ui.button.accent}>
            {planHero.primary}
          </Link>
          <Link
            to={`${overviewPath}#${PLANNER_ANCHOR}`}
            className={heroSecondary}
            onClick={(event) => {
              if (saveAndLeave(event, "overview")) return;
              event.preventDefault();
              void navigate(localePath(overviewPath), { preventScrollReset: true });
              setTimeout(() => {
                const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
                document.getElementById(PLANNER_ANCHOR)?.scrollIntoView({ behavior: smooth ? "smooth" : "auto" });
              }, 100);
            }}
          >
            {planHero.secondary}
          </Link>
        </div>
      </div>
    </section>
  );
}
