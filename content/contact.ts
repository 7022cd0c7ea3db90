import { treatmentCategories } from "~/domain/treatment-categories";
import { formOptions } from "./treatments/list";

export const contactHero = {
  title: "Contact Us",
  lead: "Questions about treatment in Egypt, costs or travel? Send us a message and a patient coordinator will get back to you within 2 hours.",
} as const;

/** Options of the form's optional "Treatment of Interest" field, from the one list; the id is what ?treatment= preselects. */
export const contactTreatments = /* @__PURE__ */ formOptions([...treatmentCategories, "other"], "contact", "en");

export type ContactInfoCard = {
  icon: "phone" | "mail" | "office" | "chat";
  title: string;
  lines: string[];
  action?: { label: string; href: string; external?: boolean };
};

/**
 * The contact cards' words. `{operator.<fact>}` tokens are the operator's configured details (phone, e-mail,
 * address, hours), filled in by the page's loader (app/domain/operator.ts, fillOperator).
 */
export const contactInfoCards: ContactInfoCard[] = [
  {
    icon: "phone",
    title: "Phone Support",
    lines: ["{operator.phone}", "{operator.officeHours}"],
    action: { label: "Call Us", href: "{operator.phoneHref}" },
  },
  {
    icon: "mail",
    title: "Email",
    lines: ["{operator.email}", "We reply within 2 hours during office hours"],
    action: { label: "Send an Email", href: "{operator.emailHref}" },
  },
  {
    icon: "office",
    title: "Office",
    lines: ["{operator.address}", "In Cairo's medical district", "{operator.officeHours}"],
  },
  {
    icon: "chat",
    title: "Live Chat",
    lines: ["Chat with a coordinator on WhatsApp", "Answered during office hours"],
    action: { label: "Start a Chat", href: "{operator.whatsappHref}", external: true },
  },
];

export const emergencySupport = {
  title: "24/7 Emergency Line",
  text: "Already in Egypt for treatment and need help now? Our emergency line is answered around the clock, every day of the year. For everything else, call the office during its hours.",
  action: { label: "Call {operator.emergencyPhone}", href: "{operator.emergencyPhoneHref}" },
} as const;

export type FaqTeaserTopic = {
  title: string;
  /** The tab anchor on /faq. */
  anchor: "visa-travel" | "costs-payment" | "stay-transport" | "recovery-support";
  questions: { question: string; answer: string }[];
};

export const faqTeaser: FaqTeaserTopic[] = [
  {
    title: "Visa & Travel",
    anchor: "visa-travel",
    questions: [
      {
        question: "Do I need a visa to travel to Egypt for treatment?",
        answer:
          "Most visitors need a 30-day tourist visa, which costs $25 USD. You can apply online for an e-visa or buy a visa on arrival at the airport, and our team helps with the paperwork.",
      },
      {
        question: "Can I extend my stay if my recovery takes longer?",
        answer:
          "Yes. A tourist visa can be extended for medical treatment. Your hospital issues a medical report and we help you submit the extension request in time.",
      },
    ],
  },
  {
    title: "Costs & Payment",
    anchor: "costs-payment",
    questions: [
      {
        question: "How much can I save by having treatment in Egypt?",
        answer:
          `Treatment prices are {claim.savingsRange} lower than private treatment at home; your written quote adds accommodation and transfers.`,
      },
      {
        question: "Will I know the full price before I travel?",
        answer:
          "Yes. After a specialist reviews your medical reports you receive a written quote that lists the treatment, hospital stay, accommodation and transfers.",
      },
    ],
  },
  {
    title: "Accommodation & Transport",
    anchor: "stay-transport",
    questions: [
      {
        question: "Do you arrange accommodation?",
        answer:
          "Yes. We book hotels, medical hotels or serviced apartments close to your hospital, chosen for comfort during recovery.",
      },
      {
        question: "Will someone meet me at the airport?",
        answer:
          "Yes. A coordinator meets you at Cairo airport and a private car takes you to your accommodation and to every hospital appointment.",
      },
    ],
  },
  {
    title: "Recovery & Support",
    anchor: "recovery-support",
    questions: [
      {
        question: "What support do I get while I recover?",
        answer:
          "A coordinator stays in touch every day, nurses can visit you at your accommodation, and the emergency line is answered 24/7.",
      },
      {
        question: "What happens after I return home?",
        answer:
          "Your doctor follows up remotely and we send your medical reports in English, so your doctor at home can continue your care.",
      },
    ],
  },
];
