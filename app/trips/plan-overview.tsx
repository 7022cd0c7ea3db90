import { Link } from "~/i18n/links";
import { useOperator } from "~/operator/use-operator";
import { Ltr } from "~/i18n/ltr";
import { useFormat, useT } from "~/i18n/use-t";
import { CardGrid } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import type { OverviewContent } from "./planner-content";
import { stepNumber } from "~/styles/sections.css";
import * as styles from "./plan.css";

/** The "Process Overview" tab of /plan. */
export function PlanOverview({ content, plannerHref }: { content: OverviewContent; plannerHref: string }) {
  const { journeyOverview, conciergeServices, visaRequirements, emergencySupport, planClosingCta } = content;
  const t = useT();
  const operator = useOperator();
  const format = useFormat();
  return (
    <div>
      <section aria-labelledby="journey-title">
        <h2 id="journey-title" className={ui.sectionHeading}>
          {t("planner.overview.journey")}
        </h2>
        <ol className={styles.journeyList}>
          {journeyOverview.map((step, index) => (
            <li key={step.title} className={ui.card}>
              <span className={stepNumber} aria-hidden="true">
                {format.number(index + 1)}
              </span>
              <h3>{step.title}</h3>
              <p className={ui.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="services-title" className={styles.overviewBlock}>
        <h2 id="services-title" className={ui.sectionHeading}>
          {t("planner.overview.concierge")}
        </h2>
        <CardGrid columns="four">
          {conciergeServices.map((service) => (
            <li key={service.title} className={ui.card}>
              <h3>{service.title}</h3>
              <p className={ui.muted}>{service.text}</p>
            </li>
          ))}
        </CardGrid>
      </section>

      <section aria-labelledby="visa-title" className={styles.overviewBlock}>
        <h2 id="visa-title" className={ui.sectionHeading}>
          {visaRequirements.title}
        </h2>
        <p className={ui.sectionLead}>{visaRequirements.intro}</p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {visaRequirements.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {visaRequirements.rows.map((row) => (
                <tr key={row.country}>
                  <th scope="row">{row.country}</th>
                  <td>{row.type}</td>
                  <td>{row.duration}</td>
                  <td>
                    <Ltr>{row.cost}</Ltr>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.closingCta}>
          <Link to="/contact" className={ui.button.primary}>
            {visaRequirements.support}
          </Link>
        </p>
      </section>

      <section aria-labelledby="emergency-title" className={styles.emergency}>
        <h2 id="emergency-title">{emergencySupport.title}</h2>
        <p>{emergencySupport.text}</p>
        <p>
          {emergencySupport.hotline}:{" "}
          <a href={operator.emergencyPhoneHref} className={styles.emergencyLink}>
            <Ltr>{operator.emergencyPhone}</Ltr>
          </a>
        </p>
      </section>

      <section aria-labelledby="plan-cta-title" className={styles.closingCta}>
        <h2 id="plan-cta-title">{planClosingCta.title}</h2>
        <p className={ui.muted}>{planClosingCta.text}</p>
        <div className={`${ui.buttonRow} ${styles.centerRow}`}>
          <Link to={plannerHref} className={ui.button.primary}>
            {planClosingCta.start}
          </Link>
          <Link to={planClosingCta.guideHref} className={ui.button.outline}>
            {planClosingCta.guide}
          </Link>
        </div>
      </section>
    </div>
  );
}
