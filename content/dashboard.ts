/**
 * The patient portal's static content: recent activity is a sample; upcoming
 * appointments are the patient's real bookings (app/booking).
 */
export const quickActions = [
  {
    label: "Schedule Consultation",
    to: "/book",
    text: "Talk to a coordinator about your treatment.",
  },
  { label: "Get Free Quote", to: "/contact", text: "An all-inclusive price within 2 hours." },
  { label: "Find Doctors", to: "/doctors", text: "Profiles of our featured specialists, by treatment and language." },
  { label: "View Treatments", to: "/treatments", text: "Compare specialties, durations and prices." },
  { label: "Your Account", to: "/account", text: "Your details, password, sessions, consents and data." },
] as const;

export const recentActivity = [
  { title: "Account created", detail: "Welcome to your NileCare patient portal.", when: "Today" },
  { title: "Treatment guide viewed", detail: "Cardiology: what to expect before and after surgery.", when: "Sample" },
  { title: "Consultation request received", detail: "A coordinator will contact you within 2 hours.", when: "Sample" },
] as const;

export const recommendations = [
  {
    title: "Cardiac Surgery",
    text: "Bypass, valve and stent procedures with internationally trained cardiac teams, from $8,500.",
    to: "/treatments/cardiac-surgery",
    cta: "Explore Cardiac Surgery",
  },
  {
    title: "Concierge Services",
    text: "Airport pickup, accommodation, interpreters and sightseeing arranged for you and your companion.",
    to: "/concierge",
    cta: "See Concierge Services",
  },
] as const;
