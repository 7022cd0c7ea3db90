import type { BlogArticle } from "../schema";

/**
 * The six blog articles. Their bodies are the Markdown files next to
 * this one, rendered to HTML at build time (content/blog/bodies.ts).
 */
export const blogArticles: BlogArticle[] = [
  {
    id: 1,
    title: "The Complete Guide to Medical Tourism in Egypt",
    excerpt:
      "From your first consultation to your flight home: how treatment in Egypt works, what it costs and how to choose a hospital you can trust.",
    category: "Medical Tourism",
    author: { team: "editorial", reviewerId: "dr-mohamed-el-masry" },
    readMinutes: 8,
    date: "2025-04-14",
    reviewed: "2026-11-16",
    image: "/images/blog/medical-tourism-guide.svg",
    imageAlt: "Illustration of the pyramids of Giza beside a hospital cross",
    featured: true,
  },
  {
    id: 2,
    title: "LASIK in Egypt: What to Expect Before, During and After",
    excerpt:
      "Who is a good candidate, what happens on the day of surgery and how quickly you can fly home after laser eye surgery in Cairo.",
    category: "Eye Surgery",
    author: { doctorId: "dr-nadia-el-sherif" },
    readMinutes: 6,
    date: "2025-03-28",
    reviewed: "2026-11-09",
    image: "/images/blog/lasik-guide.svg",
    imageAlt: "Illustration of an eye with a laser beam",
    featured: false,
  },
  {
    id: 3,
    title: "Heart Surgery Abroad: How Egypt's Cardiac Centres Compare",
    excerpt:
      "Accreditation, surgeon training, outcomes and costs: the questions to ask before you travel for bypass or valve surgery.",
    category: "Cardiac Surgery",
    author: { doctorId: "dr-ahmed-hassan" },
    readMinutes: 7,
    date: "2025-03-10",
    reviewed: "2026-10-26",
    image: "/images/blog/cardiac-centres.svg",
    imageAlt: "Illustration of a heart with a pulse line",
    featured: false,
  },
  {
    id: 4,
    title: "Dental Implants in Egypt: Costs, Timeline and Aftercare",
    excerpt:
      "Why most implant treatments take two trips, how to plan them, and how to look after your new teeth once you are home.",
    category: "Dental Care",
    author: { doctorId: "dr-karim-adel" },
    readMinutes: 5,
    date: "2025-02-19",
    reviewed: "2026-11-02",
    image: "/images/blog/dental-implants.svg",
    imageAlt: "Illustration of a tooth with a sparkle",
    featured: false,
  },
  {
    id: 5,
    title: "Recovering Well: Rest, Food and Gentle Activity After Surgery",
    excerpt:
      "Simple habits that help your body heal while you recover in Egypt, from hydration in the heat to short walks by the Nile.",
    category: "Wellness",
    author: { team: "editorial", reviewerId: "dr-rania-khalil" },
    readMinutes: 4,
    date: "2025-02-03",
    reviewed: "2026-11-16",
    image: "/images/blog/recovery-wellness.svg",
    imageAlt: "Illustration of a leaf above calm water",
    featured: false,
  },
  {
    id: 6,
    title: "Does Insurance Cover Treatment Abroad? A Practical Guide",
    excerpt:
      "What health and travel insurance usually pay for, what they do not, and the documents that make a claim go smoothly.",
    category: "Insurance",
    author: { team: "editorial" },
    readMinutes: 6,
    date: "2025-01-16",
    reviewed: "2026-11-23",
    image: "/images/blog/insurance-guide.svg",
    imageAlt: "Illustration of a shield with a check mark",
    featured: false,
  },
];
