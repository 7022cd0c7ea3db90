import { Link, useNavigate, useNavigation } from "react-router";
import { travelTabs } from "~content/travel-info";
import * as home from "~/home/home.css";
import * as ui from "~/styles/ui.css";
import { travelSections } from "~/travel/sections";
import { parseTravelTab } from "~/travel/tabs";
import { LinkTabs } from "~/ui/link-tabs";
import { tabPanel } from "~/ui/tabs.css";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/travel-info";

export function loader({ request }: Route.LoaderArgs) {
  return { tab: parseTravelTab(new URL(request.url).searchParams.get("tab")) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const tab = travelTabs.find((t) => t.id === loaderData?.tab) ?? travelTabs[0];
  return seoMeta({
    title: `${tab.label} | Travel Information | NileCare`,
    description:
      "Visas, accommodation, climate, currency, transport and emergency numbers: what international patients need to know before travelling to Egypt for treatment.",
    path: "/travel-info",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

export default function TravelInfo({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  // Show the chosen tab at once while the URL change is on its way.
  const pendingTab =
    navigation.location?.pathname === "/travel-info"
      ? parseTravelTab(new URLSearchParams(navigation.location.search).get("tab"))
      : null;
  const active = pendingTab ?? loaderData.tab;
  const Section = travelSections[active];

  return (
    <>
      <section className={ui.hero} aria-labelledby="travel-title">
        <div className={ui.container}>
          <h1 id="travel-title" className={ui.heroTitle}>
            Travel Information
          </h1>
          <p className={ui.heroLead}>
            Everything you need to know before you travel to Egypt for treatment: visas, where to stay, the climate and
            culture, and practical tips for getting around.
          </p>
          <div className={ui.buttonRow}>
            <Link to="/travel-info/guide" className={ui.button.accent}>
              Download Travel Guide
            </Link>
            <Link to="/contact" className={home.heroSecondary}>
              Ask Our Travel Team
            </Link>
          </div>
        </div>
      </section>

      <section className={ui.section} aria-label="Travel information by topic">
        <div className={ui.container}>
          <LinkTabs
            label="Travel information"
            idPrefix="travel-tab"
            tabs={travelTabs.map((t) => ({ id: t.id, label: t.label, href: `?tab=${t.id}` }))}
            active={active}
            panelId={(id) => (id === active ? "travel-panel" : undefined)}
            onActivate={(id) => navigate(`?tab=${id}`, { preventScrollReset: true })}
          />
          <div
            role="tabpanel"
            id="travel-panel"
            aria-labelledby={`travel-tab-${active}`}
            tabIndex={0}
            className={tabPanel}
          >
            <Section headingId="travel-panel-title" />
          </div>
        </div>
      </section>
    </>
  );
}
