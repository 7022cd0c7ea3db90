import { env } from "cloudflare:workers";
import type { OutboxRow } from "./mail-helpers";

/**
 * Makes one coordinator the only one offering consultations: every day, all day
 * (Cairo time), so free times exist whenever the test runs. Returns their id.
 */
export async function onlyCoordinator(
  hours: { startMinute: number; endMinute: number } = { startMinute: 0, endMinute: 1440 },
) {
  const id = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM consultation_hours"),
    env.DB.prepare("DELETE FROM availability_exceptions"),
    env.DB.prepare("DELETE FROM consultation_bookings"),
    env.DB.prepare(
      "INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES (?, ?, 'unusable', ?)",
    ).bind(id, `coordinator-${id}@nilecare.example`, Date.now()),
    env.DB.prepare("INSERT INTO profiles (user_id, username, role) VALUES (?, 'Coordinator', 'coordinator')").bind(id),
    ...[0, 1, 2, 3, 4, 5, 6].map((weekday) =>
      env.DB.prepare(
        "INSERT INTO consultation_hours (id, coordinator_id, weekday, start_minute, end_minute) VALUES (?, ?, ?, ?, ?)",
      ).bind(crypto.randomUUID(), id, weekday, hours.startMinute, hours.endMinute),
    ),
  ]);
  return id;
}

export type BookingRow = {
  id: string;
  coordinator_id: string;
  starts_at: number;
  status: string;
  user_id: string | null;
  email: string | null;
  patient_zone: string;
  case_id: string | null;
  reminder_24h_queued_at: number | null;
  reminder_2h_queued_at: number | null;
};

export async function bookingRows() {
  return (await env.DB.prepare("SELECT * FROM consultation_bookings ORDER BY created_at").all<BookingRow>()).results;
}

/** The site path of a booking link in an e-mail, e.g. "/book/verify/<id>?key=…". */
export function bookingLinkIn(row: OutboxRow, purpose: string, suffix = "") {
  const pattern = new RegExp(
    `${env.SITE_URL.replaceAll(".", "\\.")}(/book/${purpose}/[\\w-]+${suffix.replace(".", "\\.")}\\?key=[\\w-]+)`,
  );
  const match = row.text.match(pattern);
  if (!match) throw new Error(`no ${purpose} link in ${row.template}`);
  return match[1]!;
}
