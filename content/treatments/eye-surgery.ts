import type { TreatmentSpecialty } from "./schema";

export default {
  id: "eye-surgery",
  title: "Eye Surgery",
  description: "Laser vision correction, cataract and retina surgery in modern eye centres with the latest laser platforms.",
  commonProcedures: ["LASIK Laser Eye Surgery", "Cataract Surgery", "Retina Surgery"],
  overview:
    "Cairo's specialised eye hospitals use the same femtosecond and excimer lasers found in the best clinics of Europe and North America. Most eye procedures take less than an hour, so many of our patients combine treatment with a short holiday: you can usually fly home three to five days after surgery once your surgeon has checked your eyes.",
  idealCandidates: [
    "Adults over 18 whose glasses or contact lens prescription has been stable for at least a year",
    "Patients with cataracts that blur vision or make night driving difficult",
    "Patients with retinal conditions referred by their ophthalmologist",
    "Patients in good general health without uncontrolled diabetes",
  ],
  quickFacts: [
    { label: "Procedure time", value: "15-60 minutes" },
    { label: "Time in Egypt", value: "3-5 days" },
    { label: "Back to work", value: "1-3 days" },
    { label: "Success rate", value: "98%" },
  ],
  procedures: [
    {
      name: "LASIK Laser Eye Surgery",
      description:
        "A thin corneal flap is created with a femtosecond laser and the cornea is reshaped with an excimer laser to correct short-sightedness, long-sightedness or astigmatism. Price for both eyes.",
      duration: "15-30 minutes",
      recovery: "1-3 days",
      price: "$1,700 - $2,000",
      egyptPrice: 1850,
      internationalPrices: { us: 5200, uk: 4000, de: 3800, ca: 6000 },
      successRate: 98,
      hospitalNights: [0, 0],
      nightsInEgypt: [3, 5],
      candidateRequirements: [
        "Age 18 or over with a stable prescription for at least 12 months",
        "Sufficient corneal thickness, measured at the pre-operative exam",
        "No contact lenses for 1-2 weeks before the exam",
        "No active eye disease such as keratoconus or severe dry eye",
      ],
      recoveryStages: [
        { stage: "Day of surgery", description: "Rest with protective shields; vision is hazy for a few hours." },
        { stage: "Day 1", description: "Check-up with your surgeon; most patients already see well enough to walk around the city." },
        { stage: "Days 2-5", description: "Eye drops on schedule, no swimming or rubbing your eyes; final check before flying home." },
        { stage: "Weeks 1-4", description: "Vision stabilises; remote follow-up at one month." },
      ],
    },
  ],
} satisfies TreatmentSpecialty;
