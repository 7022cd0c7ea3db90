import * as enPlanner from "~content/trip-planner";
import * as arPlanner from "~content/ar/trip-planner";
import type { Locale } from "~/i18n/locales";

/**
 * A case keeps the treatment's English name, as the coordinators read it; a patient reading in
 * another language sees the planner's name for it in theirs. A name no list knows stays as stored.
 */
export function treatmentNameIn(locale: Locale, stored: string | null): string | null {
  if (stored === null || locale === "en") return stored;
  const id = enPlanner.tripTreatments.find((treatment) => treatment.name === stored)?.id;
  return arPlanner.tripTreatments.find((treatment) => treatment.id === id)?.name ?? stored;
}
