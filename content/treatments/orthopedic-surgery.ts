import type { TreatmentSpecialty } from "./schema";

export default {
  id: "orthopedic-surgery",
  title: "Orthopedic Surgery",
  description: "Joint replacement, arthroscopy and spine surgery with rehabilitation by experienced physiotherapists.",
  commonProcedures: ["Hip Replacement", "Knee Replacement", "Arthroscopic Surgery"],
  overview:
    "Our orthopedic partners use implants from the same international manufacturers as hospitals in Europe and North America, with computer-assisted planning for joint replacements. Physiotherapy starts the day after surgery and continues daily during your stay, so you walk onto the plane home with a clear exercise plan.",
  idealCandidates: [
    "Patients with hip or knee arthritis whose pain limits daily life despite medication",
    "Patients with sports injuries of the knee or shoulder",
    "Patients facing long waiting lists for joint replacement",
    "Patients able to stay in Egypt for two to three weeks of rehabilitation",
  ],
  quickFacts: [
    { label: "Hospital stay", value: "3-5 days" },
    { label: "Time in Egypt", value: "14-21 days" },
    { label: "Walking with support", value: "From day 1" },
    { label: "Success rate", value: "95%" },
  ],
  procedures: [
    {
      name: "Hip Replacement",
      description:
        "The damaged hip joint is replaced with an artificial ball and socket, relieving pain and restoring movement. Price includes the implant and in-hospital physiotherapy.",
      duration: "1-2 hours",
      recovery: "6-12 weeks",
      price: "$9,000 - $11,000",
      egyptPrice: 10000,
      internationalPrices: { us: 45000, uk: 16000, de: 16000, ca: 32000 },
      successRate: 95,
      hospitalNights: [3, 5],
      nightsInEgypt: [14, 21],
      candidateRequirements: [
        "X-rays or MRI showing advanced joint damage",
        "Good heart and lung function for anaesthesia",
        "Body mass index under 40",
        "No active infection anywhere in the body",
      ],
      recoveryStages: [
        { stage: "Days 1-4", description: "Standing and walking with a frame from day one; daily physiotherapy in hospital." },
        { stage: "Weeks 1-2", description: "Walking with crutches; physiotherapy at the hotel or clinic; stitches removed." },
        { stage: "Weeks 3-6", description: "Back home with an exercise plan; driving usually allowed after six weeks." },
        { stage: "Months 3-12", description: "Full return to normal activities; remote follow-up with your surgeon." },
      ],
    },
  ],
} satisfies TreatmentSpecialty;
