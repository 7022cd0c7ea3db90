import { data, useLocation } from "react-router";
import { site } from "~content/site";
import { getFacilityPage } from "~/facilities/facilities.server";
import * as styles from "~/facilities/facilities.css";
import { specialtyLinks } from "~/facilities/specialty-names";
import { NearbyHotels } from "~/hotels/hotel-list";
import { hotelsNear } from "~/hotels/hotels.server";
import { formatCalendarDate } from "~/i18n/calendar-date";
import { Link } from "~/i18n/links";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import { CallToAction } from "~/shell/page-section";
import { PhotoGallery, RecordNotFound, recordPageMeta } from "~/shell/record-page";
import * as sections from "~/styles/sections.css";
import * as ui from "~/styles/ui.css";
import * as treatmentStyles from "~/treatments/treatments.css";
import { ArrowLeftIcon } from "~/ui/icons";
import { JsonLd } from "~/utils/json-ld";
import { absoluteUrl, useSiteUrl } from "~/utils/seo";
import { offeredSpecialtyIds } from "~/treatments/catalogue-data.server";
import type { Route } from "./+types/facilities.$facilityId";
import { shareImageOf, siteShareImage } from "~/utils/share-image";

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const t = getTranslator(context);
  const [facility, hotels, offered] = await Promise.all([
    getFacilityPage(params.facilityId, locale),
    hotelsNear(params.facilityId, locale),
    offeredSpecialtyIds(locale),
  ]);
  if (!facility) throw data({ metaTitle: t("facilities.meta.notFound", { site: site.name }) }, { status: 404 });
  const kind = t(`facilities.kind.${facility.kind}`);
  return {
    hotels,
    facility: {
      ...facility,
      kindLabel: kind,
      specialties: specialtyLinks(facility.categories, locale, offered),
      accreditations: facility.accreditations.map((a) => ({
        ...a,
        bodyName: t(`facilities.body.${a.body}`),
        until: formatCalendarDate(a.expiresOn, locale),
      })),
    },
    meta: {
      title: t("facilities.meta.title", { name: facility.name, site: site.name }),
      description: t("facilities.meta.description", { name: facility.name, kind: kind.toLowerCase(), address: facility.address }),
      image: facility.photos[0] ? shareImageOf({ ...facility.photos[0], alt: facility.name }) : siteShareImage(locale),
    },
  };
}

export const meta = (args: Route.MetaArgs) => recordPageMeta(args);

/** schema.org's type for each kind: a lab is a MedicalClinic's sibling, a DiagnosticLab. */
const schemaType = { hospital: "Hospital", clinic: "MedicalClinic", lab: "DiagnosticLab" } as const;

export default function FacilityPage({ loaderData }: Route.ComponentProps) {
  const { facility, hotels } = loaderData;
  const t = useT();
  const siteUrl = useSiteUrl();
  const location = useLocation();
  return (
    <>
      <JsonLd
        data={{
          "@type": schemaType[facility.kind],
          name: facility.name,
          url: absoluteUrl(location.pathname, siteUrl),
          address: { "@type": "PostalAddress", streetAddress: facility.address, addressCountry: "EG" },
          hasMap: facility.map,
          ...(facility.website ? { sameAs: facility.website } : {}),
          ...(facility.description ? { description: facility.description } : {}),
          ...(facility.photos.length > 0 ? { image: facility.photos.map((photo) => absoluteUrl(photo.src, siteUrl)) } : {}),
          ...(facility.specialties.length > 0 ? { availableService: facility.specialties.map((s) => ({ "@type": "MedicalProcedure", name: s.name })) } : {}),
        }}
      />
      <section className={ui.hero} aria-labelledby="facility-name">
        <div className={ui.container}>
          <Link to="/about" className={treatmentStyles.backLink}>
            <ArrowLeftIcon width={18} height={18} /> {t("facilities.page.back")}
          </Link>
          <p>
            <span className={ui.badge}>{facility.kindLabel}</span>
          </p>
          <h1 id="facility-name" className={ui.heroTitle}>
            {facility.name}
          </h1>
          <p className={ui.heroLead}>{facility.address}</p>
          <div className={ui.buttonRow}>
            <a href={facility.map} className={ui.button.primary} rel="noopener noreferrer" target="_blank">
              {t("facilities.page.map")}
            </a>
            {facility.website ? (
              <a href={facility.website} className={sections.heroSecondary} rel="noopener noreferrer" target="_blank">
                {t("facilities.page.website")}
              </a>
            ) : null}
          </div>
        </div>
      </section>

      <section className={ui.section}>
        <div className={`${ui.container} ${styles.columns}`}>
          <div className={styles.stack}>
            {facility.description ? <p className={ui.sectionLead}>{facility.description}</p> : null}
            <PhotoGallery name={facility.name} photos={facility.photos} />
            <section className={ui.card} aria-labelledby="accreditations-title">
              <h2 id="accreditations-title">{t("facilities.page.accreditations")}</h2>
              {facility.accreditations.length > 0 ? (
                <ul className={styles.accreditations}>
                  {facility.accreditations.map((a) => (
                    <li key={`${a.body}-${a.number}`} className={styles.accreditation}>
                      <p className={styles.accreditationBody}>{a.bodyName}</p>
                      <span>
                        {t("facilities.page.number")} <bdi dir="ltr">{a.number}</bdi>
                      </span>
                      <span className={ui.muted}>{t("facilities.page.validUntil", { date: a.until })}</span>
                      <a href={a.registerUrl} rel="noopener noreferrer" target="_blank">
                        {t("facilities.page.register")}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={ui.muted}>{t("facilities.page.noAccreditations")}</p>
              )}
            </section>
          </div>
          <aside className={styles.stack}>
            <section className={ui.card} aria-labelledby="address-title">
              <h2 id="address-title">{t("facilities.page.address")}</h2>
              <address style={{ fontStyle: "normal" }}>{facility.address}</address>
              <a href={facility.map} rel="noopener noreferrer" target="_blank">
                {t("facilities.page.map")}
              </a>
            </section>
            {facility.specialties.length > 0 ? (
              <section className={ui.card} aria-labelledby="specialties-title">
                <h2 id="specialties-title">{t("facilities.page.specialties")}</h2>
                <ul className={styles.linkList}>
                  {facility.specialties.map((s) => (
                    <li key={s.id}>
                      <Link to={s.to}>{s.name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {facility.doctors.length > 0 ? (
              <section className={ui.card} aria-labelledby="doctors-title">
                <h2 id="doctors-title">{t("facilities.page.doctors")}</h2>
                <ul className={styles.linkList}>
                  {facility.doctors.map((doctor) => (
                    <li key={doctor.id}>
                      <Link to={`/doctors/${doctor.id}`}>{doctor.name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section className={ui.card} aria-labelledby="hotels-title">
              <h2 id="hotels-title">{t("facilities.hotels.title")}</h2>
              {hotels.length > 0 ? (
                <NearbyHotels hotels={hotels} facility={facility.name} />
              ) : (
                <p className={ui.muted}>{t("pages.soon.hotels")}</p>
              )}
            </section>
          </aside>
        </div>
      </section>

      <CallToAction id="facility-cta-title" title={t("facilities.page.cta.title")} text={t("facilities.page.cta.text")}>
        <Link to={`/contact?${new URLSearchParams({ topic: "quote" })}`} className={ui.button.accent}>
          {t("pages.getFreeConsultation")}
        </Link>
      </CallToAction>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordNotFound error={error} words="facilities.notFound" back="/about" />;
}
