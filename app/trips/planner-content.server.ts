import type { RouterContextProvider } from "react-router";
import * as arPlanner from "~content/ar/trip-planner";
import * as enPlanner from "~content/trip-planner";
import { contentFor } from "~/i18n/locale.server";
import type { OverviewContent, PlannerTexts, PlanContent } from "./planner-content";

/** The planner's content in the request's language. */
export function plannerTexts(context: Readonly<RouterContextProvider>): PlannerTexts {
  return contentFor<PlannerTexts>(context, { en: enPlanner, ar: arPlanner });
}

/** What the wizard's steps need. Special requirements are stored by their English name, shown in the page's. */
export function planContent(texts: PlannerTexts): PlanContent {
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
