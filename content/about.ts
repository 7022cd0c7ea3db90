export const aboutStory = [
  "NileCare was founded in Cairo by a surgeon and a hospital administrator who kept meeting patients from abroad who had found excellent doctors in Egypt but struggled with everything around the treatment: visas, hotels, transfers, translation and follow-up.",
  "Today our coordinators work with {figure.facilities} and the {claim.specialists} specialists of our directory. Every patient has one coordinator from the first consultation to the last follow-up call.",
] as const;

export const coreValues = [
  { title: "Safety First", text: "We work only with accredited hospitals and board-certified specialists, and we check every treatment plan before you travel." },
  { title: "Patient-Centered Care", text: "Your goals, budget and comfort shape the plan. We explain every option in plain language and in your language." },
  { title: "24/7 Emergency Line", text: "While you are in Egypt, our emergency line is answered day and night; your coordinator answers everything else during office hours." },
] as const;
