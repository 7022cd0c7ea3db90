import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { cases } from "./cases";
import { jsonList } from "./columns";

const instant = (name: string) => integer(name, { mode: "timestamp_ms" });

/**
 * The trip a coordinator plans for a case once it can be planned (tripCanBePlanned): the five
 * moments as instants (shown in the patient's zone and Cairo's), who meets the patient at the
 * airport and how, the companions, and the passport details the visa letter names. The facility,
 * doctor and hotel nights stay where the journey already keeps them (case_journeys: hospital,
 * doctor, hotel, hotel_from/hotel_to), so each fact has one home. One row per case; every column
 * is the patient's personal data (app/privacy/personal-data.server.ts).
 */
export const caseItineraries = sqliteTable(
  "case_itineraries",
  {
    caseId: text("case_id")
      .primaryKey()
      .references(() => cases.id, { onDelete: "cascade" }),
    arrivalAt: instant("arrival_at"),
    admissionAt: instant("admission_at"),
    procedureAt: instant("procedure_at"),
    dischargeAt: instant("discharge_at"),
    flightHomeAt: instant("flight_home_at"),
    arrivalFlight: text("arrival_flight"),
    meetBy: text("meet_by"),
    car: text("car"),
    driverName: text("driver_name"),
    driverPhone: text("driver_phone"),
    companions: jsonList("companions").notNull().default(sql`'[]'`),
    passportName: text("passport_name"),
    passportNumber: text("passport_number"),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    check("case_itineraries_stay_order", sql`${t.dischargeAt} IS NULL OR ${t.admissionAt} IS NULL OR ${t.dischargeAt} >= ${t.admissionAt}`),
    check("case_itineraries_trip_order", sql`${t.flightHomeAt} IS NULL OR ${t.arrivalAt} IS NULL OR ${t.flightHomeAt} > ${t.arrivalAt}`),
  ],
);
