import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { site } from "~content/site";
import { displayNameOf } from "~/auth/display-name";
import { firstNameOf } from "~/auth/display-name";
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
import { loadTrip } from "./itinerary/itinerary.server";
import type { Trip } from "./itinerary/itinerary-rules";
import { tripEvents, tripItems, type Zone } from "./itinerary/trip-view.server";
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

/** The journey facts its form records. */
const journeyFormColumns = ["treatment", "treatmentStart", "treatmentEnd", "visaLetter", "followUpPlan"] as const satisfies readonly (keyof JourneyRow)[];

/** The journey row's facts (its own, and where the trip takes the patient): a merge fills the kept case's empty ones. */
export const factColumns = [...journeyFormColumns, "hospital", "doctor", "hotel", "hotelFrom", "hotelTo"] as const satisfies readonly (keyof JourneyRow)[];

/**
 * Stores the journey's facts (the whole form: a cleared field clears the fact) with the audit row naming what
 * changed, in one batch. Nothing changed: nothing is written.
 */
export async function recordJourneyFacts(staff: StaffUser, request: Request, c: JourneyCase, before: JourneyRow | null, input: JourneyFactsInput, at = new Date()) {
  const { intent: _, ...facts } = input;
  const changed = journeyFormColumns.filter((column) => {
    const old = before?.[column] ?? (column === "visaLetter" ? "not_needed" : null);
    return old !== facts[column];
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

/** What the coordinator's form starts with: the recorded facts, else the accepted quote's treatment (the one the patient asked about before any quote). */
export async function journeyFormDefaults(c: { id: string; treatment: string | null }, row: JourneyRow | null) {
  const [accepted] = await db
    .select({ treatment: quotes.treatment })
    .from(quotes)
    .where(and(eq(quotes.caseId, c.id), eq(quotes.status, "accepted")))
    .orderBy(sql`${quotes.version} DESC`)
    .limit(1);
  return {
    treatment: row?.treatment ?? accepted?.treatment ?? c.treatment ?? "",
    treatmentStart: row?.treatmentStart ?? "",
    treatmentEnd: row?.treatmentEnd ?? "",
    visaLetter: row?.visaLetter ?? "not_needed",
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

/** The journey's own facts the patient should know, in their language (the trip's are ./itinerary/trip-view). */
export function itineraryLines(row: JourneyRow | null, t: Translate, locale: Locale): ItineraryLine[] {
  if (!row) return [];
  const day = (value: string) => formatCalendarDate(value, locale);
  const range = (from: string | null, to: string | null) =>
    from && to ? t("requests.itinerary.range", { from: day(from), to: day(to) }) : from ? day(from) : to ? day(to) : null;
  const treatmentDates = range(row.treatmentStart, row.treatmentEnd);
  const lines: (ItineraryLine | null)[] = [
    row.treatment ? { label: t("requests.itinerary.treatment"), value: treatmentName(row.treatment, locale)! } : null,
    treatmentDates ? { label: t("requests.itinerary.treatmentDates"), value: treatmentDates } : null,
    row.visaLetter !== "not_needed" ? { label: t("requests.itinerary.visa"), value: t(`requests.itinerary.visa.${row.visaLetter}`) } : null,
    row.followUpPlan ? { label: t("requests.itinerary.followUp"), value: row.followUpPlan, multiline: true } : null,
  ];
  return lines.filter((line): line is ItineraryLine => line !== null);
}

/**
 * The itinerary's dated events for a calendar file, named in the patient's language: the treatment's days and every
 * dated item of the trip, each with its item's key (the page offers each alone, and all in one file).
 */
export function itineraryEvents(caseId: string, journey: JourneyRow | null, trip: { trip: Trip | null; updatedAt: Date | null }, t: Translate, locale: Locale, url: string) {
  const description = t("requests.ics.description", { site: site.name, url });
  const treatment =
    journey?.treatmentStart
      ? [
          {
            key: "treatment" as const,
            uid: `${caseId}-treatment@nilecare`,
            description,
            url,
            stamp: journey.updatedAt.getTime(),
            summary: journey.treatment ? t("requests.ics.treatment", { treatment: treatmentName(journey.treatment, locale)! }) : t("requests.ics.treatmentPlain"),
            day: journey.treatmentStart,
            lastDay: journey.treatmentEnd ?? journey.treatmentStart,
          },
        ]
      : [];
  const stamp = Math.max(journey?.updatedAt.getTime() ?? 0, trip.updatedAt?.getTime() ?? 0);
  return [...treatment, ...(trip.trip ? tripEvents(trip.trip, caseId, stamp, t, url) : [])];
}

/**
 * Everything the patient's request page shows of the journey: the six steps with their dates, the coordinator's
 * first name, the journey's facts and the trip's items in the reader's language, each moment on their clock and
 * Cairo's, and the calendar file of all dated items when there is one.
 */
export async function patientJourney(
  caseRow: { id: string; receivedAt: Date; assigneeId: string | null },
  { t, locale, zone, cairo, icsPath }: { t: Translate; locale: Locale; zone: Zone; cairo: Zone; icsPath: string },
) {
  const [journey, trip, coordinator] = await Promise.all([
    loadJourney(caseRow.id),
    loadTrip(caseRow.id),
    caseRow.assigneeId
      ? db.query.profiles.findFirst({ where: eq(profiles.userId, caseRow.assigneeId), columns: { username: true } })
      : undefined,
  ]);
  const trips = tripItems(trip.trip, t, locale, zone, cairo);
  return {
    stage: journey.stage,
    steps: journeySteps(journey.stage, journey.changes, caseRow.receivedAt, locale),
    coordinator: caseRow.assigneeId ? firstNameOf(coordinator?.username) : null,
    itinerary: itineraryLines(journey.row, t, locale),
    trip: trips.map((item) => ({ ...item, calendarPath: item.calendar ? `${icsPath}${icsPath.includes("?") ? "&" : "?"}item=${item.key}` : null })),
    icsPath: journey.row?.treatmentStart || trips.some((item) => item.calendar) ? icsPath : null,
  };
}

export type PatientJourney = Awaited<ReturnType<typeof patientJourney>>;
