import { eq } from "drizzle-orm";
import { displayNameOf } from "~/auth/display-name";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { caseItineraries, caseJourneys, profiles } from "~/db/schema";
import { requestNow } from "~/dev/clock.server";
import { translatorFor } from "~/i18n/catalogue.server";
import type { Locale } from "~/i18n/locales";
import { renderPdf } from "~/pdf/render.server";
import { pdfResponse } from "~/pdf/response.server";
import { clientIp } from "~/security/request-meta.server";
import { auditIf, auditStatement } from "~/staff/audit.server";
import type { CaseAccess, CaseRecord } from "../case-access.server";
import { listedFacility } from "./listed-facilities.server";
import { visaLetterModel, type VisaLetterFacts } from "./visa-letter";

/** The letter's facts, or null until the trip has the passport's name and number (nothing to invite anyone with). */
export async function visaLetterFacts(caseRow: Pick<CaseRecord, "id" | "assigneeId">): Promise<VisaLetterFacts | null> {
  const [[trip], [journey], [assignee]] = await db.batch([
    db.select().from(caseItineraries).where(eq(caseItineraries.caseId, caseRow.id)),
    db.select({ treatment: caseJourneys.treatment, hospital: caseJourneys.hospital, doctor: caseJourneys.doctor }).from(caseJourneys).where(eq(caseJourneys.caseId, caseRow.id)),
    db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, caseRow.assigneeId ?? "")),
  ]);
  if (!trip || !passportGiven(trip)) return null;
  const facility = journey?.hospital ? await listedFacility(journey.hospital) : undefined;
  return {
    passportName: trip.passportName.trim(),
    passportNumber: trip.passportNumber.trim(),
    companions: trip.companions.filter((name) => name.trim() !== ""),
    arrivalAt: trip.arrivalAt,
    admissionAt: trip.admissionAt,
    dischargeAt: trip.dischargeAt,
    flightHomeAt: trip.flightHomeAt,
    treatment: journey?.treatment ?? null,
    facility: journey?.hospital ?? null,
    facilityAddress: facility ? { en: facility.address, ar: facility.addressAr } : null,
    doctor: journey?.doctor ?? null,
    coordinatorName: assignee ? displayNameOf(assignee.username, "") || null : null,
  };
}

type Passport = { passportName: string | null; passportNumber: string | null };

function passportGiven<T extends Passport>(trip: T): trip is T & { passportName: string; passportNumber: string } {
  return Boolean(trip.passportName?.trim() && trip.passportNumber?.trim());
}

/** Whether the request page offers the letter: the condition the download answers 404 without. */
export async function hasVisaLetter(caseId: string) {
  const [trip] = await db
    .select({ passportName: caseItineraries.passportName, passportNumber: caseItineraries.passportNumber })
    .from(caseItineraries)
    .where(eq(caseItineraries.caseId, caseId));
  return trip !== undefined && passportGiven(trip);
}

/**
 * The letter as a PDF for the case's signed-in patient or its staff, generated on each request and never stored.
 * Every generation is audited as a document opened before a byte is sent: by the staff member who asked, or by the
 * patient (a row their own page of staff access leaves out).
 */
export async function visaLetterResponse(request: Request, { viewer, caseRow }: CaseAccess, locale: Locale): Promise<Response | null> {
  const facts = await visaLetterFacts(caseRow);
  if (!facts) return null;
  const entry = { action: "document_opened", caseId: caseRow.id, subjectUserId: caseRow.patientUserId, documentId: "visa-letter", detail: `Visa invitation letter (PDF, ${locale})` } as const;
  const at = new Date(requestNow());
  if (viewer.kind === "staff") await auditStatement(viewer.staff, request, entry);
  else await auditIf("patient", entry, undefined, at, clientIp(request));
  const model = visaLetterModel(facts, { locale, t: translatorFor(locale), operator: config.operator, at });
  return pdfResponse(await renderPdf(model), `nilecare-visa-letter-${locale}.pdf`);
}
