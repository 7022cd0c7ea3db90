import type { hotelTypes } from "~/domain/hotels";
import type { currencies } from "~/domain/quotes";
import { plannerChoices } from "./treatments/list";

/** Texts and choices of the trip planner (/plan). The ids match the stored enumerations (app/domain/hotels.ts, app/domain/quotes.ts). */

export const planHero = {
  title: "Plan Your Medical Trip to Egypt",
  lead: "Build your personalised treatment trip in five steps: treatment, dates, accommodation, budget and preferences. Our medical coordinators turn it into a complete plan.",
  primary: "Start Planning",
  secondary: "Learn About Our Process",
} as const;

export const planTabs = { planner: "Interactive Planner", overview: "Process Overview" } as const;

export const wizardSteps = [
  "Treatment Selection",
  "Travel Dates",
  "Accommodation",
  "Budget & Preferences",
  "Review & Submit",
] as const;

export const WIZARD_STEP_COUNT = wizardSteps.length;

/** The treatments the planner offers, in the spec's order (what its form may post). */
export const plannerTreatmentIds = [
  "cardiac-surgery",
  "cosmetic-surgery",
  "eye-surgery",
  "dental-care",
  "general-surgery",
  "neurosurgery",
  "orthopedic-surgery",
  "fertility",
] as const;

/**
 * The planner's treatments: the one list's ids, with the planner's labels, recovery days and popular flags. Marked
 * pure so that a browser bundle which imports this file for its constants, not for this, leaves the list out.
 */
export const tripTreatments = /* @__PURE__ */ plannerChoices(plannerTreatmentIds, "en");

type HotelTypeId = (typeof hotelTypes)[number];
export const hotelTypeOptions = [
  { id: "medical_hotel", name: "Medical Hotel", description: "Hotels with on-site nursing and medical support." },
  { id: "hotel", name: "Hotel", description: "From economy to luxury, each shown with its official stars, close to our partner hospitals." },
  {
    id: "apartment",
    name: "Serviced Apartment",
    description: "Space and a kitchen for longer recoveries with family.",
  },
  { id: "resort", name: "Resort", description: "A calm place to recover, with wellness facilities." },
] as const satisfies readonly { id: HotelTypeId; name: string; description: string }[];

export const specialRequirementOptions = [
  "Ground floor access",
  "Wheelchair accessibility",
  "Medical equipment storage",
  "Refrigerator for medications",
  "Quiet environment",
  "Air conditioning",
  "Private bathroom",
  "Balcony or terrace",
  "Room service",
  "Laundry facilities",
] as const;

export const culturalInterestOptions = [
  { id: "historical-sites", name: "Historical Sites" },
  { id: "museums", name: "Museums" },
  { id: "local-cuisine", name: "Local Cuisine" },
  { id: "wellness-spa", name: "Wellness & Spa" },
  { id: "shopping", name: "Shopping" },
  { id: "photography", name: "Photography" },
] as const;

export const currencyOptions = [
  { id: "USD", name: "USD - US Dollar" },
  { id: "EUR", name: "EUR - Euro" },
  { id: "GBP", name: "GBP - British Pound" },
  { id: "CAD", name: "CAD - Canadian Dollar" },
  { id: "AUD", name: "AUD - Australian Dollar" },
] as const satisfies readonly { id: (typeof currencies)[number]; name: string }[];

/** Companion choices 0 to 4 and "5+", which is stored as 5. */
export const companionOptions = [
  { value: 0, label: "0" },
  { value: 1, label: "1" },
  { value: 2, label: "2" },
  { value: 3, label: "3" },
  { value: 4, label: "4" },
  { value: 5, label: "5+" },
] as const;

export { budgetLimits } from "./trip-budget";

/**
 * The parts of the review's budget guide, in this order: the chosen treatment's figures (its cheapest listed
 * procedure with its typical nights, app/treatments/trip-cost.ts) fill them in.
 */
export const budgetGuide = [
  { part: "treatment", label: "Treatment and hospital stay" },
  { part: "accommodation", label: "Accommodation" },
  { part: "flights", label: "Return flight (economy)" },
  { part: "other", label: "Transfers and concierge" },
] as const;

export const MIN_DAYS_BEFORE_ARRIVAL = 14;
/** Departure is at least arrival plus the recovery timeline, or this many days when no treatment is chosen. */
export const DEFAULT_RECOVERY_DAYS = 7;
export const NOTE_MAX_LENGTH = 500;

export const wizardTexts = {
  treatmentIntro: "Choose the treatment you are planning. We use its typical recovery time to suggest your stay.",
  popular: "Popular",
  datesIntro: "When would you like to travel? Arrival is possible from 14 days from today.",
  arrival: "Arrival Date",
  departure: "Departure Date",
  flexible: "My dates are flexible (± 7 days)",
  flexibleHelp: "Flexible dates can save you up to 20% on accommodation.",
  accommodationIntro: "Pick the kind of place you would like to stay in and tell us what you need there.",
  hotelType: "Accommodation Type",
  options: "Available Options",
  loadingOptions: "Loading accommodation options...",
  noOptions: "No accommodation options are available for this type yet. Our coordinators will suggest alternatives.",
  showOptions: "Show Matching Options",
  specialRequirements: "Special Requirements",
  proximity: "Stay close to the hospital",
  budgetIntro: "Set your budget and tell us how you would like to travel.",
  budgetRange: "Budget Range",
  budgetMin: "Minimum budget",
  budgetMax: "Maximum budget",
  currency: "Currency",
  companions: "Number of Travel Companions",
  companionsHelp: "This count includes the patient.",
  services: "Additional Services",
  insurance: "I need travel insurance",
  visa: "I need visa assistance",
  transport: "Transportation Preferences",
  airportTransfer: "Airport transfer",
  dailyTransport: "Daily transport to the hospital",
  sightseeing: "Sightseeing tours",
  culturalInterests: "Cultural Interests",
  notes: "Additional Notes",
  notesHelp: `Anything else our coordinators should know (optional, up to ${NOTE_MAX_LENGTH} characters).`,
  reviewIntro: "Check your plan. You can go back to any step to change it before you submit.",
  budgetGuideTitle: "What this treatment typically costs (US dollars)",
  submit: "Submit My Trip Plan",
  submitting: "Submitting Plan...",
  next: "Next",
  nextOnLastStep: "Submit Plan",
  signInHint: "to submit your trip plan. Your plan is kept while you sign in.",
  signInLink: "Log in",
  notSet: "Not set",
} as const;

/** The confirmation page after a plan is submitted: what happens next, in order. */
export const afterSubmitSteps = [
  {
    title: "A coordinator reviews your plan",
    text: "Within 24 hours a medical coordinator checks your treatment, dates and budget and matches you with a specialist.",
  },
  {
    title: "You receive a personal quote",
    text: "We send an all-inclusive quote by e-mail, with the doctor, hospital, accommodation and transfers.",
  },
  {
    title: "We confirm your trip together",
    text: "Once you agree, we book your appointments, help with the visa and arrange your airport pickup.",
  },
] as const;

export const planToasts = {
  authRequired: { title: "Authentication Required", description: "Please log in to submit your trip plan" },
  failed: {
    title: "Submission Failed",
    description: "There was an error submitting your plan. Please try again.",
  },
  submitted: {
    title: "Trip Plan Submitted!",
    description: "Our medical coordinators will review your plan and contact you within 24 hours.",
  },
} as const;

export const journeyOverview = [
  {
    title: "Initial Consultation",
    text: "Share your medical history and goals in a free consultation. A coordinator replies within 24 hours.",
  },
  {
    title: "Medical Evaluation",
    text: "Our specialists review your records, confirm the treatment plan and give you a clear quote.",
  },
  {
    title: "Travel Planning",
    text: "We arrange your visa support, flights guidance, accommodation and transfers around your treatment dates.",
  },
  {
    title: "Arrival & Treatment",
    text: "We meet you at the airport and stay by your side from admission to discharge.",
  },
  {
    title: "Recovery & Follow-up",
    text: "Recover in comfort with nursing visits, then keep in touch with your doctor after you return home.",
  },
] as const;

export const conciergeServices = [
  {
    title: "Airport Transfers",
    text: "A private driver meets you at arrivals and takes you to your hotel or hospital, day or night.",
  },
  {
    title: "Accommodation",
    text: "Hand-picked medical hotels, hotels and serviced apartments close to your hospital.",
  },
  {
    title: "Transportation",
    text: "Daily rides to appointments and check-ups, with wheelchair-accessible vehicles on request.",
  },
  {
    title: "Translation",
    text: "Medical interpreters in your language for every consultation, procedure and follow-up.",
  },
] as const;

export const visaRequirements = {
  title: "Visa Requirements",
  intro: "Most of our patients can get a tourist visa on arrival at Cairo International Airport.",
  columns: ["Country", "Visa Type", "Duration", "Cost"],
  rows: [
    { country: "United States", type: "Visa on Arrival", duration: "30 days", cost: "$25 USD" },
    { country: "European Union", type: "Visa on Arrival", duration: "30 days", cost: "$25 USD" },
    { country: "Canada", type: "Visa on Arrival", duration: "30 days", cost: "$25 USD" },
    { country: "Australia", type: "Visa on Arrival", duration: "30 days", cost: "$25 USD" },
  ],
  support: "Get Visa Support",
} as const;

export const emergencySupport = {
  title: "24/7 Emergency Line",
  text: "Day or night, a medical coordinator answers our emergency hotline during your whole stay in Egypt.",
  hotline: "Emergency Hotline",
} as const;

export const planClosingCta = {
  title: "Ready to Plan Your Trip?",
  text: "Build your plan in a few minutes; our coordinators take it from there.",
  start: "Start Planning Today",
  guide: "Download Travel Guide",
  guideHref: "/travel-info/guide",
} as const;
