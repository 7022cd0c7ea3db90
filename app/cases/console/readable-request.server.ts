import { culturalInterestOptions, currencyOptions, hotelTypeOptions, tripTreatments } from "~content/trip-planner";
import { readablePhoneNumber } from "~/forms/phone-number.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { countryName } from "~/i18n/countries";
import { numberFormat } from "~/i18n/intl";
import * as intakeForm from "~/domain/intake-fields";
import type { IntakeField, IntakeFieldName } from "~/domain/intake-fields";
import { treatmentName } from "~/treatments/treatment-name";
import type { consultationBookings, contactMessages, intakes, tripPlans } from "~/db/schema/index";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";

/**
 * A labelled value as the case page shows it; an unanswered field reads "Not given". `inThread`: the patient's own
 * words, which open the conversation, so the page shows them there and not here while it shows the conversation.
 */
export type Detail = { label: string; value: string; multiline?: boolean; inThread?: boolean; phone?: PhoneLinks };
/** A number the page offers to call and to open in WhatsApp. */
export type PhoneLinks = { tel: string; whatsapp: string };
export type DetailSection = { title: string; details: Detail[] };

const NOT_GIVEN = "Not given";
const yesNo = (value: boolean) => (value ? "Yes" : "No");
const orNotGiven = (value: string | null | undefined) => (value?.trim() ? value : NOT_GIVEN);
/** A stored number (E.164) as the row shows it, with its tel: and WhatsApp links; "Not given" without one. */
function phoneDetail(label: string, stored: string | null | undefined): Detail {
  if (!stored?.trim()) return { label, value: NOT_GIVEN };
  const digits = stored.replace(/\D/g, "");
  return { label, value: readablePhoneNumber(stored), phone: { tel: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}` } };
}
/** The console reads the intake in the English catalogue's words (decision 0131), as the English wizard asked it. */
const english = translatorFor("en");

/** An intake answer as the English wizard offered it: a choice by its option's words, anything else as typed. */
function intakeAnswer(name: IntakeFieldName, value: string) {
  const field: IntakeField = intakeForm.intakeFields[name];
  if (field.type === "country") return countryName(value, "en");
  if (field.type !== "select") return value;
  if (name === "treatmentType") return intakeForm.treatmentNameInEnglish(value) ?? treatmentName(value) ?? value;
  return field.options.includes(value) ? english(intakeForm.optionLabelKey(name, value)) : value;
}

const money = (amount: number, currency: string) =>
  numberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);

export function contactDetails(m: typeof contactMessages.$inferSelect): DetailSection[] {
  return [
    {
      title: "Contact message",
      details: [
        { label: "Name", value: `${m.firstName} ${m.lastName}` },
        { label: "Email", value: m.email },
        phoneDetail("Phone", m.phone),
        { label: "Country", value: orNotGiven(m.country) },
        { label: "Treatment", value: orNotGiven(treatmentName(m.treatment)) },
        { label: "Message", value: m.message, multiline: true, inThread: true },
      ],
    },
  ];
}

/** A booking that opened its case: who booked, when the call is (Cairo time first, as the schedule) and what they want to discuss. */
export function bookingDetails(b: typeof consultationBookings.$inferSelect): DetailSection[] {
  return [
    {
      title: "Consultation booking",
      details: [
        { label: "Name", value: orNotGiven(b.name) },
        { label: "Email", value: orNotGiven(b.email) },
        phoneDetail("Phone", b.phone),
        { label: "Consultation", value: `${formatInstant(b.startsAt, { zone: CLINIC_ZONE, preset: "console" })}${b.status === "cancelled" ? " (cancelled)" : ""}` },
        { label: "Patient's time", value: `${formatInstant(b.startsAt, { zone: b.patientZone, preset: "dateTime" })} (${b.patientZone})` },
        { label: "Shares their intake", value: yesNo(b.sharesIntake) },
        { label: "What they want to discuss", value: orNotGiven(b.topic), multiline: true, inThread: Boolean(b.topic?.trim()) },
      ],
    },
  ];
}

export function tripPlanDetails(t: typeof tripPlans.$inferSelect): DetailSection[] {
  const { startDate, endDate, flexible } = t.preferredTravelDates;
  const hotel = hotelTypeOptions.find((h) => h.id === t.accommodationPreferences.hotelType)?.name;
  const transport = t.transportationPreferences;
  const currency = currencyOptions.find((c) => c.id === t.budgetRange.currency)?.id ?? "USD";
  const list = (values: readonly string[]) => (values.length ? values.join(", ") : "None");
  return [
    {
      title: "Treatment and dates",
      details: [
        { label: "Treatment", value: tripTreatments.find((treatment) => treatment.id === t.treatmentType)?.name ?? t.treatmentType },
        { label: "Travel dates", value: `${startDate} to ${endDate}${flexible ? " (flexible)" : ""}` },
        { label: "Recovery timeline", value: `${t.recoveryTimeline} days` },
        { label: "Companions", value: String(t.companionCount) },
      ],
    },
    {
      title: "Accommodation",
      details: [
        { label: "Hotel type", value: orNotGiven(hotel) },
        { label: "Close to the hospital", value: yesNo(t.accommodationPreferences.proximityToHospital) },
        { label: "Special requirements", value: list(t.specialRequirements), multiline: true },
      ],
    },
    {
      title: "Budget and preferences",
      details: [
        { label: "Budget", value: `${money(t.budgetRange.min, currency)} – ${money(t.budgetRange.max, currency)}` },
        { label: "Estimated total", value: money(t.totalEstimatedCost, currency) },
        {
          label: "Cultural interests",
          value: list(t.culturalInterests.map((id) => culturalInterestOptions.find((c) => c.id === id)?.name ?? id)),
        },
        { label: "Travel insurance needed", value: yesNo(t.travelInsuranceNeeded) },
        { label: "Visa assistance needed", value: yesNo(t.visaAssistanceNeeded) },
        { label: "Airport transfer", value: yesNo(transport.airportTransfer) },
        { label: "Daily transport", value: yesNo(transport.dailyTransport) },
        { label: "Sightseeing", value: yesNo(transport.sightseeing) },
      ],
    },
  ];
}

/**
 * Every field of the intake wizard's three form steps, in the order the patient filled them in, with the catalogue
 * procedure (its English name) after the treatment it was chosen under.
 */
export function intakeDetails(i: typeof intakes.$inferSelect & { procedureName: string | null }): DetailSection[] {
  const sections = intakeForm.intakeSteps
    .map((step, index) => ({
      title: english(intakeForm.stepTitleKey(index + 1)),
      details: step.fields.flatMap((name: IntakeFieldName): Detail[] => {
        const raw = i[name];
        const label = english(intakeForm.fieldLabelKey(name));
        if (name === "phone") return [phoneDetail(label, raw === null || raw === undefined ? null : String(raw))];
        const value = raw === null || raw === undefined ? null : intakeAnswer(name, String(raw));
        const multiline = intakeForm.intakeFields[name].type === "textarea";
        const detail = { label, value: orNotGiven(value), multiline };
        return name === "treatmentType" ? [detail, { label: "Procedure", value: orNotGiven(i.procedureName) }] : [detail];
      }),
    }))
    .filter((section) => section.details.length > 0);
  return [
    ...sections,
    {
      title: "Consent",
      details: [
        { label: "Health data consent given", value: `${formatInstant(i.healthDataConsentAt, { zone: CLINIC_ZONE, preset: "console" })} (Cairo time)` },
        { label: "Statement agreed to", value: i.healthDataConsentText, multiline: true },
      ],
    },
  ];
}
