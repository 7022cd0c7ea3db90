import type { TreatmentSpecialty } from "./schema";

export default {
  id: "dental-care",
  title: "Dental Care",
  description: "Implants, veneers, crowns and full-mouth restorations in modern dental clinics at a fraction of the cost.",
  commonProcedures: ["Dental Implants", "Porcelain Veneers", "Crowns and Bridges"],
  overview:
    "Our partner dental clinics in Cairo and Giza combine digital scanning, in-house laboratories and European-brand implants, so crowns and veneers are made in days rather than weeks. Larger treatments are planned in two short visits: implants are placed on the first trip and the final teeth are fitted on the second, three to six months later.",
  idealCandidates: [
    "Patients missing one or more teeth who want a fixed replacement",
    "Patients who want to improve the colour, shape or alignment of their teeth",
    "Patients with worn or broken teeth needing crowns or bridges",
    "Patients with enough jawbone for implants, or willing to have a bone graft",
  ],
  quickFacts: [
    { label: "Visits", value: "1-2 trips" },
    { label: "Time in Egypt", value: "5-10 days per trip" },
    { label: "Implant warranty", value: "10 years" },
    { label: "Success rate", value: "98%" },
  ],
  procedures: [
    {
      name: "Dental Implants",
      description:
        "A titanium implant is placed in the jawbone to replace the root of a missing tooth and is later topped with a porcelain or zirconia crown. Price per implant with crown.",
      duration: "1-2 hours per implant",
      recovery: "3-6 months of healing before the final crown",
      price: "$1,000 - $1,300",
      egyptPrice: 1150,
      internationalPrices: { us: 4500, uk: 2800, de: 2700, ca: 5000 },
      successRate: 98,
      hospitalNights: [0, 0],
      nightsInEgypt: [5, 10],
      candidateRequirements: [
        "Healthy gums, or gum disease treated before the implant",
        "Enough jawbone to hold the implant, checked on a 3D scan",
        "Non-smoker, or willing to stop for the healing period",
        "Controlled diabetes if diabetic",
      ],
      recoveryStages: [
        { stage: "Days 1-3", description: "Mild swelling and soreness; soft food and cold compresses." },
        { stage: "Week 1", description: "Stitches checked; a temporary tooth is fitted where needed before you fly home." },
        { stage: "Months 1-6", description: "The implant fuses with the bone; remote check-ins with your dentist." },
        { stage: "Second visit", description: "The final crown is fitted and your bite adjusted, usually in 5-7 days." },
      ],
    },
  ],
} satisfies TreatmentSpecialty;
