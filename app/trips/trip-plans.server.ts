import { and, asc, desc, eq } from "drizzle-orm";
import { tripTreatments as arabicTreatments } from "~content/ar/trip-planner";
import { accommodationLabels } from "~content/accommodation-labels";
import { tripTreatments as englishTreatments } from "~content/trip-planner";
import { accountPatient, notifyNewCase, openCaseStatement } from "~/cases/open-case.server";
import { db } from "~/db/client.server";
import { tripPlanAccommodations, tripPlans } from "~/db/schema";
import { recoveryTimeline, type TripDraft } from "./plan-draft";
import { byLocale, type Locale } from "~/i18n/locales";
import { loggableError } from "~/utils/loggable-error";

export type AccommodationOption = {
  id: string;
  name: string;
  type: string;
  starRating: number;
  pricePerNight: number;
  distanceToHospitalKm: number;
  amenities: string[];
  specialMedicalFeatures: string[];
};

/**
 * Active accommodation options, nearest to the hospital first, their amenities and medical features
 * named in `locale` (content/accommodation-labels.ts; a feature no file knows shows as stored).
 * A failed read is only logged: the step then shows no options.
 */
export async function listAccommodationOptions(locale: Locale = "en"): Promise<AccommodationOption[]> {
  const named = (stored: string[]) => stored.map((text) => accommodationLabels[text]?.[locale] ?? text);
  try {
    const options = await db
      .select({
        id: tripPlanAccommodations.id,
        name: tripPlanAccommodations.name,
        type: tripPlanAccommodations.type,
        starRating: tripPlanAccommodations.starRating,
        pricePerNight: tripPlanAccommodations.pricePerNight,
        distanceToHospitalKm: tripPlanAccommodations.distanceToHospitalKm,
        amenities: tripPlanAccommodations.amenities,
        specialMedicalFeatures: tripPlanAccommodations.specialMedicalFeatures,
      })
      .from(tripPlanAccommodations)
      .where(eq(tripPlanAccommodations.isActive, true))
      .orderBy(asc(tripPlanAccommodations.distanceToHospitalKm), asc(tripPlanAccommodations.name));
    return options.map((option) => ({
      ...option,
      amenities: named(option.amenities),
      specialMedicalFeatures: named(option.specialMedicalFeatures),
    }));
  } catch (error) {
    console.error("Loading accommodation options failed", loggableError(error));
    return [];
  }
}

/** The stored row of a checked plan. Only call it with a plan `checkPlan` accepted. */
export function tripPlanRow(id: string, userId: string, draft: TripDraft) {
  if (draft.treatmentType === "") throw new Error("A trip plan needs a treatment");
  const note = draft.additionalNotes.trim();
  return {
    id,
    userId,
    treatmentType: draft.treatmentType,
    preferredTravelDates: { startDate: draft.startDate, endDate: draft.endDate, flexible: draft.flexible },
    companionCount: draft.companionCount,
    accommodationPreferences: {
      hotelType: draft.hotelType,
      proximityToHospital: draft.proximityToHospital,
      specialRequirements: draft.specialRequirements,
    },
    budgetRange: { min: draft.budgetMin, max: draft.budgetMax, currency: draft.currency },
    specialRequirements: [...draft.specialRequirements, note].filter((entry) => entry.length > 0),
    culturalInterests: draft.culturalInterests,
    travelInsuranceNeeded: draft.travelInsuranceNeeded,
    visaAssistanceNeeded: draft.visaAssistanceNeeded,
    transportationPreferences: {
      airportTransfer: draft.airportTransfer,
      dailyTransport: draft.dailyTransport,
      sightseeing: draft.sightseeing,
    },
    recoveryTimeline: recoveryTimeline(draft.treatmentType),
    totalEstimatedCost: draft.budgetMax,
    status: "submitted",
  } satisfies typeof tripPlans.$inferInsert;
}

/**
 * Stores the plan with the case coordinators work it in. The id comes from the draft, so the
 * same plan posted twice (a double click without JavaScript) is stored once. The case keeps the
 * language the plan was sent in (`locale`), which the patient's e-mails about it follow.
 */
export async function storeTripPlan(row: typeof tripPlans.$inferInsert & { id: string }, locale: Locale = "en"): Promise<string | null> {
  const receivedAt = new Date();
  const [, opened] = await db.batch([
    db
      .insert(tripPlans)
      .values({ ...row, createdAt: receivedAt })
      .onConflictDoNothing({ target: tripPlans.id }),
    openCaseStatement({
      id: crypto.randomUUID(),
      type: "trip_plan",
      tripPlanId: row.id,
      patientUserId: row.userId,
      ...(await accountPatient(row.userId)),
      treatment: row.treatmentType,
      receivedAt,
      locale,
    }),
  ]);
  await notifyNewCase(opened);
  return opened[0]?.id ?? null;
}

export type TripPlanSummary = {
  id: string;
  treatmentName: string;
  status: (typeof tripPlans.$inferSelect)["status"];
  startDate: string;
  endDate: string;
  flexible: boolean;
  budgetMin: number;
  budgetMax: number;
  currency: string;
  /** ISO timestamp of the submission. */
  submittedAt: string;
};

const summaryColumns = {
  id: tripPlans.id,
  treatmentType: tripPlans.treatmentType,
  status: tripPlans.status,
  dates: tripPlans.preferredTravelDates,
  budget: tripPlans.budgetRange,
  createdAt: tripPlans.createdAt,
};

/** A plan's treatment as the planner names it in a language. */
function treatmentName(id: string, locale: Locale) {
  const list = byLocale(locale, { en: englishTreatments, ar: arabicTreatments });
  return list.find((treatment) => treatment.id === id)?.name ?? id;
}

function summaryOf(
  row: {
    id: string;
    treatmentType: string;
    status: TripPlanSummary["status"];
    dates: { startDate: string; endDate: string; flexible: boolean };
    budget: { min: number; max: number; currency: string };
    createdAt: Date;
  },
  locale: Locale,
): TripPlanSummary {
  return {
    id: row.id,
    treatmentName: treatmentName(row.treatmentType, locale),
    status: row.status,
    startDate: row.dates.startDate,
    endDate: row.dates.endDate,
    flexible: row.dates.flexible,
    budgetMin: row.budget.min,
    budgetMax: row.budget.max,
    currency: row.budget.currency,
    submittedAt: row.createdAt.toISOString(),
  };
}

/** The signed-in user's own trip plans, newest first, for the dashboard (treatments named in `locale`). */
export async function getTripPlansForUser(userId: string, locale: Locale = "en"): Promise<TripPlanSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(tripPlans)
    .where(eq(tripPlans.userId, userId))
    .orderBy(desc(tripPlans.createdAt));
  return rows.map((row) => summaryOf(row, locale));
}

/** One of the user's own plans (the confirmation page); another user's plan is not found. */
export async function getTripPlanForUser(
  userId: string,
  planId: string,
  locale: Locale = "en",
): Promise<TripPlanSummary | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(tripPlans)
    .where(and(eq(tripPlans.userId, userId), eq(tripPlans.id, planId)))
    .limit(1);
  return row ? summaryOf(row, locale) : undefined;
}

/** A plan by id, for a page that has already checked its reader may see the case holding it. */
export async function getTripPlanSummary(planId: string, locale: Locale = "en"): Promise<TripPlanSummary | undefined> {
  const [row] = await db.select(summaryColumns).from(tripPlans).where(eq(tripPlans.id, planId)).limit(1);
  return row ? summaryOf(row, locale) : undefined;
}
