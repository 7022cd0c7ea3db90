import { heroImages } from "~content/images";
import { operatorJsonLd } from "~/operator/office-hours";
import { useOperator } from "~/operator/use-operator";
import { heroImages as heroImagesAr } from "~content/ar/images";
import { PageHero } from "~/shell/page-hero";
import { Picture } from "~/ui/picture";
import { site } from "~content/site";
import { countActiveDoctors } from "~/doctors/doctors.server";
import { ChevronDownIcon, StethoscopeIcon } from "~/ui/icons";
import { Link, useLocalePath } from "~/i18n/links";
import { contentFor, getLocale, getTranslator } from "~/i18n/locale.server";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { catalogueFor, catalogueSavingsFigures, treatmentCards, whyEgypt } from "~/treatments/catalogue.server";
import { treatedFigure } from "~/figures/site-figures.server";
import { Money } from "~/i18n/money";
import { SavingsTable } from "~/treatments/savings-table";
import * as styles from "~/treatments/treatments.css";
import { JsonLd } from "~/utils/json-ld";
import { absoluteUrl, localeFrom, seoMeta, siteUrlFrom, useSiteUrl } from "~/utils/seo";
import { CallToAction, ComingSoon, ConsultationLinks } from "~/shell/page-section";
import type { Route } from "./+types/treatments._index";
import { loggableError } from "~/utils/loggable-error";
import { shareImageOf } from "~/utils/share-image";

export async function loader({ context }: Route.LoaderArgs) {
  let specialistCount: number | null = null;
  try {
    specialistCount = await countActiveDoctors();
  } catch (error) {
    // The catalogue is content; a database hiccup only hides the count.
    console.error("Counting active doctors failed", loggableError(error));
  }
  const t = getTranslator(context);
  const [catalogue, treated] = await Promise.all([catalogueFor(context), treatedFigure(getLocale(context))]);
  const savings = catalogueSavingsFigures(catalogue);
  const stats = [
    ...(savings.average ? [{ value: savings.average, label: t("treatments.whyEgypt.averageSavings") }] : []),
    ...(savings.savedPerProcedure ? [{ value: savings.savedPerProcedure, label: t("treatments.whyEgypt.savedPerProcedure") }] : []),
    // Patients treated, from the cases, once it reaches its minimum (decision 0122).
    ...(treated ? [treated] : []),
  ];
  const cards = treatmentCards(catalogue);
  // Before the catalogue offers anything, nothing states a saving: no "save —".
  const meta = {
    title: t("treatments.meta.title", { site: site.name }),
    description: cards.length > 0 ? t("treatments.meta.description", { range: savings.range }) : t("treatments.meta.descriptionWithoutPrices"),
    image: shareImageOf(contentFor(context, { en: heroImages.treatments, ar: heroImagesAr.treatments })),
  };
  // Pictures travel with the data (in the page's language), so no page's script carries the list of images.
  return {
    image: contentFor(context, { en: heroImages.treatments, ar: heroImagesAr.treatments }),
    cards,
    comparisons: whyEgypt(catalogue),
    savingsRange: savings.range,
    stats,
    specialistCount,
    meta,
  };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ ...loaderData.meta, path: location.pathname, siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) });
}

/** Where the savings range goes in the translated lead; the range itself stays on one line. */
const RANGE_MARK = "\u0000";

function TextWithRange({ text, range }: { text: string; range: string }) {
  const [before, after] = text.split(RANGE_MARK);
  return (
    <>
      {before}
      <span className={styles.range}>{range}</span>
      {after}
    </>
  );
}

export default function Treatments({ loaderData }: Route.ComponentProps) {
  const { image, cards, comparisons, savingsRange, stats, specialistCount } = loaderData;
  const siteUrl = useSiteUrl();
  const t = useT();
  const operator = useOperator();
  const localePath = useLocalePath();
  return (
    <>
      <JsonLd
        data={{
          ...operatorJsonLd(operator, operator.week, site.name, absoluteUrl("/", siteUrl)),
          makesOffer: cards.map((card) => ({
            "@type": "Offer",
            url: absoluteUrl(localePath(`/treatments/${card.id}`), siteUrl),
            price: card.savings.egyptPrice,
            priceCurrency: "USD",
            // An offer's item is a Product or Service (schema.org refuses a MedicalProcedure there): the treatment as a service.
            itemOffered: { "@type": "Service", name: card.title, description: card.description },
          })),
        }}
      />
      <PageHero
        id="treatments-title"
        title={t("treatments.hero.title")}
        lead={
          cards.length > 0 ? (
            <TextWithRange text={t("treatments.hero.lead", { range: RANGE_MARK })} range={savingsRange} />
          ) : (
            t("treatments.hero.leadWithoutPrices")
          )
        }
        image={image}
      />

      <section className={ui.section} aria-labelledby="specialties-title">
        <div className={ui.container}>
          <h2 id="specialties-title" className={ui.sectionHeading}>
            {t("treatments.specialties.title")}
          </h2>
          {cards.length === 0 ? (
            <ComingSoon text={t("pages.soon.treatments")} />
          ) : (
            <p className={ui.sectionLead}>{t("treatments.specialties.lead")}</p>
          )}
          {/* Without a card, no list: the "coming soon" above says it all. */}
          {cards.length > 0 ? (
            <ul className={styles.cards}>
              {cards.map((card) => (
                <li key={card.id} className={ui.card} id={card.id}>
                  <Picture image={card.image} sizes="(min-width: 1024px) 380px, (min-width: 700px) 50vw, 100vw" className={ui.cardMedia} />
                  <div className={styles.cardTop}>
                    <h3>{card.title}</h3>
                    <span className={`${ui.badge} ${styles.savingsBadge}`}>
                      {t("treatments.card.save", { percentage: card.savings.averagePercentage })}
                    </span>
                  </div>
                  <p className={ui.muted}>{card.description}</p>
                  <ul className={styles.procedureNames} aria-label={t("treatments.card.commonProcedures", { title: card.title })}>
                    {card.commonProcedures.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                  <p className={styles.price}>
                    <strong>
                      <Money written={card.from} sentence={t("treatments.card.from", { price: card.from })} />
                    </strong>
                  </p>
                  <div className={ui.buttonRow}>
                    <Link to={`/start-journey?treatment=${card.id}`} className={ui.button.primary}>
                      {t("treatments.card.startJourney")}
                    </Link>
                    <Link to={`/treatments/${card.id}`} className={ui.button.outline}>
                      {t("treatments.card.learnMore")}
                      <span className={ui.visuallyHidden}>{t("treatments.card.learnMoreAbout", { title: card.title })}</span>
                    </Link>
                  </div>
                  {/* name="savings" makes the browser keep one comparison open at a time, with or without JavaScript. */}
                  <details name="savings" className={styles.savings}>
                    <summary className={styles.savingsToggle}>
                      <span>
                        <span className={styles.whenClosed}>{t("treatments.card.viewSavings")}</span>
                        <span className={styles.whenOpen}>{t("treatments.card.hideSavings")}</span>
                        <span className={ui.visuallyHidden}>{t("treatments.card.savingsFor", { title: card.title })}</span>
                      </span>
                      <ChevronDownIcon className={styles.chevron} />
                    </summary>
                    <SavingsTable savings={card.savings} sources={card.priceSources} caption={t("treatments.card.savingsCaption", { title: card.title })} />
                  </details>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <section className={ui.sectionMuted} aria-labelledby="why-egypt-title">
        <div className={ui.container}>
          <h2 id="why-egypt-title" className={ui.sectionHeading}>
            {t("treatments.whyEgypt.title")}
          </h2>
          <p className={ui.sectionLead}>{t("treatments.whyEgypt.lead")}</p>
          {comparisons.length > 0 ? (
            <ul className={`${ui.grid.two} ${styles.plainList}`}>
              {comparisons.map((c) => (
                <li key={c.title} className={ui.card}>
                  <h3>{c.title}</h3>
                  <dl className={styles.comparisonFigures}>
                    <dt>{c.homeCountry}</dt>
                    <dd>
                      <Ltr>{c.homePrice}</Ltr>
                    </dd>
                    <dt>{t("treatments.whyEgypt.egypt")}</dt>
                    <dd>
                      <Ltr>{c.egyptPrice}</Ltr>
                    </dd>
                  </dl>
                  <p className={styles.saving}>{t("treatments.whyEgypt.youSave", { percentage: c.percentage })}</p>
                </li>
              ))}
            </ul>
          ) : null}
          <dl className={styles.stats}>
            {stats.map((s) => (
              <div key={s.label} className={styles.stat}>
                <dt>{s.label}</dt>
                <dd>
                  <Ltr>{s.value}</Ltr>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="specialists-title">
        <div className={`${ui.container} ${styles.centered}`}>
          <StethoscopeIcon width={40} height={40} className={styles.sectionIcon} />
          <h2 id="specialists-title" className={ui.sectionHeading}>
            {t("treatments.specialists.title")}
          </h2>
          <p className={ui.sectionLead}>
            {specialistCount === null
              ? t("treatments.specialists.unknownCount")
              : specialistCount === 0
                ? t("pages.soon.doctors")
                : t("treatments.specialists.count", { count: specialistCount })}
          </p>
          <Link to="/doctors" className={ui.button.outline}>
            {t("treatments.specialists.meet")}
          </Link>
        </div>
      </section>

      <CallToAction id="treatments-cta-title" title={t("treatments.cta.title")} text={t("treatments.cta.text")}>
        <ConsultationLinks />
      </CallToAction>
    </>
  );
}
