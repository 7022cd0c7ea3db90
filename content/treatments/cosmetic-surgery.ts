import type { TreatmentSpecialty } from "./schema";

export default {
  id: "cosmetic-surgery",
  title: "Cosmetic Surgery",
  description: "Rhinoplasty, body contouring and facial procedures by board-certified plastic surgeons.",
  commonProcedures: ["Rhinoplasty", "Liposuction", "Tummy Tuck"],
  overview:
    "Egypt's plastic surgeons are known across the Middle East for rhinoplasty and body contouring. Every patient has a video consultation with the surgeon before travelling, sees 3D simulations or before-and-after cases of similar procedures, and recovers in a hotel chosen for its privacy and closeness to the clinic.",
  idealCandidates: [
    "Adults in good physical and mental health with realistic expectations",
    "Non-smokers, or patients able to stop smoking for six weeks around surgery",
    "Patients at a stable weight for at least six months (body contouring)",
    "Patients who can stay in Egypt for 7-14 days for follow-up visits",
  ],
  quickFacts: [
    { label: "Hospital stay", value: "1-2 nights" },
    { label: "Time in Egypt", value: "7-14 days" },
    { label: "Final result", value: "6-12 months" },
    { label: "Success rate", value: "95%" },
  ],
  procedures: [
    {
      name: "Rhinoplasty",
      description:
        "Reshaping of the nose to improve its appearance, its proportion to the face or the breathing through it, by an open or closed technique.",
      duration: "2-3 hours",
      recovery: "1-2 weeks before social activities; final shape in 12 months",
      price: "$3,300 - $4,000",
      egyptPrice: 3650,
      internationalPrices: { us: 11000, uk: 7000, de: 7500, ca: 12000 },
      successRate: 95,
      hospitalNights: [1, 2],
      nightsInEgypt: [7, 14],
      candidateRequirements: [
        "Age 18 or over with a fully grown nose",
        "Good general health and no bleeding disorder",
        "No aspirin or blood thinners for two weeks before surgery",
        "Photographs and a video consultation with the surgeon before travelling",
      ],
      recoveryStages: [
        { stage: "Days 1-2", description: "One night in hospital; splint and light packing; head raised while resting." },
        { stage: "Days 7-10", description: "Splint and stitches removed at the clinic; most bruising has faded." },
        { stage: "Weeks 2-6", description: "Back to work and normal life; no contact sports or glasses resting on the nose." },
        { stage: "Months 3-12", description: "Remaining swelling settles and the final shape appears; remote follow-up." },
      ],
    },
  ],
} satisfies TreatmentSpecialty;
