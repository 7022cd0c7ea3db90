import { heroImages } from "~content/images";
import { heroImages as heroImagesAr } from "~content/ar/images";
import * as aboutEn from "~content/about";
import * as aboutAr from "~content/ar/about";
import { site } from "~content/site";
import { PageHero } from "~/shell/page-hero";
import { CallToAction, CardGrid, ComingSoon, PageSection, StatList } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import * as sections from "~/styles/sections.css";
import { Link } from "~/i18n/links";
import { countActiveDoctors } from "~/doctors/doctors.server";
import { FacilityCard } from "~/facilities/facility-card";
import { siteFigures, stateFigures } from "~/figures/site-figures.server";
import { partnerFacilities } from "~/facilities/facilities.server";
import { specialtyLinks } from "~/facilities/specialty-names";
import { shownTeam } from "~/team/team.server";
import * as teamStyles from "~/team/team.css";
import { specialistsClaim, stateClaims } from "~/treatments/claims.server";
import { contentFor, getLocale, getTranslator } from "~/i18n/locale.server";
import { listFormat } from "~/i18n/intl";
import { useT } from "~/i18n/use-t";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import { offeredSpecialtyIds } from "~/treatments/catalogue-data.server";
import type { Route } from "./+types/about";
import { shareImageOf } from "~/utils/share-image";

export async function loader({ context }: Route.LoaderArgs) {
  // "Specialists" is the directory's count of active doctors, never a typed figure (decision 0122).
  const locale = getLocale(context);
  const [count, facilities, team, offered, figures] = await Promise.all([
    countActiveDoctors(),
    partnerFacilities(locale),
    shownTeam(locale),
    offeredSpecialtyIds(locale),
    siteFigures(locale),
  ]);
  const t = getTranslator(context);
  const about = contentFor(context, { en: aboutEn, ar: aboutAr });
  const image = contentFor(context, { en: heroImages.about, ar: heroImagesAr.about });
  return {
    meta: { title: t("about.meta.title", { site: site.name }), description: t("about.meta.description"), image: shareImageOf(image) },
    image,
    stats: figures.stats,
    story: stateFigures(await stateClaims(about.aboutStory, locale, { specialists: specialistsClaim(count) }), figures).filter((p) => p !== ""),
    values: about.coreValues,
    // The team an admin shows in the console; the languages each lists, as one phrase of the page's language.
    team: team.map((m) => ({
      ...m,
      languages: listFormat(locale, { type: "conjunction" }).format(m.languages),
    })),
    // The partner facilities are the ones an admin shows in the console, with their current accreditations only.
    facilities: facilities.map((f) => ({
      ...f,
      kindLabel: t(`facilities.kind.${f.kind}`),
      specialties: specialtyLinks(f.categories, locale, offered).map((s) => s.name),
    })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ ...loaderData.meta, path: "/about", siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) });
}

/** The letter of a team member's badge: the first of the name, after a title ("Dr. ", "د. "). */
function initialOf(name: string) {
  return name.replace(/^(Dr\.|د\.)\s*/, "").charAt(0);
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { image, stats, story, values, team, facilities } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero
        id="about-title"
        title={t("about.hero.title", { site: site.name })}
        lead={t("about.hero.lead")}
        image={image}
      >
        <StatList stats={stats} />
      </PageHero>

      <PageSection id="story-title" title={t("about.story.title")}>
        {story.map((p) => (
          <p key={p.slice(0, 20)} className={ui.sectionLead}>
            {p}
          </p>
        ))}
      </PageSection>

      <PageSection id="values-title" title={t("about.values.title")} muted>
        <CardGrid>
          {values.map((v) => (
            <li key={v.title} className={ui.card}>
              <h3>{v.title}</h3>
              <p className={ui.muted}>{v.text}</p>
            </li>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="team-title" title={t("about.team.title")}>
        {team.length === 0 ? (
          <ComingSoon text={t("pages.soon.team")} />
        ) : (
          <CardGrid>
            {team.map((m) => (
              <li key={m.id} className={ui.card}>
                {m.photo ? (
                  <img src={m.photo} alt="" width={96} height={96} loading="lazy" className={teamStyles.photo} />
                ) : (
                  <span className={sections.stepNumber} aria-hidden="true">
                    {initialOf(m.name)}
                  </span>
                )}
                <h3>{m.name}</h3>
                <p>
                  <strong>{m.role}</strong>
                </p>
                <p className={ui.muted}>{m.bio}</p>
                {m.languages ? (
                  <p className={ui.muted}>{t("about.team.languages", { languages: m.languages })}</p>
                ) : null}
              </li>
            ))}
          </CardGrid>
        )}
      </PageSection>

      <PageSection id="partners-title" title={t("about.partners.title")} muted>
        {facilities.length === 0 ? (
          <ComingSoon text={t("pages.soon.facilities")} />
        ) : (
          <CardGrid>
            {facilities.map((f) => (
              <li key={f.id}>
                <FacilityCard facility={f} />
              </li>
            ))}
          </CardGrid>
        )}
      </PageSection>

      <CallToAction id="about-cta-title" title={t("about.cta.title")} text={t("about.cta.text")}>
        <Link to="/book" className={ui.button.accent}>
          {t("pages.getFreeConsultation")}
        </Link>
        <Link to="/treatments" className={sections.heroSecondary}>
          {t("pages.viewTreatments")}
        </Link>
      </CallToAction>
    </>
  );
}
