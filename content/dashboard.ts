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

export const recommendations = [
  {
    title: "Cardiac Surgery",
    text: `Bypass, valve and stent procedures with internationally trained cardiac teams, from {catalogue.from}.`,
    to: "/treatments/cardiac-surgery",
    /** The specialty whose "From" the text states; left out while the catalogue does not offer it. */
    specialty: "cardiac-surgery",
    cta: "Explore Cardiac Surgery",
  },
  {
    title: "Concierge Services",
    text: "Airport pickup, accommodation, interpreters and sightseeing arranged for you and your companion.",
    to: "/concierge",
    cta: "See Concierge Services",
  },
] as const;
