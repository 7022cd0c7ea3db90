import type { Operator } from "~/domain/operator";
import { isolatedText, ltrText } from "~/i18n/isolate";
import type { Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/message-key";
import { CLINIC_ZONE, formatInstant } from "~/i18n/time";
import type { PdfBlock, PdfDocumentModel } from "~/pdf/document";
import { treatmentName } from "~/treatments/treatment-name";

/** What the letter states, read from the case's trip (case_itineraries) and journey (case_journeys). */
export type VisaLetterFacts = {
  passportName: string;
  passportNumber: string;
  companions: string[];
  arrivalAt: Date | null;
  admissionAt: Date | null;
  dischargeAt: Date | null;
  flightHomeAt: Date | null;
  treatment: string | null;
  facility: string | null;
  /** The address of the facility when it is one of the site's listed facilities. */
  facilityAddress: { en: string; ar: string } | null;
  doctor: string | null;
  /** The case's coordinator, who signs; the letter names the role when nobody is assigned. */
  coordinatorName: string | null;
};

/**
 * The visa invitation letter in one language: the operator's letterhead, the place and date, the patient as their
 * passport names them, the facility and doctor, the dates in Cairo, the companions and a line for the coordinator's
 * signature. Names and numbers typed in Latin letters keep their order inside Arabic sentences (isolated, as `<bdi>`
 * on a page); a fact not recorded yet is left out rather than printed empty.
 */
export function visaLetterModel(facts: VisaLetterFacts, { locale, t, operator, at }: { locale: Locale; t: Translate; operator: Operator; at: Date }): PdfDocumentModel {
  const day = (instant: Date | null) => (instant ? formatInstant(instant, { zone: CLINIC_ZONE, locale, preset: "date" }) : null);
  const legalName = isolatedText(operator.legalName);
  const rows: { label: string; value: string | null }[] = [
    { label: t("visaLetter.patientName"), value: isolatedText(facts.passportName) },
    { label: t("visaLetter.passportNumber"), value: ltrText(facts.passportNumber) },
    { label: t("visaLetter.treatment"), value: treatmentName(facts.treatment, locale) },
    { label: t("visaLetter.facility"), value: facts.facility && [isolatedText(facts.facility), ...(facts.facilityAddress ? [facts.facilityAddress[locale]] : [])].join("\n") },
    { label: t("visaLetter.doctor"), value: facts.doctor && isolatedText(facts.doctor) },
    { label: t("visaLetter.arrival"), value: day(facts.arrivalAt) },
    { label: t("visaLetter.admission"), value: day(facts.admissionAt) },
    { label: t("visaLetter.discharge"), value: day(facts.dischargeAt) },
    { label: t("visaLetter.flightHome"), value: day(facts.flightHomeAt) },
    {
      label: t("visaLetter.companions"),
      value: facts.companions.length > 0 ? facts.companions.map(isolatedText).join("\n") : t("visaLetter.noCompanions"),
    },
  ];
  const blocks: PdfBlock[] = [
    {
      kind: "letterhead",
      name: legalName,
      lines: [
        operator.address[locale],
        `${ltrText(operator.phone)} · ${ltrText(operator.email)}`,
        t("payments.invoice.taxId", { taxId: ltrText(operator.taxId) }),
      ],
    },
    { kind: "paragraph", text: t("visaLetter.place", { date: day(at)! }) },
    { kind: "paragraph", text: t("visaLetter.to") },
    { kind: "title", text: t("visaLetter.title") },
    { kind: "heading", text: t("visaLetter.subject") },
    { kind: "paragraph", text: t("visaLetter.body", { operator: legalName }) },
    { kind: "fields", rows: rows.flatMap(({ label, value }) => (value ? [{ label, value }] : [])) },
    { kind: "paragraph", text: t("visaLetter.care", { phone: ltrText(operator.phone), email: ltrText(operator.email) }) },
    { kind: "signature", lines: [facts.coordinatorName ? isolatedText(facts.coordinatorName) : t("visaLetter.coordinator"), ...(facts.coordinatorName ? [t("visaLetter.coordinator")] : []), t("visaLetter.signedFor", { operator: legalName })] },
  ];
  return { locale, title: t("visaLetter.title"), createdAt: at, blocks };
}
