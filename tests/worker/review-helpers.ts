import { env } from "cloudflare:workers";
import { sessionCookie } from "./auth-helpers";
import { postForm, randomIp } from "./helpers";
import { patientWithPlan } from "./staff-helpers";

/** The directory doctor the test patients' journeys name, and a review as a patient fills in the form. */
export const DOCTOR = { id: "dr-review-test", name: "Dr. Review Test" };
export const review = { doctorStars: "2", serviceStars: "4", text: "The surgery went well but the hotel transfer was late twice.", shownName: "Omar", shownCountry: "Jordan" };

async function ensureDoctor() {
  await env.DB.prepare(
    `INSERT INTO doctors (id, name, title, specialization, experience_years, patient_rating, total_reviews, education, languages, achievements, certifications, is_active)
     VALUES (?, ?, 'Consultant', 'Cardiology', 15, 4.9, 0, '[]', '["English"]', '[]', '[]', 1) ON CONFLICT DO NOTHING`,
  )
    .bind(DOCTOR.id, DOCTOR.name)
    .run();
}

/**
 * A patient whose case is at `stage` with the journey naming the test doctor (or, with `doctor` null, none), treated
 * in March 2027, and (unless `sentDay` is null) a check-in of that day already sent.
 */
export async function treatedPatient({ stage = "follow_up_care", sentDay = 30 as number | null, doctor = DOCTOR.name as string | null } = {}) {
  if (doctor) await ensureDoctor();
  const patient = await patientWithPlan();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO case_journeys (case_id, stage, doctor, treatment_end, discharge_date, updated_at) VALUES (?, ?, ?, '2027-03-12', '2027-03-14', 0)",
    ).bind(patient.caseId, stage, doctor),
    ...(sentDay === null
      ? []
      : [env.DB.prepare("INSERT INTO follow_up_checkins (id, case_id, day_offset, due_at, sent_at) VALUES (?, ?, ?, 0, 1)").bind(crypto.randomUUID(), patient.caseId, sentDay)]),
  ]);
  return patient;
}

export const reviewPath = (caseId: string) => `/requests/${caseId}/review`;
/** The patient posts the review form of their case, as the page does. */
export const postReview = (caseId: string, cookie: string, fields: Record<string, string> = review) => postForm(reviewPath(caseId), fields, { headers: { Cookie: cookie } });

/** A coordinator posts a form of /staff/reviews (hide a review, approve a story). */
export const staffReviewsPost = async (fields: Record<string, string>) =>
  postForm("/staff/reviews", fields, { headers: { Cookie: await sessionCookie("dev-staff-coordinator"), "CF-Connecting-IP": randomIp() } });
