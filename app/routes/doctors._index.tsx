import { data, useLocation, useNavigation } from "react-router";
import { site } from "~content/site";
import { DoctorCard } from "~/doctors/doctor-card";
import { DoctorFilterForm } from "~/doctors/doctor-filters";
import { doctorLabellerFor } from "~/doctors/doctor-labels.server";
import { filterChoices, filterDoctors, filterOptionsOf, readDoctorFilters } from "~/doctors/doctor-search";
import { getActiveDoctors } from "~/doctors/doctors.server";
import * as styles from "~/doctors/doctors.css";
import { Link, useLocalePath } from "~/i18n/links";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import { CallToAction, ComingSoon, ConsultationLinks } from "~/shell/page-section";
import type { Route } from "./+types/doctors._index";
import { loggableError } from "~/utils/loggable-error";
import { siteShareImage } from "~/utils/share-image";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const t = getTranslator(context);
  const labeller = doctorLabellerFor(context);
  const meta = { title: t("doctors.meta.title", { site: site.name }), description: t("doctors.meta.description"), image: siteShareImage(getLocale(context)) };
  try {
    // One query: the filters and the options both work on the same list of active doctors.
    const all = await getActiveDoctors();
    const options = filterOptionsOf(all);
    const filters = readDoctorFilters(params, options);
    // The search also knows the doctor by the name and specialization the page shows (Arabic).
    const found = filterDoctors(all, filters, (d) => {
      const shown = labeller.doctor(d);
      return [shown.name, shown.specialization];
    });
    return {
      doctors: found.map((d) => labeller.doctor(d)),
      total: all.length,
      filters,
      // The card puts the filtered language first; it compares the label the card shows.
      filteredLanguage: filters.language ? labeller.language(filters.language) : undefined,
      options: filterChoices(options, labeller, getLocale(context)),
      error: false,
      meta,
    };
  } catch (error) {
    // The visitor sees the catalogue's default text; the cause stays in the logs.
    console.error("Loading the doctors directory failed", loggableError(error));
    const options = { specializations: [], languages: [] };
    return data(
      {
        doctors: [],
        total: 0,
        filters: readDoctorFilters(params, options),
        filteredLanguage: undefined,
        options,
        error: true,
        meta,
      },
      { status: 503 },
    );
  }
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ ...loaderData.meta, path: location.pathname, siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) });
}

export default function Doctors({ loaderData }: Route.ComponentProps) {
  const { doctors, total, filters, filteredLanguage, options, error } = loaderData;
  const t = useT();
  const navigation = useNavigation();
  const location = useLocation();
  const directoryPath = useLocalePath()("/doctors");
  const loading = navigation.state === "loading" && navigation.location.pathname === directoryPath;
  return (
    <>
      <section className={ui.hero} aria-labelledby="doctors-title">
        <div className={ui.container}>
          <h1 id="doctors-title" className={ui.heroTitle}>
            {t("doctors.hero.title")}
          </h1>
          <p className={ui.heroLead}>{t("doctors.hero.lead")}</p>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="directory-title">
        <div className={ui.container}>
          <h2 id="directory-title" className={ui.visuallyHidden}>
            {t("doctors.directory.title")}
          </h2>
          {error ? (
            <div className={styles.emptyState} role="alert">
              <p>{t("doctors.directory.error")}</p>
              {/* A full document load, so the visitor really retries the same search. */}
              <Link reloadDocument to={`${location.pathname}${location.search}`} className={ui.button.primary}>
                {t("doctors.directory.tryAgain")}
              </Link>
            </div>
          ) : total === 0 ? (
            // Nobody to search yet: no filters that could only find nothing.
            <ComingSoon text={t("pages.soon.doctors")} />
          ) : (
            <>
              <DoctorFilterForm filters={filters} options={options} />
              <p className={styles.resultCount} role="status">
                {loading
                  ? t("doctors.directory.loading")
                  : t("doctors.directory.showing", { shown: doctors.length, total })}
              </p>
              {doctors.length === 0 ? (
                <div className={styles.emptyState}>
                  <p>{t("doctors.directory.noResults")}</p>
                  <Link to="/doctors" className={ui.button.outline}>
                    {t("doctors.directory.clearFilters")}
                  </Link>
                </div>
              ) : (
                <ul className={`${ui.grid.three} ${styles.list} ${loading ? styles.pending : ""}`}>
                  {doctors.map((doctor) => (
                    <li key={doctor.id}>
                      <DoctorCard doctor={doctor} language={filteredLanguage} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </section>

      <CallToAction id="doctors-cta-title" title={t("doctors.cta.title")} text={t("doctors.cta.text")}>
        <ConsultationLinks />
      </CallToAction>
    </>
  );
}
