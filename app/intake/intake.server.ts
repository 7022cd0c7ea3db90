import { and, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import * as arabicIntake from "~content/ar/intake";
import * as englishIntake from "~content/intake";
import { accountPatient, notifyNewCase, openCaseStatement } from "~/cases/open-case.server";
import { db } from "~/db/client.server";
import { regionOf, storedPhoneNumber } from "~/forms/phone-number.server";
import { catalogueProcedures, intakeDocuments, intakeDrafts, intakes } from "~/db/schema";
import { isCountryCode } from "~/domain/countries";
import { treatmentIds } from "~/domain/treatments";
import { translatorFor } from "~/i18n/catalogue.server";
import { byLocale, type Locale } from "~/i18n/locales";
import { treatmentName } from "~/treatments/treatment-name";
import { documentFlags, type DocumentSummary } from "./documents";
import { findDraft, type Draft } from "./draft.server";
import { chosenProcedure } from "./treatment-choice.server";
import {
  intakeAccommodationTypes,
  intakeBudgetRanges,
  intakeCompanionTravelers,
  intakeLanguages,
  intakeTimelines,
  INTAKE_STEP_COUNT,
  optionLabelKey,
} from "~/domain/intake-fields";

const text = (value: string | undefined) => value?.trim() || null;
/** One of the list's values, or none (an empty choice). */
const choice = <T extends string>(list: readonly T[], value: string | undefined) =>
  list.find((v) => v === value) ?? null;

const intakeContent = (locale: Locale) => byLocale(locale, { en: englishIntake, ar: arabicIntake });

/**
 * Stores the draft as a completed intake of the user, moves its documents to the intake and
 * deletes the draft, all in one batch. Consent is recorded with its time and the wording the patient
 * read (in `locale`, the page's language), and the case remembers that language for its e-mails.
 */
export async function completeIntake(draft: Draft, userId: string, locale: Locale) {
  const v = draft.data;
  const intakeId = crypto.randomUUID();
  const receivedAt = new Date();
  const account = await accountPatient(userId);
  const givenName = [text(v.firstName), text(v.lastName)].filter(Boolean).join(" ");
  const treatmentType = choice(treatmentIds, v.treatmentType);
  // Chosen from the catalogue in the page's language; one retired since is not stored.
  const procedure = await chosenProcedure(v, locale);
  const country = v.country && isCountryCode(v.country) ? v.country : null;
  const [, opened] = await db.batch([
    db.insert(intakes).values({
      id: intakeId,
      userId,
      firstName: text(v.firstName),
      lastName: text(v.lastName),
      email: text(v.email),
      phone: storedPhoneNumber(text(v.phone), regionOf(country)),
      age: text(v.age) ? Number(v.age) : null,
      country,
      treatmentType,
      procedureId: procedure?.id ?? null,
      timeline: choice(intakeTimelines, v.timeline),
      budgetRange: choice(intakeBudgetRanges, v.budgetRange),
      medicalCondition: text(v.medicalCondition),
      previousTreatments: text(v.previousTreatments),
      currentMedications: text(v.currentMedications),
      allergies: text(v.allergies),
      doctorPreference: text(v.doctorPreference),
      accessibilityNeeds: text(v.accessibilityNeeds),
      preferredDates: text(v.preferredDates),
      accommodationType: choice(intakeAccommodationTypes, v.accommodationType),
      companionTravelers: choice(intakeCompanionTravelers, v.companionTravelers),
      dietaryRequirements: text(v.dietaryRequirements),
      languagePreference: choice(intakeLanguages, v.languagePreference),
      healthDataConsentAt: receivedAt,
      healthDataConsentText: intakeContent(locale).healthDataConsentText,
      createdAt: receivedAt,
    }),
    openCaseStatement({
      id: crypto.randomUUID(),
      type: "intake",
      intakeId,
      patientUserId: userId,
      patientName: givenName || account.patientName,
      patientEmail: account.patientEmail,
      treatment: treatmentType,
      receivedAt,
      locale,
    }),
    db.update(intakeDocuments).set({ draftId: null, intakeId }).where(eq(intakeDocuments.draftId, draft.id)),
    db.delete(intakeDrafts).where(eq(intakeDrafts.id, draft.id)),
  ]);
  await notifyNewCase(opened);
  return intakeId;
}

export type PatientIntake = {
  id: string;
  submittedAt: string;
  status: (typeof intakes.$inferSelect)["status"];
  /** The intake's name of its treatment, its catalogue procedure and the timeline, in the page's language. */
  treatment: string | null;
  procedure: string | null;
  timeline: string | null;
  documents: DocumentSummary[];
  flags: ReturnType<typeof documentFlags>;
};

/** The user's completed intakes, newest first, with their documents: the dashboard's intake section. */
export async function getIntakeForUser(userId: string, locale: Locale): Promise<PatientIntake[]> {
  return intakeSummaries(eq(intakes.userId, userId), locale);
}

/**
 * One intake as its patient reads it (the request page's "What you sent"); the caller has checked
 * that the reader may see the case. Withdrawn consent stops processing: nothing is shown.
 */
export async function getIntakeSummary(intakeId: string, locale: Locale): Promise<PatientIntake | null> {
  const [intake] = await intakeSummaries(and(eq(intakes.id, intakeId), isNull(intakes.consentWithdrawnAt))!, locale);
  return intake ?? null;
}

async function intakeSummaries(where: SQL, locale: Locale): Promise<PatientIntake[]> {
  const treatmentNames = intakeContent(locale).intakeTreatments;
  const t = translatorFor(locale);
  const rows = await db
    .select({
      id: intakes.id,
      createdAt: intakes.createdAt,
      status: intakes.status,
      treatmentType: intakes.treatmentType,
      procedure: locale === "ar" ? catalogueProcedures.nameAr : catalogueProcedures.name,
      timeline: intakes.timeline,
    })
    .from(intakes)
    .leftJoin(catalogueProcedures, eq(catalogueProcedures.id, intakes.procedureId))
    .where(where)
    .orderBy(desc(intakes.createdAt));
  if (rows.length === 0) return [];
  const documents = await db
    .select({
      id: intakeDocuments.id,
      intakeId: intakeDocuments.intakeId,
      kind: intakeDocuments.kind,
      fileName: intakeDocuments.fileName,
      size: intakeDocuments.size,
    })
    .from(intakeDocuments)
    .where(
      inArray(
        intakeDocuments.intakeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(intakeDocuments.createdAt);
  return rows.map((row) => {
    const own = documents.filter((d) => d.intakeId === row.id).map(({ intakeId: _, ...d }) => d);
    return {
      id: row.id,
      submittedAt: row.createdAt.toISOString(),
      status: row.status,
      treatment: treatmentNames.find((t) => t.id === row.treatmentType)?.label ?? treatmentName(row.treatmentType, locale),
      procedure: row.procedure,
      timeline: row.timeline ? t(optionLabelKey("timeline", row.timeline)) : null,
      documents: own,
      flags: documentFlags(own),
    };
  });
}

/** Whether the intake is the user's: uploads and removals from the dashboard check this. */
export async function isOwnIntake(userId: string, intakeId: string) {
  const row = await db.query.intakes.findFirst({ columns: { userId: true }, where: eq(intakes.id, intakeId) });
  return row?.userId === userId;
}

/** The section's data, words included, so the dashboard's bundle carries no intake field list or content. */
export type IntakeSectionData = { intakes: PatientIntake[]; draftStep: number | null; stepCount: number };

/** Everything the dashboard's intake section shows: completed intakes and a registration in progress. */
export async function loadIntakeSection(request: Request, userId: string, locale: Locale): Promise<IntakeSectionData> {
  const [intakeList, draft] = await Promise.all([getIntakeForUser(userId, locale), findDraft(request, userId)]);
  return { intakes: intakeList, draftStep: draft?.currentStep ?? null, stepCount: INTAKE_STEP_COUNT };
}
