import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { EmailJob } from "~/email/email.server";
import type { EmailTransport } from "~/email/transport.server";
import { eraseAccount } from "~/privacy/erase.server";
import { listFreeStartTimes } from "~/booking/bookings.server";
import { createSignedInUser, sessionCookie } from "./auth-helpers";
import { bookingLinkIn, bookingRows, onlyCoordinator } from "./booking-helpers";
import { createAccount, GOOD_PASSWORD } from "./account-helpers";
import { postForm, randomIp, request } from "./helpers";
import { consume, waitForMail } from "./mail-helpers";

/**
 * Data rights tried as an attacker with an ordinary account would: an address the
 * attacker never proved is theirs must not widen what their export holds or their erasure removes.
 */

const tag = () => crypto.randomUUID().slice(0, 8);

/** A stranger writes through the contact form (no account): the message, its case and a sent acknowledgement. */
async function strangerWrites(email: string) {
  const response = await postForm(
    "/contact",
    {
      firstName: "Victoria",
      lastName: `Victim${tag()}`,
      email,
      phone: "+44 20 7946 0101",
      country: "United Kingdom",
      treatment: "dental-care",
      message: "My private question about implants.",
    },
    { headers: { "CF-Connecting-IP": randomIp() } },
  );
  expect(response.status).toBe(302);
  const row = await env.DB.prepare("SELECT id FROM contact_messages WHERE email = ?")
    .bind(email)
    .first<{ id: string }>();
  await waitForMail(email, "contact-acknowledgement");
  await env.DB.prepare(
    "INSERT INTO newsletter_subscriptions (id, email, status, unsubscribe_token_hash) VALUES (?, ?, 'confirmed', ?)",
  )
    .bind(crypto.randomUUID(), email, crypto.randomUUID())
    .run();
  return row!.id;
}

/** What is held about an address: each table that still names it. */
async function rowsNaming(email: string) {
  const count = (sql: string) => env.DB.prepare(sql).bind(email).first<number>("n");
  return {
    contact: await count("SELECT count(*) AS n FROM contact_messages WHERE email = ?"),
    cases: await count("SELECT count(*) AS n FROM cases WHERE patient_email = ?"),
    newsletter: await count("SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = ?"),
    mail: await count("SELECT count(*) AS n FROM email_outbox WHERE to_address = ?"),
  };
}

/** Signs the attacker in and asks to move their account to `newEmail` — a change they never confirm. */
async function askForAddress(attacker: { userId: string; password: string }, newEmail: string) {
  const cookie = await sessionCookie(attacker.userId);
  const response = await postForm(
    "/account",
    { intent: "email", newEmail, currentPassword: attacker.password },
    { headers: { Cookie: cookie, "CF-Connecting-IP": randomIp() } },
  );
  expect(response.status).toBeLessThan(400);
  const pending = await env.DB.prepare("SELECT new_email FROM pending_email_changes WHERE user_id = ?")
    .bind(attacker.userId)
    .first();
  expect(pending).toEqual({ new_email: newEmail });
  return cookie;
}

async function exportOf(cookie: string) {
  const response = await postForm("/account/export", {}, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))["data.json"]!);
}

// The first request of a file compiles the server build.
describe("a pending change of address widens nothing", { timeout: 60_000 }, () => {
  it("an attacker's export and erasure never reach a stranger who wrote without an account", async () => {
    const victim = `victim-${tag()}@example.com`;
    await strangerWrites(victim);
    const before = await rowsNaming(victim);
    expect(before).toEqual({ contact: 1, cases: 1, newsletter: 1, mail: 1 });

    const attacker = await createAccount({ email: `attacker-${tag()}@example.com` });
    const cookie = await askForAddress(attacker, victim);
    const json = await exportOf(cookie);
    // The victim appears only in the attacker's own request (the pending change and its security event).
    const data = JSON.parse(json) as Record<string, unknown[]>;
    expect(data.pending_email_changes).toEqual([expect.objectContaining({ newEmail: victim })]);
    for (const table of [
      "contact_messages",
      "cases",
      "case_messages",
      "newsletter_subscriptions",
      "consultation_bookings",
    ]) {
      expect(data[table], table).toEqual([]);
    }
    expect(JSON.stringify(data.email_outbox)).not.toContain("contact-acknowledgement");
    expect(json).not.toContain("My private question");
    expect(json).not.toContain("+44 20 7946 0101");

    expect(await eraseAccount(attacker.userId)).toBe(true);
    expect(await rowsNaming(victim)).toEqual(before);
  });

  it("a victim who opens an account later keeps their request, whatever the attacker asked for first", async () => {
    const victim = `late-${tag()}@example.com`;
    await strangerWrites(victim);
    const attacker = await createAccount({ email: `attacker-${tag()}@example.com` });
    await askForAddress(attacker, victim);

    // The victim signs up with the address and confirms it (the link proves it is theirs).
    const account = await createAccount({ email: victim, confirmed: false });
    await env.DB.prepare("UPDATE users SET email_confirmed_at = ? WHERE id = ?").bind(Date.now(), account.userId).run();

    await eraseAccount(attacker.userId);
    const dashboard = await request("/dashboard", { headers: { Cookie: await sessionCookie(account.userId) } });
    expect(await dashboard.text()).toContain("Contact message");
    const linked = await env.DB.prepare("SELECT user_id FROM contact_messages WHERE email = ?").bind(victim).first();
    expect(linked).toEqual({ user_id: account.userId });
    const exported = await exportOf(await sessionCookie(account.userId));
    expect(exported).toContain("My private question");
  });

  it("an address given up and registered by someone else is theirs from then on", async () => {
    const first = `recycled-${tag()}@example.com`;
    const earlier = await createAccount({ email: first });
    // The earlier holder moves to another address (as the confirmation link does) …
    const moved = `moved-${tag()}@example.com`;
    await env.DB.batch([
      env.DB.prepare("UPDATE users SET email = ?, email_confirmed_at = ? WHERE id = ?").bind(
        moved,
        Date.now(),
        earlier.userId,
      ),
      env.DB.prepare(
        "INSERT INTO security_events (id, event_type, user_id, event_data, risk_level, created_at) VALUES (?, 'email_changed', ?, ?, 'medium', ?)",
      ).bind(crypto.randomUUID(), earlier.userId, JSON.stringify({ old_email: first, new_email: moved }), Date.now()),
    ]);
    // … and a new person registers the freed address, confirms it and writes.
    const later = await createAccount({ email: first });
    await strangerWrites(first);
    await env.DB.prepare(
      "INSERT INTO login_attempts (id, ip_address, email, success, created_at) VALUES (?, '203.0.113.9', ?, 1, ?)",
    )
      .bind(crypto.randomUUID(), first, Date.now() + 1)
      .run();

    const earlierExport = await exportOf(await sessionCookie(earlier.userId));
    expect(earlierExport).not.toContain("My private question");
    expect(earlierExport).not.toContain("203.0.113.9");

    await eraseAccount(earlier.userId);
    expect(await rowsNaming(first)).toEqual({ contact: 1, cases: 1, newsletter: 1, mail: 1 });
    const attempts = await env.DB.prepare("SELECT count(*) AS n FROM login_attempts WHERE email = ?")
      .bind(first)
      .first<number>("n");
    expect(attempts).toBe(1);
    expect(await exportOf(await sessionCookie(later.userId))).toContain("My private question");
  });
});

describe("mail is matched by whom it is to and what it is about, never by its text", () => {
  it("a lookalike address pulls nobody else's mail into an export or an erasure", async () => {
    const short = `e${tag()}@example.com`;
    const other = `jane${short}`;
    await strangerWrites(other);
    // The staff's notification about the other person names their address in its text.
    const caseId = await env.DB.prepare("SELECT id FROM cases WHERE patient_email = ?").bind(other).first<string>("id");
    await consume({ type: "case-notification", caseId: caseId! } satisfies EmailJob);

    const attacker = await createAccount({ email: short });
    const json = await exportOf(await sessionCookie(attacker.userId));
    expect(json).not.toContain(other);
    const mailBefore = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE text LIKE ?")
      .bind(`%${other}%`)
      .first<number>("n");
    expect(mailBefore).toBeGreaterThan(0);
    await eraseAccount(attacker.userId);
    const mailAfter = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE text LIKE ?")
      .bind(`%${other}%`)
      .first<number>("n");
    expect(mailAfter).toBe(mailBefore);
  });
});

describe("nothing is written after erasure", () => {
  async function patientWithCase() {
    const patient = await createAccount({ email: `treated-${tag()}@example.com`, password: GOOD_PASSWORD });
    await strangerWrites(patient.email);
    const thread = await env.DB.prepare("SELECT id FROM cases WHERE patient_email = ?")
      .bind(patient.email)
      .first<{ id: string }>();
    expect(
      await env.DB.prepare("SELECT patient_user_id FROM cases WHERE id = ?").bind(thread!.id).first("patient_user_id"),
    ).toBe(patient.userId);
    return { ...patient, caseId: thread!.id };
  }

  it("the staff's notifications naming the patient go with their account", async () => {
    const patient = await patientWithCase();
    await consume({ type: "case-notification", caseId: patient.caseId } satisfies EmailJob);
    const staffMail = () =>
      env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE to_address = ? AND case_id = ?")
        .bind(env.CONTACT_INBOX, patient.caseId)
        .first<number>("n");
    expect(await staffMail()).toBeGreaterThanOrEqual(1);
    await eraseAccount(patient.userId);
    expect(await staffMail()).toBe(0);
    const naming = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE instr(text, ?) > 0")
      .bind(patient.email)
      .first<number>("n");
    expect(naming).toBe(0);
  });

  it("mail queued before the erasure is dropped when it comes out of the Queue, and a retry writes nothing back", async () => {
    const patient = await patientWithCase();
    const failing: EmailTransport = {
      name: "resend",
      send: async () => {
        throw new Error("Resend answered 503");
      },
    };
    const retried = crypto.randomUUID();
    const first = await consume({ type: "case-notification", caseId: patient.caseId } satisfies EmailJob, failing, {
      id: retried,
    });
    expect(first.retry).toBeDefined();
    const queuedOnly: EmailJob = { type: "welcome", to: patient.email, userId: patient.userId, username: "Pat" };

    await eraseAccount(patient.userId);

    const again = await consume({ type: "case-notification", caseId: patient.caseId } satisfies EmailJob, failing, {
      id: retried,
      attempts: 2,
    });
    const late = await consume(queuedOnly);
    expect([again.acked, late.acked]).toEqual([true, true]);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE id IN (?, ?)")
      .bind(retried, late.id)
      .first<number>("n");
    expect(rows).toBe(0);
    const naming = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE to_address = ?")
      .bind(patient.email)
      .first<number>("n");
    expect(naming).toBe(0);
  });
});

describe("a consultation booked for someone else's address", () => {
  it("becomes the address owner's when they confirm it: never in the booker's export or erasure", async () => {
    await onlyCoordinator();
    const attacker = await createSignedInUser();
    const victim = await createAccount({ email: `booked-${tag()}@example.com` });
    const [at] = await listFreeStartTimes(Date.now());
    const held = await postForm(
      "/book",
      { zone: "UTC", startsAt: new Date(at!).toISOString() },
      { headers: { "CF-Connecting-IP": randomIp(), Cookie: attacker.cookie } },
    );
    const details = await postForm(
      held.headers.get("Location")!,
      { name: "Victoria Booked", email: victim.email, phone: "+44 20 7946 0202", topic: "Second opinion" },
      { headers: { Cookie: attacker.cookie } },
    );
    expect(details.status).toBe(302);
    expect((await bookingRows())[0]!.status).toBe("awaiting_email");

    const link = bookingLinkIn(await waitForMail(victim.email, "booking-verification"), "verify");
    expect((await postForm(link, {})).status).toBe(302);
    const booking = await env.DB.prepare("SELECT status, user_id FROM consultation_bookings").first();
    expect(booking).toEqual({ status: "confirmed", user_id: victim.userId });

    expect(await exportOf(attacker.cookie)).not.toContain("Second opinion");
    await eraseAccount(attacker.userId);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM consultation_bookings").first("n")).toBe(1);
    expect(await exportOf(await sessionCookie(victim.userId))).toContain("Second opinion");
  });
});
