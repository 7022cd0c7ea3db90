import { and, asc, avg, count, countDistinct, eq, inArray, isNotNull, isNull, ne } from "drizzle-orm";
import { FEELS_WELL_FROM, OUTCOMES_MIN_PATIENTS, recoveryFigures, treatedStages } from "~/aftercare/outcomes.server";
import { byDataVersion } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { isCacheOn } from "~/db/d1-session.server";
import { caseJourneys, cases, intakes, operatorFigures, reviews, teamMembers } from "~/db/schema";
import { getActiveDoctors } from "~/doctors/doctors.server";
import { partnerFacilities } from "~/facilities/facilities.server";
import { fillTokens } from "~/domain/tokens";
import { formatCalendarDate } from "~/i18n/calendar-date";
import { translatorFor } from "~/i18n/catalogue.server";
import { formatNumber, intlLocale } from "~/i18n/format";
import { isolatedText } from "~/i18n/isolate";
import { listFormat } from "~/i18n/intl";
import type { Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/message-key";
import { doctorLabels } from "~content/doctor-labels";

/**
 * The least each computed figure needs before a page states it (decision 0122): below it the figure is left out,
 * never rounded up nor explained. Satisfaction uses the published outcomes' floor, so no patient can be recognised.
 */
export const FIGURE_MINIMUMS = {
  /** Patients whose treatment took place through NileCare, each counted once. */
  treated: 25,
  /** Distinct countries of those patients (and only once `treated` is stated). */
  countries: 3,
  /** Patients who answered a check-in. */
  satisfaction: OUTCOMES_MIN_PATIENTS,
  /** Verified reviews, hidden ones left out. */
  ratings: 10,
} as const;

/**
 * A figure as a page states it: its value, what it counts, and where it comes from; `ltr` when the value is the
 * operator's as typed ("1,200+"), which an Arabic page must not turn into "+1,200".
 */
export type Figure = { id: string; value: string; label: string; note: string; ltr?: boolean };

/** The figures the site's records give, as counted; null where a figure has not reached its minimum. */
export type CountedFigures = {
  treated: number | null;
  countries: number | null;
  satisfaction: { share: number; answered: number } | null;
  rating: { average: number; reviews: number } | null;
};

/** Pure: the counts that have reached their minimums (`FIGURE_MINIMUMS`). */
export function countedFigures(counts: {
  treated: number;
  countries: number;
  answered: number;
  feelWell: number;
  reviews: number;
  averageStars: number | null;
}): CountedFigures {
  const treated = counts.treated >= FIGURE_MINIMUMS.treated ? counts.treated : null;
  return {
    treated,
    countries: treated !== null && counts.countries >= FIGURE_MINIMUMS.countries ? counts.countries : null,
    satisfaction: counts.answered >= FIGURE_MINIMUMS.satisfaction ? { share: counts.feelWell / counts.answered, answered: counts.answered } : null,
    rating: counts.reviews >= FIGURE_MINIMUMS.ratings && counts.averageStars !== null ? { average: counts.averageStars, reviews: counts.reviews } : null,
  };
}

/**
 * How long an isolate keeps what it counted from cases and check-ins, which have no data version (a case moving stage
 * would empty the page cache): a cached page states them as they were for at most its day anyway, and every signed-in
 * visitor's home would otherwise read every treated case (decision 0122).
 */
const COUNTS_KEPT_MS = 10 * 60 * 1000;
type Counted = number | Awaited<ReturnType<typeof recoveryFigures>>;
const keptCounts = new Map<string, { at: number; value: Counted }>();

/** `load`'s answer, kept in the isolate for `COUNTS_KEPT_MS` where the page cache is on (as `byDataVersion`). */
async function keptCount<T extends Counted>(key: string, load: () => Promise<T>): Promise<T> {
  if (!isCacheOn()) return load();
  const kept = keptCounts.get(key);
  if (kept && Date.now() - kept.at < COUNTS_KEPT_MS) return kept.value as T;
  const value = await load();
  keptCounts.set(key, { at: Date.now(), value });
  return value;
}

const recovery = () => keptCount("recovery", recoveryFigures);

/** The countries of treated patients, as their intakes name them ("other" names none). */
const treatedCountries = () => keptCount("countries", countriesInD1);

async function countriesInD1() {
  const [row] = await db
    .select({ countries: countDistinct(intakes.country) })
    .from(caseJourneys)
    .innerJoin(cases, eq(cases.id, caseJourneys.caseId))
    .innerJoin(intakes, eq(intakes.userId, cases.patientUserId))
    .where(and(inArray(caseJourneys.stage, [...treatedStages]), isNotNull(intakes.country), ne(intakes.country, "other")));
  return row?.countries ?? 0;
}

/** The service's rating in verified reviews; reviews are written and hidden under the doctors' data version. */
function serviceRating() {
  return byDataVersion("doctors", "service-rating", async () => {
    const [row] = await db
      .select({ reviews: count(), average: avg(reviews.serviceStars) })
      .from(reviews)
      .where(isNull(reviews.hiddenAt));
    return { reviews: row?.reviews ?? 0, average: row?.average === null || row?.average === undefined ? null : Number(row.average) };
  });
}

/**
 * Every language the shown team and the active doctors list, by how many of them speak it, in `locale`'s words.
 * The languages are stored as the directory's English names.
 */
export async function spokenLanguages(locale: Locale) {
  const [team, doctors] = await Promise.all([
    byDataVersion("team", "languages", () => db.select({ languages: teamMembers.languages }).from(teamMembers).where(eq(teamMembers.isActive, true))),
    getActiveDoctors(),
  ]);
  const speakers = new Map<string, number>();
  for (const { languages } of [...team, ...doctors]) for (const language of languages) speakers.set(language, (speakers.get(language) ?? 0) + 1);
  return [...speakers]
    .sort(([a, n], [b, m]) => m - n || a.localeCompare(b))
    .map(([language]) => doctorLabels.languages[language]?.[locale] ?? language);
}

/** The operator's shown figures in `locale`, with their sources: kept by the figures' data version. */
async function shownOperatorFigures(locale: Locale, t: Translate): Promise<Figure[]> {
  const rows = await byDataVersion("figures", "shown", () =>
    db.select().from(operatorFigures).where(eq(operatorFigures.isActive, true)).orderBy(asc(operatorFigures.position), asc(operatorFigures.name)),
  );
  const ar = locale === "ar";
  return rows.map((row) => ({
    id: row.id,
    value: row.value,
    ltr: true,
    label: ar ? row.nameAr : row.name,
    // The source may name something in another script ("سجلات حالات NileCare"): isolated, the date after it stays put.
    note: t("figures.source", { source: isolatedText(ar ? row.sourceAr : row.source), date: formatCalendarDate(row.statedOn, locale) }),
  }));
}

/**
 * The figures the site's records give that have reached their minimums, in `locale`: patients treated, their
 * countries, how they feel at their latest check-in, the verified reviews' rating.
 */
export async function computedFigures(locale: Locale): Promise<Figure[]> {
  const t = translatorFor(locale);
  const [recovered, countries, rating] = await Promise.all([recovery(), treatedCountries(), serviceRating()]);
  const counted = countedFigures({ ...recovered, countries, reviews: rating.reviews, averageStars: rating.average });
  const satisfaction = counted.satisfaction;
  const stars = counted.rating;
  return [
    ...(counted.treated === null ? [] : [treatedOf(counted.treated, locale, t)]),
    ...(counted.countries === null
      ? []
      : [{ id: "countries", value: formatNumber(locale, counted.countries), label: t("figures.countries.label"), note: t("figures.countries.note") }]),
    ...(satisfaction === null
      ? []
      : [
          {
            id: "satisfaction",
            // Written as the catalogue's savings are ("70%"), in both languages.
            value: `${Math.round(satisfaction.share * 100)}%`,
            label: t("figures.satisfaction.label"),
            note: t("figures.satisfaction.note", { count: satisfaction.answered, from: FEELS_WELL_FROM }),
          },
        ]),
    ...(stars === null
      ? []
      : [
          {
            id: "rating",
            value: t("figures.rating.value", { rating: formatNumber(locale, stars.average, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) }),
            label: t("figures.rating.label"),
            note: t("figures.rating.note", { count: stars.reviews }),
          },
        ]),
  ];
}

function treatedOf(treated: number, locale: Locale, t: Translate): Figure {
  return { id: "treated", value: formatNumber(locale, treated), label: t("figures.treated.label"), note: t("figures.treated.note") };
}

/** Patients treated, once it has reached its minimum: the treatments page's one figure of the records. */
export async function treatedFigure(locale: Locale): Promise<Figure | null> {
  const { treated } = countedFigures({ ...(await recovery()), countries: 0, reviews: 0, averageStars: null });
  return treated === null ? null : treatedOf(treated, locale, translatorFor(locale));
}

/**
 * Every figure home and About state, in the request's language: the computed ones that have reached their minimums,
 * then the operator's own with their sources; and the phrases of the partner facilities and languages the console
 * lists, which their content writes as `{figure.…}` tokens.
 */
export async function siteFigures(locale: Locale) {
  const t = translatorFor(locale);
  const [computed, facilities, languages, operator] = await Promise.all([
    computedFigures(locale),
    partnerFacilities(locale),
    spokenLanguages(locale),
    shownOperatorFigures(locale, t),
  ]);
  return {
    stats: [...computed, ...operator],
    phrases: {
      facilities: t("figures.facilities.phrase", { count: facilities.length }),
      languagesSpoken: t("figures.languages.spoken", { count: languages.length, list: listFormat(intlLocale(locale), { type: "conjunction" }).format(languages) }),
    },
  };
}

export type SiteFigures = Awaited<ReturnType<typeof siteFigures>>;

/** Content with its `{figure.…}` tokens stated from the site's figures. */
export function stateFigures<T>(value: T, figures: SiteFigures): T {
  return fillTokens(value, "figure", figures.phrases);
}
