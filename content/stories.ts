import type { HeadlineStat, Story } from "./schema";

/** The stories hero's figure the catalogue gives; the page puts the site's computed figures before it. */
export const storyStats: HeadlineStat[] = [
  { value: "{claim.savingsRange}", label: "Savings on Treatment Prices" },
];

/** The six static patient stories. */
export const stories: Story[] = [
  {
    name: "Michael Thompson",
    country: "United States",
    flag: "us",
    treatment: "Coronary Artery Bypass",
    date: "2025-03-18",
    rating: 5,
    story:
      "After my cardiologist in Ohio told me I needed a triple bypass, the quote from my hospital was more than my house was worth. NileCare connected me with a cardiac team in Cairo that had trained in London and Boston. They reviewed my angiogram before I booked a flight, and a coordinator met me at the airport. Eight days after surgery I was walking along the Nile with my wife.",
    quote: "I came for a price I could afford and found care I would recommend to my own family.",
    savings: "$97,500",
  },
  {
    name: "Emma Schneider",
    country: "Germany",
    flag: "de",
    treatment: "Full-Arch Dental Implants",
    date: "2025-01-27",
    rating: 5,
    story:
      "I had put off replacing my failing bridges for years because of the cost. In Cairo the clinic planned everything from a 3D scan, placed the implants in one visit and fitted temporary teeth the same week. I returned four months later for the final crowns, and both trips together still cost less than a third of the quotes I had at home.",
    quote: "For the first time in ten years I smile in photos without thinking about it.",
    savings: "$18,400",
  },
  {
    name: "Oliver Bennett",
    country: "United Kingdom",
    flag: "gb",
    treatment: "LASIK Eye Surgery",
    date: "2024-11-12",
    rating: 5,
    story:
      "I had worn glasses since I was nine. The eye centre measured my corneas on the first day, operated on the second, and by the third morning I could read the departure board at the airport without squinting. My coordinator even booked a quiet hotel room with blackout curtains for the first night.",
    quote: "The whole procedure took fifteen minutes. The freedom has lasted every day since.",
    savings: "$3,650",
  },
  {
    name: "Sophie Tremblay",
    country: "Canada",
    flag: "ca",
    treatment: "Rhinoplasty",
    date: "2024-09-05",
    rating: 5,
    story:
      "I wanted a surgeon who would listen rather than sell. During my video consultation my surgeon talked me out of one change and explained exactly why. The recovery hotel had nurses on call, and the team checked on me every day until the splint came off.",
    quote: "Natural, honest results and a team that treated me like a person, not a booking.",
    savings: "$8,900",
  },
  {
    name: "Liam O'Connor",
    country: "Australia",
    flag: "au",
    treatment: "Total Hip Replacement",
    date: "2024-07-22",
    rating: 5,
    story:
      "The waiting list at home was fourteen months and I could barely walk to the letterbox. Three weeks after my first call I was in surgery in Cairo. Physiotherapy started the next day, and the concierge team arranged a ground-floor apartment and a driver for every appointment.",
    quote: "I flew home on my own two feet, without the pain I had lived with for years.",
    savings: "$31,200",
  },
  {
    name: "Fatima Al-Sayed",
    country: "United Arab Emirates",
    flag: "ae",
    treatment: "Laparoscopic Gallbladder Removal",
    date: "2024-05-30",
    rating: 5,
    story:
      "My surgery was keyhole, so I expected a quick stay, but I did not expect it to be so calm. My sister travelled with me and the family support team helped her find everything she needed while I rested. Two days after the operation we were having dinner by the river.",
    quote: "Close to home, in my own language, with surgeons I trusted from the first meeting.",
    savings: "$9,800",
  },
];
