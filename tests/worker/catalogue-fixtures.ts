import { env } from "cloudflare:workers";
import { vi } from "vitest";

/**
 * Doctors for the catalogue tests, until the shared seed (app/db/seed.sql) lands.
 * Ratings are distinct so the directory order is predictable.
 */
export const fixtureDoctors = [
  { id: "amira-hassan", name: "Dr. Amira Hassan", specialization: "Cardiology", rating: 4.9, languages: ["Arabic", "English", "French", "German"], active: 1, categories: ["cardiac-surgery"] },
  { id: "omar-farouk", name: "Dr. Omar Farouk", specialization: "Cardiac Surgery", rating: 4.8, languages: ["Arabic", "English"], active: 1, categories: ["cardiac-surgery"] },
  { id: "layla-mansour", name: "Dr. Layla Mansour", specialization: "Ophthalmology", rating: 4.7, languages: ["English", "Spanish"], active: 1, categories: ["eye-surgery"] },
  { id: "karim-nabil", name: "Dr. Karim Nabil", specialization: "Orthopedic Surgery", rating: 4.6, languages: ["Arabic", "German"], active: 1, categories: ["orthopedic-surgery"] },
  { id: "sara-youssef", name: "Dr. Sara Youssef", specialization: "Dental Surgery", rating: 4.5, languages: ["English", "Italian"], active: 1, categories: ["dental-care"] },
  { id: "hidden-cardio", name: "Dr. Retired Cardiologist", specialization: "Cardiology", rating: 5.0, languages: ["Russian"], active: 0, categories: ["cardiac-surgery"] },
] as const;

export const activeFixtureCount = fixtureDoctors.filter((d) => d.active).length;

export async function insertFixtureDoctors() {
  const doctor = env.DB.prepare(
    `INSERT OR IGNORE INTO doctors (id, name, title, specialization, experience_years, patient_rating, total_reviews, bio, education, languages,
       successful_procedures, research_publications, achievements, certifications, is_active)
     VALUES (?, ?, 'Consultant', ?, 15, ?, 120, ?, '["MD, Cairo University"]', ?, 2500, 12, '["Best Surgeon Award 2022"]', '["Egyptian Board"]', ?)`,
  );
  const link = env.DB.prepare("INSERT OR IGNORE INTO doctor_treatments (doctor_id, treatment_category) VALUES (?, ?)");
  await env.DB.batch([
    ...fixtureDoctors.map((d) =>
      doctor.bind(d.id, d.name, d.specialization, d.rating, `Bio of ${d.name}.`, JSON.stringify(d.languages), d.active),
    ),
    ...fixtureDoctors.flatMap((d) => d.categories.map((c) => link.bind(d.id, c))),
  ]);
}

/** How many D1 statements `run` prepares: drizzle prepares one per query, batched or not. */
export async function countQueries(run: () => Promise<unknown>) {
  const spy = vi.spyOn(env.DB, "prepare");
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** The text of a page as a visitor reads it: tags become spaces, React's text separators vanish. */
export function textOf(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
