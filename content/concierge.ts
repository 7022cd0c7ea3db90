import type { Concierge } from "./schema";

/** Concierge services, packages and support hours. */
export const concierge: Concierge = {
  highlights: [
    { value: "24/7", label: "Emergency Line" },
  ],
  services: [
    {
      id: "transport",
      title: "Airport & Transportation",
      description: "Door-to-door travel from the moment you land.",
      items: [
        "Meet and greet in the arrivals hall",
        "Private airport transfers",
        "Daily rides to appointments",
        "Wheelchair-accessible vehicles",
      ],
    },
    {
      id: "accommodation",
      title: "Accommodation",
      description: "A comfortable place to stay close to your hospital.",
      items: [
        "Hotels and apartments near your hospital",
        "Accessible rooms on request",
        "Rooms for companions",
        "Flexible extensions during recovery",
      ],
    },
    {
      id: "translation",
      title: "Translation & Interpretation",
      description: "Understand every conversation about your care.",
      items: [
        "Medical interpreters at your consultations",
        "Translation of medical reports",
        "Help with forms and consent documents",
      ],
    },
    {
      id: "medical",
      title: "Medical Coordination",
      description: "One coordinator who keeps your treatment on track.",
      items: [
        "Appointment scheduling",
        "Transfer of medical records",
        "Prescriptions and pharmacy runs",
        "Follow-up calls with your surgeon",
      ],
    },
    {
      id: "leisure",
      title: "Tourism & Leisure",
      description: "Recovery-friendly ways to enjoy Egypt.",
      items: ["Gentle guided tours of Cairo and Giza", "Nile dinner cruises", "Restaurant and spa reservations"],
    },
    {
      id: "family",
      title: "Family Support",
      description: "Help for the people who travel with you.",
      items: [
        "A family contact from 9 AM to 8 PM",
        "Activities and outings for companions",
        "Updates for relatives at home",
      ],
    },
  ],
  packages: [
    {
      id: "essential",
      name: "Essential",
      pricePerWeek: 200,
      description: "The basics for an independent traveller.",
      recommended: false,
      features: [
        "Airport meet and greet with private transfers",
        "Accommodation booking assistance",
        "Local SIM card on arrival",
        "24/7 emergency hotline",
      ],
    },
    {
      id: "complete",
      name: "Complete",
      pricePerWeek: 350,
      description: "Everything most patients need, taken care of.",
      recommended: true,
      features: [
        "Everything in Essential",
        "Personal assistant from 9 AM to 6 PM",
        "Daily transport to all appointments",
        "Medical interpreter at every consultation",
        "Pharmacy and prescription help",
      ],
    },
    {
      id: "vip",
      name: "VIP Premium",
      pricePerWeek: 500,
      description: "Full comfort for you and your family.",
      recommended: false,
      features: [
        "Everything in Complete",
        "Private driver on call",
        "Family support from 9 AM to 8 PM",
        "Premium accommodation upgrades",
        "Private guided tours during recovery",
      ],
    },
  ],
  supportHours: [
    { service: "Personal assistant", hours: "9 AM - 6 PM" },
    { service: "Family support", hours: "9 AM - 8 PM" },
    { service: "Emergency hotline", hours: "24/7" },
  ],
};
