import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { site } from "~content/site";
import { displayNameOf } from "~/auth/display-name";
import { firstNameOf } from "~/cases/thread.server";
import { CLINIC_ZONE, zonedTimeToUtc, wallClock, formatInstant } from "~/i18n/time";
import { formatCalendarDate } from "~/i18n/calendar-date";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { caseJourneys, caseStageChanges, cases, profiles, quotes } from "~/db/schema";
import type { Translate } from "~/i18n/message-key";
import type { Locale } from "~/i18n/locales";
import { clientIp } from "~/security/request-meta.server";
import { auditIf } from "~/staff/audit.server";
import type { StaffUser } from "~/staff/permissions.server";
import { treatmentName } from "~/treatments/treatment-name";
import type { CalendarEntry } from "~/utils/ics";
import { stageTitle } from "./journey-labels";
import { canMoveStage, firstStage, journeyStages, stageState, type JourneyStage } from "./journey-rules";
import type { JourneyFactsInput } from "./journey-schema";

export type JourneyRow = typeof caseJourneys.$inferSelect;
type JourneyCase = { id: string; patientUserId: string | null; receivedAt: Date };

export type StageChange = { id: string; from: JourneyStage; to: JourneyStage; actorName: string; at: string };

/** A case's journey row (null before anything was recorded) and every stage move, oldest first. */
export async function loadJourney(caseId: string) {
  const [rows, changes] = await db.batch([
    db.select().from(caseJourneys).where(eq(caseJourneys.caseId, caseId)),
    db
      .select({
        id: caseStageChanges.id,
        from: caseStageChanges.fromStage,
        to: caseStageChanges.toStage,
        username: profiles.username,
        at: caseStageChanges.createdAt,
      })
      .from(caseStageChanges)
      .leftJoin(profiles, eq(profiles.userId, caseStageChanges.actorId))
      .where(eq(caseStageChanges.caseId, caseId))
      .orderBy(asc(caseStageChanges.createdAt), asc(caseStageChanges.id)),
  ]);
  const row = rows[0] ?? null;
  return {
    row,
    stage: row?.stage ?? firstStage,
    changes: changes.map(
      (c): StageChange => ({ id: c.id, from: c.from, to: c.to, actorName: displayNameOf(c.username), at: c.at.toISOString() }),
    ),
  };
}

/** The audit row of a journey change, written only when the statement guarded by `applied` did its work. */
function auditIfApplied(
  staff: StaffUser,
  request: Request,
  c: JourneyCase,
  action: "case_stage_changed" | "case_journey_updated",
  detail: string,
  applied: ReturnType<typeof sql>,
  at: Date,
) {
  // Their own actions since 0022 widened the list (decision 0156).
  return auditIf(staff, { action, caseId: c.id, subjectUserId: c.patientUserId, detail }, applied, at, clientIp(request));
}

/**
 * Moves the case's journey stage from `from` (as the coordinator saw it) to `to`, with its history row and audit
 * row, in one batch. The upsert only applies while the stage is still `from`, so two coordinators moving at once
 * cannot both move it; the rows after it are written only if it did.
 */
export async function moveStage(staff: StaffUser, request: Request, c: JourneyCase, from: JourneyStage, to: JourneyStage, at = new Date()) {
  if (!canMoveStage(from, to)) return "refused" as const;
  const changeId = crypto.randomUUID();
  const recorded = sql`EXISTS (SELECT 1 FROM case_stage_changes WHERE id = ${changeId})`;
  const [moved] = await db.batch([
    // A case without a row is at the first stage: only a move from it may create the row.
    from === firstStage
      ? db
          .insert(caseJourneys)
          .values({ caseId: c.id, stage: to, updatedBy: staff.id, updatedAt: at })
          .onConflictDoUpdate({
            target: caseJourneys.caseId,
            set: { stage: to, updatedBy: staff.id, updatedAt: at },
            setWhere: eq(caseJourneys.stage, from),
          })
          .returning({ stage: caseJourneys.stage })
      : db
          .update(caseJourneys)
          .set({ stage: to, updatedBy: staff.id, updatedAt: at })
          .where(and(eq(caseJourneys.caseId, c.id), eq(caseJourneys.stage, from)))
          .returning({ stage: caseJourneys.stage }),
    // changes() is the count of the statement just before: the history row follows only a real move (raw: drizzle
    // has no name for changes()).
    guardedInsert(caseStageChanges, { id: changeId, caseId: c.id, actorId: staff.id, fromStage: from, toStage: to, createdAt: at }, sql`changes() = 1`),
    auditIfApplied(staff, request, c, "case_stage_changed", `Journey stage: ${stageTitle(from)} → ${stageTitle(to)}`, recorded, at),
    db.update(cases).set({ updatedAt: at }).where(and(eq(cases.id, c.id), recorded)),
  ]);
  return moved.length === 1 ? ("moved" as const) : ("stale" as const);
}

/**
 * The patient's yes to a quote: a journey still at its first stage moves to "Schedule treatment", with its history
 * row, in the acceptance's batch and only if `accepted` holds; a journey a coordinator has moved on stays where it is.
 */
export function stageAfterAcceptance(caseId: string, patientId: string | null, at: Date, accepted: SQL) {
  const to: JourneyStage = "schedule_treatment";
  return [
    guardedInsert(caseJourneys, { caseId, stage: to, updatedBy: patientId, updatedAt: at }, accepted).onConflictDoUpdate({
      target: caseJourneys.caseId,
      set: { stage: to, updatedBy: patientId, updatedAt: at },
      setWhere: eq(caseJourneys.stage, firstStage),
    }),
    guardedInsert(
      caseStageChanges,
      { id: crypto.randomUUID(), caseId, actorId: patientId, fromStage: firstStage, toStage: to, createdAt: at },
      sql`changes() = 1`,
    ),
  ] as const;
}

/** The journey facts a coordinator records (a merge fills the kept case's empty ones from these). */
export const factColumns = [
  "treatment",
  "hospital",
  "doctor",
  "treatmentStart",
  "treatmentEnd",
  "arrivalDate",
  "flight",
  "hotel",
  "hotelFrom",
  "hotelTo",
  "pickupAt",
  "visaLetter",
  "admissionDate",
  "dischargeDate",
  "followUpPlan",
] as const satisfies readonly (keyof JourneyRow)[];

/** The facts as the table stores them: the pickup is an instant, entered as a Cairo date and time. */
export function factsRow(input: JourneyFactsInput) {
  const { intent: _, pickupDate, pickupTime, ...rest } = input;
  const [hour, minute] = pickupTime ? pickupTime.split(":").map(Number) : [0, 0];
  return {
    ...rest,
    pickupAt: pickupDate && pickupTime ? new Date(zonedTimeToUtc(pickupDate, hour! * 60 + minute!, CLINIC_ZONE)) : null,
  };
}

/**
 * Stores the journey's facts (the whole form: a cleared field clears the fact) with the audit row naming what
 * changed, in one batch. Nothing changed: nothing is written.
 */
export async function recordJourneyFacts(staff: StaffUser, request: Request, c: JourneyCase, before: JourneyRow | null, input: JourneyFactsInput, at = new Date()) {
  const facts = factsRow(input);
  const changed = factColumns.filter((column) => {
    const old = before?.[column] ?? (column === "visaLetter" ? "not_needed" : null);
    const now = facts[column];
    return (old instanceof Date ? old.getTime() : old) !== (now instanceof Date ? now.getTime() : now);
  });
  if (changed.length === 0) return { changed };
  await db.batch([
    db
      .insert(caseJourneys)
      .values({ caseId: c.id, stage: firstStage, ...facts, updatedBy: staff.id, updatedAt: at })
      .onConflictDoUpdate({ target: caseJourneys.caseId, set: { ...facts, updatedBy: staff.id, updatedAt: at } }),
    auditIfApplied(staff, request, c, "case_journey_updated", `Journey facts recorded: ${changed.join(", ")}`, sql`1`, at),
    db.update(cases).set({ updatedAt: at }).where(eq(cases.id, c.id)),
  ]);
  return { changed };
}

/**
 * What the coordinator's form starts with: the recorded facts, else the accepted quote's treatment, hospital and
 * doctor (the treatment the patient asked about before any quote).
 */
export async function journeyFormDefaults(c: { id: string; treatment: string | null }, row: JourneyRow | null) {
  const [accepted] = await db
    .select({ treatment: quotes.treatment, hospital: quotes.hospital, doctor: quotes.doctor })
    .from(quotes)
    .where(and(eq(quotes.caseId, c.id), eq(quotes.status, "accepted")))
    .orderBy(sql`${quotes.version} DESC`)
    .limit(1);
  const pickup = row?.pickupAt ? wallClock(row.pickupAt.getTime(), CLINIC_ZONE) : null;
  const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
  return {
    treatment: row?.treatment ?? accepted?.treatment ?? c.treatment ?? "",
    hospital: row?.hospital ?? accepted?.hospital ?? "",
    doctor: row?.doctor ?? accepted?.doctor ?? "",
    treatmentStart: row?.treatmentStart ?? "",
    treatmentEnd: row?.treatmentEnd ?? "",
    arrivalDate: row?.arrivalDate ?? "",
    flight: row?.flight ?? "",
    hotel: row?.hotel ?? "",
    hotelFrom: row?.hotelFrom ?? "",
    hotelTo: row?.hotelTo ?? "",
    pickupDate: pickup?.date ?? "",
    pickupTime: pickup ? hhmm(pickup.minute) : "",
    visaLetter: row?.visaLetter ?? "not_needed",
    admissionDate: row?.admissionDate ?? "",
    dischargeDate: row?.dischargeDate ?? "",
    followUpPlan: row?.followUpPlan ?? "",
    fromAcceptedQuote: accepted !== undefined,
  };
}

export type JourneyStep = { stage: JourneyStage; title: string; state: "done" | "current" | "next"; at: string | null };
export type ItineraryLine = { label: string; value: string; multiline?: boolean };

/** The six steps for the patient: done, current and next, each reached step with the day it was reached. */
export function journeySteps(stage: JourneyStage, changes: StageChange[], receivedAt: Date, locale: Locale): JourneyStep[] {
  return journeyStages.map((s) => {
    const state = stageState(s, stage);
    const reached = changes.findLast((c) => c.to === s)?.at ?? (s === firstStage ? receivedAt.toISOString() : null);
    return { stage: s, title: stageTitle(s, locale), state, at: state === "next" ? null : reached };
  });
}

/** Each recorded fact the patient should know, in their language, the pickup in their own zone. */
export function itineraryLines(row: JourneyRow | null, t: Translate, locale: Locale, zone: { id: string; name: string }): ItineraryLine[] {
  if (!row) return [];
  const day = (value: string) => formatCalendarDate(value, locale);
  const range = (from: string | null, to: string | null) =>
    from && to ? t("requests.itinerary.range", { from: day(from), to: day(to) }) : from ? day(from) : to ? day(to) : null;
  const lines: (ItineraryLine | null)[] = [
    row.treatment ? { label: t("requests.itinerary.treatment"), value: treatmentName(row.treatment, locale)! } : null,
    row.hospital ? { label: t("requests.itinerary.hospital"), value: row.hospital } : null,
    row.doctor ? { label: t("requests.itinerary.doctor"), value: row.doctor } : null,
    range(row.treatmentStart, row.treatmentEnd) ? { label: t("requests.itinerary.treatmentDates"), value: range(row.treatmentStart, row.treatmentEnd)! } : null,
    row.visaLetter !== "not_needed" ? { label: t("requests.itinerary.visa"), value: t(`requests.itinerary.visa.${row.visaLetter}`) } : null,
    row.arrivalDate ? { label: t("requests.itinerary.arrival"), value: day(row.arrivalDate) } : null,
    row.flight ? { label: t("requests.itinerary.flight"), value: row.flight } : null,
    row.pickupAt
      ? { label: t("requests.itinerary.pickup"), value: t("requests.itinerary.pickupTime", { time: formatInstant(row.pickupAt, { zone: zone.id, locale, preset: "dateTime" }), zone: zone.name }) }
      : null,
    row.hotel ? { label: t("requests.itinerary.hotel"), value: row.hotel } : null,
    range(row.hotelFrom, row.hotelTo) ? { label: t("requests.itinerary.hotelDates"), value: range(row.hotelFrom, row.hotelTo)! } : null,
    row.admissionDate ? { label: t("requests.itinerary.admission"), value: day(row.admissionDate) } : null,
    row.dischargeDate ? { label: t("requests.itinerary.discharge"), value: day(row.dischargeDate) } : null,
    row.followUpPlan ? { label: t("requests.itinerary.followUp"), value: row.followUpPlan, multiline: true } : null,
  ];
  return lines.filter((line): line is ItineraryLine => line !== null);
}

export function hasDatedEvents(row: JourneyRow | null) {
  return Boolean(row && (row.treatmentStart || row.arrivalDate || row.pickupAt || row.hotelFrom || row.admissionDate || row.dischargeDate));
}

/** The itinerary's dated events for a calendar file, named in the patient's language. */
export function itineraryEvents(row: JourneyRow, t: Translate, locale: Locale, url: string): CalendarEntry[] {
  const description = t("requests.ics.description", { site: site.name, url });
  const base = (key: string) => ({ uid: `${row.caseId}-${key}@nilecare`, description, url, stamp: row.updatedAt.getTime() });
  const entries: (CalendarEntry | null)[] = [
    row.treatmentStart
      ? {
          ...base("treatment"),
          summary: row.treatment ? t("requests.ics.treatment", { treatment: treatmentName(row.treatment, locale)! }) : t("requests.ics.treatmentPlain"),
          day: row.treatmentStart,
          lastDay: row.treatmentEnd ?? row.treatmentStart,
        }
      : null,
    row.arrivalDate ? { ...base("arrival"), summary: t("requests.ics.arrival"), day: row.arrivalDate, lastDay: row.arrivalDate } : null,
    row.pickupAt ? { ...base("pickup"), summary: t("requests.ics.pickup", { site: site.name }), startsAt: row.pickupAt.getTime(), durationMinutes: 60 } : null,
    row.hotelFrom
      ? { ...base("hotel"), summary: t("requests.ics.hotel", { hotel: row.hotel ?? "" }), day: row.hotelFrom, lastDay: row.hotelTo ?? row.hotelFrom }
      : null,
    row.admissionDate ? { ...base("admission"), summary: t("requests.ics.admission"), day: row.admissionDate, lastDay: row.admissionDate } : null,
    row.dischargeDate ? { ...base("discharge"), summary: t("requests.ics.discharge"), day: row.dischargeDate, lastDay: row.dischargeDate } : null,
  ];
  return entries.filter((e): e is CalendarEntry => e !== null);
}


/**
 * Everything the patient's request page shows of the journey: the six steps with their dates, the coordinator's
 * first name, the itinerary in the reader's language and zone, and the calendar file when something is dated.
 */
export async function patientJourney(
  caseRow: { id: string; receivedAt: Date; assigneeId: string | null },
  { t, locale, zone, icsPath }: { t: Translate; locale: Locale; zone: { id: string; name: string }; icsPath: string },
) {
  const [journey, coordinator] = await Promise.all([
    loadJourney(caseRow.id),
    caseRow.assigneeId
      ? db.query.profiles.findFirst({ where: eq(profiles.userId, caseRow.assigneeId), columns: { username: true } })
      : undefined,
  ]);
  return {
    stage: journey.stage,
    steps: journeySteps(journey.stage, journey.changes, caseRow.receivedAt, locale),
    coordinator: caseRow.assigneeId ? firstNameOf(coordinator?.username) : null,
    itinerary: itineraryLines(journey.row, t, locale, zone),
    icsPath: hasDatedEvents(journey.row) ? icsPath : null,
  };
}

export type PatientJourney = Awaited<ReturnType<typeof patientJourney>>;
