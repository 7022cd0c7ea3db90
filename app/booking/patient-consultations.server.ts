import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { requestNow } from "~/dev/clock.server";
import type { Locale } from "~/i18n/locales";
import { zoneDescription, formatInstant } from "~/i18n/time";
import { bookingPath } from "./links.server";
import { SLOT_MS } from "./slots";

const shownToPatient = ["confirmed", "done", "no_show", "cancelled"] as const;

export type PatientConsultation = {
  id: string;
  time: string;
  status: (typeof shownToPatient)[number];
  /** The signed page to join, move or cancel it, while the call has not ended. */
  managePath: string | null;
};

/**
 * The consultations of a patient's request page (call it after the page's access check), in the zone each was booked
 * in, as its e-mails give it.
 */
export async function patientConsultations(caseId: string, locale: Locale): Promise<PatientConsultation[]> {
  const rows = await db
    .select({
      id: consultationBookings.id,
      startsAt: consultationBookings.startsAt,
      zone: consultationBookings.patientZone,
      status: consultationBookings.status,
    })
    .from(consultationBookings)
    .where(and(eq(consultationBookings.caseId, caseId), inArray(consultationBookings.status, shownToPatient)))
    .orderBy(asc(consultationBookings.startsAt));
  const now = requestNow();
  return Promise.all(
    rows.map(async (b) => ({
      id: b.id,
      time: `${formatInstant(b.startsAt, { zone: b.zone, locale, preset: "dateTime" })} (${zoneDescription(b.zone, locale)})`,
      status: b.status as PatientConsultation["status"],
      managePath: b.status === "confirmed" && b.startsAt.getTime() + SLOT_MS > now ? await bookingPath("manage", b.id) : null,
    })),
  );
}
