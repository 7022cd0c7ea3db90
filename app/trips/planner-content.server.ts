import type { RouterContextProvider } from "react-router";
import * as arPlanner from "~content/ar/trip-planner";
import * as enPlanner from "~content/trip-planner";
import { contentFor } from "~/i18n/locale.server";
import { treatmentList } from "~content/treatments/list";
import { formatMoney } from "~/i18n/money";
import type { Locale } from "~/i18n/locales";
import { offeredCatalogue } from "~/treatments/catalogue-data.server";
import { cheapestProcedure } from "~/treatments/catalogue-figures";
import { tripCost, type Range } from "~/treatments/trip-cost";
import type { BudgetPart, OverviewContent, PlannerTexts, PlanContent } from "./planner-content";

const usdRange = ({ low, high }: Range) => (low === high ? formatMoney("en", low, "USD") : `${formatMoney("en", low, "USD")} - ${formatMoney("en", high, "USD")}`);

/**
 * The budget guide of every planner treatment the catalogue offers: its cheapest procedure's whole trip (decision
 * 0122), each part with its label, in the guide's order; its hotel nights at `hotelNight`, the shown hotels' cheapest
 * and dearest night, and no accommodation part while the site shows no hotel.
 */
async function costGuides(texts: PlannerTexts, locale: Locale, hotelNight: Range | null): Promise<PlanContent["costGuides"]> {
  const catalogue = await offeredCatalogue(locale);
  const guides: Record<string, PlanContent["costGuides"][string]> = {};
  for (const entry of treatmentList) {
    const specialty = "planner" in entry ? catalogue.find((s) => s.id === entry.id) : undefined;
    if (!specialty) continue;
    const cost = tripCost(cheapestProcedure(specialty), hotelNight);
    const zero = { low: 0, high: 0 };
    const hospital = cost.hospital?.cost ?? zero;
    const amounts: Record<BudgetPart, Range | null> = {
      treatment: { low: cost.procedure.low + hospital.low, high: cost.procedure.high + hospital.high },
      accommodation: cost.hotel?.cost ?? null,
      flights: cost.flights,
      other: { low: cost.transfers.low + cost.concierge.low, high: cost.transfers.high + cost.concierge.high },
    };
    guides[entry.id] = texts.budgetGuide.flatMap(({ part, label }) => {
      const amount = amounts[part];
      return amount ? [{ part, label, amount: usdRange(amount) }] : [];
    });
  }
  return guides;
}

/** The planner's content in the request's language. */
export function plannerTexts(context: Readonly<RouterContextProvider>): PlannerTexts {
  return contentFor<PlannerTexts>(context, { en: enPlanner, ar: arPlanner });
}

/**
 * What the wizard's steps need. Special requirements are stored by their English name, shown in the page's.
 * `hotelNight` is the shown hotels' cheapest and dearest night (null while none is shown), for the budget guide.
 */
export async function planContent(texts: PlannerTexts, locale: Locale, hotelNight: Range | null): Promise<PlanContent> {
  return {
    planHero: texts.planHero,
    planTabs: texts.planTabs,
    wizardSteps: texts.wizardSteps,
    wizardTexts: texts.wizardTexts,
    tripTreatments: texts.tripTreatments,
    hotelTypeOptions: texts.hotelTypeOptions,
    culturalInterestOptions: texts.culturalInterestOptions,
    currencyOptions: texts.currencyOptions,
    companionOptions: texts.companionOptions,
    // The submit's failure toast is also raised in the browser, when the post gets no answer.
    planToasts: texts.planToasts,
    costGuides: await costGuides(texts, locale, hotelNight),
    requirementChoices: enPlanner.specialRequirementOptions.map((value, index) => ({
      value,
      label: texts.specialRequirementOptions[index] ?? value,
    })),
  };
}

export function overviewContent(texts: PlannerTexts): OverviewContent {
  const { journeyOverview, conciergeServices, visaRequirements, emergencySupport, planClosingCta } = texts;
  return { journeyOverview, conciergeServices, visaRequirements, emergencySupport, planClosingCta };
}
