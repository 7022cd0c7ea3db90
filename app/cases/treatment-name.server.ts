import * as enPlanner from "~content/trip-planner";
import * as arPlanner from "~content/ar/trip-planner";
import * as enIntake from "~content/intake";
import * as arIntake from "~content/ar/intake";
import { treatmentList } from "~content/treatments/list";
import { treatmentList as arabicTreatmentList } from "~content/ar/treatments/list";
import type { Locale } from "~/i18n/locales";

/** The treatment a case's stored name stands for: the planner's, the intake's or the contact form's English name. */
export function storedTreatmentId(stored: string) {
  return (
    enPlanner.tripTreatments.find((treatment) => treatment.name === stored)?.id ??
    enIntake.intakeTreatments.find((treatment) => treatment.label === stored)?.id ??
    treatmentList.find((treatment) => "contact" in treatment && treatment.contact.label === stored)?.id
  );
}

/**
 * A case keeps the treatment's English name, as the coordinators read it; a patient reading in
 * another language sees the name the forms show in theirs (the planner's, else the intake's, else the
 * list's). A name no list knows stays as stored.
 */
export function treatmentNameIn(locale: Locale, stored: string | null): string | null {
  if (stored === null || locale === "en") return stored;
  const id = storedTreatmentId(stored);
  return (
    arPlanner.tripTreatments.find((treatment) => treatment.id === id)?.name ??
    arIntake.intakeTreatments.find((treatment) => treatment.id === id)?.label ??
    arabicTreatmentList.find((treatment) => treatment.id === id)?.name ??
    stored
  );
}
