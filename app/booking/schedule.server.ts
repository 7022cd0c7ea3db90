import { and, asc, eq, gte, inArray, lt, or } from "drizzle-orm";
import { data } from "react-router";
import { db } from "~/db/client.server";
import { cases, consultationBookings, profiles } from "~/db/schema";
import { requireStaff, type StaffUser } from "~/staff/permissions.server";
import { redirectWithToast } from "~/toast/toast.server";
import { auditStatement } from "~/staff/audit.server";
import { outcomeLabels } from "./messages";
import { addDays, CLINIC_ZONE, formatDateTime, formatTime, wallClock, weekdayOf, zonedTimeToUtc } from "./time";
import { readFormBody } from "~/forms/request-body.server";

const shownStatuses = ["confirmed", "done", "no_show"] as const;

/** The Cairo dates a day or week view covers; weeks start on Saturday, as Egypt's working week does. */
function viewDates(view: "day" | "week", date: string) {
  if (view === "day") return [date];
  const start = addDays(date, -((weekdayOf(date) + 1) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

const dayHeading = (date: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** Whose bookings a staff member sees: a coordinator their own, an admin everyone's. */
const visibleTo = (staff: StaffUser) =>
  staff.role === "admin" ? undefined : eq(consultationBookings.coordinatorId, staff.id);

export async function loadSchedule(request: Request) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const view = url.searchParams.get("view") === "week" ? "week" : "day";
  const today = wallClock(Date.now(), CLINIC_ZONE).date;
  const asked = url.searchParams.get("date") ?? "";
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : today;
  const dates = viewDates(view, date);
  const from = zonedTimeToUtc(dates[0]!, 0, CLINIC_ZONE);
  const to = zonedTimeToUtc(dates.at(-1)!, 1440, CLINIC_ZONE);
  const rows = await db
    .select({ booking: consultationBookings, coordinatorName: profiles.username })
    .from(consultationBookings)
    .leftJoin(profiles, eq(profiles.userId, consultationBookings.coordinatorId))
    .where(
      and(
        gte(consultationBookings.startsAt, new Date(from)),
        lt(consultationBookings.startsAt, new Date(to)),
        inArray(consultationBookings.status, [...shownStatuses]),
        visibleTo(staff),
      ),
    )
    .orderBy(asc(consultationBookings.startsAt));
  const caseIds = await casesOfPatients(rows.map((r) => r.booking));
  await auditStatement(staff, request, {
    action: "schedule_viewed",
    detail: `${view} of ${dates[0]}: ${rows.length} bookings`,
  });
  const now = Date.now();
  const shift = view === "week" ? 7 : 1;
  return {
    view,
    date,
    today,
    isAdmin: staff.role === "admin",
    heading: view === "day" ? dayHeading(date) : `Week of ${dayHeading(dates[0]!)}`,
    previous: addDays(date, -shift),
    next: addDays(date, shift),
    days: dates.map((d) => ({
      date: d,
      heading: dayHeading(d),
      bookings: rows
        .filter((r) => wallClock(r.booking.startsAt.getTime(), CLINIC_ZONE).date === d)
        .map(({ booking: b, coordinatorName }) => ({
          id: b.id,
          cairoTime: formatTime(b.startsAt.getTime(), CLINIC_ZONE),
          patientTime: `${formatDateTime(b.startsAt.getTime(), b.patientZone)}`,
          patientZone: b.patientZone,
          name: b.name ?? "",
          email: b.email ?? "",
          phone: b.phone ?? "",
          topic: b.topic ?? "",
          sharesIntake: b.sharesIntake,
          sharesPlan: Boolean(b.tripPlanId),
          caseId: caseIds.get(b.id) ?? null,
          coordinatorName: coordinatorName ?? "no longer on the staff",
          status: b.status as (typeof shownStatuses)[number],
          // An outcome can be recorded once the call has started.
          canRecord: b.status === "confirmed" && b.startsAt.getTime() <= now,
          canUndo: b.status !== "confirmed",
        })),
    })),
  };
}

/** The newest case of each booking's patient (by account, else by e-mail), for a link to it. */
async function casesOfPatients(bookings: (typeof consultationBookings.$inferSelect)[]) {
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

/** Marks a call done or a no-show (or puts a wrong mark back to booked). */
export async function recordOutcome(request: Request) {
  const staff = await requireStaff(request);
  const form = await readFormBody(request);
  const id = String(form.get("id") ?? "").slice(0, 64);
  const outcome = form.get("outcome");
  const back = String(form.get("back") ?? "/staff/schedule");
  const backPath = back.startsWith("/staff/schedule") ? back : "/staff/schedule";
  if (outcome !== "done" && outcome !== "no_show" && outcome !== "confirmed") {
    return data({ error: "Choose done or no-show." }, { status: 400 });
  }
  const [updated] = await db
    .update(consultationBookings)
    .set({ status: outcome })
    .where(
      and(
        eq(consultationBookings.id, id),
        inArray(consultationBookings.status, [...shownStatuses]),
        lt(consultationBookings.startsAt, new Date(Date.now() + 1)),
        visibleTo(staff),
      ),
    )
    .returning();
  if (!updated)
    return data(
      { error: "That booking cannot be marked (it has not started yet, or it is not yours)." },
      { status: 409 },
    );
  await auditStatement(staff, request, {
    action: "booking_outcome_set",
    subjectUserId: updated.userId,
    detail: `booking ${updated.id}: ${outcome}`,
  });
  return redirectWithToast(request, backPath, { title: `Marked ${outcomeLabels[outcome]}` });
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
