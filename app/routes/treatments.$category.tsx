import { data, isRouteErrorResponse, useLocation } from "react-router";
import { site } from "~content/site";
import { DoctorCard } from "~/doctors/doctor-card";
import { doctorLabellerFor } from "~/doctors/doctor-labels.server";
import { getCategorySpecialists } from "~/doctors/doctors.server";
import { ArrowLeftIcon } from "~/ui/icons";
import * as sections from "~/styles/sections.css";
import { Link } from "~/i18n/links";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { facilitiesOffering, type FacilityLink } from "~/facilities/facilities.server";
import { FacilityLinks } from "~/facilities/facility-links";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { catalogueFor, treatmentDetail } from "~/treatments/catalogue.server";
import { Money } from "~/i18n/money";
import { SavingsTable } from "~/treatments/savings-table";
import * as styles from "~/treatments/treatments.css";
import { JsonLd } from "~/utils/json-ld";
import { absoluteUrl, localeFrom, seoMeta, siteUrlFrom, useSiteUrl } from "~/utils/seo";
import { CallToAction, ComingSoon } from "~/shell/page-section";
import { isTreatmentCategory } from "~/domain/treatment-categories";
import { treatmentNameIn } from "~content/treatments/list";
import type { Route } from "./+types/treatments.$category";
import { loggableError } from "~/utils/loggable-error";
import { shareImageOf } from "~/utils/share-image";

export async function loader({ params, context }: Route.LoaderArgs) {
  const t = getTranslator(context);
  const treatment = treatmentDetail(params.category, await catalogueFor(context));
  if (!treatment) {
    // A specialty the catalogue may offer but does not (yet) is still not a page to index, but it says so plainly.
    const soon = isTreatmentCategory(params.category) ? treatmentNameIn(params.category, getLocale(context)) : null;
    const metaTitle = soon
      ? t("treatments.detail.soonMetaTitle", { title: soon, site: site.name })
      : t("treatments.detail.notFoundMetaTitle", { site: site.name });
    throw data({ metaTitle, soon }, { status: 404 });
  }
  const meta = {
    title: t("treatments.detail.metaTitle", { title: treatment.title, site: site.name }),
    description: `${treatment.description} ${t("treatments.card.from", { price: treatment.from })}.`,
    image: shareImageOf(treatment.image, treatment.title),
  };
  // The facilities offering the specialty are links only: when they cannot be read the page is drawn without them.
  const facilities = await facilitiesOffering(treatment.id, getLocale(context)).catch((error: unknown): FacilityLink[] => {
    console.error(`Loading the facilities of ${treatment.id} failed`, loggableError(error));
    return [];
  });
  try {
    const labeller = doctorLabellerFor(context);
    const specialists = (await getCategorySpecialists(treatment.id)).map((d) => labeller.doctor(d));
    return { treatment, specialists, specialistsError: false, facilities, meta };
  } catch (error) {
    console.error(`Loading the specialists of ${treatment.id} failed`, loggableError(error));
    return { treatment, specialists: [], specialistsError: true, facilities, meta };
  }
}

export function meta({ loaderData, error, location, matches }: Route.MetaArgs) {
  if (!loaderData) {
    const title = isRouteErrorResponse(error) && typeof error.data?.metaTitle === "string" ? error.data.metaTitle : site.name;
    return [{ title }, { name: "robots", content: "noindex" }];
  }
  return seoMeta({ ...loaderData.meta, path: location.pathname, siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) });
}

export default function TreatmentCategory({ loaderData }: Route.ComponentProps) {
  const { treatment, specialists, specialistsError, facilities } = loaderData;
  const siteUrl = useSiteUrl();
  const t = useT();
  const location = useLocation();
  return (
    <>
      <JsonLd
        data={{
          "@type": "MedicalWebPage",
          name: treatment.title,
          description: treatment.description,
          url: absoluteUrl(location.pathname, siteUrl),
          about: treatment.procedures.map((p) => ({
            "@type": "MedicalProcedure",
            name: p.name,
            description: p.description,
          })),
        }}
      />
      <section className={ui.hero} aria-labelledby="treatment-title">
        <div className={treatment.image.kind === "photo" ? `${ui.container} ${styles.heroWithPhoto}` : ui.container}>
          <Link to="/treatments" className={styles.backLink}>
            <ArrowLeftIcon width={18} height={18} /> {t("treatments.detail.back")}
          </Link>
          <h1 id="treatment-title" className={ui.heroTitle}>
            {treatment.title}
          </h1>
          <p className={ui.heroLead}>{treatment.description}</p>
          <div className={ui.buttonRow}>
            <Link to={`/start-journey?treatment=${treatment.id}`} className={ui.button.accent}>
              {t("treatments.card.startJourney")}
            </Link>
            <Link to="/book" className={sections.heroSecondary}>
              {t("treatments.detail.freeConsultation")}
            </Link>
          </div>
          {/* An uploaded photo shows beside the words; the drawing stays on the cards, as the hero never had one. */}
          {treatment.image.kind === "photo" ? (
            <img
              src={treatment.image.src}
              alt={treatment.image.alt}
              width={treatment.image.width}
              height={treatment.image.height}
              fetchPriority="high"
              className={styles.heroPhoto}
            />
          ) : null}
        </div>
      </section>

      <section className={ui.section} aria-labelledby="overview-title">
        <div className={`${ui.container} ${styles.twoColumns}`}>
          <div>
            <h2 id="overview-title">{t("treatments.detail.overview")}</h2>
            <p>{treatment.overview}</p>
            <h2>{t("treatments.detail.idealCandidates")}</h2>
            <ul>
              {treatment.idealCandidates.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
          <aside className={ui.card} aria-labelledby="facts-title">
            <h2 id="facts-title">{t("treatments.detail.quickFacts")}</h2>
            <dl className={styles.facts}>
              {treatment.quickFacts.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
              <div>
                <dt>{t("treatments.detail.priceInEgypt")}</dt>
                <dd>
                  <Money written={treatment.from} sentence={t("treatments.card.from", { price: treatment.from })} />
                </dd>
              </div>
            </dl>
            {facilities.length > 0 ? (
              <>
                <h2 id="facilities-title">{t("facilities.links.specialty", { specialty: treatment.title })}</h2>
                <FacilityLinks facilities={facilities} />
              </>
            ) : null}
          </aside>
        </div>
      </section>

      <section className={ui.sectionMuted} aria-labelledby="specialists-title">
        <div className={ui.container}>
          <h2 id="specialists-title" className={ui.sectionHeading}>
            {t("treatments.detail.specialistsTitle", { title: treatment.title })}
          </h2>
          {specialistsError ? (
            <p className={styles.centered} role="alert">
              {t("treatments.detail.specialistsError")}
            </p>
          ) : specialists.length === 0 ? (
            <p className={`${ui.muted} ${styles.centered}`}>{t("treatments.detail.noSpecialists")}</p>
          ) : (
            <ul className={`${ui.grid.three} ${styles.plainList}`}>
              {specialists.map((doctor) => (
                <li key={doctor.id}>
                  <DoctorCard doctor={doctor} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className={ui.section} aria-labelledby="procedures-title">
        <div className={ui.container}>
          <h2 id="procedures-title" className={ui.sectionHeading}>
            {t("treatments.detail.procedures")}
          </h2>
          <ul className={styles.procedureList}>
            {treatment.procedures.map((p) => (
              <li key={p.id} className={ui.card}>
                <h3>{p.name}</h3>
                <p className={ui.muted}>{p.description}</p>
                <dl className={styles.procedureFacts}>
                  <div>
                    <dt>{t("treatments.detail.duration")}</dt>
                    <dd>{p.duration}</dd>
                  </div>
                  <div>
                    <dt>{t("treatments.detail.recovery")}</dt>
                    <dd>{p.recovery}</dd>
                  </div>
                  <div>
                    <dt>{t("treatments.detail.price")}</dt>
                    <dd>
                      <Money written={p.price} />
                    </dd>
                  </div>
                  {p.successRate === null ? null : (
                    <div>
                      <dt>{t("treatments.detail.successRate")}</dt>
                      <dd>{t("treatments.detail.percentage", { value: p.successRate })}</dd>
                    </div>
                  )}
                </dl>
                <div className={styles.procedureColumns}>
                  <div>
                    <h4>{t("treatments.detail.candidateRequirements")}</h4>
                    <ul>
                      {p.candidateRequirements.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4>{t("treatments.detail.priceComparison")}</h4>
                    <SavingsTable savings={p.savings} sources={p.priceSources} caption={t("treatments.detail.procedureCaption", { name: p.name })} />
                  </div>
                  <div>
                    <h4>{t("treatments.detail.recoveryTimeline")}</h4>
                    <ol className={styles.stages}>
                      {p.recoveryStages.map((s) => (
                        <li key={s.stage}>
                          <strong>{s.stage}</strong>
                          <br />
                          <span className={ui.muted}>{s.description}</span>
                        </li>
                      ))}
                    </ol>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <p>
            <Link to={`/outcomes#outcome-${treatment.id}`}>{t("aftercare.outcomes.link")}</Link>
          </p>
        </div>
      </section>

      <CallToAction
        id="category-cta-title"
        title={t("treatments.detail.ctaTitle", { title: treatment.title.toLowerCase() })}
        text={t("treatments.detail.ctaText")}
      >
        <Link to={`/start-journey?treatment=${treatment.id}`} className={ui.button.accent}>
          {t("treatments.card.startJourney")}
        </Link>
        <Link to="/contact" className={sections.heroSecondary}>
          {t("treatments.detail.contactUs")}
        </Link>
      </CallToAction>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(loggableError(error));
  const soon = notFound && typeof error.data?.soon === "string" ? error.data.soon : null;
  if (soon) {
    return (
      <div className={`${ui.container} ${ui.section}`}>
        <h1>{soon}</h1>
        <ComingSoon text={t("pages.soon.specialty", { title: soon })} />
        <p>
          <Link to="/treatments">{t("treatments.detail.back")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <h1>{notFound ? t("treatments.detail.notFoundTitle") : t("treatments.detail.errorTitle")}</h1>
      <p className={ui.muted}>{notFound ? t("treatments.detail.notFoundText") : t("treatments.detail.errorText")}</p>
      <p>
        <Link to="/treatments" className={ui.button.primary}>
          {t("treatments.detail.back")}
        </Link>
      </p>
    </div>
  );
}
