import { treatmentEntry } from "~content/treatments/list";
import { OUTCOMES_MIN_PATIENTS, publishedOutcomes } from "~/aftercare/outcomes.server";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { useFormat, useT } from "~/i18n/use-t";
import { PageSection } from "~/shell/page-section";
import * as styles from "~/aftercare/aftercare.css";
import * as ui from "~/styles/ui.css";
import { threeUp } from "~/ui/grid.css";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/outcomes";
import { siteShareImage } from "~/utils/share-image";

export async function loader({ context }: Route.LoaderArgs) {
  const t = getTranslator(context);
  const locale = getLocale(context);
  const outcomes = await publishedOutcomes();
  return {
    meta: { title: t("aftercare.outcomes.meta.title"), description: t("aftercare.outcomes.meta.description"), image: siteShareImage(locale) },
    min: OUTCOMES_MIN_PATIENTS,
    outcomes: outcomes.map((o) => ({ ...o, name: treatmentEntry(o.category)?.name[locale] ?? o.category })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({ ...loaderData.meta, path: "/outcomes", siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) })
    : [];

/** What treated patients report in their check-ins, per specialty, only where enough answered (decision 0161). */
export default function Outcomes({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const { min } = loaderData;
  return (
    <>
      <section className={ui.section} aria-labelledby="outcomes-title">
        <div className={ui.container}>
          <h1 id="outcomes-title" className={`${ui.sectionHeading} ${ui.pageTitle}`}>
            {t("aftercare.outcomes.title")}
          </h1>
          <p className={ui.sectionLead}>{t("aftercare.outcomes.lead")}</p>
          <ul className={threeUp}>
            {loaderData.outcomes.map((o) => (
              <li key={o.category}>
                <article className={ui.card} aria-labelledby={`outcome-${o.category}`}>
                  <h2 id={`outcome-${o.category}`} className={styles.name}>
                    {o.name}
                  </h2>
                  {o.published ? (
                    <dl>
                      <dt>{t("aftercare.outcomes.treated")}</dt>
                      <dd>{format.number(o.treated)}</dd>
                      <dt>{t("aftercare.outcomes.answered")}</dt>
                      <dd>{format.number(o.answered)}</dd>
                      <dt>{t("aftercare.outcomes.complications")}</dt>
                      <dd>
                        {o.complicationsAt30 === null
                          ? t("aftercare.outcomes.noDay30")
                          : format.number(o.complicationsAt30, { style: "percent", maximumFractionDigits: 0 })}
                      </dd>
                      <dt>{t("aftercare.outcomes.feeling")}</dt>
                      <dd>{format.number(o.averageFeeling, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}</dd>
                    </dl>
                  ) : (
                    <p className={ui.muted}>{t("aftercare.outcomes.notYet", { count: o.answered, min })}</p>
                  )}
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <PageSection id="outcomes-how" title={t("aftercare.outcomes.how")} muted>
        <ul>
          <li>{t("aftercare.outcomes.how.treated")}</li>
          <li>{t("aftercare.outcomes.how.answered")}</li>
          <li>{t("aftercare.outcomes.how.complications")}</li>
          <li>{t("aftercare.outcomes.how.feeling")}</li>
          <li>{t("aftercare.outcomes.how.floor", { min })}</li>
        </ul>
      </PageSection>
    </>
  );
}
