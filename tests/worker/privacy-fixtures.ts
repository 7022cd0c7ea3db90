import { env } from "cloudflare:workers";
import { createSession } from "~/auth/session.server";
import { createAccount } from "./account-helpers";

export const PDF = new TextEncoder().encode("%PDF-1.7\nmy medical record");

/** The marks of a person that must not survive erasure: searched for in every table. */
export type Identifiers = { userId: string; email: string; ip: string; username: string; phone: string; lastName: string };

/**
 * A patient with a row in every kind of personal record and files in R2: account, profile,
 * sessions, tokens, a pending e-mail change, a trip plan, an intake with documents, a draft with
 * a document, a newsletter subscription, a contact message, login attempts, security events
 * and a sent e-mail.
 */
let patientsCreated = 0;

export async function createPatientWithEverything() {
  const tag = crypto.randomUUID().slice(0, 8);
  const username = `Amira${tag}`;
  const { userId, email, password } = await createAccount({ username, email: `amira-${tag}@example.com` });
  // Each patient a client address of their own: a random one was shared by two patients of a file now and then,
  // and the erasure test then found the other patient's rows under "its" address.
  patientsCreated += 1;
  const ip = `198.51.${100 + Math.floor(patientsCreated / 250)}.${(patientsCreated % 250) + 1}`;
  const phone = `+44 7700 ${tag}`;
  const lastName = `Haddad${tag}`;
  const signIn = new Request("http://localhost/auth", {
    headers: { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1", "CF-IPCountry": "GB" },
  });
  const cookie = (await createSession(userId, { replacing: signIn })).split(";")[0]!;
  const intakeId = crypto.randomUUID();
  const draftId = crypto.randomUUID();
  const documentId = crypto.randomUUID();
  const draftDocumentId = crypto.randomUUID();
  const caseId = crypto.randomUUID();
  await env.INTAKE_DOCUMENTS.put(`intake-documents/${documentId}`, PDF);
  await env.INTAKE_DOCUMENTS.put(`intake-documents/${draftDocumentId}`, PDF);
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO trip_plans (id, user_id, treatment_type, preferred_travel_dates, companion_count, accommodation_preferences,
        budget_range, special_requirements, cultural_interests, travel_insurance_needed, visa_assistance_needed,
        transportation_preferences, recovery_timeline, total_estimated_cost)
       VALUES (?, ?, 'dental-care', '{"startDate":"2027-03-01","endDate":"2027-03-10","flexible":true}', 1,
        '{"hotelType":"hotel","proximityToHospital":true,"specialRequirements":[]}', '{"min":1000,"max":5000,"currency":"EUR"}',
        '[]', '["museums"]', 1, 0, '{"airportTransfer":true,"dailyTransport":false,"sightseeing":true}', 7, 4200)`,
    ).bind(crypto.randomUUID(), userId),
    env.DB.prepare(
      `INSERT INTO intakes (id, user_id, first_name, last_name, email, phone, medical_condition, health_data_consent_at, health_data_consent_text)
       VALUES (?, ?, 'Amira', ?, ?, ?, 'Knee pain since 2019', ?, 'I consent to NileCare processing my health information.')`,
    ).bind(intakeId, userId, lastName, email, phone, now),
    env.DB.prepare(
      "INSERT INTO intake_documents (id, intake_id, kind, file_name, content_type, size, storage_key) VALUES (?, ?, 'medicalRecords', 'mri-report.pdf', 'application/pdf', ?, ?)",
    ).bind(documentId, intakeId, PDF.length, `intake-documents/${documentId}`),
    env.DB.prepare("INSERT INTO intake_drafts (id, user_id, data, current_step, expires_at) VALUES (?, ?, ?, 4, ?)").bind(
      draftId,
      userId,
      JSON.stringify({ lastName, phone }),
      now + 86_400_000,
    ),
    env.DB.prepare(
      "INSERT INTO intake_documents (id, draft_id, kind, file_name, content_type, size, storage_key) VALUES (?, ?, 'passport', 'passport.pdf', 'application/pdf', ?, ?)",
    ).bind(draftDocumentId, draftId, PDF.length, `intake-documents/${draftDocumentId}`),
    env.DB.prepare(
      "INSERT INTO newsletter_subscriptions (id, email, status, unsubscribe_token_hash, confirmed_at) VALUES (?, ?, 'confirmed', ?, ?)",
    ).bind(crypto.randomUUID(), email, `hash-${tag}`, now),
    env.DB.prepare(
      "INSERT INTO contact_messages (id, first_name, last_name, email, phone, message, ip_address) VALUES (?, 'Amira', ?, ?, ?, 'Can you help with my knee?', ?)",
    ).bind(crypto.randomUUID(), lastName, email, phone, ip),
    env.DB.prepare("INSERT INTO login_attempts (id, ip_address, email, success) VALUES (?, ?, ?, 1)").bind(crypto.randomUUID(), ip, email),
    env.DB.prepare(
      "INSERT INTO security_events (id, event_type, user_id, ip_address, user_agent, event_data, risk_level) VALUES (?, 'successful_login', ?, ?, 'Safari', ?, 'low')",
    ).bind(crypto.randomUUID(), userId, ip, JSON.stringify({ email })),
    // A failed sign-in names the address but no user id.
    env.DB.prepare(
      "INSERT INTO security_events (id, event_type, user_id, ip_address, event_data, risk_level) VALUES (?, 'failed_login', NULL, ?, ?, 'medium')",
    ).bind(crypto.randomUUID(), ip, JSON.stringify({ email, reason: "invalid_credentials" })),
    env.DB.prepare(
      "INSERT INTO email_outbox (id, template, to_address, subject, html, text, status) VALUES (?, 'welcome', ?, 'Welcome', '<p>Hi</p>', ?, 'sent')",
    ).bind(crypto.randomUUID(), email, `Welcome to NileCare, ${username}!`),
    env.DB.prepare("INSERT INTO pending_email_changes (user_id, new_email, token_hash, expires_at) VALUES (?, ?, ?, ?)").bind(
      userId,
      `amira-new-${tag}@example.com`,
      `change-${tag}`,
      now + 86_400_000,
    ),
    env.DB.prepare("INSERT INTO auth_tokens (id, user_id, purpose, token_hash, expires_at) VALUES (?, ?, 'password_reset', ?, ?)").bind(
      crypto.randomUUID(),
      userId,
      `reset-${tag}`,
      now + 3_600_000,
    ),
    // Staff side: a case for the intake, its history and a note, and a staff member opening the document.
    env.DB.prepare(
      `INSERT INTO cases (id, type, intake_id, patient_user_id, patient_name, patient_email, received_at, due_at, updated_at)
       VALUES (?, 'intake', ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(caseId, intakeId, userId, `Amira ${lastName}`, email, now, now + 86_400_000, now),
    env.DB.prepare("INSERT INTO case_events (id, case_id, kind, to_status) VALUES (?, ?, 'status_changed', 'in_review')").bind(
      crypto.randomUUID(),
      caseId,
    ),
    env.DB.prepare(
      `INSERT INTO case_itineraries (case_id, arrival_at, passport_name, passport_number, driver_phone, companions, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).bind(caseId, now + 30 * 86_400_000, `Amira ${lastName}`, `P-${tag}`, phone, JSON.stringify([`Omar ${lastName}`]), now),
    env.DB.prepare("INSERT INTO case_notes (id, case_id, body) VALUES (?, ?, ?)").bind(
      crypto.randomUUID(),
      caseId,
      `Called ${lastName} on ${phone}`,
    ),
    env.DB.prepare(
      `INSERT INTO audit_log (id, actor_id, actor_email, actor_name, action, case_id, subject_user_id, document_id, detail, ip_address)
       VALUES (?, 'staff-1', 'coordinator@nilecare.example', 'Dr Coordinator', 'document_opened', ?, ?, ?, ?, '192.0.2.10')`,
    ).bind(crypto.randomUUID(), caseId, userId, documentId, `mri-report-${lastName}.pdf`),
    env.DB.prepare(
      "INSERT INTO staff_invitations (id, email, role, token_hash, expires_at) VALUES (?, ?, 'coordinator', ?, ?)",
    ).bind(crypto.randomUUID(), email, `invite-${tag}`, now + 86_400_000),
  ]);
  const identifiers: Identifiers = { userId, email, ip, username, phone, lastName };
  return {
    ...identifiers,
    password,
    cookie,
    intakeId,
    draftId,
    caseId,
    storageKeys: [`intake-documents/${documentId}`, `intake-documents/${draftDocumentId}`],
    newEmail: `amira-new-${tag}@example.com`,
  };
}

/** Every table of the database, as SQLite lists them (internal tables aside). */
export async function allTables() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  return results.map((r) => r.name);
}

/** Where any of the identifiers still appears: "table: value" for each cell that holds one. */
export async function traces(identifiers: string[]) {
  const found: string[] = [];
  for (const table of await allTables()) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${table}"`).all<Record<string, unknown>>();
    for (const row of results) {
      for (const value of Object.values(row)) {
        const text = String(value);
        for (const id of identifiers) if (text.includes(id)) found.push(`${table}: ${id}`);
      }
    }
  }
  return found;
}
