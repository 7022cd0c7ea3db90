import type { TreatmentSpecialty } from "./schema";

export default {
  id: "cardiac-surgery",
  title: "Cardiac Surgery",
  description:
    "Heart surgery and interventional cardiology by internationally trained teams in JCI-accredited cardiac centres.",
  commonProcedures: ["Coronary Artery Bypass", "Heart Valve Replacement", "Angioplasty and Stenting"],
  overview:
    "Egypt's leading cardiac centres in Cairo perform thousands of open-heart and catheter procedures every year. Our cardiac surgeons trained in the United Kingdom, Germany and the United States, and every patient is cared for by a team of a surgeon, a cardiologist, an anaesthetist and a dedicated intensive-care unit. Before you travel, a cardiologist reviews your angiography, echocardiogram and reports and confirms the plan and the price in writing.",
  idealCandidates: [
    "Patients with coronary artery disease for whom bypass surgery or stenting is recommended",
    "Patients with a narrowed or leaking heart valve (aortic or mitral)",
    "Patients whose condition is stable enough for a flight of up to eight hours",
    "Patients facing long waiting lists or high costs at home",
  ],
  quickFacts: [
    { label: "Hospital stay", value: "5-10 days" },
    { label: "Time in Egypt", value: "14-21 days" },
    { label: "Back to light activity", value: "6-8 weeks" },
    { label: "Success rates", value: "96-97%" },
  ],
  procedures: [
    {
      name: "Coronary Artery Bypass (CABG)",
      description:
        "Healthy blood vessels taken from the chest, leg or arm are used to route blood around blocked coronary arteries, restoring blood flow to the heart muscle.",
      duration: "3-6 hours",
      recovery: "6-12 weeks",
      price: "$14,000 - $16,500",
      egyptPrice: 15250,
      internationalPrices: { us: 123000, uk: 38000, de: 32000, ca: 60000 },
      successRate: 97,
      hospitalNights: [5, 10],
      nightsInEgypt: [14, 21],
      candidateRequirements: [
        "Recent coronary angiography showing significant blockages",
        "Cardiologist's referral or report",
        "Kidney and lung function tests within the last three months",
        "No active infection at the time of surgery",
      ],
      recoveryStages: [
        { stage: "Intensive care (days 1-2)", description: "Continuous monitoring; breathing tube removed within hours; first steps with a physiotherapist." },
        { stage: "Ward (days 3-7)", description: "Walking the corridor, breathing exercises, wound checks and medication adjustments." },
        { stage: "Recovery stay (weeks 2\u20113)", description: "Rest near the hospital with nurse visits and a check-up before you are cleared to fly." },
        { stage: "At home (weeks 4-12)", description: "Gradual return to normal activity with cardiac rehabilitation and remote follow-up." },
      ],
    },
    {
      name: "Heart Valve Replacement",
      description:
        "A damaged aortic or mitral valve is replaced with a mechanical or biological valve, by open surgery or a minimally invasive approach.",
      duration: "2-5 hours",
      recovery: "6-8 weeks",
      price: "$17,000 - $20,000",
      egyptPrice: 18500,
      internationalPrices: { us: 170000, uk: 42000, de: 38000, ca: 75000 },
      successRate: 96,
      hospitalNights: [5, 10],
      nightsInEgypt: [14, 21],
      candidateRequirements: [
        "Echocardiogram confirming severe valve narrowing or leakage",
        "Dental check-up clearing any infection before surgery",
        "Blood tests and chest X-ray within the last three months",
      ],
      recoveryStages: [
        { stage: "Intensive care (days 1-2)", description: "Monitoring of heart rhythm and blood pressure; pain control and early breathing exercises." },
        { stage: "Ward (days 3-8)", description: "Mobilisation, start of blood thinners where needed, echocardiogram of the new valve." },
        { stage: "Recovery stay (weeks 2\u20113)", description: "Rest and supervised walks; blood-thinner levels checked before the flight home." },
        { stage: "At home (weeks 4-8)", description: "Return to daily activities; remote check-ins with your cardiologist." },
      ],
    },
  ],
} satisfies TreatmentSpecialty;
