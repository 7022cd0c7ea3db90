import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { outcomesFrom, OUTCOMES_MIN_PATIENTS, publishedOutcomes } from "~/aftercare/outcomes.server";
import { createAccount } from "./account-helpers";
import { request } from "./helpers";

type Row = Parameters<typeof outcomesFrom>[0][number];
const answered = new Date("2026-11-01T10:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

/** A treated cardiac patient's check-ins: [day, feeling, warning signs]. */
function patient(id: string, answers: [number, number, string[]][], treatment = "cardiac-surgery"): Row[] {
  if (answers.length === 0) return [{ patient: id, treatment, dayOffset: null, answeredAt: null, feeling: null, signs: null }];
  return answers.map(([dayOffset, feeling, signs]) => ({ patient: id, treatment, dayOffset, answeredAt: answered, feeling, signs }));
}

describe("published outcomes", () => {
  it("are computed per category from each patient's answers", () => {
    const rows = [
      ...Array.from({ length: 8 }, (_, i) => patient(`calm-${i}`, [[3, 5, []], [30, 8, []]])),
      ...patient("sign-at-30", [[30, 6, ["fever"]]]),
      ...patient("sign-at-3-only", [[3, 2, ["chest_pain"]], [14, 9, []]]),
      // Treated, never answered: counts as treated, not as answering.
      ...patient("silent", []),
      // A check-in sent but not answered.
      { patient: "unanswered", treatment: "cardiac-surgery", dayOffset: 3, answeredAt: null, feeling: null, signs: null },
    ].flat();
    const cardiac = outcomesFrom(rows).find((o) => o.category === "cardiac-surgery")!;
    expect(cardiac).toEqual({
      category: "cardiac-surgery",
      published: true,
      treated: 12,
      answered: 10,
      answeredAt30: 9,
      complicationsAt30: 1 / 9,
      // Latest answers: eight 8s, a 6 and a 9.
      averageFeeling: (8 * 8 + 6 + 9) / 10,
    });
  });

  it("stay unpublished under 10 answering patients, saying how many answered", () => {
    const rows = Array.from({ length: OUTCOMES_MIN_PATIENTS - 1 }, (_, i) => patient(`p-${i}`, [[3, 7, []]], "dental-care")).flat();
    const dental = outcomesFrom(rows).find((o) => o.category === "dental-care");
    expect(dental).toEqual({ category: "dental-care", published: false, answered: 9 });
  });

  it("are a public page in English and Arabic, linked from the stories", { timeout: 90_000 }, async () => {
    const english = await (await request("/outcomes")).text();
    expect(english).toContain("Outcomes, as our patients report them");
    expect(english).toContain("Not published yet");
    const arabic = await (await request("/ar/outcomes")).text();
    expect(arabic).toContain("النتائج كما يرويها مرضانا");
    expect(await (await request("/stories")).text()).toContain('href="/outcomes"');
  });
});

/**
 * A treated case as the console leaves it: the treatment the patient asked about on their request, the one they had
 * on the journey or on the accepted quote, the journey at Follow-up Care and one answered day-30 check-in.
 */
async function treatedCase(patient: { userId: string | null; email: string }, had: { journey?: string; quote?: string }, asked = "dental-care") {
  const messageId = crypto.randomUUID();
  const caseId = crypto.randomUUID();
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO contact_messages (id, first_name, last_name, email, treatment, message, created_at) VALUES (?, 'Omar', 'Haddad', ?, ?, 'Implants next spring, please.', ?)",
    ).bind(messageId, patient.email, asked, now),
    env.DB.prepare(
      `INSERT INTO cases (id, type, contact_message_id, patient_user_id, patient_name, patient_email, treatment, status, received_at, due_at, updated_at)
       VALUES (?, 'contact', ?, ?, 'Omar Haddad', ?, ?, 'scheduled', ?, ?, ?)`,
    ).bind(caseId, messageId, patient.userId, patient.email, asked, now - 60 * DAY, now, now),
    env.DB.prepare("INSERT INTO case_journeys (case_id, stage, treatment, updated_at) VALUES (?, 'follow_up_care', ?, ?)").bind(caseId, had.journey ?? null, now),
    ...(had.quote
      ? [
          env.DB.prepare(
            "INSERT INTO quotes (id, case_id, number, version, currency, total_minor, included, excluded, valid_until, status, treatment) VALUES (?, ?, ?, 1, 'USD', 900000, 'Surgery', 'Flights', '2099-01-01', 'accepted', ?)",
          ).bind(crypto.randomUUID(), caseId, Math.floor(Math.random() * 1e9), had.quote),
        ]
      : []),
    env.DB.prepare(
      "INSERT INTO follow_up_checkins (id, case_id, day_offset, due_at, sent_at, answered_at, feeling, pain, warning_signs) VALUES (?, ?, 30, ?, ?, ?, 8, 2, '[]')",
    ).bind(crypto.randomUUID(), caseId, now - 5 * DAY, now - 5 * DAY, now - 4 * DAY),
  ]);
  return caseId;
}

const outcomeOf = async (category: string) => (await publishedOutcomes()).find((o) => o.category === category)!;
const cardOf = (html: string, id: string) => html.slice(html.indexOf(`id="outcome-${id}"`)).split("</article>")[0]!;

describe("who /outcomes counts", () => {
  it("counts a patient once: one account with ten treated cases of a specialty publishes nothing", async () => {
    const account = await createAccount({ username: "Ten Cases" });
    for (let i = 0; i < 10; i += 1) await treatedCase(account, { journey: "cardiac-surgery" }, "cardiac-surgery");
    expect(await outcomeOf("cardiac-surgery")).toEqual({ category: "cardiac-surgery", published: false, answered: 1 });
    const card = cardOf(await (await request("/outcomes")).text(), "cardiac-surgery");
    expect(card).toContain("Not published yet");
    expect(card).toContain("1 has so far");
    // Without an account the patient is the address the case was opened with: the same address twice is one patient.
    const visitor = { userId: null, email: `visitor-${crypto.randomUUID()}@example.com` };
    await treatedCase(visitor, { journey: "cardiac-surgery" }, "cardiac-surgery");
    await treatedCase(visitor, { journey: "cardiac-surgery" }, "cardiac-surgery");
    expect(await outcomeOf("cardiac-surgery")).toMatchObject({ answered: 2 });
  });

  it("counts each patient under the treatment they had (the journey's, else the accepted quote's), not the one they asked about", async () => {
    const patients = await Promise.all(Array.from({ length: 10 }, (_, i) => createAccount({ username: `Eye Patient ${i}` })));
    // All asked about dental care; five had eye surgery by their journey, five by their accepted quote.
    for (const [i, p] of patients.entries()) await treatedCase(p, i < 5 ? { journey: "eye-surgery" } : { quote: "eye-surgery" });
    // A patient whose journey names another treatment than the quote counts under the journey's.
    await treatedCase(await createAccount(), { journey: "general-surgery", quote: "eye-surgery" });
    // A patient with neither is not counted under what they asked about.
    await treatedCase(await createAccount(), {});
    expect(await outcomeOf("eye-surgery")).toMatchObject({ published: true, treated: 10, answered: 10, answeredAt30: 10 });
    expect(await outcomeOf("dental-care")).toEqual({ category: "dental-care", published: false, answered: 0 });
    expect(await outcomeOf("general-surgery")).toEqual({ category: "general-surgery", published: false, answered: 1 });
    const arabic = cardOf(await (await request("/ar/outcomes")).text(), "eye-surgery");
    expect(arabic).toContain("جراحة العيون");
    expect(arabic).not.toContain("لم تُنشر بعد");
  });
});
