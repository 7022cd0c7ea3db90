/**
 * The stored vocabulary of an intake (the `intakes` and `intake_documents` tables' CHECKs): its
 * enumerations, its field names and the document kinds. Its treatment is a treatment id (app/domain/treatments.ts), its
 * procedure a catalogue procedure's id and its country an ISO code (app/domain/countries.ts). How each is asked and
 * labelled lives in app/intake.
 */

export const intakeTimelines = ["asap", "1-3months", "3-6months", "6months+"] as const;
export const intakeBudgetRanges = ["under5k", "5k-10k", "10k-25k", "25k-50k", "50k+"] as const;
export const intakeAccommodationTypes = ["luxury", "premium", "standard", "budget", "medical", "apartment"] as const;
export const intakeCompanionTravelers = ["0", "1", "2", "3+"] as const;
export const intakeLanguages = [
  "english",
  "spanish",
  "french",
  "german",
  "arabic",
  "chinese",
  "russian",
  "other",
] as const;

/** Every text field of the intake; the has-flags follow the documents instead. */
export const intakeFieldNames = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "age",
  "country",
  "treatmentType",
  "timeline",
  "budgetRange",
  "medicalCondition",
  "previousTreatments",
  "currentMedications",
  "allergies",
  "doctorPreference",
  "accessibilityNeeds",
  "preferredDates",
  "accommodationType",
  "companionTravelers",
  "dietaryRequirements",
  "languagePreference",
] as const;
export type IntakeFieldName = (typeof intakeFieldNames)[number];
/** What a draft holds: the fields as answered, and the catalogue procedure chosen with the treatment. */
export type IntakeValues = Partial<Record<IntakeFieldName | "procedure", string>>;

export const documentKinds = ["passport", "medicalRecords", "insurance"] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** 10 MB as the spec means it: 10 * 1024 * 1024 bytes are accepted, one byte more is refused. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const storedContentTypes = ["application/pdf", "image/jpeg", "image/png"] as const;
export type StoredContentType = (typeof storedContentTypes)[number];
