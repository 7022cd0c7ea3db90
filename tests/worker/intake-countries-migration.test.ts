import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "./auth-helpers";

/** Migration 0048's statements, run again on the migrated database (it rebuilds `intakes` the same way a second time). */
async function rebuildIntakes() {
  const migration = env.TEST_MIGRATIONS.find(({ name }) => name.startsWith("0048"))!;
  await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)));
}

describe("migration 0048: an intake's country by its ISO code", () => {
  it("maps the United Kingdom's uk to gb in intakes and drafts, keeping every intake's case, documents and search", async () => {
    const user = await createSignedInUser();
    const [uk, de] = [crypto.randomUUID(), crypto.randomUUID()];
    const caseId = crypto.randomUUID();
    const draftId = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO intakes (id, user_id, first_name, phone, country, treatment_type, health_data_consent_at, health_data_consent_text) VALUES (?, ?, 'Harriet', '+44 20 7946 0018', 'uk', 'dental-care', 1, 'I consent'), (?, ?, 'Jonas', NULL, 'de', 'eye-surgery', 2, 'I consent')",
      ).bind(uk, user.userId, de, user.userId),
      env.DB.prepare(
        "INSERT INTO cases (id, type, intake_id, patient_user_id, patient_name, patient_email, treatment, received_at, due_at, updated_at) VALUES (?, 'intake', ?, ?, 'Harriet', ?, 'dental-care', 1, 2, 1)",
      ).bind(caseId, uk, user.userId, user.email),
      env.DB.prepare(
        "INSERT INTO intake_documents (id, intake_id, kind, file_name, content_type, size, storage_key) VALUES (?, ?, 'passport', 'passport.pdf', 'application/pdf', 10, ?)",
      ).bind(crypto.randomUUID(), uk, `intake-documents/${crypto.randomUUID()}`),
      env.DB.prepare("INSERT INTO intake_drafts (id, user_id, data, expires_at) VALUES (?, ?, ?, ?)").bind(
        draftId,
        user.userId,
        JSON.stringify({ country: "uk", firstName: "Harriet" }),
        Date.now() + 86_400_000,
      ),
    ]);

    await rebuildIntakes();

    const countries = await env.DB.prepare("SELECT id, country, first_name FROM intakes WHERE user_id = ? ORDER BY health_data_consent_at")
      .bind(user.userId)
      .all();
    expect(countries.results).toEqual([
      { id: uk, country: "gb", first_name: "Harriet" },
      { id: de, country: "de", first_name: "Jonas" },
    ]);
    expect(await env.DB.prepare("SELECT intake_id FROM cases WHERE id = ?").bind(caseId).first("intake_id")).toBe(uk);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM intake_documents WHERE intake_id = ?").bind(uk).first("n")).toBe(1);
    expect(JSON.parse((await env.DB.prepare("SELECT data FROM intake_drafts WHERE id = ?").bind(draftId).first<string>("data"))!)).toEqual({
      country: "gb",
      firstName: "Harriet",
    });
    // The rebuilt table keeps its search trigger: a changed phone number is found by its digits.
    await env.DB.prepare("UPDATE intakes SET phone = '+44 20 7946 0999' WHERE id = ?").bind(uk).run();
    const found = await env.DB.prepare("SELECT count(*) AS n FROM case_search WHERE case_id = ? AND text LIKE '%442079460999%'").bind(caseId).first("n");
    expect(found).toBe(1);
    // Any ISO code is stored now; the intake's schema is what refuses a code no country has.
    await env.DB.prepare("UPDATE intakes SET country = 'sa' WHERE id = ?").bind(de).run();
    expect(await env.DB.prepare("SELECT country FROM intakes WHERE id = ?").bind(de).first("country")).toBe("sa");
  });
});
