import type { TreatmentSpecialty } from "./schema";

export default {
  id: "general-surgery",
  title: "General Surgery",
  description: "Minimally invasive keyhole surgery for gallbladder, hernia and weight-loss procedures.",
  commonProcedures: ["Gallbladder Removal", "Hernia Repair", "Gastric Sleeve"],
  overview:
    "Most general surgery in our partner hospitals is done laparoscopically, through small incisions, which means less pain, smaller scars and a shorter stay. Surgeons perform hundreds of these operations every year, and a coordinator stays with you from admission to discharge.",
  idealCandidates: [
    "Patients with gallstones causing pain or inflammation",
    "Patients with an inguinal, umbilical or incisional hernia",
    "Adults with a BMI over 35 considering weight-loss surgery",
    "Patients fit for general anaesthesia",
  ],
  quickFacts: [
    { label: "Hospital stay", value: "1-3 days" },
    { label: "Time in Egypt", value: "7-10 days" },
    { label: "Back to desk work", value: "1-2 weeks" },
    { label: "Success rate", value: "97%" },
  ],
  procedures: [
    {
      name: "Gallbladder Removal (Laparoscopic Cholecystectomy)",
      description:
        "The gallbladder is removed through three or four small incisions using a camera and fine instruments, to treat painful gallstones and inflammation.",
      duration: "1-2 hours",
      recovery: "1-2 weeks",
      price: "$3,000 - $3,500",
      egyptPrice: 3250,
      internationalPrices: { us: 15000, uk: 8500, de: 8000, ca: 14000 },
      successRate: 97,
      hospitalNights: [1, 3],
      nightsInEgypt: [7, 10],
      candidateRequirements: [
        "Ultrasound confirming gallstones or gallbladder disease",
        "Blood tests including liver function within the last month",
        "No acute infection needing emergency treatment at home",
      ],
      recoveryStages: [
        { stage: "Day of surgery", description: "Walking within hours; light meals the same evening." },
        { stage: "Days 1-2", description: "Discharge from hospital with pain relief and wound care instructions." },
        { stage: "Days 3-7", description: "Rest at the hotel, wound check at the clinic and clearance to fly." },
        { stage: "Weeks 2-4", description: "Back to normal activities; no heavy lifting until week four." },
      ],
    },
  ],
} satisfies TreatmentSpecialty;
