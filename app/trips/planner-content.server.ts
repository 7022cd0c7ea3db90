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

/** The budget guide of every planner treatment the catalogue offers: its cheapest procedure's whole trip (decision 0122). */
async function costGuides(locale: Locale): Promise<PlanContent["costGuides"]> {
  const catalogue = await offeredCatalogue(locale);
  const guides: Record<string, Record<BudgetPart, string>> = {};
  for (const entry of treatmentList) {
    const specialty = "planner" in entry ? catalogue.find((s) => s.id === entry.id) : undefined;
    if (!specialty) continue;
    const cost = tripCost(cheapestProcedure(specialty));
    const zero = { low: 0, high: 0 };
    const hospital = cost.hospital?.cost ?? zero;
    guides[entry.id] = {
      treatment: usdRange({ low: cost.procedure.low + hospital.low, high: cost.procedure.high + hospital.high }),
      accommodation: usdRange(cost.hotel.cost),
      flights: usdRange(cost.flights),
      other: usdRange({ low: cost.transfers.low + cost.concierge.low, high: cost.transfers.high + cost.concierge.high }),
    };
  }
  return guides;
}

/** The planner's content in the request's language. */
export function plannerTexts(context: Readonly<RouterContextProvider>): PlannerTexts {
  return contentFor<PlannerTexts>(context, { en: enPlanner, ar: arPlanner });
}

/** What the wizard's steps need. Special requirements are stored by their English name, shown in the page's. */
export async function planContent(texts: PlannerTexts, locale: Locale): Promise<PlanContent> {
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
    budgetGuide: texts.budgetGuide,
    // The submit's failure toast is also raised in the browser, when the post gets no answer.
    planToasts: texts.planToasts,
    costGuides: await costGuides(locale),
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
