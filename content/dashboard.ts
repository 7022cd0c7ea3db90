/**
 * The patient portal's static content. Recent activity and upcoming appointments are the
 * patient's real events (app/cases/activity.server.ts, app/booking).
 */
export const quickActions = [
  {
    label: "Get Free Consultation",
    to: "/book",
    text: "A free 15-minute video call with a coordinator about your treatment.",
  },
  { label: "Get Free Quote", to: "/contact", text: "An all-inclusive price within 2 hours." },
  { label: "Find Doctors", to: "/doctors", text: "Profiles of our featured specialists, by treatment and language." },
  { label: "View Treatments", to: "/treatments", text: "Compare specialties, durations and prices." },
  { label: "Your Account", to: "/account", text: "Your details, password, sessions, consents and data." },
] as const;

/** Recommended to a patient with no treatment of their own yet; one with a treatment is recommended its specialty instead. */
export const treatmentsRecommendation = {
  title: "Treatments in Egypt",
  text: "Compare specialties and procedures, each with its price beside the same care at home.",
  to: "/treatments",
  cta: "Compare treatments",
} as const;

/** Recommended to every patient, after their own treatment. */
export const recommendations = [
  {
    title: "Concierge Services",
    text: "Airport pickup, accommodation, interpreters and sightseeing arranged for you and your companion.",
    to: "/concierge",
    cta: "See Concierge Services",
  },
] as const;
