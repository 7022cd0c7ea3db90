import { and, asc, eq, inArray, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cases, consultationBookings } from "~/db/schema";
import { type StaffUser } from "~/staff/permissions.server";
import { addDays, CLINIC_ZONE, formatDateTime, weekdayOf } from "./time";

export const shownStatuses = ["confirmed", "done", "no_show"] as const;

/** The Cairo dates a day or week view covers; weeks start on Saturday, as Egypt's working week does. */
export function viewDates(view: "day" | "week", date: string) {
  if (view === "day") return [date];
  const start = addDays(date, -((weekdayOf(date) + 1) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

export const dayHeading = (date: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** Whose bookings a staff member sees: a coordinator their own, an admin everyone's. */
export const visibleTo = (staff: StaffUser) =>
  staff.role === "admin" ? undefined : eq(consultationBookings.coordinatorId, staff.id);

/** The newest case of each booking's patient (by account, else by e-mail), for a link to it. */
export async function casesOfPatients(bookings: (typeof consultationBookings.$inferSelect)[]) {
  const userIds = [...new Set(bookings.map((b) => b.userId).filter((id): id is string => Boolean(id)))];
  const emails = [...new Set(bookings.map((b) => b.email).filter((e): e is string => Boolean(e)))];
  const result = new Map<string, string>();
  if (userIds.length === 0 && emails.length === 0) return result;
  const found = await db
    .select({ id: cases.id, userId: cases.patientUserId, email: cases.patientEmail, receivedAt: cases.receivedAt })
    .from(cases)
    .where(or(inArray(cases.patientUserId, userIds), inArray(cases.patientEmail, emails)))
    .orderBy(asc(cases.receivedAt));
  for (const b of bookings) {
    const match = found.filter((c) => (b.userId && c.userId === b.userId) || c.email === b.email).at(-1);
    if (match) result.set(b.id, match.id);
  }
  return result;
}

/** The consultations shown on a case page (call it after the case page's own access check). */
export async function consultationsOfCase(caseId: string) {
  const row = await db.query.cases.findFirst({
    where: eq(cases.id, caseId),
    columns: { patientUserId: true, patientEmail: true },
  });
  return row ? getBookingsForCase({ userId: row.patientUserId, email: row.patientEmail }) : [];
}

/** A patient's consultations for their case page: every booking made with their account or address. */
export async function getBookingsForCase(patient: { userId: string | null; email: string }) {
  const rows = await db
    .select()
    .from(consultationBookings)
    .where(
      and(
        or(
          patient.userId ? eq(consultationBookings.userId, patient.userId) : undefined,
          eq(consultationBookings.email, patient.email.toLowerCase()),
        ),
        inArray(consultationBookings.status, ["confirmed", "done", "no_show", "cancelled"]),
      ),
    )
    .orderBy(asc(consultationBookings.startsAt));
  return rows.map((b) => ({
    id: b.id,
    cairoTime: formatDateTime(b.startsAt.getTime(), CLINIC_ZONE),
    patientTime: formatDateTime(b.startsAt.getTime(), b.patientZone),
    status: b.status,
    topic: b.topic ?? "",
  }));
}
