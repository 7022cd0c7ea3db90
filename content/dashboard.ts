/**
 * The patient portal's static sample content: recent activity
 * and upcoming appointments are samples, not the patient's own records.
 */
export const quickActions = [
  {
    label: "Schedule Consultation",
    to: "/contact",
    text: "Talk to a coordinator about your treatment.",
  },
  { label: "Get Free Quote", to: "/contact", text: "An all-inclusive price within 2 hours." },
  { label: "Find Doctors", to: "/doctors", text: "Profiles of our featured specialists, by treatment and language." },
  { label: "View Treatments", to: "/treatments", text: "Compare specialties, durations and prices." },
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

type Appointment = { title: string; doctor: string; date: string; place: string };

export const upcomingAppointments: readonly Appointment[] = [
  {
    title: "Video consultation (sample)",
    doctor: "Cardiology coordinator",
    date: "Within 2-3 weeks of your request",
    place: "Online",
  },
  {
    title: "Pre-treatment check-up (sample)",
    doctor: "Partner hospital, Cairo",
    date: "On arrival day",
    place: "Cairo",
  },
];
