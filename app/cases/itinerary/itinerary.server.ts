import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { caseItineraries, caseJourneys, caseStageChanges, cases, quotes } from "~/db/schema";
import { queueEmails } from "~/email/email.server";
import { storedPhoneNumber } from "~/forms/phone-number.server";
import { CLINIC_ZONE, minuteLabel, wallClock, zonedTimeToUtc } from "~/i18n/time";
import { clientIp } from "~/security/request-meta.server";
import { auditIf } from "~/staff/audit.server";
import type { StaffUser } from "~/staff/permissions.server";
import type { CaseRecord } from "~/cases/case-access.server";
import { firstStage, type JourneyStage } from "~/cases/journey-rules";
import { stageTitle } from "~/cases/journey-labels";
import { changedTripFields, patientTripChanges, tripCanBePlanned, tripHasPatientFacts, tripMoments, type Trip, type TripFacts } from "./itinerary-rules";
import type { TripInput } from "./trip-schema";
import { noticeTripOnWhatsapp } from "./trip-whatsapp.server";

/** A case's deposit is paid when a payment of its accepted quote is (a refund leaves it paid: the dates stay agreed). */
const depositPaidSql = (caseId: string) =>
  sql`EXISTS (SELECT 1 FROM payments JOIN quotes ON quotes.id = payments.quote_id
    WHERE payments.case_id = ${caseId} AND payments.status = 'paid' AND quotes.status = 'accepted')`;

/** The facts tripCanBePlanned decides from, read in one statement. */
export async function tripFacts(caseId: string): Promise<TripFacts> {
  const [row] = await db.select({ paid: sql<number>`${depositPaidSql(caseId)}` }).from(cases).where(eq(cases.id, caseId));
  return { depositPaid: Boolean(row?.paid) };
}

export async function caseTripCanBePlanned(caseId: string) {
  return tripCanBePlanned(await tripFacts(caseId));
}

type ItineraryRow = typeof caseItineraries.$inferSelect;
type JourneyRow = typeof caseJourneys.$inferSelect;

const ms = (at: Date | null) => at?.getTime() ?? null;

/** The trip from its two homes: where (the journey row) and when and how (the itinerary row); null before either. */
export function tripOf(journey: JourneyRow | null | undefined, itinerary: ItineraryRow | null | undefined): Trip | null {
  if (!itinerary && !journey) return null;
  return {
    arrival: ms(itinerary?.arrivalAt ?? null),
    admission: ms(itinerary?.admissionAt ?? null),
    procedure: ms(itinerary?.procedureAt ?? null),
    discharge: ms(itinerary?.dischargeAt ?? null),
    flightHome: ms(itinerary?.flightHomeAt ?? null),
    hospital: journey?.hospital ?? null,
    doctor: journey?.doctor ?? null,
    hotel: journey?.hotel ?? null,
    hotelFrom: journey?.hotelFrom ?? null,
    hotelTo: journey?.hotelTo ?? null,
    arrivalFlight: itinerary?.arrivalFlight ?? null,
    meetBy: itinerary?.meetBy ?? null,
    car: itinerary?.car ?? null,
    driverName: itinerary?.driverName ?? null,
    driverPhone: itinerary?.driverPhone ?? null,
    companions: itinerary?.companions ?? [],
    passportName: itinerary?.passportName ?? null,
    passportNumber: itinerary?.passportNumber ?? null,
  };
}

/** A case's trip, its journey row and when the itinerary was last changed. */
export async function loadTrip(caseId: string) {
  const [journeys, itineraries] = await db.batch([
    db.select().from(caseJourneys).where(eq(caseJourneys.caseId, caseId)),
    db.select().from(caseItineraries).where(eq(caseItineraries.caseId, caseId)),
  ]);
  const itinerary = itineraries[0] ?? null;
  return { trip: tripOf(journeys[0], itinerary), journey: journeys[0] ?? null, updatedAt: itinerary?.updatedAt ?? null };
}

/** The form's values as the trip stores them: each moment's Cairo date and time as its instant. */
export function tripFromInput(input: TripInput): Trip {
  const instant = (m: (typeof tripMoments)[number]) => {
    const date = input[`${m}Date`];
    const time = input[`${m}Time`];
    if (!date || !time) return null;
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    return zonedTimeToUtc(date, hour * 60 + minute, CLINIC_ZONE);
  };
  const { intent: _, ...rest } = input;
  const moments = Object.fromEntries(tripMoments.map((m) => [m, instant(m)])) as Record<(typeof tripMoments)[number], number | null>;
  return {
    ...moments,
    hospital: rest.hospital,
    doctor: rest.doctor,
    hotel: rest.hotel,
    hotelFrom: rest.hotelFrom,
    hotelTo: rest.hotelTo,
    arrivalFlight: rest.arrivalFlight,
    meetBy: rest.meetBy,
    car: rest.car,
    driverName: rest.driverName,
    // Stored in E.164, the form the page's tel: link dials from anywhere.
    driverPhone: rest.driverPhone === null ? null : storedPhoneNumber(rest.driverPhone, "EG"),
    companions: rest.companions,
    passportName: rest.passportName,
    passportNumber: rest.passportNumber,
  };
}

/**
 * What the coordinator's form starts with: the recorded trip, its moments on Cairo's clock; the facility and doctor
 * the accepted quote names until the trip records its own.
 */
export async function tripFormDefaults(caseId: string, trip: Trip | null): Promise<Record<string, string>> {
  const [quote] = await db
    .select({ hospital: quotes.hospital, doctor: quotes.doctor })
    .from(quotes)
    .where(and(eq(quotes.caseId, caseId), eq(quotes.status, "accepted")))
    .limit(1);
  const values: Record<string, string> = {};
  for (const m of tripMoments) {
    const at = trip?.[m];
    const clock = at ? wallClock(at, CLINIC_ZONE) : null;
    values[`${m}Date`] = clock?.date ?? "";
    values[`${m}Time`] = clock ? minuteLabel(clock.minute) : "";
  }
  for (const key of ["hospital", "doctor", "hotel", "hotelFrom", "hotelTo", "arrivalFlight", "meetBy", "car", "driverName", "driverPhone", "passportName", "passportNumber"] as const) {
    values[key] = trip?.[key] ?? "";
  }
  values.hospital ||= quote?.hospital ?? "";
  values.doctor ||= quote?.doctor ?? "";
  values.companions = (trip?.companions ?? []).join("\n");
  return values;
}

/** Once the trip records something the patient reads, the journey is at "Travel arrangements". */
const PLANNED: JourneyStage = "travel_arrangements";
const BEFORE_PLANNED: readonly JourneyStage[] = [firstStage, "schedule_treatment"];

export type SaveTripResult = { status: "closed" } | { status: "unchanged" } | { status: "saved"; patientChanges: string[]; stageMoved: boolean };

/**
 * Stores the whole trip form (a cleared field clears its fact): where in the journey row, the rest in the itinerary
 * row, the audit row naming what changed, and the journey moved on to "Travel arrangements" from an earlier step, in
 * one batch whose statements apply only while the deposit is paid. Nothing changed: nothing is written and nobody is
 * told. A change the patient reads is e-mailed to them, and sent on WhatsApp when that is their channel.
 */
export async function saveTrip(staff: StaffUser, request: Request, c: CaseRecord, input: TripInput, at = new Date()): Promise<SaveTripResult> {
  const { trip: before, journey } = await loadTrip(c.id);
  const after = tripFromInput(input);
  const changed = changedTripFields(before, after);
  if (changed.length === 0) return { status: "unchanged" };
  const open = depositPaidSql(c.id);
  const where = { hospital: after.hospital, doctor: after.doctor, hotel: after.hotel, hotelFrom: after.hotelFrom, hotelTo: after.hotelTo };
  const when = {
    arrivalAt: date(after.arrival),
    admissionAt: date(after.admission),
    procedureAt: date(after.procedure),
    dischargeAt: date(after.discharge),
    flightHomeAt: date(after.flightHome),
    arrivalFlight: after.arrivalFlight,
    meetBy: after.meetBy,
    car: after.car,
    driverName: after.driverName,
    driverPhone: after.driverPhone,
    companions: after.companions,
    passportName: after.passportName,
    passportNumber: after.passportNumber,
    updatedBy: staff.id,
    updatedAt: at,
  };
  const stage = journey?.stage ?? firstStage;
  const moves = tripHasPatientFacts(after) && BEFORE_PLANNED.includes(stage);
  const changeId = crypto.randomUUID();
  const saved = sql`EXISTS (SELECT 1 FROM case_itineraries WHERE case_id = ${c.id} AND updated_at = ${at.getTime()} AND updated_by = ${staff.id})`;
  const ip = clientIp(request);
  const [written] = await db.batch([
    guardedInsert(caseItineraries, { caseId: c.id, ...when }, open)
      .onConflictDoUpdate({ target: caseItineraries.caseId, set: when, setWhere: open })
      .returning({ caseId: caseItineraries.caseId }),
    guardedInsert(caseJourneys, { caseId: c.id, stage: firstStage, ...where, updatedBy: staff.id, updatedAt: at }, saved).onConflictDoUpdate({
      target: caseJourneys.caseId,
      set: { ...where, updatedBy: staff.id, updatedAt: at },
    }),
    auditIf(staff, { action: "case_journey_updated", caseId: c.id, subjectUserId: c.patientUserId, detail: `Trip recorded: ${changed.join(", ")}` }, saved, at, ip),
    ...(moves
      ? [
          db
            .update(caseJourneys)
            .set({ stage: PLANNED })
            .where(and(eq(caseJourneys.caseId, c.id), eq(caseJourneys.stage, stage), saved)),
          guardedInsert(caseStageChanges, { id: changeId, caseId: c.id, actorId: staff.id, fromStage: stage, toStage: PLANNED, createdAt: at }, sql`changes() = 1`),
          auditIf(
            staff,
            { action: "case_stage_changed", caseId: c.id, subjectUserId: c.patientUserId, detail: `Journey stage: ${stageTitle(stage)} → ${stageTitle(PLANNED)} (trip planned)` },
            sql`EXISTS (SELECT 1 FROM case_stage_changes WHERE id = ${changeId})`,
            at,
            ip,
          ),
        ]
      : []),
    db.update(cases).set({ updatedAt: at }).where(and(eq(cases.id, c.id), saved)),
  ]);
  if (written.length === 0) return { status: "closed" };
  const patientChanges = patientTripChanges(before, after);
  if (patientChanges.length > 0) {
    await queueEmails([{ type: "trip-changed", caseId: c.id, changes: patientChanges, at: at.getTime() }], { stored: `Trip of case ${c.id}` });
    await noticeTripOnWhatsapp(c, staff, patientChanges, at);
  }
  return { status: "saved", patientChanges, stageMoved: moves };
}

const date = (at: number | null) => (at === null ? null : new Date(at));
