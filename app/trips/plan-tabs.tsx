import { Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { PLAN_STEP_FORM_ID, type LeaveTarget } from "./leave-step";
import { usePlanContent } from "./planner-content";
import * as styles from "./plan.css";

export type PlanTab = "planner" | "overview";

/**
 * The planner and overview tabs. While a step with fields is shown they are submit buttons of
 * its form (`form=`): the step is saved, then the action goes to the tab, so nothing typed is
 * lost, with or without JavaScript. Elsewhere they are links.
 */
export function PlanTabs({
  tab,
  plannerHref,
  overviewHref,
  savesStep,
}: {
  tab: PlanTab;
  plannerHref: string;
  overviewHref: string;
  savesStep: boolean;
}) {
  const { planTabs } = usePlanContent();
  const t = useT();
  const tabs = [
    { id: "planner", label: planTabs.planner, href: plannerHref },
    { id: "overview", label: planTabs.overview, href: overviewHref },
  ] as const satisfies readonly { id: PlanTab & LeaveTarget; label: string; href: string }[];
  return (
    <nav aria-label={t("planner.views")}>
      <ul className={styles.tabList}>
        {tabs.map(({ id, label, href }) => (
          <li key={id}>
            {savesStep ? (
              <button
                type="submit"
                form={PLAN_STEP_FORM_ID}
                name="leave"
                value={id}
                className={styles.tab}
                aria-current={tab === id ? "page" : undefined}
              >
                {label}
              </button>
            ) : (
              <Link to={href} className={styles.tab} aria-current={tab === id ? "page" : undefined}>
                {label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
