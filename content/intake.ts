import { formOptions } from "./treatments/list";

/** Static texts of the intake wizard. */

/** The treatments the intake offers, in the spec's order (what its form may post; intakes.treatment_type stores it). */
export const intakeTreatmentIds = [
  "cardiac-surgery",
  "orthopedic-surgery",
  "cosmetic-surgery",
  "dental-care",
  "eye-surgery",
  "cancer-treatment",
  "fertility",
  "other",
] as const;

/** The intake's "Treatment Type" options, labelled as the one list says. */
export const intakeTreatments = /* @__PURE__ */ formOptions(intakeTreatmentIds, "intake", "en");

/**
 * The intake's cost estimate (the business constants of the catalogue spec), in whole US dollars. The procedure and home-country
 * ranges are the spec's figures for a visitor who has not chosen a catalogue treatment; once one is
 * chosen, app/intake/cost-estimate.ts takes both from the catalogue instead. The accommodation is its nights only:
 * each is priced at the shown hotels' cheapest and dearest night, and left out while no hotel is shown.
 */
export const costEstimate = {
  procedure: { low: 8000, high: 15000 },
  extras: [
    { label: "Hospital stay (3-5 days)", low: 1200, high: 2000 },
    { label: "Accommodation (7 days)", nights: 7 },
    { label: "Airport and hospital transfers", low: 200, high: 400 },
    { label: "Concierge services", low: 500, high: 800 },
  ],
  homeCountry: { low: 25000, high: 40000 },
  note: "This is an estimate. Your coordinator sends a personal quote once your doctor has reviewed your details.",
} as const;

export const consultationOptions = [
  {
    title: "Free 15‑minute video call",
    text: "Talk to a medical coordinator about your treatment, costs and travel. No obligation.",
  },
  { title: "Video consultation", text: "Booked in the calendar's open hours, shown in your own time zone." },
  { title: "Phone call back", text: "Prefer the phone? A coordinator calls you back within 2 hours." },
] as const;

/** The statement a patient agrees to; stored with the intake alongside the time of consent. */
export const healthDataConsentText =
  "I consent to NileCare processing my health information, including the documents I upload, so that its medical coordinators and partner doctors can assess my case and arrange my treatment.";
