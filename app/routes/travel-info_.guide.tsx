import { Link } from "react-router";
import { site } from "~content/site";
import { travelTabs } from "~content/travel-info";
import * as ui from "~/styles/ui.css";
import { travelSections } from "~/travel/sections";
import * as styles from "~/travel/guide.css";
import { useHydrated } from "~/utils/use-hydrated";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/travel-info_.guide";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Travel Guide for Patients | NileCare",
    description:
      "A printable travel guide for patients coming to Egypt for treatment: visas, accommodation, climate, currency, transport and emergency numbers.",
    path: "/travel-info/guide",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

/** All four travel-information tabs on one page, laid out for printing or saving as PDF. */
export default function TravelGuide() {
  const hydrated = useHydrated();
  return (
    <article className={`${ui.container} ${ui.section} ${styles.guide}`} data-print-guide="">
      <header className={styles.guideHeader}>
        <p className={styles.noPrint}>
          <Link to="/travel-info">← Back to Travel Information</Link>
        </p>
        <h1>{site.name} Travel Guide for Patients</h1>
        <p className={ui.muted}>
          Questions? Call {site.phone} or write to {site.email}. Our support line is open 24/7.
        </p>
        <div className={styles.noPrint}>
          {hydrated ? (
            <button type="button" className={ui.button.primary} onClick={() => window.print()}>
              Print or Save as PDF
            </button>
          ) : (
            <p>Use your browser's Print command (Ctrl+P, or ⌘P on a Mac) to print this guide or save it as a PDF.</p>
          )}
        </div>
      </header>
      {travelTabs.map((tab) => {
        const Section = travelSections[tab.id];
        return (
          <section key={tab.id} aria-labelledby={`guide-${tab.id}`} className={styles.guideSection}>
            <Section headingId={`guide-${tab.id}`} />
          </section>
        );
      })}
    </article>
  );
}
