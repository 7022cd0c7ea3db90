import * as arabicIntake from "~content/ar/intake";
import * as englishIntake from "~content/intake";
import { exchangeRates } from "~content/rates";
import { translatorFor } from "~/i18n/catalogue.server";
import { formatDayFirst } from "~/i18n/format";
import { formatMoney } from "~/i18n/money";
import { byLocale, type Locale } from "~/i18n/locales";
import type { IntakeValues } from "~/domain/intake";
import { offeredCatalogue } from "~/treatments/catalogue-data.server";
import { cheapestProcedure } from "~/treatments/catalogue-figures";
import { tripCost, type Range } from "~/treatments/trip-cost";
import { chosenProcedure } from "./treatment-choice.server";

export type { Range };

/** The estimate as the page shows it, every word in the page's language; prices as "$8,000 - $15,000". */
export interface CostEstimate {
  /** The catalogue procedure or specialty the figures come from (its name), or null for the spec's typical figures. */
  treatment: string | null;
  lines: { label: string; range: string }[];
  total: string;
  homeCountry: string;
  /** What the savings compare: the whole trip against treatment at home, or treatment against treatment. */
  savingsLabel: string;
  savings: string;
  savingsPercent: string;
  note: string;
}

const sum = (ranges: readonly Range[]): Range => ({
  low: ranges.reduce((total, r) => total + r.low, 0),
  high: ranges.reduce((total, r) => total + r.high, 0),
});

const formatRange = ({ low, high }: Range) => (low === high ? formatMoney("en", low, "USD") : `${formatMoney("en", low, "USD")} - ${formatMoney("en", high, "USD")}`);

/** Two percentages as "49%-58%", smaller first, each rounded on its own. */
function percentRange(a: number, b: number) {
  const [low, high] = [Math.round(a), Math.round(b)].sort((x, y) => x - y);
  return low === high ? `${low}%` : `${low}%-${high}%`;
}

/** The date of the comparison rates: "2 November 2026" in English as before, with Arabic month names in Arabic. */
function ratesDate(locale: Locale) {
  const date = new Date(`${exchangeRates.comparison.date}T00:00:00Z`);
  const options = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
  return formatDayFirst(locale, date, options);
}

/**
 * The estimate for the chosen treatment, in `locale` (the figures are the same in both). With a catalogue procedure,
 * its own price range, nights and home prices; with only a catalogue specialty, those of its cheapest procedure (its
 * "From"); the savings compare treatment with treatment (the trip's extras are in the total, not in a home bill).
 * Without either, the spec's typical package is compared with the spec's home-country range. Every percentage is
 * computed from the figures shown beside it. Hotel nights cost `hotelNight`, the shown hotels' cheapest and dearest
 * night; while the site shows no hotel the accommodation line is left out of the lines and the total. Null while the
 * catalogue offers nothing at all (a new site): no figure, typical or not, before the operator has priced anything.
 */
export async function estimateCosts(
  choice: Pick<IntakeValues, "treatmentType" | "procedure">,
  locale: Locale,
  hotelNight: Range | null,
): Promise<CostEstimate | null> {
  const t = translatorFor(locale);
  const { costEstimate } = byLocale(locale, { en: englishIntake, ar: arabicIntake });
  const extras = costEstimate.extras.flatMap((extra): { label: string; range: Range }[] => {
    if (!("nights" in extra)) return [{ label: extra.label, range: { low: extra.low, high: extra.high } }];
    return hotelNight ? [{ label: extra.label, range: { low: extra.nights * hotelNight.low, high: extra.nights * hotelNight.high } }] : [];
  });
  const catalogue = await offeredCatalogue(locale);
  if (catalogue.length === 0) return null;
  const specialty = choice.treatmentType ? catalogue.find((offered) => offered.id === choice.treatmentType) : undefined;

  if (!specialty) {
    const procedure = costEstimate.procedure;
    const total = sum([procedure, ...extras.map((e) => e.range)]);
    const home = costEstimate.homeCountry;
    const savings = { low: home.low - total.low, high: home.high - total.high };
    return {
      treatment: null,
      lines: [
        { label: t("intake.cost.procedure"), range: formatRange(procedure) },
        ...extras.map((e) => ({ label: e.label, range: formatRange(e.range) })),
      ],
      total: formatRange(total),
      homeCountry: formatRange(home),
      savingsLabel: t("intake.cost.savings"),
      savings: formatRange({ low: Math.min(savings.low, savings.high), high: Math.max(savings.low, savings.high) }),
      savingsPercent: percentRange((savings.low / home.low) * 100, (savings.high / home.high) * 100),
      note: costEstimate.note,
    };
  }

  // The chosen procedure, else the specialty's quoted one (its "From"), with its own typical nights and prices abroad.
  const chosen = await chosenProcedure(choice, locale);
  const procedure = chosen ?? cheapestProcedure(specialty);
  const { name } = procedure;
  const cost = tripCost(procedure, hotelNight);
  const nights = (range: Range) => (range.low === range.high ? String(range.low) : `${range.low}-${range.high}`);
  return {
    treatment: chosen ? chosen.name : specialty.title,
    lines: [
      { label: t("intake.cost.treatmentProcedure", { treatment: name }), range: formatRange(cost.procedure) },
      ...(cost.hospital
        ? [{ label: t("intake.cost.hospitalNights", { nights: nights(cost.hospital.nights) }), range: formatRange(cost.hospital.cost) }]
        : []),
      ...(cost.hotel ? [{ label: t("intake.cost.hotelNights", { nights: nights(cost.hotel.nights) }), range: formatRange(cost.hotel.cost) }] : []),
      { label: t("intake.cost.transfers"), range: formatRange(cost.transfers) },
      { label: t("intake.cost.concierge"), range: formatRange(cost.concierge) },
    ],
    total: formatRange(cost.total),
    homeCountry: formatRange(cost.home),
    savingsLabel: t("intake.cost.treatmentSavings"),
    savings: formatRange(cost.saving),
    savingsPercent: percentRange(cost.savingPercent.low, cost.savingPercent.high),
    note: t("intake.cost.catalogueNote", { treatment: name, date: ratesDate(locale), note: costEstimate.note }),
  };
}
