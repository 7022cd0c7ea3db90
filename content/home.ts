export const journeySteps = [
  { title: "Free Consultation", text: "Tell us about your condition and goals; a coordinator answers within 2 hours." },
  { title: "Schedule Treatment", text: "We match you with a specialist and book your procedure, usually within 2\u20113\u00a0weeks." },
  { title: "Travel Arrangements", text: "Visa help, flights guidance, airport pickup and accommodation near the hospital." },
  { title: "Medical Treatment", text: "Your procedure in an accredited hospital with a coordinator by your side." },
  { title: "Recovery Support", text: "Comfortable recovery with nursing visits, translation and an emergency line answered 24/7." },
  { title: "Follow-up Care", text: "Remote check-ins with your doctor after you return home." },
] as const;

export const reasons = [
  { title: `Save up to {claim.savingsUpTo}`, text: `Prices starting from {claim.startingPrice} for procedures that cost several times more at home.` },
  { title: "Accredited hospitals", text: "Working with {figure.facilities}. {claim.specialists} internationally trained specialists in our directory." },
  { title: "Care in your language", text: "{figure.languagesSpoken}" },
  { title: "One team with you", text: "One team from your first question to your follow-up care." },
] as const;
