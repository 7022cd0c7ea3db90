import * as travelEn from "~content/travel-info";
import { useOperator } from "~/operator/use-operator";
import * as travelAr from "~content/ar/travel-info";
import { site } from "~content/site";
import { Link } from "~/i18n/links";
import { contentFor, getTranslator, getLocale } from "~/i18n/locale.server";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { LastReviewedNote } from "~/ui/last-reviewed";
import { nightlyPriceRows, nightlyPrices } from "~/hotels/nightly-prices.server";
import { travelSections } from "~/travel/sections";
import * as styles from "~/travel/guide.css";
import { useHydrated } from "~/utils/use-hydrated";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/travel-info_.guide";
import { siteShareImage } from "~/utils/share-image";

export async function loader({ context }: Route.LoaderArgs) {
  const t = getTranslator(context);
  const { travelTabs, travelInfo } = contentFor(context, { en: travelEn, ar: travelAr });
  return {
    meta: { title: t("travel.guide.meta.title"), description: t("travel.guide.meta.description"), image: siteShareImage(getLocale(context)) },
    tabs: travelTabs,
    info: travelInfo,
    nightlyPrices: nightlyPriceRows(await nightlyPrices(), getLocale(context)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seoMeta({ ...loaderData.meta, path: "/travel-info/guide", siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) }) : [];

/** All four travel-information tabs on one page, laid out for printing or saving as PDF. */
export default function TravelGuide({ loaderData }: Route.ComponentProps) {
  const { tabs, info, nightlyPrices } = loaderData;
  const t = useT();
  const operator = useOperator();
  const hydrated = useHydrated();
  return (
    <article className={`${ui.container} ${ui.section} ${styles.guide}`} data-print-guide="">
      <header className={styles.guideHeader}>
        <p className={styles.noPrint}>
          <Link to="/travel-info">
            <span aria-hidden="true" className={styles.backArrow}>
              ←
            </span>{" "}
            {t("travel.guide.back")}
          </Link>
        </p>
        <h1>{t("travel.guide.title", { site: site.name })}</h1>
        <LastReviewedNote date={info.reviewed} />
        <p className={ui.muted}>
          {t("travel.guide.questions")} <Ltr>{operator.phone}</Ltr> {t("travel.guide.orWrite")} <Ltr>{operator.email}</Ltr>.{" "}
          {t("travel.guide.open")}
        </p>
        <div className={styles.noPrint}>
          {hydrated ? (
            <button type="button" className={ui.button.primary} onClick={() => window.print()}>
              {t("travel.guide.print")}
            </button>
          ) : (
            <p>{t("travel.guide.printHint")}</p>
          )}
        </div>
      </header>
      {tabs.map((tab) => {
        const Section = travelSections[tab.id];
        return (
          <section key={tab.id} aria-labelledby={`guide-${tab.id}`} className={styles.guideSection}>
            <Section headingId={`guide-${tab.id}`} title={tab.label} info={info} nightlyPrices={nightlyPrices} />
          </section>
        );
      })}
    </article>
  );
}
