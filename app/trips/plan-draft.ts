import {
  DEFAULT_RECOVERY_DAYS,
  MIN_DAYS_BEFORE_ARRIVAL,
  type plannerTreatmentIds,
  tripTreatments,
  WIZARD_STEP_COUNT,
} from "~content/trip-planner";
import { parseIsoDate } from "~/i18n/calendar-date";
import type { hotelTypes } from "~/domain/hotels";
import type { currencies } from "~/domain/quotes";

/**
 * The plan being built in the wizard: what the visitor has chosen so far. Shared by the
 * server (validation, storage) and the page; it holds no server-only code.
 */
export type TripDraft = {
  treatmentType: (typeof plannerTreatmentIds)[number] | "";
  startDate: string;
  endDate: string;
  flexible: boolean;
  hotelType: (typeof hotelTypes)[number] | "";
  proximityToHospital: boolean;
  specialRequirements: string[];
  /** 0 until the budget step has been saved (the wizard's initial state). */
  budgetMin: number;
  budgetMax: number;
  currency: (typeof currencies)[number];
  companionCount: number;
  travelInsuranceNeeded: boolean;
  visaAssistanceNeeded: boolean;
  airportTransfer: boolean;
  dailyTransport: boolean;
  sightseeing: boolean;
  culturalInterests: string[];
  additionalNotes: string;
};

/** The wizard's initial state. */
export const initialDraft: TripDraft = {
  treatmentType: "",
  startDate: "",
  endDate: "",
  flexible: false,
  hotelType: "",
  proximityToHospital: true,
  specialRequirements: [],
  budgetMin: 0,
  budgetMax: 0,
  currency: "USD",
  companionCount: 0,
  travelInsuranceNeeded: false,
  visaAssistanceNeeded: false,
  airportTransfer: true,
  dailyTransport: true,
  sightseeing: false,
  culturalInterests: [],
  additionalNotes: "",
};

export type WizardStep = 1 | 2 | 3 | 4 | 5;

/** The step named in a URL or form, or 1 for anything else. */
export function parseStep(value: unknown): WizardStep {
  if (typeof value !== "string") return 1;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= WIZARD_STEP_COUNT ? (n as WizardStep) : 1;
}

export function treatmentById(id: string) {
  return tripTreatments.find((t) => t.id === id);
}

/** Choosing a treatment sets the recovery timeline to its recovery days; none chosen is 0. */
export function recoveryTimeline(treatmentType: string) {
  return treatmentById(treatmentType)?.recoveryDays ?? 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;
function addDays(isoDate: string, days: number) {
  const time = parseIsoDate(isoDate);
  return time === null ? "" : new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date on the server's clock (UTC), the reference for every date rule. */
export function todayIso(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

export function earliestArrival(today: string) {
  return addDays(today, MIN_DAYS_BEFORE_ARRIVAL);
}

/**
 * Arrival plus the treatment's recovery days (7 if none is chosen); without an arrival, the earliest arrival. The
 * days are passed in: the browser reads them from the planner's content, without the treatments list.
 */
export function earliestDeparture(today: string, startDate: string, recoveryDays: number) {
  if (parseIsoDate(startDate) === null) return earliestArrival(today);
  return addDays(startDate, recoveryDays || DEFAULT_RECOVERY_DAYS);
}

/** Days between arrival and departure, rounded up; null unless both dates are set. */
export function totalDurationDays(startDate: string, endDate: string) {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  return start === null || end === null ? null : Math.ceil((end - start) / DAY_MS);
}
