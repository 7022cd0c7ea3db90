import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { takeLimit } from "~/security/rate-limit.server";
import { impersonalTables, personalFilePrefixes, personalTables } from "~/privacy/personal-data.server";
import { cookiesFrom, postForm, request } from "./helpers";
import { waitForMail } from "./mail-helpers";
import { allTables, createPatientWithEverything, PDF, traces } from "./privacy-fixtures";

describe("the register of personal data", () => {
  it("covers every table of the database: each is erased with its owner or holds nothing personal", async () => {
    const known = [...Object.keys(personalTables), ...Object.keys(impersonalTables)];
    const uncovered = (await allTables()).filter((table) => !known.includes(table));
    expect(uncovered, "tables missing from app/privacy/personal-data.server.ts").toEqual([]);
  });

  it("covers every R2 prefix in use", async () => {
    await createPatientWithEverything();
    const listed = await env.INTAKE_DOCUMENTS.list();
    const prefixes = new Set(listed.objects.map((o) => o.key.slice(0, o.key.indexOf("/") + 1)));
    expect([...prefixes].filter((p) => !(personalFilePrefixes as readonly string[]).includes(p))).toEqual([]);
  });
});

describe("download my data", () => {
  // The file's first request builds the worker's modules: slower than the rest on a shared machine.
  it("answers the button's post with a ZIP of a README, data.json and the uploaded documents", { timeout: 90_000 }, async () => {
    const patient = await createPatientWithEverything();
    const response = await postForm("/account/export", {}, { headers: { Cookie: patient.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="nilecare-my-data-\d{4}-\d\d-\d\d\.zip"$/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).filter((name) => !name.endsWith("/")).sort()).toEqual(
      ["README.txt", "data.json", "documents/medicalRecords-mri-report.pdf", "documents/passport-passport.pdf"].sort(),
    );
    expect(files["documents/medicalRecords-mri-report.pdf"]).toEqual(PDF);
    const readme = strFromU8(files["README.txt"]!);
    for (const table of Object.keys(personalTables)) expect(readme).toContain(`- ${table}: `);

    const data = JSON.parse(strFromU8(files["data.json"]!)) as Record<string, Record<string, unknown>[]>;
    expect(data.users![0]!.email).toBe(patient.email);
    expect(data.profiles![0]!.username).toBe(patient.username);
    expect(data.intakes![0]!.medicalCondition).toBe("Knee pain since 2019");
    expect(data.intake_drafts).toHaveLength(1);
    expect(data.trip_plans).toHaveLength(1);
    expect(data.sessions![0]!.country).toBe("GB");
    expect(data.newsletter_subscriptions![0]!.status).toBe("confirmed");
    expect(data.contact_messages).toHaveLength(1);
    expect(data.security_events!.map((e) => e.type).sort()).toEqual(["failed_login", "successful_login"]);
    expect(data.pending_email_changes![0]!.newEmail).toBe(patient.newEmail);
    // Staff accesses to their documents, and their cases; never the internal notes.
    expect(data.audit_log![0]).toMatchObject({ action: "document_opened", staffMember: "Dr Coordinator" });
    expect(data.cases![0]!.status).toBe("new");
    expect(data.case_notes).toEqual([]);
    expect(data.case_itineraries![0]).toMatchObject({ passportName: `Amira ${patient.lastName}`, companions: [`Omar ${patient.lastName}`] });
    const json = strFromU8(files["data.json"]!);
    expect(json).not.toContain("pbkdf2");
    expect(json).not.toContain("hash-");
  });

  it("allows five archives an hour per account", async () => {
    const patient = await createPatientWithEverything();
    for (let i = 0; i < 5; i++) {
      const response = await postForm("/account/export", {}, { headers: { Cookie: patient.cookie } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await postForm("/account/export", {}, { headers: { Cookie: patient.cookie } });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/account");
  });

  it("needs a signed-in patient", async () => {
    const response = await postForm("/account/export", {});
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });
});

async function deleteWithPassword(cookie: string, password: string) {
  const first = await postForm("/account/delete", { intent: "verify-password", password }, { headers: { Cookie: cookie } });
  const html = await first.text();
  const token = html.match(/name="token" value="([^"]+)"/)?.[1];
  return { first, html, token };
}

describe("delete my account", () => {
  it("asks for the password, then for an explicit confirmation, then erases everything personal", async () => {
    const patient = await createPatientWithEverything();
    const eventsBefore = await env.DB.prepare("SELECT count(*) AS n FROM security_events").first<number>("n");

    const { first, html, token } = await deleteWithPassword(patient.cookie, patient.password);
    expect(first.status).toBe(200);
    expect(html).toContain("Delete My Account Permanently");
    expect(token).toBeTruthy();
    // The first step alone deletes nothing.
    expect(await env.DB.prepare("SELECT id FROM users WHERE id = ?").bind(patient.userId).first()).not.toBeNull();

    // Counters named after the person, as a failed sign-in elsewhere and a download leave them.
    await Promise.all([takeLimit("loginPerEmail", patient.email), takeLimit("dataExportsPerAccount", patient.userId)]);
    const second = await postForm("/account/delete", { intent: "delete-account", token: token! }, { headers: { Cookie: patient.cookie } });
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toBe("/");
    expect(cookiesFrom(second, patient.cookie)).not.toContain("nilecare-session=");

    await waitForMail("(erased)", "account-deleted");
    const identifiers = [patient.userId, patient.email, patient.newEmail, patient.ip, patient.username, patient.phone, patient.lastName];
    // The staff member's record of opening the document stays, naming nobody.
    const audit = await env.DB.prepare("SELECT actor_name, subject_user_id, detail FROM audit_log WHERE case_id = ?").bind(patient.caseId).first();
    expect(audit).toEqual({ actor_name: "Dr Coordinator", subject_user_id: null, detail: null });
    expect(await traces(identifiers)).toEqual([]);
    for (const key of patient.storageKeys) expect(await env.INTAKE_DOCUMENTS.head(key)).toBeNull();
    // The rate limiter's counters named after the person are cleared, not left to expire.
    for (const counter of [
      { name: "loginPerEmail", subject: patient.email },
      { name: "dataExportsPerAccount", subject: patient.userId },
    ]) {
      const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`${counter.name}:${counter.subject}`));
      await runInDurableObject(stub, (_, state) => expect([...state.storage.kv.list()]).toEqual([]));
    }

    // Security records stay, anonymised, and the deletion itself is one of them.
    const eventsAfter = await env.DB.prepare("SELECT count(*) AS n FROM security_events").first<number>("n");
    expect(eventsAfter).toBe(eventsBefore! + 1);
    const deleted = await env.DB.prepare(
      "SELECT user_id, ip_address, event_data FROM security_events WHERE event_type = 'account_deleted' ORDER BY created_at DESC",
    ).first<{ user_id: string | null; ip_address: string | null; event_data: string }>();
    expect(deleted).toEqual({ user_id: null, ip_address: null, event_data: "{}" });

    // The session is gone: /account sends to sign-in.
    const account = await request("/account", { headers: { Cookie: patient.cookie } });
    expect(account.status).toBe(302);
  });

  it("refuses a wrong password and deletes nothing", async () => {
    const patient = await createPatientWithEverything();
    const { first, html, token } = await deleteWithPassword(patient.cookie, "Wrong-Password-1!");
    expect(first.status).toBe(400);
    expect(html).toContain("That is not your current password.");
    expect(token).toBeUndefined();
    expect(await env.DB.prepare("SELECT id FROM users WHERE id = ?").bind(patient.userId).first()).not.toBeNull();
  });

  it("refuses a confirmation without a valid token, or one made for another account", async () => {
    const patient = await createPatientWithEverything();
    const other = await createPatientWithEverything();
    const { token } = await deleteWithPassword(other.cookie, other.password);
    for (const forged of ["", "x".repeat(43), token!]) {
      const response = await postForm("/account/delete", { intent: "delete-account", token: forged }, { headers: { Cookie: patient.cookie } });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("The confirmation has expired. Please enter your password again.");
    }
    expect(await env.DB.prepare("SELECT id FROM users WHERE id = ?").bind(patient.userId).first()).not.toBeNull();
  });
});

describe("how rows with an e-mail address are tied to a person", () => {
  it("every table holding an address says how its rows are tied to the person", async () => {
    const withAddress: string[] = [];
    for (const table of await allTables()) {
      const { results } = await env.DB.prepare(`SELECT name FROM pragma_table_info(?)`).bind(table).all<{ name: string }>();
      if (results.some((column) => /email|address$/.test(column.name) && column.name !== "ip_address")) withAddress.push(table);
    }
    expect(withAddress.length).toBeGreaterThan(5);
    // A place's postal address (a facility's) is no one's: its table is in the register as holding nothing personal.
    const untied = withAddress.filter((table) => !(personalTables as Record<string, { tiedBy?: string }>)[table]?.tiedBy && !(table in impersonalTables));
    expect(untied, "tables with an address but no tiedBy in app/privacy/personal-data.server.ts").toEqual([]);
  });
});
