/** The stored vocabulary of a case (the `cases` table's CHECKs); labels and rules live in app/cases. */

/** What the patient sent: each case wraps exactly one of these. */
export const caseTypes = ["contact", "trip_plan", "intake", "booking"] as const;
export type CaseType = (typeof caseTypes)[number];

export const caseStatuses = ["new", "in_review", "awaiting_patient", "scheduled", "closed"] as const;
export type CaseStatus = (typeof caseStatuses)[number];

export const closingReasons = [
  "answered",
  "treatment_booked",
  "patient_declined",
  "no_response",
  "duplicate",
  "spam",
  "other",
] as const;
export type ClosingReason = (typeof closingReasons)[number];

/** The six steps of a patient's journey ("How it works"), beside the workflow status (app/cases/journey-rules.ts). */
export const journeyStages = [
  "free_consultation",
  "schedule_treatment",
  "travel_arrangements",
  "medical_treatment",
  "recovery_support",
  "follow_up_care",
] as const;
export type JourneyStage = (typeof journeyStages)[number];

/** The two sides of a merge: the case kept and the one merged into it. */
export const mergeSides = ["kept", "merged"] as const;

export const visaLetterStates = ["not_needed", "needed", "sent"] as const;
export type VisaLetterState = (typeof visaLetterStates)[number];
