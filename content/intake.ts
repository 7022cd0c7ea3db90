/** Static texts of the intake wizard. */

export const costEstimate = {
  items: [
    { label: "Procedure", range: "$8,000 - $15,000" },
    { label: "Hospital stay (3-5 days)", range: "$1,200 - $2,000" },
    { label: "Accommodation (7 days)", range: "$700 - $2,100" },
    { label: "Airport and hospital transfers", range: "$200 - $400" },
    { label: "Concierge services", range: "$500 - $800" },
  ],
  total: "$10,600 - $20,300",
  homeCountry: "$25,000 - $40,000",
  savings: "$14,400 - $19,700",
  savingsPercent: "58%-68%",
  note: "This is an estimate. Your coordinator sends a personal quote once your doctor has reviewed your details.",
} as const;

export const consultationOptions = [
  {
    title: "Free 15-minute video call",
    text: "Talk to a medical coordinator about your treatment, costs and travel. No obligation.",
  },
  { title: "Video consultation", text: "Available 24/7, at a time that suits you in your own time zone." },
  { title: "Phone call back", text: "Prefer the phone? A coordinator calls you back within 2 hours." },
] as const;

/** The statement a patient agrees to; stored with the intake alongside the time of consent. */
export const healthDataConsentText =
  "I consent to NileCare processing my health information, including the documents I upload, so that its medical coordinators and partner doctors can assess my case and arrange my treatment.";
