import type { FaqCategory } from "./schema";

/** The day the answers were last checked against the catalogue, the travel rules and the office's hours. */
export const faqReviewed = "2026-11-20";

/**
 * The FAQ: seven categories of four entries each, in tab order. The anchors
 * of visa, costs, accommodation and aftercare are the ones the contact page links to.
 */
export const faqCategories: FaqCategory[] = [
  {
    id: "general",
    title: "General",
    description: "How NileCare works and who we help",
    anchor: "general-questions",
    entries: [
      {
        question: "What is NileCare?",
        answer:
          "NileCare is a medical travel coordinator based in Cairo. We connect international patients with accredited hospitals and specialist doctors in Egypt, and arrange everything around the treatment: visa help, accommodation, airport transfers, interpreters and an emergency line answered 24/7.",
      },
      {
        question: "Why should I consider treatment in Egypt?",
        answer:
          `Egypt combines internationally trained specialists and modern hospitals with much lower costs. Treatment prices are {claim.savingsRange} lower than private treatment at home, with short waiting times and a pleasant place to recover.`,
      },
      {
        question: "Which countries do your patients come from?",
        answer:
          "We have welcomed patients from more than 50 countries, including the United States, the United Kingdom, Germany, Canada, Australia and the Gulf states. Our coordinators and interpreters speak many languages, so you can be cared for in yours.",
      },
      {
        question: "How do I get started?",
        answer:
          "Send us a message through the contact form or start your journey online. A coordinator replies within 2 hours, and a specialist reviews your medical reports before you make any decision. The first consultation is free.",
      },
    ],
  },
  {
    id: "visa",
    title: "Visa & Travel",
    description: "Entry requirements and getting to Egypt",
    anchor: "visa-travel",
    entries: [
      {
        question: "Do I need a visa to travel to Egypt for treatment?",
        answer:
          "Most visitors need a 30-day tourist visa, which costs $25 USD. You can apply online for an e-visa (allow 7 business days) or buy a visa on arrival at the airport. Citizens of the GCC countries can stay up to 90 days without a visa.",
      },
      {
        question: "Can I extend my visa if my recovery takes longer?",
        answer:
          "Yes. A tourist visa can be extended for medical treatment. Your hospital issues a medical report and our team helps you submit the extension request before your 30-day tourist visa ends.",
      },
      {
        question: "What documents should I bring?",
        answer:
          "Bring a passport valid for at least 6 months after your arrival, your return ticket, your medical records and recent test results, a list of your current medications and, if you have it, proof of travel insurance.",
      },
      {
        question: "Will someone meet me at the airport?",
        answer:
          "Yes. A NileCare representative meets you in the arrivals hall with a name sign and takes you by private car to your hotel or hospital. Airport transfers are included in every concierge package.",
      },
    ],
  },
  {
    id: "treatments",
    title: "Treatments",
    description: "Procedures, doctors and hospitals",
    anchor: "treatment-options",
    entries: [
      {
        question: "Which treatments can I have in Egypt?",
        answer:
          "Our partner hospitals offer cardiac surgery, eye surgery, dental care, cosmetic surgery, general surgery and orthopedic surgery. Each specialty page lists the procedures, recovery times and prices.",
      },
      {
        question: "How are your doctors and hospitals selected?",
        answer:
          "We work only with accredited hospitals and with consultants who have years of specialist experience, many of them trained in Europe or North America. We review their outcomes and patient feedback regularly.",
      },
      {
        question: "Can I speak with my doctor before I travel?",
        answer:
          "Yes. After reviewing your medical reports, your specialist can talk to you by video call to explain the recommended treatment, answer your questions and confirm that you are a good candidate.",
      },
      {
        question: "How soon can my treatment be scheduled?",
        answer:
          "Treatment is usually scheduled within 2-3 weeks of your first consultation, depending on the procedure, the tests you need and your travel plans.",
      },
    ],
  },
  {
    id: "costs",
    title: "Costs & Payment",
    description: "Prices, quotes and how to pay",
    anchor: "costs-payment",
    entries: [
      {
        question: "How much can I save compared with treatment at home?",
        answer:
          `Treatment prices are {claim.savingsRange} lower than private treatment in the United States, the United Kingdom, Germany or Canada; your quote adds flights and accommodation so you can compare the whole trip.`,
      },
      {
        question: "What is included in the price?",
        answer:
          "Your written quote lists exactly what is included: usually the procedure, surgeon and anaesthesia fees, the hospital stay and standard medication. Accommodation, transfers and concierge services are quoted separately so you can choose what you need.",
      },
      {
        question: "How do I pay?",
        answer:
          "You pay the hospital directly by bank transfer or card. A small deposit secures your date; the balance is due on admission. You receive itemised invoices for your records and your insurer.",
      },
      {
        question: "Are there any hidden costs?",
        answer:
          "No. If your doctor recommends anything beyond the agreed plan, it is explained and priced before it is done, and nothing is added without your consent.",
      },
    ],
  },
  {
    id: "accommodation",
    title: "Stay & Transport",
    description: "Where you stay and how you get around",
    anchor: "stay-transport",
    entries: [
      {
        question: "Where will I stay during my treatment?",
        answer:
          "We book accommodation close to your hospital: luxury medical hotels, business hotels, serviced apartments or recovery centres with nursing care, depending on your treatment and budget.",
      },
      {
        question: "How much does accommodation cost?",
        answer:
          "Nightly prices range from about $50-120 for a serviced apartment and $80-150 for a business hotel to $150-300 for a luxury medical hotel and $200-400 for a recovery centre.",
      },
      {
        question: "Can a family member stay with me?",
        answer:
          "Yes, and we recommend it for major surgery. We arrange a room for your companion, and our family support team helps them between 9 AM and 8 PM.",
      },
      {
        question: "How will I get to my appointments?",
        answer:
          "Depending on your package, a driver takes you to every appointment. Taxis and ride-hailing apps are also easy to use, and our team can book them for you.",
      },
    ],
  },
  {
    id: "aftercare",
    title: "Recovery & Support",
    description: "Recovery, follow-up and care at home",
    anchor: "recovery-support",
    entries: [
      {
        question: "How long should I stay in Egypt after my procedure?",
        answer:
          "It depends on the treatment: about 3 days for LASIK, a week for most dental and general surgery, and around two weeks for heart or joint surgery. Your surgeon confirms when you are fit to fly.",
      },
      {
        question: "What follow-up care do I receive after returning home?",
        answer:
          "You receive a discharge report in English for your doctor at home, and your surgeon follows up with you by video call. Our coordinators stay in touch until your recovery is complete.",
      },
      {
        question: "What if I have a complication after I fly home?",
        answer:
          "Call our 24/7 emergency line straight away. We put you in touch with your surgeon and, where needed, help arrange care with a doctor near you.",
      },
      {
        question: "Is support available during my recovery in Egypt?",
        answer:
          "Yes. Nurses and your coordinator check on you regularly, a personal assistant is available from 9 AM to 6 PM, and our emergency line answers 24/7.",
      },
    ],
  },
  {
    id: "emergency",
    title: "Emergency Support",
    description: "Help at any hour",
    anchor: "emergency-help",
    entries: [
      {
        question: "Is there someone I can call at any time?",
        answer:
          "Yes. Our emergency line is staffed 24/7, every day of the year, by coordinators who can reach your doctor and your hospital. The office answers everything else during its hours.",
      },
      {
        question: "What are the emergency numbers in Egypt?",
        answer:
          "Police 122, ambulance 123 and tourist police 126. For anything related to your treatment, call our 24/7 emergency line as well.",
      },
      {
        question: "What happens if I need emergency care during my stay?",
        answer:
          "Your coordinator arranges immediate transfer to your partner hospital's emergency department and stays with you to interpret and handle the paperwork.",
      },
      {
        question: "Can my family at home contact you in an emergency?",
        answer:
          "Yes. With your permission we keep your family informed, and they can call the office for an update, or the 24/7 emergency line if something is urgent.",
      },
    ],
  },
];
