import * as arabicDashboard from "~content/ar/dashboard";
import * as englishDashboard from "~content/dashboard";
import { translatorFor } from "~/i18n/catalogue.server";
import { intlLocale } from "~/i18n/format";
import { listFormat } from "~/i18n/intl";
import { byLocale, type Locale } from "~/i18n/locales";
import { formatMoney } from "~/i18n/money";
import { offeredCatalogue } from "~/treatments/catalogue-data.server";
import { startingPriceOf } from "~/treatments/catalogue-figures";

export type Recommendation = { title: string; text: string; to: string; cta: string };

/** At most this many of the patient's own specialties are recommended, most recently active first. */
const MOST_SPECIALTIES = 2;

/**
 * What the dashboard recommends: the specialties of the patient's own requests that the catalogue offers (their
 * procedures and "From" in the page's language), or the treatments overview while they have none; then what every
 * patient is recommended. A dental patient is never recommended cardiac surgery.
 */
export async function recommendationsFor(treatments: readonly (string | null)[], locale: Locale): Promise<Recommendation[]> {
  const t = translatorFor(locale);
  const content = byLocale(locale, { en: englishDashboard, ar: arabicDashboard });
  const catalogue = await offeredCatalogue(locale);
  const own = [...new Set(treatments)]
    .flatMap((id) => catalogue.filter((specialty) => specialty.id === id))
    .slice(0, MOST_SPECIALTIES)
    .map((specialty) => ({
      title: specialty.title,
      text: t("dashboard.recommended.specialty", {
        procedures: listFormat(intlLocale(locale), { type: "conjunction" }).format(specialty.commonProcedures),
        from: formatMoney(locale, startingPriceOf(specialty), "USD", { inText: true }),
      }),
      to: `/treatments/${specialty.id}`,
      cta: t("dashboard.recommended.explore", { treatment: specialty.title }),
    }));
  return [...(own.length > 0 ? own : [content.treatmentsRecommendation]), ...content.recommendations];
}
