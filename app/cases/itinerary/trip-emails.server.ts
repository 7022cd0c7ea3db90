import { eq } from "drizzle-orm";
import * as arabicZones from "~content/ar/time-zones";
import * as englishZones from "~content/time-zones";
import { db } from "~/db/client.server";
import { cases, profiles } from "~/db/schema";
import { aboutCase, defineEmails, mailLanguage, type Rendered } from "~/email/email.server";
import { byLocale } from "~/i18n/locales";
import { CLINIC_ZONE, isTimeZone, zoneLabel } from "~/i18n/time";
import { replyHeadersFor } from "~/cases/reply-address.server";
import { patientTripFacts, type PatientTripFact } from "./itinerary-rules";
import { loadTrip } from "./itinerary.server";
import { tripFactNow } from "./trip-view.server";

type TripJobs = {
  /** To the patient: what of their itinerary a coordinator changed (`at`: when it was saved). */
  "trip-changed": { caseId: string; changes: PatientTripFact[]; at: number };
};

/**
 * The change e-mail, in the case's language: each changed fact as it stands when the mail is written (a later change
 * sends its own), its times on the patient's saved clock and Cairo's (Cairo's alone when we do not know theirs).
 */
async function renderTripChange(job: TripJobs["trip-changed"]): Promise<Rendered> {
  const caseRow = await db.query.cases.findFirst({ where: eq(cases.id, job.caseId) });
  if (!caseRow) throw new Error(`case ${job.caseId} not found`);
  const { trip } = await loadTrip(caseRow.id);
  if (!trip) throw new Error(`the trip of case ${job.caseId} is gone`);
  const { t, link, locale } = mailLanguage(caseRow.locale);
  const profile = caseRow.patientUserId ? await db.query.profiles.findFirst({ where: eq(profiles.userId, caseRow.patientUserId), columns: { timeZone: true } }) : undefined;
  const names = byLocale(locale, { en: englishZones.zoneNames, ar: arabicZones.zoneNames });
  const zoneId = isTimeZone(profile?.timeZone) ? profile.timeZone : CLINIC_ZONE;
  const cairo = { id: CLINIC_ZONE, name: zoneLabel(CLINIC_ZONE, names) };
  const zone = { id: zoneId, name: zoneLabel(zoneId, names) };
  const changes = patientTripFacts.filter((fact) => job.changes.includes(fact));
  return {
    to: caseRow.patientEmail,
    locale,
    headers: await replyHeadersFor(caseRow.id),
    content: {
      subject: t("requests.email.trip.subject"),
      heading: t("requests.email.trip.heading"),
      paragraphs: [t("requests.email.hello", { name: caseRow.patientName }), t("requests.email.trip.text")],
      details: changes.map((fact) => tripFactNow(fact, trip, t, locale, zone, cairo)),
      action: { label: t("requests.email.trip.action"), url: link(`/requests/${caseRow.id}#itinerary`) },
    },
  };
}

export const tripEmails = defineEmails<TripJobs>({
  "trip-changed": { about: (job) => aboutCase(job.caseId), render: renderTripChange },
});
