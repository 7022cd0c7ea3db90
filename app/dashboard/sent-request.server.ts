import { eq } from "drizzle-orm";
import * as arabicContact from "~content/ar/contact";
import * as englishContact from "~content/contact";
import { db } from "~/db/client.server";
import { consultationBookings, contactMessages } from "~/db/schema/index";
import { byLocale, type Locale } from "~/i18n/locales";
import { zoneDescription, formatInstant } from "~/i18n/time";
import { getIntakeSummary, type PatientIntake } from "~/intake/intake.server";
import { getTripPlanSummary, type TripPlanSummary } from "~/trips/trip-plans.server";
import type { CaseType } from "~/cases/case-rules";

/** What the patient sent, as the top of their request page shows it, in the page's language. */
export type SentRequest =
  | { type: "contact"; message: string; treatment: string | null; country: string | null }
  | { type: "trip_plan"; plan: TripPlanSummary }
  | { type: "intake"; intake: PatientIntake }
  | { type: "booking"; time: string; cancelled: boolean; topic: string | null }
  | null;

type SourceCase = {
  type: CaseType;
  contactMessageId: string | null;
  tripPlanId: string | null;
  intakeId: string | null;
  bookingId: string | null;
};

/** Read for a reader the caller has already let in (the case's patient or link holder). */
export async function sentRequestOf(row: SourceCase, locale: Locale): Promise<SentRequest> {
  switch (row.type) {
    case "contact": {
      if (!row.contactMessageId) return null;
      const message = await db.query.contactMessages.findFirst({
        where: eq(contactMessages.id, row.contactMessageId),
        columns: { message: true, treatment: true, country: true },
      });
      if (!message) return null;
      const treatments: readonly { id: string; label: string }[] =
        byLocale(locale, { en: englishContact, ar: arabicContact }).contactTreatments;
      return {
        type: "contact",
        message: message.message,
        treatment: treatments.find((t) => t.id === message.treatment)?.label ?? null,
        country: message.country?.trim() || null,
      };
    }
    case "trip_plan": {
      const plan = row.tripPlanId ? await getTripPlanSummary(row.tripPlanId, locale) : undefined;
      return plan ? { type: "trip_plan", plan } : null;
    }
    case "intake": {
      const intake = row.intakeId ? await getIntakeSummary(row.intakeId, locale) : null;
      return intake ? { type: "intake", intake } : null;
    }
    case "booking": {
      if (!row.bookingId) return null;
      const booking = await db.query.consultationBookings.findFirst({
        where: eq(consultationBookings.id, row.bookingId),
        columns: { startsAt: true, patientZone: true, status: true, topic: true },
      });
      if (!booking) return null;
      return {
        type: "booking",
        time: `${formatInstant(booking.startsAt, { zone: booking.patientZone, locale, preset: "dateTime" })} (${zoneDescription(booking.patientZone, locale)})`,
        cancelled: booking.status === "cancelled",
        topic: booking.topic?.trim() || null,
      };
    }
  }
}
