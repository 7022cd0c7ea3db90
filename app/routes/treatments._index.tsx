import { Link } from "react-router";
import { heroImages, treatmentImages } from "~content/images";
import { PageHero } from "~/shell/page-hero";
import { Picture } from "~/ui/picture";
import { site } from "~content/site";
import { whyEgyptStats } from "~content/treatments/why-egypt";
import { countActiveDoctors } from "~/doctors/doctors.server";
import { ChevronDownIcon, StethoscopeIcon } from "~/shell/icons";
import * as ui from "~/styles/ui.css";
import { treatmentCards, whyEgypt } from "~/treatments/catalogue";
import { SavingsTable } from "~/treatments/savings-table";
import * as styles from "~/treatments/treatments.css";
import { JsonLd } from "~/utils/json-ld";
import { absoluteUrl, localeFrom, seoMeta, siteUrlFrom, useSiteUrl } from "~/utils/seo";
import { CallToAction, ConsultationLinks } from "~/shell/page-section";
import type { Route } from "./+types/treatments._index";
import { loggableError } from "~/utils/loggable-error";

export async function loader() {
  let specialistCount: number | null = null;
  try {
    specialistCount = await countActiveDoctors();
  } catch (error) {
    // The catalogue is content; a database hiccup only hides the count.
    console.error("Counting active doctors failed", loggableError(error));
  }
  return { cards: treatmentCards(), comparisons: whyEgypt(), specialistCount };
}

export function meta({ location, matches }: Route.MetaArgs) {
  return seoMeta({
    title: `Treatments and Prices in Egypt | ${site.name}`,
    description:
      "Cardiac, eye, dental, cosmetic, general and orthopedic surgery in Egypt, with prices compared against the United States, United Kingdom, Germany and Canada. Save 70-85%.",
    path: location.pathname,
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
}

export default function Treatments({ loaderData }: Route.ComponentProps) {
  const { cards, comparisons, specialistCount } = loaderData;
  const siteUrl = useSiteUrl();
  return (
    <>
      <JsonLd
        data={{
          "@type": "MedicalBusiness",
          name: site.name,
          url: absoluteUrl("/", siteUrl),
          telephone: site.phone,
          email: site.email,
          address: site.address,
          makesOffer: cards.map((card) => ({
            "@type": "Offer",
            url: absoluteUrl(`/treatments/${card.id}`, siteUrl),
            price: card.savings.egyptPrice,
            priceCurrency: "USD",
            itemOffered: { "@type": "MedicalProcedure", name: card.title, description: card.description },
          })),
        }}
      />
      <PageHero
        id="treatments-title"
        title="Medical Treatments in Egypt"
        lead="World-class care from internationally trained specialists, with savings of 70-85% compared with the United States, the United Kingdom, Germany and Canada."
        image={heroImages.treatments}
      />

      <section className={ui.section} aria-labelledby="specialties-title">
        <div className={ui.container}>
          <h2 id="specialties-title" className={ui.sectionHeading}>
            Our Treatment Specialties
          </h2>
          <p className={ui.sectionLead}>
            Choose a specialty to see its procedures, or open 'View Savings' to compare prices.
          </p>
          <ul className={styles.cards}>
            {cards.map((card) => (
              <li key={card.id} className={ui.card} id={card.id}>
                <Picture image={treatmentImages[card.id]} sizes="(min-width: 1024px) 380px, (min-width: 700px) 50vw, 100vw" className={ui.cardMedia} />
                <div className={styles.cardTop}>
                  <h3>{card.title}</h3>
                  <span className={`${ui.badge} ${styles.savingsBadge}`}>Save {card.savings.averagePercentage}%</span>
                </div>
                <p className={ui.muted}>{card.description}</p>
                <ul className={styles.procedureNames} aria-label={`Common ${card.title} procedures`}>
                  {card.commonProcedures.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
                <p className={styles.price}>
                  <strong>{card.startingPrice}</strong>
                </p>
                <div className={ui.buttonRow}>
                  <Link to={`/start-journey?treatment=${card.id}`} className={ui.button.primary}>
                    Start Your Journey
                  </Link>
                  <Link to={`/treatments/${card.id}`} className={ui.button.outline}>
                    Learn More<span className={ui.visuallyHidden}> about {card.title}</span>
                  </Link>
                </div>
                {/* name="savings" makes the browser keep one comparison open at a time, with or without JavaScript. */}
                <details name="savings" className={styles.savings}>
                  <summary className={styles.savingsToggle}>
                    <span>
                      <span className={styles.whenClosed}>View Savings</span>
                      <span className={styles.whenOpen}>Hide Savings</span>
                      <span className={ui.visuallyHidden}> for {card.title}</span>
                    </span>
                    <ChevronDownIcon className={styles.chevron} />
                  </summary>
                  <SavingsTable savings={card.savings} caption={`${card.title}: starting prices compared`} />
                </details>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={ui.sectionMuted} aria-labelledby="why-egypt-title">
        <div className={ui.container}>
          <h2 id="why-egypt-title" className={ui.sectionHeading}>
            Why Choose Egypt
          </h2>
          <p className={ui.sectionLead}>The same procedures, the same standards, at a fraction of the price.</p>
          <ul className={`${ui.grid.two} ${styles.plainList}`}>
            {comparisons.map((c) => (
              <li key={c.title} className={ui.card}>
                <h3>{c.title}</h3>
                <dl className={styles.comparisonFigures}>
                  <dt>{c.homeCountry}</dt>
                  <dd>{c.homePrice}</dd>
                  <dt>Egypt</dt>
                  <dd>{c.egyptPrice}</dd>
                </dl>
                <p className={styles.saving}>You save {c.percentage}%</p>
              </li>
            ))}
          </ul>
          <dl className={styles.stats}>
            {whyEgyptStats.map((s) => (
              <div key={s.label} className={styles.stat}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="specialists-title">
        <div className={`${ui.container} ${styles.centered}`}>
          <StethoscopeIcon width={40} height={40} className={styles.sectionIcon} />
          <h2 id="specialists-title" className={ui.sectionHeading}>
            Our Specialists
          </h2>
          <p className={ui.sectionLead}>
            {specialistCount === null
              ? "Internationally trained specialists in every field of our catalogue."
              : `${specialistCount} ${specialistCount === 1 ? "specialist doctor is" : "specialist doctors are"} available to treat you.`}
          </p>
          <Link to="/doctors" className={ui.button.outline}>
            Meet Our Doctors
          </Link>
        </div>
      </section>

      <CallToAction
        id="treatments-cta-title"
        title="Ready to plan your treatment?"
        text="Tell us what you need and receive a personalised quote, free of charge."
      >
        <ConsultationLinks />
      </CallToAction>
    </>
  );
}
