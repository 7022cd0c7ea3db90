import { egpRateText } from "./rates";
import type { TravelInfo } from "./schema";

/** The four tabs of /travel-info, in order; visa is the default. */
export const travelTabs = [
  { id: "visa", label: "Visa & Entry" },
  { id: "accommodation", label: "Accommodation" },
  { id: "egypt-info", label: "About Egypt" },
  { id: "practical", label: "Practical Info" },
] as const;

export type TravelTabId = (typeof travelTabs)[number]["id"];

/** Figures of the travel information page: visa and transport (the nightly prices are the shown hotels', app/hotels/). */
export const travelInfo: TravelInfo = {
  /** The day the visa rules, fees and figures were last checked against the official sources. */
  reviewed: "2026-11-20",
  visa: {
    cards: [
      {
        title: "E-Visa",
        description: "Apply online before you travel and skip the visa queue at the airport.",
        facts: [
          { label: "Processing", detail: "7 business days" },
          { label: "Validity", detail: "30 days single entry" },
          { label: "Cost", detail: "$25 USD" },
          { label: "Medical stays", detail: "Extension possible for medical treatment" },
        ],
      },
      {
        title: "Visa on Arrival",
        description: "Buy your visa at the airport bank counter before passport control.",
        facts: [
          { label: "Processing", detail: "Instant at the airport" },
          { label: "Validity", detail: "30 days single entry" },
          { label: "Cost", detail: "$25 USD cash only" },
          { label: "Requirements", detail: "Passport and return ticket required" },
        ],
      },
    ],
    countries: [
      { region: "European Union", visa: "E-visa or visa on arrival", stay: "30 days", cost: "$25 USD" },
      { region: "United States", visa: "E-visa or visa on arrival", stay: "30 days", cost: "$25 USD" },
      { region: "Canada", visa: "E-visa or visa on arrival", stay: "30 days", cost: "$25 USD" },
      { region: "Australia", visa: "E-visa or visa on arrival", stay: "30 days", cost: "$25 USD" },
      { region: "GCC Countries", visa: "Visa free", stay: "90 days", cost: "Free" },
    ],
    notes: [
      "Your passport must be valid for at least 6 months after your arrival date.",
      "Medical visa extensions are available for patients whose treatment or recovery needs a longer stay; we help with the paperwork.",
      "Travel insurance is recommended but not mandatory.",
      "Entry rules change from time to time; we confirm the requirements for your passport before you book your flight.",
    ],
  },
  accommodation: {
    bookingService: {
      title: "Accommodation Booking Service",
      description:
        "Tell us your treatment, dates and budget, and we book a place close to your hospital at our negotiated rates.",
      features: [
        "Options within a short drive of your hospital",
        "Accessible rooms and ground-floor access on request",
        "Rooms for companions and family members",
        "Flexible extensions if your recovery takes longer",
      ],
    },
    lodgingTypes: [
      {
        name: "Luxury Medical Hotels",
        locations: ["New Cairo", "Heliopolis", "Zamalek"],
        description:
          "Five-star comfort with on-call nurses, medical-grade hygiene and room service menus for recovery.",
      },
      {
        name: "Business Hotels",
        locations: ["Downtown Cairo", "Nasr City", "Dokki"],
        description: "Comfortable, well-located hotels with reliable Wi-Fi, a good choice for shorter treatments.",
      },
      {
        name: "Serviced Apartments",
        locations: ["Maadi", "Zamalek", "Sheikh Zayed"],
        description: "Space, a kitchen and privacy for longer stays or for patients travelling with family.",
      },
      {
        name: "Recovery Centers",
        locations: ["New Cairo", "6th of October City"],
        description: "Nursing care, physiotherapy and adapted rooms for patients who need support after major surgery.",
      },
    ],
  },
  egypt: {
    seasons: [
      {
        season: "Winter",
        months: "December to February",
        temperature: "10-20°C",
        advice: "Mild days and cool evenings; bring a light jacket.",
      },
      {
        season: "Spring",
        months: "March to May",
        temperature: "20-32°C",
        advice: "Warm and pleasant; occasional dusty khamsin winds.",
      },
      {
        season: "Summer",
        months: "June to August",
        temperature: "30-40°C",
        advice: "Hot and dry; plan outings for the morning and evening.",
      },
      {
        season: "Autumn",
        months: "September to November",
        temperature: "22-33°C",
        advice: "Warm days easing into mild evenings; a popular time to travel.",
      },
    ],
    culture: [
      "Arabic is the official language; English is widely spoken in hospitals, hotels and shops.",
      "Friday is the weekly day of rest; many offices close, while hospitals and pharmacies stay open.",
      "Modest clothing covering shoulders and knees is appreciated, especially at religious sites.",
      "During Ramadan, avoid eating or drinking in public during the day; restaurants in hotels stay open.",
      "Tipping (baksheesh) is customary: around 10% in restaurants and small tips for porters and drivers.",
    ],
    currency: {
      name: "Egyptian pound",
      code: "EGP",
      rate: egpRateText,
      points: [
        "Credit and debit cards are accepted in hospitals, hotels, malls and most restaurants.",
        "ATMs are widely available in cities and at the airport.",
        "Carry some cash in small notes for taxis, tips and markets.",
      ],
    },
  },
  practical: {
    transport: [
      {
        mode: "Airport transfer",
        cost: "$20-30",
        note: "Private car from Cairo International Airport; included in every concierge package.",
      },
      {
        mode: "Taxi and ride-hailing",
        cost: "$5-15 per trip",
        note: "Ride-hailing apps show the price before you book.",
      },
      {
        mode: "Cairo Metro",
        cost: "$0.50",
        note: "Fast and cheap across the city; avoid rush hours while recovering.",
      },
      { mode: "Private driver", cost: "$40-60 per day", note: "A driver on call for appointments and sightseeing." },
    ],
    connectivity: [
      "Buy a local SIM or eSIM at the airport (Vodafone, Orange, Etisalat by e& and WE); bring your passport.",
      "Free Wi-Fi is available in hotels, hospitals and most cafés.",
      "Mobile data is inexpensive: a month of generous data costs a few dollars.",
    ],
    emergencyNumbers: [
      { service: "Police", number: "122" },
      { service: "Ambulance", number: "123" },
      { service: "Tourist Police", number: "126" },
    ],
    timeZone: {
      zone: "GMT+2",
      note: "Egypt observes summer time from late April to late October (GMT+3).",
    },
  },
};
