import { useLocation, useNavigate, useNavigation } from "react-router";
import * as travelEn from "~content/travel-info";
import * as travelAr from "~content/ar/travel-info";
import * as sections from "~/styles/sections.css";
import { Link } from "~/i18n/links";
import { contentFor, getTranslator, getLocale } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { nightlyPriceRows, nightlyPrices } from "~/hotels/nightly-prices.server";
import { travelSections } from "~/travel/sections";
import { parseTravelTab } from "~/travel/tabs";
import { LastReviewedNote } from "~/ui/last-reviewed";
import { LinkTabs } from "~/ui/link-tabs";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/travel-info";
import { siteShareImage } from "~/utils/share-image";

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getTranslator(context);
  const { travelTabs, travelInfo } = contentFor(context, { en: travelEn, ar: travelAr });
  const tab = parseTravelTab(new URL(request.url).searchParams.get("tab"));
  return {
    meta: {
      title: t("travel.meta.title", { tab: travelTabs.find((candidate) => candidate.id === tab)!.label }),
      description: t("travel.meta.description"),
      image: siteShareImage(getLocale(context)),
    },
    tab,
    tabs: travelTabs,
    info: travelInfo,
    nightlyPrices: nightlyPriceRows(await nightlyPrices(), getLocale(context)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seoMeta({ ...loaderData.meta, path: "/travel-info", siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) }) : [];

export default function TravelInfo({ loaderData }: Route.ComponentProps) {
  const { tabs, info, nightlyPrices } = loaderData;
  const t = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Show the chosen tab at once while the URL change is on its way.
  const pendingTab =
    navigation.location?.pathname === pathname
      ? parseTravelTab(new URLSearchParams(navigation.location.search).get("tab"))
      : null;
  const active = pendingTab ?? loaderData.tab;
  const Section = travelSections[active];

  return (
    <>
      <section className={ui.hero} aria-labelledby="travel-title">
        <div className={ui.container}>
          <h1 id="travel-title" className={ui.heroTitle}>
            {t("travel.hero.title")}
          </h1>
          <p className={ui.heroLead}>{t("travel.hero.lead")}</p>
          <LastReviewedNote date={info.reviewed} onBand />
          <div className={ui.buttonRow}>
            <Link to="/travel-info/guide" className={ui.button.accent}>
              {t("travel.hero.guide")}
            </Link>
            <Link to="/contact" className={sections.heroSecondary}>
              {t("travel.hero.ask")}
            </Link>
          </div>
        </div>
      </section>

      <section className={ui.section} aria-label={t("travel.tabs.section")}>
        <div className={ui.container}>
          <LinkTabs
            label={t("travel.tabs.label")}
            idPrefix="travel-tab"
            tabs={tabs.map((tab) => ({ id: tab.id, label: tab.label, href: `?tab=${tab.id}` }))}
            active={active}
            panelId={(id) => (id === active ? "travel-panel" : undefined)}
            onActivate={(id) => navigate(`?tab=${id}`, { preventScrollReset: true })}
          />
          <div
            role="tabpanel"
            id="travel-panel"
            aria-labelledby={`travel-tab-${active}`}
            tabIndex={0}
          >
            <Section headingId="travel-panel-title" title={tabs.find((tab) => tab.id === active)!.label} info={info} nightlyPrices={nightlyPrices} />
          </div>
        </div>
      </section>
    </>
  );
}
