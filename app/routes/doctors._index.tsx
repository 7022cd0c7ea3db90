import { data, Link, useLocation, useNavigation } from "react-router";
import { site } from "~content/site";
import { DoctorCard } from "~/doctors/doctor-card";
import { DoctorFilterForm } from "~/doctors/doctor-filters";
import { filterDoctors, filterOptionsOf, readDoctorFilters } from "~/doctors/doctor-search";
import { getActiveDoctors } from "~/doctors/doctors.server";
import * as styles from "~/doctors/doctors.css";
import * as ui from "~/styles/ui.css";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import { CallToAction, ConsultationLinks } from "~/shell/page-section";
import type { Route } from "./+types/doctors._index";
import { loggableError } from "~/utils/loggable-error";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  try {
    // One query: the filters and the options both work on the same list of active doctors.
    const all = await getActiveDoctors();
    const options = filterOptionsOf(all);
    const filters = readDoctorFilters(params, options);
    return { doctors: filterDoctors(all, filters), total: all.length, filters, options, error: null };
  } catch (error) {
    // The visitor sees the catalogue's default text; the cause stays in the logs.
    console.error("Loading the doctors directory failed", loggableError(error));
    const options = { specializations: [], languages: [] };
    return data(
      { doctors: [], total: 0, filters: readDoctorFilters(params, options), options, error: "Failed to fetch doctors" },
      { status: 503 },
    );
  }
}

export function meta({ location, matches }: Route.MetaArgs) {
  return seoMeta({
    title: `Our Specialist Doctors | ${site.name}`,
    description:
      "Find an internationally trained specialist in Egypt: search by name or specialization, filter by the language you speak and read patient reviews.",
    path: location.pathname,
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
}

export default function Doctors({ loaderData }: Route.ComponentProps) {
  const { doctors, total, filters, options, error } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/doctors";
  return (
    <>
      <section className={ui.hero} aria-labelledby="doctors-title">
        <div className={ui.container}>
          <h1 id="doctors-title" className={ui.heroTitle}>
            Our Specialist Doctors
          </h1>
          <p className={ui.heroLead}>
            Internationally trained specialists who speak your language, rated by the patients they treated.
          </p>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="directory-title">
        <div className={ui.container}>
          <h2 id="directory-title" className={ui.visuallyHidden}>
            Doctors directory
          </h2>
          {error ? (
            <div className={styles.emptyState} role="alert">
              <p>Error loading doctors: {error}</p>
              {/* A full document load, so the visitor really retries the same search. */}
              <Link reloadDocument to={`${location.pathname}${location.search}`} className={ui.button.primary}>
                Try Again
              </Link>
            </div>
          ) : (
            <>
              <DoctorFilterForm filters={filters} options={options} />
              <p className={styles.resultCount} role="status">
                {loading ? "Loading doctors..." : `Showing ${doctors.length} of ${total} doctors`}
              </p>
              {doctors.length === 0 ? (
                <div className={styles.emptyState}>
                  <p>No doctors found matching your criteria.</p>
                  <Link to="/doctors" className={ui.button.outline}>
                    Clear Filters
                  </Link>
                </div>
              ) : (
                <ul className={`${ui.grid.three} ${styles.list} ${loading ? styles.pending : ""}`}>
                  {doctors.map((doctor) => (
                    <li key={doctor.id}>
                      <DoctorCard doctor={doctor} language={filters.language || undefined} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </section>

      <CallToAction
        id="doctors-cta-title"
        title="Not sure which specialist you need?"
        text="Our coordinators match you with the right doctor for your condition, free of charge."
      >
        <ConsultationLinks />
      </CallToAction>
    </>
  );
}
