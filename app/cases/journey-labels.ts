import * as arabicHome from "~content/ar/home";
import * as englishHome from "~content/home";
import { byLocale, type Locale } from "~/i18n/locales";
import { journeyStages, type JourneyStage } from "./journey-rules";

/**
 * A stage's name is the home page's step of the same place ("How it works"), so the site names
 * each step one way in each language. The staff console reads the English names.
 */
export function stageTitle(stage: JourneyStage, locale: Locale = "en") {
  const steps = byLocale(locale, { en: englishHome.journeySteps, ar: arabicHome.journeySteps });
  return steps[journeyStages.indexOf(stage)]?.title ?? stage;
}

export function stageTitles(locale: Locale = "en"): Record<JourneyStage, string> {
  return Object.fromEntries(journeyStages.map((s) => [s, stageTitle(s, locale)])) as Record<JourneyStage, string>;
}

/** The stage's name and the next one's (null at the last stage), for a reader in `locale`. */
export function journeyStep(stage: JourneyStage, locale: Locale = "en") {
  const next = journeyStages[journeyStages.indexOf(stage) + 1];
  return { stage: stageTitle(stage, locale), next: next ? stageTitle(next, locale) : null };
}
