import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { caseTripCanBePlanned } from "~/cases/itinerary/itinerary.server";
import { tripCanBePlanned } from "~/cases/itinerary/itinerary-rules";
import { patientWithPlan } from "./staff-helpers";

async function addQuote(caseId: string, version: number, status: string) {
  await env.DB.prepare(
    `INSERT INTO quotes (id, case_id, number, version, currency, total_minor, included, excluded, valid_until, status)
     VALUES (?, ?, (SELECT COALESCE(MAX(number), 0) + 1 FROM quotes), ?, 'USD', 100000, '', '', '2027-01-31', ?)`,
  )
    .bind(crypto.randomUUID(), caseId, version, status)
    .run();
}

describe("when a trip can be planned", () => {
  it("opens once a quote is accepted, not before", () => {
    expect(tripCanBePlanned({ hasAcceptedQuote: false })).toBe(false);
    expect(tripCanBePlanned({ hasAcceptedQuote: true })).toBe(true);
  });

  it("reads the case's quotes: a sent, superseded or declined one does not open it, the accepted one does", async () => {
    const { caseId } = await patientWithPlan();
    expect(await caseTripCanBePlanned(caseId)).toBe(false);
    await addQuote(caseId, 1, "superseded");
    await addQuote(caseId, 2, "declined");
    await addQuote(caseId, 3, "sent");
    expect(await caseTripCanBePlanned(caseId)).toBe(false);
    await env.DB.prepare("UPDATE quotes SET status = 'accepted', decided_at = ? WHERE case_id = ? AND version = 3").bind(Date.now(), caseId).run();
    expect(await caseTripCanBePlanned(caseId)).toBe(true);
    // Another case's accepted quote opens nothing here.
    const other = await patientWithPlan("Lina Saleh");
    expect(await caseTripCanBePlanned(other.caseId)).toBe(false);
  });
});

describe("the trip's table", () => {
  it("refuses a flight home before the arrival and a discharge before the admission", async () => {
    const { caseId } = await patientWithPlan();
    const insert = (columns: string, values: number[]) =>
      env.DB.prepare(`INSERT INTO case_itineraries (case_id, ${columns}, updated_at) VALUES (?, ?, ?, ?)`).bind(caseId, ...values, Date.now()).run();
    await expect(insert("arrival_at, flight_home_at", [2_000, 1_000])).rejects.toThrow(/CHECK constraint failed/);
    await expect(insert("admission_at, discharge_at", [2_000, 1_000])).rejects.toThrow(/CHECK constraint failed/);
    await insert("arrival_at, flight_home_at", [1_000, 2_000]);
    const row = await env.DB.prepare("SELECT companions FROM case_itineraries WHERE case_id = ?").bind(caseId).first<string>("companions");
    expect(row).toBe("[]");
  });
});
